import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { usernameKey, type Role } from '../../core/auth';
import { INVITE_DAYS, type InvitationState, type StaffRole } from '../../core/staff';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { sessions, staffInvitations, users, type StaffInvitationRow } from '../db/schema';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import { toViewer, type Viewer } from '../auth/auth.service';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/password';

const COMMON_PASSWORD = 'This password is too common. Choose one that is harder to guess.';
export const USERNAME_TAKEN = 'That username is already taken';

/** An open invitation as /admin/users and GET /api/users/invitations show it. */
export interface Invitation {
  _id: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  state: InvitationState;
}

/** What the accept page shows for a link. */
export type InvitationLookup =
  { state: 'valid'; email: string; role: StaffRole; expiresAt: string } | { state: 'expired' | 'invalid' };

/** A new invitation's link token: 256 random bits. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of an invitation token: a leaked table lets nobody in. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A one-time password an admin hands on: 20 characters of base64url (120 random bits),
 * far from any common password, only good for choosing a new one (must_change_password).
 */
export function oneTimePassword(): string {
  return randomBytes(15).toString('base64url');
}

function toInvitation(row: StaffInvitationRow, now: Date): Invitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: row.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired',
  };
}

/** A new account's fields other than the password. */
export interface NewAccount {
  username: string;
  role: Role;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Staff accounts an admin makes (server/users/staff.commands.ts has the rules on who may):
 * invitations by e-mail, accounts with a one-time password, and new one-time passwords.
 * Data access only; no permission checks here.
 */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The open invitations (pending and expired), newest first. */
  async listInvitations(): Promise<Invitation[]> {
    const rows = await this.db
      .select()
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .orderBy(asc(staffInvitations.createdAt));
    const now = this.now();
    return rows.reverse().map((row) => toInvitation(row, now));
  }

  /**
   * Invites `email` (lower-cased by the caller) as `role`: a new open invitation, or the open
   * one for that address made afresh (new token, role, inviter and expiry; its old link stops
   * working). Answers the invitation and the link's token.
   */
  async invite(
    email: string,
    role: StaffRole,
    inviter: Pick<Viewer, '_id' | 'username'>,
  ): Promise<{ invitation: Invitation; token: string; replaced: boolean }> {
    const token = newInviteToken();
    const now = this.now();
    const values = {
      role,
      tokenHash: hashInviteToken(token),
      invitedBy: inviter._id,
      invitedByName: inviter.username,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
    };
    return this.db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: staffInvitations.id })
        .from(staffInvitations)
        .where(
          and(
            eq(staffInvitations.email, email),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
          ),
        )
        .for('update');
      const [row] = open
        ? await tx.update(staffInvitations).set(values).where(eq(staffInvitations.id, open.id)).returning()
        : await tx
            .insert(staffInvitations)
            .values({ email, ...values })
            .returning();
      if (!row) throw new Error('invitation write returned no row');
      return { invitation: toInvitation(row, now), token, replaced: !!open };
    });
  }

  /** Sends an open invitation again: a new token and a new 7 days, the same address and role. */
  async renew(id: string): Promise<{ invitation: Invitation; token: string }> {
    const [open] = await this.db
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)));
    if (!open) throw new NotFoundError('Invitation not found');
    const token = newInviteToken();
    const now = this.now();
    const [row] = await this.db
      .update(staffInvitations)
      .set({
        tokenHash: hashInviteToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
      })
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .returning();
    if (!row) throw new NotFoundError('Invitation not found');
    return { invitation: toInvitation(row, now), token };
  }

  /** Withdraws an open invitation; its link stops working. Answers it as it was. */
  async revoke(id: string): Promise<Invitation> {
    const [row] = await this.db
      .update(staffInvitations)
      .set({ revokedAt: this.now() })
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .returning();
    if (!row) throw new NotFoundError('Invitation not found');
    return toInvitation(row, this.now());
  }

  /** Where a link's invitation stands: usable, expired, or nothing (unknown, used, withdrawn). */
  async lookup(token: string): Promise<InvitationLookup> {
    const [row] = await this.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashInviteToken(token)));
    if (!row || row.acceptedAt || row.revokedAt) return { state: 'invalid' };
    if (row.expiresAt.getTime() <= this.now().getTime()) return { state: 'expired' };
    return { state: 'valid', email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() };
  }

  /**
   * Makes the account an invitation names and closes the invitation, in one transaction: two
   * tries with one link make one account. The account gets the invitation's role and address.
   * Answers the account and the invitation's id and address; an unusable link is a 404 (410
   * would tell a guesser nothing more), an expired one says so.
   */
  async accept(
    token: string,
    account: Omit<NewAccount, 'role' | 'email'>,
    password: string,
  ): Promise<{ user: Viewer; invitationId: string; email: string }> {
    this.checkPassword(password, account.username);
    const passwordHash = await hashPassword(password);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(staffInvitations)
          .where(eq(staffInvitations.tokenHash, hashInviteToken(token)))
          .for('update');
        if (!row || row.acceptedAt || row.revokedAt) throw new AppError(404, 'invite_invalid', 'Invitation not found');
        const now = this.now();
        if (row.expiresAt.getTime() <= now.getTime()) {
          throw new AppError(404, 'invite_expired', 'This invitation has expired');
        }
        // The invitation link reached this address, which proves it, unless another account
        // verified it first (a verified address belongs to one account: docs/product.md).
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = lower(${row.email})`, isNotNull(users.emailVerifiedAt)))
          .limit(1);
        const [created] = await tx
          .insert(users)
          .values({
            username: account.username.trim(),
            usernameKey: usernameKey(account.username),
            passwordHash,
            role: row.role,
            email: row.email,
            emailVerifiedAt: taken ? null : now,
            firstName: account.firstName,
            lastName: account.lastName,
          })
          .returning();
        if (!created) throw new Error('insert returned no row');
        await tx
          .update(staffInvitations)
          .set({ acceptedAt: now, userId: created.id })
          .where(eq(staffInvitations.id, row.id));
        return { user: toViewer(created), invitationId: row.id, email: row.email };
      });
    } catch (error) {
      throw this.usernameTaken(error);
    }
  }

  /**
   * Makes an account whose password (`password`, generated by the caller) opens it once, to
   * choose a new one: as `npm run user:create` does without --password.
   */
  async createWithOneTimePassword(account: NewAccount, password: string): Promise<Viewer> {
    const passwordHash = await hashPassword(password);
    try {
      const [created] = await this.db
        .insert(users)
        .values({
          username: account.username.trim(),
          usernameKey: usernameKey(account.username),
          passwordHash,
          role: account.role,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          mustChangePassword: true,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      return toViewer(created);
    } catch (error) {
      throw this.usernameTaken(error);
    }
  }

  /**
   * Gives account `id` a new one-time password: it must be changed at the next sign-in, and
   * every session of the account ends now. Answers the account.
   */
  async setOneTimePassword(id: string, password: string): Promise<Viewer> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: true, updatedAt: this.now() })
        .where(eq(users.id, id))
        .returning();
      if (!updated) throw new NotFoundError('User not found');
      await tx.delete(sessions).where(eq(sessions.userId, id));
      return toViewer(updated);
    });
  }

  private checkPassword(password: string, username: string): void {
    if (isCommonPassword(password, username)) {
      throw new ValidationError(COMMON_PASSWORD, { password: COMMON_PASSWORD });
    }
  }

  private usernameTaken(error: unknown): unknown {
    return isUniqueViolation(error) ? new AppError(409, 'username_taken', USERNAME_TAKEN) : error;
  }
}
