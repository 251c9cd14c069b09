import { redirectDocument } from 'react-router';
import type { Route } from './+types/logout';
import { clearEditorDrafts } from '../lib/editor-drafts';

/** Sign Out: ends the session on the server and clears the cookie; the home page loads as a document. */
export async function action({ context }: Route.ActionArgs) {
  await context.commands.auth.logout(context.actor, context.sessionToken);
  return redirectDocument('/', { headers: { 'Set-Cookie': context.queries.auth.clearedCookie() } });
}

/**
 * In the browser, Sign Out first removes the editor's unsaved copies, which may hold embargoed
 * text, so the next person at this browser cannot read them. By script rather than with
 * `Clear-Site-Data: "storage"`, which would also wipe the reader's theme choice (localStorage,
 * app/lib/theme.ts) and the one-view-per-visit mark of app/lib/engagement.ts (sessionStorage).
 * A sign-out posted before the page came to life skips this; the copies stay keyed to their
 * account, so no other account's editor offers them.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  clearEditorDrafts();
  return serverAction();
}

export function loader() {
  return redirectDocument('/');
}
