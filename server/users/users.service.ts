import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { LAST_ADMIN, type ProfileInput, type Role } from '../../core/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { isUuid } from '../../core/slug';
import { DEFAULT_EDITION, editionCode, type Edition } from '../../core/editions';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import { toViewer, type Viewer } from '../auth/auth.service';

export interface UserListItem {
  _id: string;
  username: string;
  role: Role;
  createdAt: string;
}

export class UsersService {
  constructor(private readonly db: Db) {}

  async list(): Promise<UserListItem[]> {
    const rows = await this.db.select().from(users).orderBy(asc(users.createdAt));
    return rows.map((row) => {
      const v = toViewer(row);
      return { _id: v._id, username: v.username, role: v.role, createdAt: v.createdAt };
    });
  }

  /** One account, or null. */
  async find(id: string): Promise<Viewer | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ? toViewer(row) : null;
  }

  /**
   * The language of an account's e-mails, as an edition (docs/product.md, 'Emails to an
   * account'): the default edition's for an unknown account or a code this install lost.
   */
  async languageOf(id: string): Promise<Edition> {
    if (!isUuid(id)) return DEFAULT_EDITION;
    const [row] = await this.db.select({ language: users.language }).from(users).where(eq(users.id, id)).limit(1);
    return editionCode(row?.language ?? DEFAULT_EDITION);
  }

  /** Sets the language of an account's e-mails (/settings). */
  async setLanguage(id: string, language: Edition): Promise<void> {
    const [row] = await this.db
      .update(users)
      .set({ language, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!row) throw new NotFoundError('User not found');
  }

  /** Saves one's name, address and bio; a changed address is no longer verified. */
  async updateProfile(id: string, input: ProfileInput): Promise<Viewer> {
    const [row] = await this.db
      .update(users)
      .set({
        ...input,
        emailVerifiedAt: sql`case when lower(${users.email}) = lower(${input.email}) then ${users.emailVerifiedAt} end`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new NotFoundError('User not found');
    return toViewer(row);
  }

  /** Sets (or clears) the avatar URL; answers the one it replaced, so its files can go. */
  async setAvatar(id: string, avatar: string | null): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)).for('update');
      if (!before) throw new NotFoundError('User not found');
      await tx.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, id));
      return before.avatar;
    });
  }

  /**
   * Changes a role; the last admin cannot be demoted (the site would lose its keys).
   * Answers the account as changed and the role it had.
   */
  async changeRole(id: string, role: Role): Promise<{ user: Viewer; from: Role }> {
    checkUserId(id);
    return this.db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!target) throw new NotFoundError('User not found');
      if (target.role === 'admin' && role !== 'admin') {
        const [others] = await tx
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'admin'), ne(users.id, id)));
        if ((others?.n ?? 0) === 0)
          throw new AppError(409, 'last_admin', 'Cannot change the role of the only admin user');
      }
      const [updated] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      if (!updated) throw new NotFoundError('User not found');
      return { user: toViewer(updated), from: toViewer(target).role };
    });
  }

  /**
   * Deletes an account (its sessions go with it); never oneself, never the last admin.
   * Answers the account as it was.
   */
  async delete(id: string, actorId: string): Promise<Viewer> {
    checkUserId(id);
    if (id === actorId) throw new AppError(409, 'self_delete', 'You cannot delete your own account here');
    return this.db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!target) throw new NotFoundError('User not found');
      if (target.role === 'admin') {
        const [others] = await tx
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'admin'), ne(users.id, id)));
        if ((others?.n ?? 0) === 0) throw new AppError(409, 'last_admin', LAST_ADMIN);
      }
      await tx.delete(users).where(eq(users.id, id));
      return toViewer(target);
    });
  }
}

/** A user id from a form is a UUID; anything else is bad input, never a database error. */
function checkUserId(id: string): void {
  if (!isUuid(id)) throw new ValidationError('That is not a user id', { id: 'Not a user id' });
}
