import { startMailbox } from './mailbox';

/** Runs once in Playwright's process before the specs: the SMTP server the main site mails through. */
export default async function globalSetup() {
  return startMailbox();
}
