/**
 * Reading pages are documents (docs/decisions/005-reading-pages-as-documents.md): rendered
 * on the server and not hydrated; the small modules in app/islands/ do what must run in
 * the browser. A route says so by exporting `handle = DOCUMENT`.
 */
export const DOCUMENT = { document: true } as const;

/** True when the page being drawn is a document: one of its routes exports `handle = DOCUMENT`. */
export function isDocument(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as { document?: unknown } | undefined)?.document === true);
}
