import { createHash, randomBytes } from 'node:crypto';
import { serialize } from 'hono/utils/cookie';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { isRole, LOGIN_FAILED, usernameKey, type Role } from '../../core/auth';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { sessions, users, type UserRow } from '../db/schema';
import { AppError, RateLimitedError, ValidationError } from '../lib/errors';
import { RateLimiter } from '../lib/rate-limit';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyNothing, verifyPassword } from './password';

export const SESSION_COOKIE = 'nd_session';
export const SESSION_DAYS = 30;
const FIFTEEN_MINUTES = 15 * 60_000;

/** The signed-in user as the API and pages see it (SPEC §3, without the token). */
export interface Viewer {
  _id: string;
  username: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  avatar: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toViewer(row: UserRow): Viewer {
  return {
    _id: row.id,
    username: row.username,
    role: isRole(row.role) ? row.role : 'reader',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface SignedIn {
  viewer: Viewer;
  token: string;
  expiresAt: Date;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export class AuthService {
  /** Failed sign-ins per username and per address, 15 minutes (accounts issue). */
  readonly failuresByUser = new RateLimiter(5, FIFTEEN_MINUTES);
  readonly failuresByIp = new RateLimiter(20, FIFTEEN_MINUTES);

  constructor(
    private readonly db: Db,
    /** Secure cookies when the site is served over HTTPS. */
    private readonly secureCookies = false,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Set-Cookie value for a new session: httpOnly, SameSite=Lax, Secure over HTTPS. */
  sessionCookie(signedIn: Pick<SignedIn, 'token' | 'expiresAt'>): string {
    return serialize(SESSION_COOKIE, signedIn.token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.secureCookies,
      path: '/',
      expires: signedIn.expiresAt,
    });
  }

  /** Set-Cookie value that removes the session cookie. */
  clearedCookie(): string {
    return serialize(SESSION_COOKIE, '', {
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.secureCookies,
      path: '/',
      maxAge: 0,
    });
  }

  /**
   * Creates an account. The first account on a site with no admin becomes admin
   * (a setup wizard); every later one is a reader, whatever the request says.
   */
  async register(input: { username: string; password: string }, role?: Role): Promise<Viewer> {
    if (isCommonPassword(input.password, input.username)) {
      throw new ValidationError('This password is too common. Choose one that is harder to guess.', {
        password: 'Too common',
      });
    }
    const passwordHash = await hashPassword(input.password);
    try {
      const row = await this.db.transaction(async (tx) => {
        // Two first registrations at once must not both become admin.
        await tx.execute(sql`select pg_advisory_xact_lock(7263543)`);
        let assigned: Role = role ?? 'reader';
        if (!role) {
          const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
          if (!admin) assigned = 'admin';
        }
        const [created] = await tx
          .insert(users)
          .values({
            username: input.username.trim(),
            usernameKey: usernameKey(input.username),
            passwordHash,
            role: assigned,
          })
          .returning();
        return created;
      });
      if (!row) throw new Error('insert returned no row');
      return toViewer(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'username_taken', 'That username is already taken');
      throw error;
    }
  }

  /**
   * Checks a username and password. The answer is the same for an unknown user
   * and a wrong password, and takes as long. Too many failures answer 429.
   */
  async login(input: { username: string; password: string }, ip: string): Promise<SignedIn> {
    const key = usernameKey(input.username);
    const wait = Math.max(this.failuresByUser.retryAfter(key), this.failuresByIp.retryAfter(ip));
    if (wait > 0) throw new RateLimitedError('Too many sign-in attempts. Please try again later.', wait);
    const [row] = await this.db.select().from(users).where(eq(users.usernameKey, key)).limit(1);
    const ok = row ? await verifyPassword(row.passwordHash, input.password) : await verifyNothing(input.password);
    if (!row || !ok) {
      this.failuresByUser.hit(key);
      this.failuresByIp.hit(ip);
      throw new AppError(401, 'invalid_credentials', LOGIN_FAILED);
    }
    this.failuresByUser.reset(key);
    return this.startSession(row);
  }

  /** A new session for a user: a fresh random token each time. */
  async startSession(row: UserRow): Promise<SignedIn> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + SESSION_DAYS * 86_400_000);
    await this.db.insert(sessions).values({ tokenHash: tokenHash(token), userId: row.id, expiresAt });
    // Housekeeping: expired sessions of this user go.
    await this.db.delete(sessions).where(and(eq(sessions.userId, row.id), lt(sessions.expiresAt, this.now())));
    return { viewer: toViewer(row), token, expiresAt };
  }

  async startSessionFor(userId: string): Promise<SignedIn> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new AppError(404, 'not_found', 'User not found');
    return this.startSession(row);
  }

  /** The user a token belongs to, while its session lasts; null otherwise. */
  async viewerFor(token: string | undefined): Promise<Viewer | null> {
    if (!token || token.length > 200) return null;
    const [row] = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, this.now())))
      .limit(1);
    return row ? toViewer(row.user) : null;
  }

  /**
   * Changes a password after checking the current one; every other session of
   * the user ends (a stolen session does not survive the change).
   */
  async changePassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
    keepToken?: string,
  ): Promise<void> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
      throw new ValidationError('The current password is not right', { currentPassword: 'Not right' });
    }
    if (isCommonPassword(newPassword, row.username)) {
      throw new ValidationError('This password is too common. Choose one that is harder to guess.', {
        newPassword: 'Too common',
      });
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: this.now() }).where(eq(users.id, userId));
      const keep = keepToken ? tokenHash(keepToken) : '';
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
    });
  }

  /** Ends a session at once: the token stops working. */
  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
  }
}
