import { inEditionPath, splitEdition } from './editions';

/**
 * Whether a header link is the page being read (docs/product.md, 'Header': the current one is
 * highlighted): Home only on its edition's home (`/`, `/hi`), a section on its own path and the
 * paths under it.
 */
export function isCurrentPath(pathname: string, to: string): boolean {
  const { edition } = splitEdition(pathname);
  if (to === inEditionPath('/', edition)) return pathname === to;
  return pathname === to || pathname.startsWith(`${to}/`);
}
