import { and, eq, gt, isNull, isNotNull, sql } from 'drizzle-orm';
import { usernameKey } from '../../core/auth';
import type { AccountTokenPurpose } from '../../core/account';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { accountTokens, sessions, users, type UserRow } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

/** A valid link's account, and the address it was mailed to. */
export interface TokenHolder {
  user: UserRow;
  email: string;
}

/** Is `email` the account's address now (compared as mail servers do: the case of the domain and, in practice, the rest)? */
const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The links mailed to accounts (`account_tokens`): made with a random token of which only the
 * hash is stored, valid once, until they expire, and only while the account still has the
 * address they went to (a reset link also only while that address is verified).
 */
export class AccountTokens {
  constructor(private readonly db: Db) {}

  /** A new link for the account at `email`; answers the token to mail (never stored). */
  async issue(userId: string, purpose: AccountTokenPurpose, email: string, now: Date, hours: number): Promise<string> {
    const token = newToken();
    await this.db.insert(accountTokens).values({
      userId,
      purpose,
      email,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
    });
    return token;
  }

  /** The account a link works for now, without using it; null for an unknown, used or expired one. */
  async peek(token: string, purpose: AccountTokenPurpose, now: Date): Promise<TokenHolder | null> {
    const [row] = await this.db
      .select({ user: users, email: accountTokens.email })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .limit(1);
    if (!row || !sameAddress(row.user.email, row.email)) return null;
    if (purpose !== 'verify-email' && !row.user.emailVerifiedAt) return null;
    return row;
  }

  /**
   * Marks a link used, if it works: unused, unexpired, for the address the account has now
   * (and, for a reset, still verified). One statement, so two uses at once cannot both win.
   */
  private async claim(
    tx: Pick<Db, 'update'>,
    token: string,
    purpose: AccountTokenPurpose,
    now: Date,
  ): Promise<{ userId: string } | undefined> {
    const [used] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
          sql`exists (select 1 from ${users} where ${users.id} = ${accountTokens.userId}
            and lower(${users.email}) = lower(${accountTokens.email})
            and (${purpose} = 'verify-email' or ${users.emailVerifiedAt} is not null))`,
        ),
      )
      .returning({ userId: accountTokens.userId });
    return used;
  }

  /**
   * Uses a sign-in link: the account it signs in, once, while it still has the verified address
   * the link went to. Null when the link was not valid (any more).
   */
  async signIn(token: string, now: Date): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const used = await this.claim(tx, token, 'sign-in', now);
      if (!used) return null;
      const [user] = await tx.select().from(users).where(eq(users.id, used.userId)).limit(1);
      return user ?? null;
    });
  }

  /**
   * Uses a reset link: the account gets `passwordHash`, its every session ends and its other
   * reset links stop working, in one transaction. Null when the link was not valid (any more).
   */
  async resetPassword(token: string, passwordHash: string, now: Date): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const used = await this.claim(tx, token, 'reset-password', now);
      if (!used) return null;
      const [user] = await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: now })
        .where(eq(users.id, used.userId))
        .returning();
      await tx.delete(sessions).where(eq(sessions.userId, used.userId));
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, used.userId),
            eq(accountTokens.purpose, 'reset-password'),
            isNull(accountTokens.usedAt),
          ),
        );
      return user ?? null;
    });
  }

  /**
   * Uses a verification link: the account's address (still the one it went to) is verified.
   * Null when the link was not valid; 'taken' when another account verified the address first.
   */
  async verifyEmail(token: string, now: Date): Promise<UserRow | 'taken' | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const used = await this.claim(tx, token, 'verify-email', now);
        if (!used) return null;
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, used.userId))
          .returning();
        return user ?? null;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  /**
   * The account 'Forgot password?' is for: by username, or by verified address. Null when none
   * matches or the account has no verified address to mail.
   */
  async findForReset(login: string): Promise<UserRow | null> {
    const byName = login.includes('@')
      ? undefined
      : (
          await this.db
            .select()
            .from(users)
            .where(eq(users.usernameKey, usernameKey(login)))
            .limit(1)
        )[0];
    const row =
      byName ??
      (
        await this.db
          .select()
          .from(users)
          .where(and(sql`lower(${users.email}) = lower(${login})`, isNotNull(users.emailVerifiedAt)))
          .limit(1)
      )[0];
    return row?.email && row.emailVerifiedAt ? row : null;
  }
}
