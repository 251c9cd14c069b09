import {
  accountTokenSchema,
  ALREADY_VERIFIED,
  EMAIL_TAKEN,
  EMAIL_VERIFIED,
  FORGOT_ANSWER,
  FORGOT_LIMITED,
  forgotSchema,
  NO_EMAIL,
  NO_MAIL_HELP,
  MAIL_OFF,
  PASSWORD_RESET_DONE,
  RESET_LIMITED,
  RESET_LINK_BAD,
  RESET_LINK_HOURS,
  resetSchema,
  SIGN_IN_LINK_ANSWER,
  SIGN_IN_LINK_BAD,
  SIGN_IN_LINK_LIMITED,
  SIGN_IN_LINK_MINUTES,
  VERIFY_LIMITED,
  VERIFY_LINK_BAD,
  VERIFY_LINK_HOURS,
  verifySent,
} from '../../core/account';
import { editionCode, type Edition } from '../../core/editions';
import { editionSchema } from '../../core/newsletter';
import type { UsersService } from '../users/users.service';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import { z } from '../../core/zod';
import { renderResetPassword, renderSignInLink, renderVerifyEmail } from '../mail/account-mails';
import { userTarget, type AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { Clock } from '../ingest/scheduler';
import type { RateLimiter } from '../lib/rate-limit';
import type { AccountMail } from '../mail/account-mail';
import type { AccountTokens } from './account-tokens';
import { toViewer, type AuthService, type SignedIn, type Viewer } from './auth.service';
import { authorize } from './authorize';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './password';

const COMMON_PASSWORD = 'This password is too common. Choose one that is harder to guess.';

/** /settings' choice of the language of the account's e-mails. */
const languageInput = z.object({ language: editionSchema });

/** What the account use cases use (wired in server/services.ts). */
export interface AccountCommandDeps {
  accountMail: AccountMail;
  /** The language of the account's e-mails (users.language), and /settings' change of it. */
  users: Pick<UsersService, 'languageOf' | 'setLanguage'>;
  accountTokens: AccountTokens;
  /** A sign-in link starts a session. */
  auth: Pick<AuthService, 'startSessionFor'>;
  audit: AuditLog;
  events: EventBus;
  clock: Clock;
  limits: {
    forgotByIp: RateLimiter;
    resetMailsByAccount: RateLimiter;
    badLinksByIp: RateLimiter;
    verifyMailsByAccount: RateLimiter;
  };
}

/**
 * An account's own address and its password reset (docs/product.md, 'Forgot password' and
 * 'Profile'; docs/security.md, 'Account links'). Nothing is mailed to an address until the
 * account followed a link sent there; 'Forgot password?' answers the same whether or not an
 * account matched, and its lookups and mail happen after the answer (AccountMail.later). Whether
 * a reset link works is AccountQueries.resetLinkWorks.
 */
export class AccountCommands {
  constructor(protected readonly deps: AccountCommandDeps) {}

  /**
   * 'Forgot password?': a link to choose a new password goes to the verified address of the
   * account named by username or address. The same answer for every name; limited per client
   * address (429) and per account (more requests mail nothing). Without mail, 409 says whom to ask.
   */
  async forgot(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { login } = parseOr400(forgotSchema, input);
    const { accountMail, accountTokens, limits, clock } = this.deps;
    if (!accountMail.enabled) throw new AppError(409, 'mail_off', NO_MAIL_HELP);
    const wait = await limits.forgotByIp.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError(FORGOT_LIMITED, wait);
    accountMail.later(actor.log, 'password reset', async (site) => {
      const user = await accountTokens.findForReset(login);
      if (!user?.email) return null;
      if ((await limits.resetMailsByAccount.consume(user.id)) > 0) {
        actor.log.info({ user: user.id }, 'account: reset link not mailed (limit per account)');
        return null;
      }
      const token = await accountTokens.issue(user.id, 'reset-password', user.email, clock.now(), RESET_LINK_HOURS);
      const url = `${site.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      return {
        to: user.email,
        ...renderResetPassword({ ...site, language: editionCode(user.language), username: user.username, url }),
      };
    });
    return { message: FORGOT_ANSWER };
  }

  /**
   * 'Email me a sign-in link' (docs/product.md, 'Sign in'): a link that signs the account in goes
   * to its verified address, named by username or address. The same answer for every name;
   * limited as 'Forgot password?' is (per client address, and mails per account); 409 without mail.
   */
  async sendSignInLink(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { login } = parseOr400(forgotSchema, input);
    const { accountMail, accountTokens, limits, clock } = this.deps;
    if (!accountMail.enabled) throw new AppError(409, 'mail_off', MAIL_OFF);
    const wait = await limits.forgotByIp.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError(SIGN_IN_LINK_LIMITED, wait);
    accountMail.later(actor.log, 'sign-in link', async (site) => {
      const user = await accountTokens.findForReset(login);
      if (!user?.email) return null;
      if ((await limits.resetMailsByAccount.consume(user.id)) > 0) {
        actor.log.info({ user: user.id }, 'account: sign-in link not mailed (limit per account)');
        return null;
      }
      const token = await accountTokens.issue(user.id, 'sign-in', user.email, clock.now(), SIGN_IN_LINK_MINUTES / 60);
      const url = `${site.publicUrl}/login/link?token=${encodeURIComponent(token)}`;
      return {
        to: user.email,
        ...renderSignInLink({ ...site, language: editionCode(user.language), username: user.username, url }),
      };
    });
    return { message: SIGN_IN_LINK_ANSWER };
  }

  /**
   * Signs in with a mailed link, once, while it is fresh and the account still has the verified
   * address it went to; 404 otherwise (tries limited per client address, as reset links are).
   */
  async signInWithLink(actor: Actor, input: unknown): Promise<SignedIn> {
    const { token } = parseOr400(accountTokenSchema, input);
    const { accountTokens, limits, clock } = this.deps;
    const ip = actor.ip ?? 'system';
    const wait = await limits.badLinksByIp.retryAfter(ip);
    if (wait > 0) throw new RateLimitedError(RESET_LIMITED, wait);
    const user = await accountTokens.signIn(token, clock.now());
    if (!user) {
      await limits.badLinksByIp.hit(ip);
      throw new AppError(404, 'link_invalid', SIGN_IN_LINK_BAD);
    }
    return this.deps.auth.startSessionFor(user.id);
  }

  /**
   * Sets a new password with a mailed link (same rules as at sign-up); the link then stops
   * working and every session of the account ends. 404 for a link that is unknown, used or
   * expired (tries limited per client address). Audit: `user.password-reset`.
   */
  async resetPassword(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { token, newPassword } = parseOr400(resetSchema, input);
    const { accountTokens, limits, clock } = this.deps;
    const ip = actor.ip ?? 'system';
    const wait = await limits.badLinksByIp.retryAfter(ip);
    if (wait > 0) throw new RateLimitedError(RESET_LIMITED, wait);
    const holder = await accountTokens.peek(token, 'reset-password', clock.now());
    if (!holder) {
      await limits.badLinksByIp.hit(ip);
      throw new AppError(404, 'link_invalid', RESET_LINK_BAD);
    }
    if (isCommonPassword(newPassword, holder.user.username)) {
      throw new ValidationError(COMMON_PASSWORD, { newPassword: COMMON_PASSWORD });
    }
    const user = await accountTokens.resetPassword(token, await hashPassword(newPassword), clock.now());
    if (!user) throw new AppError(404, 'link_invalid', RESET_LINK_BAD);
    const viewer = toViewer(user);
    await this.deps.audit.record(
      { ...actor, viewer },
      { action: 'user.password-reset', target: userTarget(viewer), details: { sessionsEnded: true } },
    );
    this.deps.events.emit('users.changed', { ids: [viewer._id], change: 'updated' });
    return { message: PASSWORD_RESET_DONE };
  }

  /**
   * Mails the signed-in account a link that verifies its address (the profile's 'resend link').
   * 409 without an address, when it is verified already or when the site sends no mail; 429
   * past VERIFY_MAILS_PER_ACCOUNT an hour.
   */
  async sendVerification(actor: Actor): Promise<{ message: string }> {
    const viewer = authorize(actor, 'profile:edit');
    if (!this.deps.accountMail.enabled) throw new AppError(409, 'mail_off', MAIL_OFF);
    if (!viewer.email) throw new AppError(409, 'no_email', NO_EMAIL);
    if (viewer.emailVerified) throw new AppError(409, 'already_verified', ALREADY_VERIFIED);
    const wait = await this.deps.limits.verifyMailsByAccount.consume(viewer._id);
    if (wait > 0) throw new RateLimitedError(VERIFY_LIMITED, wait);
    this.#mailVerification(actor, viewer, viewer.email);
    return { message: verifySent(viewer.email) };
  }

  /**
   * After the profile's address changed: a link goes to the new one (within the account's
   * hourly allowance; past it the profile offers 'resend link' later). Nothing when mail is off.
   */
  async addressChanged(actor: Actor, viewer: Viewer): Promise<boolean> {
    if (!this.deps.accountMail.enabled || !viewer.email || viewer.emailVerified) return false;
    if ((await this.deps.limits.verifyMailsByAccount.consume(viewer._id)) > 0) return false;
    this.#mailVerification(actor, viewer, viewer.email);
    return true;
  }

  /**
   * Follows a verification link (anyone holding it: it may be opened on another device):
   * the account's address is verified if it is still the one the link went to. 404 for a bad
   * link; 409 when another account verified the address first. Audit: `user.email-verified`.
   */
  async verifyEmail(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { token } = parseOr400(accountTokenSchema, input);
    const ip = actor.ip ?? 'system';
    const wait = await this.deps.limits.badLinksByIp.retryAfter(ip);
    if (wait > 0) throw new RateLimitedError(RESET_LIMITED, wait);
    const user = await this.deps.accountTokens.verifyEmail(token, this.deps.clock.now());
    if (user === 'taken') throw new AppError(409, 'email_taken', EMAIL_TAKEN);
    if (!user) {
      await this.deps.limits.badLinksByIp.hit(ip);
      throw new NotFoundError(VERIFY_LINK_BAD);
    }
    const viewer = toViewer(user);
    await this.deps.audit.record(
      { ...actor, viewer: actor.viewer ?? viewer },
      { action: 'user.email-verified', target: userTarget(viewer), details: { email: user.email } },
    );
    this.deps.events.emit('users.changed', { ids: [viewer._id], change: 'updated' });
    return { message: EMAIL_VERIFIED };
  }

  /**
   * Sets the language of the signed-in account's e-mails (/settings; docs/product.md, 'Emails to
   * an account'): an edition's code, another is a 400 that changes nothing.
   */
  async setLanguage(actor: Actor, input: unknown): Promise<{ language: Edition }> {
    const viewer = authorize(actor, 'profile:edit');
    const { language } = parseOr400(languageInput, input);
    await this.deps.users.setLanguage(viewer._id, language);
    return { language };
  }

  #mailVerification(actor: Actor, viewer: Viewer, email: string): void {
    const { accountTokens, clock } = this.deps;
    this.deps.accountMail.later(actor.log, 'verification', async (site) => {
      const token = await accountTokens.issue(viewer._id, 'verify-email', email, clock.now(), VERIFY_LINK_HOURS);
      const url = `${site.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
      const language = await this.deps.users.languageOf(viewer._id);
      return { to: email, ...renderVerifyEmail({ ...site, language, username: viewer.username, url }) };
    });
  }
}
