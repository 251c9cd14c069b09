import { z } from 'zod';
import { ROLES } from '../../core/auth';
import { isUuid } from '../../core/slug';
import type { Viewer } from '../auth/auth.service';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import { userTarget, type AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { UsersService } from './users.service';

/** PATCH /api/users/:id: the account's new role. */
export const roleChange = z.object({ role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }) });

/** An account id from an address or a form: anything but a UUID names no account. */
function accountId(id: string): string {
  if (!isUuid(id)) throw new NotFoundError('User not found');
  return id;
}

/** What the user management use cases use (wired in server/services.ts). */
export interface UsersCommandDeps {
  users: Pick<UsersService, 'changeRole' | 'delete'>;
  audit: AuditLog;
  events: EventBus;
}

/**
 * The users use cases (docs/decisions/004-use-case-layer.md): admins change the accounts'
 * roles and delete them (the list is UsersQueries.list). Each change writes one audit record and emits
 * `users.changed`. The last admin is never demoted or deleted (UsersService).
 */
export class UsersCommands {
  constructor(protected readonly deps: UsersCommandDeps) {}

  /** Gives account `id` another role (`{ role }`); 409 for the only admin. */
  async changeRole(actor: Actor, id: string, input: unknown): Promise<Viewer> {
    authorize(actor, 'users:manage');
    const target = accountId(id);
    const { role } = parseOr400(roleChange, input);
    const { user, from } = await this.deps.users.changeRole(target, role);
    await this.deps.audit.record(actor, { action: 'user.role', target: userTarget(user), details: { from, to: role } });
    this.deps.events.emit('users.changed', { ids: [user._id], change: 'role' });
    return user;
  }

  /** Deletes account `id` and its sessions; 409 for oneself and for the only admin. */
  async delete(actor: Actor, id: string): Promise<void> {
    const viewer = authorize(actor, 'users:manage');
    const deleted = await this.deps.users.delete(accountId(id), viewer._id);
    await this.deps.audit.record(actor, {
      action: 'user.delete',
      target: userTarget(deleted),
      details: { role: deleted.role },
    });
    this.deps.events.emit('users.changed', { ids: [deleted._id], change: 'deleted' });
  }
}
