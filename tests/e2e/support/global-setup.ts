import { startMailbox } from './mailbox';
import { waitForSites } from './wait-for-sites';

/**
 * Runs once in Playwright's process before the specs, after its web servers (the main site)
 * answer: waits for the side sites started beside it, and starts the SMTP server the main site
 * mails through.
 */
export default async function globalSetup() {
  await waitForSites();
  return startMailbox();
}
