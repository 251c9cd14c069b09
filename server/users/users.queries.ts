import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import type { UserListItem, UsersService } from './users.service';

/** What the user management reads use (wired in server/services.ts). */
export interface UsersQueryDeps {
  users: Pick<UsersService, 'list'>;
}

/** The accounts as /admin/users lists them (admins); the changes are UsersCommands'. */
export class UsersQueries {
  constructor(private readonly deps: UsersQueryDeps) {}

  /** Every account, oldest first. */
  async list(actor: Actor): Promise<UserListItem[]> {
    authorize(actor, 'users:manage');
    return this.deps.users.list();
  }
}
