import { DEFAULT_EDITION, type Edition } from '../../core/editions';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { serialize } from 'hono/utils/cookie';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { LOGIN_FAILED, usernameKey, type Role } from '../../core/auth';
import { PASSWORD_GUESSES, PASSWORD_GUESSES_LIMITED } from '../../core/account';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { sessions, users, type UserRow } from '../db/schema';
import { AppError, RateLimitedError, ValidationError } from '../lib/errors';
import { MemoryRateLimitStore, type LimitKey, type RateLimiter, type RateLimitStore } from '../lib/rate-limit';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyNothing, verifyPassword } from './password';
import { LOCK_KEYS } from '../db/locks';

export const SESSION_COOKIE = 'nd_session';

/**
 * The session cookie's name: over HTTPS with the `__Host-` prefix, which browsers accept only
 * when Secure, for Path=/ and with no Domain, so no other host or path can set or shadow it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
export const SESSION_DAYS = 30;

/** The refusals' texts, whole in the named field too: a one-message form shows the field's text. */
const COMMON_PASSWORD = 'This password is too common. Choose one that is harder to guess.';
const WRONG_PASSWORD = 'The current password is not right';
const FIFTEEN_MINUTES = 15 * 60_000;

/** The signed-in user as the API and pages see it (without the token). */
export interface Viewer {
  _id: string;
  username: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** Whether the account proved it reads `email` (the emailed link): nothing is mailed to it before. */
  emailVerified: boolean;
  avatar: string | null;
  /** A few lines for the author page (core/authors.ts); staff fill it in. */
  bio: string | null;
  /** Until set false, the account may only change its password (an operator generated it). */
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toViewer(row: UserRow): Viewer {
  return {
    _id: row.id,
    username: row.username,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    avatar: row.avatar,
    bio: row.bio,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface SignedIn {
  viewer: Viewer;
  token: string;
  expiresAt: Date;
}

/** A session token as stored (and as the page cache's session copies and their events name it). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Failed sign-ins for one account, from any address, before each further try is slowed. */
const FREE_FAILURES = 5;
const MAX_DELAY_MS = 10_000;

/** How long a sign-in waits after `failures` recent failures for the account: 0, then 1 s doubling to 10 s. */
export function signInDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

/** The start-up line that tells the operator how to make a new site's admin. */
export function setupLinkNotice(publicUrl: string, token: string): string {
  return (
    `No admin account yet. Create it at ${publicUrl}/register?setup=${token}` +
    ' (this link works once), or with npm run user:create.\n'
  );
}

export interface AuthOptions {
  /** Secure cookies when the site is served over HTTPS. */
  secureCookies?: boolean;
  now?: () => Date;
  /** Waits before a slowed sign-in (tests pass one that only records). */
  sleep?: (ms: number) => Promise<unknown>;
  /**
   * Where the sign-in and sign-up counts live: PostgreSQL's, shared by every process, when
   * the site runs on it (createRateLimitStore); this process's memory when absent.
   */
  limits?: RateLimitStore;
}

/** Where a registration comes from, and the setup token that makes the site's first admin. */
export interface RegisterContext {
  ip: string;
  setupToken?: string | null;
}

export class AuthService {
  /**
   * Sign-in guessing: 20 failures from one address, or 5 for one account from one address,
   * refuse that address for 15 minutes. Failures for an account from everywhere only slow
   * its sign-ins (signInDelayMs), never refuse them: anyone could otherwise lock anyone out.
   */
  readonly failuresByIp: RateLimiter;
  readonly failuresByAccountAndIp: RateLimiter;
  readonly failuresByAccount: RateLimiter;
  /** Sign-ups per address: each costs an argon2 hash, and accounts are cheap to spam. */
  readonly registrationsByIp: RateLimiter;
  /**
   * Wrong current passwords on 'Change password', per account: a session (perhaps a stolen one)
   * must not guess the password it would need to take the account over.
   */
  readonly passwordGuessesByAccount: RateLimiter;
  private readonly limits: RateLimitStore;

  private readonly secureCookies: boolean;
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<unknown>;
  /** While the site has no admin: the one-time token that makes one (`prepareSetup`). */
  private setupToken: string | null = null;

  constructor(
    private readonly db: Db,
    options: AuthOptions = {},
  ) {
    this.secureCookies = options.secureCookies ?? false;
    this.now = options.now ?? (() => new Date());
    this.sleep = options.sleep ?? sleep;
    this.limits = options.limits ?? new MemoryRateLimitStore();
    this.failuresByIp = this.limits.limiter('sign-in-ip', 20, FIFTEEN_MINUTES);
    this.failuresByAccountAndIp = this.limits.limiter('sign-in-account-ip', FREE_FAILURES, FIFTEEN_MINUTES);
    this.failuresByAccount = this.limits.limiter('sign-in-account', Number.MAX_SAFE_INTEGER, FIFTEEN_MINUTES);
    this.registrationsByIp = this.limits.limiter('sign-up-ip', 10, 60 * 60_000);
    this.passwordGuessesByAccount = this.limits.limiter('password-change-account', PASSWORD_GUESSES, FIFTEEN_MINUTES);
  }

  /** Whether the site has an admin (a setup link is then used up). */
  async hasAdmin(): Promise<boolean> {
    const [admin] = await this.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    return admin !== undefined;
  }

  /**
   * On a site with no admin, makes the setup token the first admin registers with (or takes
   * the operator's `preset`), and answers it; null once an admin exists. Without it anybody
   * who reached a new site first would own it.
   */
  async prepareSetup(preset?: string | null): Promise<string | null> {
    const [admin] = await this.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    this.setupToken = admin ? null : (preset ?? randomBytes(24).toString('base64url'));
    return this.setupToken;
  }

  /** Is this the current setup token? Compared in constant time. */
  isSetupToken(candidate: string | null | undefined): boolean {
    if (!this.setupToken || !candidate) return false;
    const a = Buffer.from(this.setupToken);
    const b = Buffer.from(candidate);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** The session cookie's name on this site (sessionCookieName). */
  get cookieName(): string {
    return sessionCookieName(this.secureCookies);
  }

  /** Set-Cookie value for a new session: httpOnly, SameSite=Lax, Secure over HTTPS. */
  sessionCookie(signedIn: Pick<SignedIn, 'token' | 'expiresAt'>): string {
    return serialize(this.cookieName, signedIn.token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.secureCookies,
      path: '/',
      expires: signedIn.expiresAt,
    });
  }

  /** Set-Cookie value that removes the session cookie. */
  clearedCookie(): string {
    return serialize(this.cookieName, '', {
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.secureCookies,
      path: '/',
      maxAge: 0,
    });
  }

  /**
   * Creates an account: a reader, or the site's first admin when the request carries the
   * setup token. `role` is for operators (user:create, fixtures), never for a request.
   * Sign-ups are limited per address (10 an hour).
   */
  async register(
    input: { username: string; password: string; language?: Edition },
    from: RegisterContext | null,
    role?: Role,
  ): Promise<Viewer> {
    if (from) {
      const wait = await this.registrationsByIp.consume(from.ip);
      if (wait > 0) throw new RateLimitedError('Too many sign-ups from your network. Please try again later.', wait);
    }
    if (isCommonPassword(input.password, input.username)) {
      throw new ValidationError(COMMON_PASSWORD, { password: COMMON_PASSWORD });
    }
    const claimsSetup = from !== null && this.isSetupToken(from.setupToken);
    const passwordHash = await hashPassword(input.password);
    try {
      const row = await this.db.transaction(async (tx) => {
        // Two setup registrations at once must not both become admin.
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.registration})`);
        let assigned: Role = role ?? 'reader';
        if (!role && claimsSetup) {
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
            language: input.language ?? DEFAULT_EDITION,
          })
          .returning();
        return created;
      });
      if (!row) throw new Error('insert returned no row');
      if (row.role === 'admin') this.setupToken = null;
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
    const pair = `${key}\n${ip}`;
    // The three counts in one round trip (one query on PostgreSQL), and a failure counted in one.
    const byPair: LimitKey = [this.failuresByAccountAndIp, pair];
    const byAccount: LimitKey = [this.failuresByAccount, key];
    const byIp: LimitKey = [this.failuresByIp, ip];
    const [pairState, accountState, ipState] = await this.limits.check([byPair, byAccount, byIp]);
    const wait = Math.max(pairState?.retryAfter ?? 0, ipState?.retryAfter ?? 0);
    if (wait > 0) throw new RateLimitedError('Too many sign-in attempts. Please try again later.', wait);
    const delay = signInDelayMs(accountState?.count ?? 0);
    if (delay > 0) await this.sleep(delay);
    const [row] = await this.db.select().from(users).where(eq(users.usernameKey, key)).limit(1);
    const ok = row ? await verifyPassword(row.passwordHash, input.password) : await verifyNothing(input.password);
    if (!row || !ok) {
      await this.limits.hitAll([byPair, byAccount, byIp]);
      throw new AppError(401, 'invalid_credentials', LOGIN_FAILED);
    }
    await this.limits.resetAll([byPair, byAccount]);
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
   * the user ends (a stolen session does not survive the change). After PASSWORD_GUESSES
   * wrong current passwords in 15 minutes the account's changes are refused (429) until the
   * window ends, right or wrong: the limit would otherwise tell a guesser when they hit.
   */
  async changePassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
    keepToken?: string,
  ): Promise<void> {
    const wait = await this.passwordGuessesByAccount.retryAfter(userId);
    if (wait > 0) throw new RateLimitedError(PASSWORD_GUESSES_LIMITED, wait);
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
      await this.passwordGuessesByAccount.hit(userId);
      throw new ValidationError(WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
    }
    await this.passwordGuessesByAccount.reset(userId);
    if (isCommonPassword(newPassword, row.username)) {
      throw new ValidationError(COMMON_PASSWORD, { newPassword: COMMON_PASSWORD });
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: this.now() })
        .where(eq(users.id, userId));
      const keep = keepToken ? tokenHash(keepToken) : '';
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
    });
  }

  /** Marks an account whose password must be changed before anything else (user:create's generated one). */
  async requirePasswordChange(userId: string): Promise<void> {
    await this.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, userId));
  }

  /** Ends a session at once: the token stops working. */
  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
  }
}
