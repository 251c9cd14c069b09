import type { ConversionStore } from '../members/revenue';
import { renamedEvent, type BylineStore } from '../news/bylines';
import { z } from 'zod';
import { loginSchema, passwordChangeSchema, profileSchema, registerSchema } from '../../core/auth';
import { DEFAULT_EDITION } from '../../core/editions';
import { editionSchema } from '../../core/newsletter';
import type { Actor } from '../lib/actor';
import { ValidationError } from '../lib/errors';
import { findUnacceptableText, parseOr400, unacceptableTextError } from '../lib/validate';
import { userTarget, type AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { MediaService } from '../media/media.service';
import type { UsersService } from '../users/users.service';
import { tokenHash, type AuthService, type SignedIn, type Viewer } from './auth.service';
import type { AccountCommands } from './account.commands';
import { allows, authorize } from './authorize';

/** The refusal of a sign-in without a username or a password (docs/product.md, '/login'). */
export const LOGIN_REQUIRED = 'Username and password are required';
const NO_IMAGE = 'Choose an image first.';

/** A new session, and whether its account works in the admin (staff go to /admin after signing in). */
export interface SessionStarted extends SignedIn {
  staff: boolean;
}

/** What the auth use cases use (wired in server/services.ts). */
export interface AuthCommandDeps {
  auth: AuthService;
  users: UsersService;
  media: MediaService;
  audit: AuditLog;
  events: EventBus;
  /** A changed address gets its verification link (AccountCommands.addressChanged). */
  account: Pick<AccountCommands, 'addressChanged'>;
  /** A new name is written into the bylines that credit the person. */
  bylines: Pick<BylineStore, 'renamed'>;
  /** A sign-up from a story counts for it on the revenue page. */
  conversions: Pick<ConversionStore, 'record'>;
}

/** POST /api/users/register and the sign-up form: the account, and on a new site the setup token. */
export const registerInput = registerSchema.extend({
  // A form without the field sends null.
  setupToken: z
    .string()
    .nullish()
    .meta({ description: "The token printed at a new site's start: its holder becomes the first admin." }),
  from: z
    .string()
    .max(400)
    .nullish()
    .meta({ description: "The page the reader signed up from: a story's address counts for it on the revenue page." }),
  // An unknown edition is a 400; none (an old form, the API) is the default edition's.
  language: editionSchema.nullish().meta({
    description:
      "The edition the reader signs up from (`en`, `hi`): the language of the account's e-mails, changed on /settings.",
  }),
});

/**
 * The auth use cases (docs/decisions/004-use-case-layer.md): each checks permission
 * (`authorize`), validates, does the work, writes the audit record and emits the event.
 * Signing in and out change no account, so they write no record; failed sign-ins are
 * limited by AuthService's rate limits.
 */
export class AuthCommands {
  constructor(protected readonly deps: AuthCommandDeps) {}

  /**
   * Creates an account and signs it in: a reader, or the site's first admin when the input
   * carries the setup token (`setupToken`). Sign-ups are limited per address (AuthService).
   * The record names the new account as the one who acted.
   */
  async register(actor: Actor, input: unknown): Promise<SessionStarted> {
    const { setupToken, from, language, ...account } = parseOr400(registerInput, input);
    const { auth } = this.deps;
    const created = await auth.register(
      { ...account, language: language ?? DEFAULT_EDITION },
      actor.ip === null ? null : { ip: actor.ip, setupToken: setupToken ?? null },
    );
    const signedIn = await auth.startSessionFor(created._id);
    const self: Actor = { ...actor, viewer: created };
    await this.deps.audit.record(self, {
      action: 'user.register',
      target: userTarget(created),
      details: { role: created.role },
    });
    this.deps.events.emit('users.changed', { ids: [created._id], change: 'created' });
    await this.deps.conversions.record('signup', from, created._id);
    return { ...signedIn, staff: allows(self, 'admin:access') };
  }

  /** Checks a username and password and starts a session (401 the same for either being wrong; 429 when limited). */
  async login(actor: Actor, input: unknown): Promise<SessionStarted> {
    let credentials: { username: string; password: string };
    // Text no field may hold is named as such; any other fault gets the form's one message.
    const unacceptable = findUnacceptableText(input);
    if (unacceptable) throw unacceptableTextError(unacceptable);
    try {
      credentials = parseOr400(loginSchema, input);
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError(LOGIN_REQUIRED);
      throw error;
    }
    const signedIn = await this.deps.auth.login(credentials, actor.ip ?? '');
    return { ...signedIn, staff: allows({ ...actor, viewer: signedIn.viewer }, 'admin:access') };
  }

  /** Ends the session `token` belongs to (nothing when there is none). */
  async logout(_actor: Actor, token: string | undefined): Promise<void> {
    await this.deps.auth.logout(token);
    // Every process forgets the session it may hold in memory (server/auth/session-cache.ts).
    if (token) this.deps.events.emit('sessions.ended', { keys: [tokenHash(token)] });
  }

  /**
   * Changes one's own password after checking the current one; every other session ends.
   * `keepToken` is the session asking, which stays signed in.
   */
  async changePassword(actor: Actor, input: unknown, keepToken: string | undefined): Promise<void> {
    const viewer = authorize(actor, 'profile:edit');
    const { currentPassword, newPassword } = parseOr400(passwordChangeSchema, input);
    await this.deps.auth.changePassword(viewer._id, currentPassword, newPassword, keepToken);
    await this.deps.audit.record(actor, { action: 'user.password', target: userTarget(viewer) });
    this.deps.events.emit('users.changed', { ids: [viewer._id], change: 'updated' });
  }

  /**
   * Saves one's own name and email. A new address is not verified: a link to verify it is
   * mailed there (AccountCommands.addressChanged), and nothing else is until it is followed.
   */
  async updateProfile(actor: Actor, input: unknown): Promise<Viewer> {
    const viewer = authorize(actor, 'profile:edit');
    const profile = parseOr400(profileSchema, input);
    const updated = await this.deps.users.updateProfile(viewer._id, profile);
    const fields = (['firstName', 'lastName', 'email', 'bio'] as const).filter((k) => viewer[k] !== updated[k]);
    await this.deps.audit.record(actor, { action: 'user.profile', target: userTarget(viewer), details: { fields } });
    this.deps.events.emit('users.changed', { ids: [viewer._id], change: 'updated' });
    const renamed =
      fields.includes('firstName') || fields.includes('lastName')
        ? renamedEvent(await this.deps.bylines.renamed({ user: viewer._id }))
        : null;
    if (renamed) this.deps.events.emit('articles.changed', renamed);
    if (fields.includes('email')) {
      await this.deps.account.addressChanged({ ...actor, viewer: updated }, updated);
    }
    return updated;
  }

  /**
   * Sets one's photo from an uploaded image (checked by its bytes and re-encoded; 400 when
   * none was chosen). The replaced photo's files go once the new one is saved.
   */
  async setAvatar(actor: Actor, image: Uint8Array | null): Promise<void> {
    const viewer = authorize(actor, 'profile:edit');
    if (!image || image.byteLength === 0) throw new ValidationError(NO_IMAGE, { avatar: NO_IMAGE });
    await this.replaceAvatar(actor, viewer, await this.deps.media.saveAvatar(image));
  }

  /** Removes one's photo and its files. */
  async removeAvatar(actor: Actor): Promise<void> {
    await this.replaceAvatar(actor, authorize(actor, 'profile:edit'), null);
  }

  private async replaceAvatar(actor: Actor, viewer: Viewer, next: string | null): Promise<void> {
    const { media, users } = this.deps;
    try {
      const previous = await users.setAvatar(viewer._id, next);
      await media.removeAvatar(previous);
    } catch (error) {
      await media.removeAvatar(next);
      throw error;
    }
    await this.deps.audit.record(actor, {
      action: 'user.profile',
      target: userTarget(viewer),
      details: { fields: ['avatar'], avatar: next ? 'set' : 'removed' },
    });
    this.deps.events.emit('users.changed', { ids: [viewer._id], change: 'updated' });
  }
}
