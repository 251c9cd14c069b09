import { startMailbox } from './mailbox';
import { INGEST_ADMIN, INGEST_PASSWORD, INGEST_SETUP_TOKEN, INGEST_SITE } from './ports';
import { waitForSites } from './wait-for-sites';

/**
 * Runs once in Playwright's process before the specs, after its web servers (the main site)
 * answer: waits for the side sites started beside it, gives the news-fetch site its admin, and
 * starts the SMTP server the main site mails through.
 */
export default async function globalSetup() {
  await waitForSites();
  await claimNewsFetchSite();
  return startMailbox();
}

/**
 * The news-fetch site's admin, registered as a new site's first admin is: through the setup token
 * (`npm run user:create`, which did it before, is tested in scripts/user-create.test.ts). A request
 * rather than a process on the sites' start-up path, which four sites starting at once keep busy.
 */
async function claimNewsFetchSite(): Promise<void> {
  const response = await fetch(`${INGEST_SITE}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: INGEST_ADMIN, password: INGEST_PASSWORD, setupToken: INGEST_SETUP_TOKEN }),
  });
  const body = (await response.json().catch(() => ({}))) as { role?: string };
  if (response.status !== 201 || body.role !== 'admin') {
    throw new Error(`The news-fetch site did not take its admin: ${response.status} ${JSON.stringify(body)}`);
  }
}
