/**
 * Whether a header link is the page being read (docs/product.md, 'Header': the current one is
 * highlighted): Home only on `/`, a section on its own path and the paths under it.
 */
export function isCurrentPath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
