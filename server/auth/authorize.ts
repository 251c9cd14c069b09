import { can, type Permission } from '../../core/roles';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/errors';
import type { Viewer } from './auth.service';

/**
 * The one permission check, called first by every use case that needs one:
 * the viewer when they may do `permission`; otherwise `unauthorized` (nobody
 * signed in), `password_change_required` (an operator-generated password not yet
 * changed) or `forbidden`. Adapters map the codes: the API to 401/403, pages to a
 * sign-in redirect, the settings page or a 403 page (`app/lib/use-case.server.ts`).
 */
export function authorize(actor: Actor, permission: Permission): Viewer {
  const viewer = actor.viewer;
  if (!viewer) throw new AppError(401, 'unauthorized', 'Please sign in');
  if (viewer.mustChangePassword && permission !== 'profile:edit') {
    throw new AppError(403, 'password_change_required', 'Choose a new password to continue.');
  }
  if (!can(viewer.role, permission)) throw new AppError(403, 'forbidden', 'You do not have permission to do that');
  return viewer;
}

/** Whether the actor may do `permission`, for use cases that shape an answer by role. */
export function allows(actor: Actor, permission: Permission): boolean {
  const viewer = actor.viewer;
  return !!viewer && !viewer.mustChangePassword && can(viewer.role, permission);
}
