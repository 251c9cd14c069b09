import { redirect, redirectDocument } from 'react-router';
import { isAppPage } from '../../core/page-kinds';

/**
 * A redirect from an account page's action or loader: to another page of the hydrated app
 * (admin, profile, settings…) the router draws it; to a reading page, which is a document with
 * its islands and no route module in the browser, the browser loads it (`redirectDocument`).
 */
export function redirectFromApp(to: string, init?: number | ResponseInit): Response {
  return isAppPage(to) ? redirect(to, init) : redirectDocument(to, init);
}
