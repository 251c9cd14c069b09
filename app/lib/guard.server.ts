import { data, redirect, type AppLoadContext } from 'react-router';
import { can, type Permission } from '../../core/roles';

/**
 * The signed-in viewer when they may do `permission`. Nobody signed in: off to
 * /login, coming back here afterwards. Signed in without the right: a 403 page.
 */
export function requireViewer(context: AppLoadContext, url: URL, permission: Permission) {
  const viewer = context.viewer;
  if (!viewer) throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  // A password an operator's command generated is changed before anything else.
  if (viewer.mustChangePassword && url.pathname !== '/settings') throw redirect('/settings');
  if (!can(viewer.role, permission)) throw data({ message: 'You do not have access to this page.' }, { status: 403 });
  return viewer;
}
