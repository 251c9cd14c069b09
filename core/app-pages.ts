/**
 * The pages drawn by the hydrated React app: the account pages and the admin area. Every other
 * page of the site is a document, rendered on the server with its islands
 * (docs/decisions/005-reading-pages-as-documents.md), so the app must reach it by a full page
 * load: a plain link, or a `redirectDocument` from an action or loader (app/lib/hand-off.ts).
 */
export const APP_PAGES = [
  '/admin',
  '/login',
  '/register',
  '/invite',
  '/logout',
  '/profile',
  '/settings',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];

/** Whether a path on this site (with or without a query or hash) is one of the app's pages. */
export function isAppPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return APP_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
