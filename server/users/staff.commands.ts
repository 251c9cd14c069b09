import { z } from 'zod';
import { passwordSchema, usernameSchema } from '../../core/auth';
import { normalizeEmail } from '../../core/newsletter';
import { ROLES } from '../../core/roles';
import { isUuid } from '../../core/slug';
import { acceptInviteSchema, addUserSchema, inviteSchema, inviteTokenSchema, splitDisplayName } from '../../core/staff';
import type { SessionStarted } from '../auth/auth.commands';
import type { AuthService, Viewer } from '../auth/auth.service';
import { allows, authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import { userTarget, type AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { Mailer } from '../mail/mailer';
import type { SiteSettingsService } from '../settings/site-settings.service';
import { oneTimePassword, type Invitation, type StaffService } from './staff.service';
import { renderInvitation } from './invitation-mail';

/** An invitation just made or sent again, and how it travels. */
export interface InvitationSent {
  invitation: Invitation;
  /** Whether the e-mail went out (the SMTP server took it). */
  mailed: boolean;
  /**
   * The link, for the admin to pass on themselves, when it was not mailed (mail is off, or the
   * mail server refused it); null when mailed: nobody but the invitee sees it then.
   */
  link: string | null;
}

/** An account made with a one-time password, and that password (shown once). */
export interface OneTimePassword {
  user: Viewer;
  password: string;
}

/** `npm run user:create`'s arguments: any role, and the operator's own password if they give one. */
const consoleUserSchema = z.object({
  username: usernameSchema,
  role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }),
  password: passwordSchema.optional(),
});

function invitationId(id: string): string {
  if (!isUuid(id)) throw new NotFoundError('Invitation not found');
  return id;
}

function accountId(id: string): string {
  if (!isUuid(id)) throw new NotFoundError('User not found');
  return id;
}

const invitationTarget = (invitation: Pick<Invitation, '_id' | 'email'>) => ({
  type: 'invitation',
  id: invitation._id,
  label: invitation.email,
});

/** What the staff use cases use (wired in server/services.ts). */
export interface StaffCommandDeps {
  staff: StaffService;
  auth: Pick<AuthService, 'startSessionFor' | 'register'>;
  /** Null: the site sends no mail (invitations are then links to copy). */
  mailer: Mailer | null;
  site: Pick<SiteSettingsService, 'publicConfig'>;
  audit: AuditLog;
  events: EventBus;
}

/**
 * Staff by invitation and from the admin (docs/product.md, 'Admin: users'): admins
 * (`users:manage`) invite an address with a role, send it again, withdraw it, add an account
 * with a one-time password, or give an account a new one-time password; the invited person
 * opens the link and makes their account. The invitations' list and the link's page are
 * StaffQueries'. Each change writes one audit record; a new or changed account emits
 * `users.changed`.
 */
export class StaffCommands {
  constructor(protected readonly deps: StaffCommandDeps) {}

  /** Invites `{ email, role }`; an address already invited gets a fresh link (the old one stops working). */
  async invite(actor: Actor, input: unknown): Promise<InvitationSent> {
    const viewer = authorize(actor, 'users:manage');
    const { email, role } = parseOr400(inviteSchema, input);
    const { invitation, token, replaced } = await this.deps.staff.invite(normalizeEmail(email), role, viewer);
    await this.deps.audit.record(actor, {
      action: 'user.invite',
      target: invitationTarget(invitation),
      details: replaced ? { role, again: true } : { role },
    });
    return this.#deliver(actor, viewer, invitation, token);
  }

  /** Sends an open invitation (pending or expired) again: a new link for 7 more days. */
  async resend(actor: Actor, id: string): Promise<InvitationSent> {
    const viewer = authorize(actor, 'users:manage');
    const { invitation, token } = await this.deps.staff.renew(invitationId(id));
    await this.deps.audit.record(actor, {
      action: 'user.invite',
      target: invitationTarget(invitation),
      details: { role: invitation.role, again: true },
    });
    return this.#deliver(actor, viewer, invitation, token);
  }

  /** Withdraws an open invitation: its link answers that it is not valid. */
  async revoke(actor: Actor, id: string): Promise<Invitation> {
    authorize(actor, 'users:manage');
    const invitation = await this.deps.staff.revoke(invitationId(id));
    await this.deps.audit.record(actor, {
      action: 'user.invite-revoke',
      target: invitationTarget(invitation),
      details: { role: invitation.role },
    });
    return invitation;
  }

  /**
   * Makes the invited account (`{ username, password, displayName? }`) with the invitation's
   * role and address, and signs it in. The link works once. The record names the new account
   * as the one who acted, as a sign-up's does.
   */
  async accept(actor: Actor, token: unknown, input: unknown): Promise<SessionStarted> {
    const account = parseOr400(acceptInviteSchema, input);
    const parsed = inviteTokenSchema.safeParse(token);
    // Checked before the password is hashed: a wrong link costs no argon2 hash.
    const found = parsed.success ? await this.deps.staff.lookup(parsed.data) : { state: 'invalid' as const };
    if (found.state === 'expired') throw new AppError(404, 'invite_expired', 'This invitation has expired');
    if (found.state !== 'valid' || !parsed.success) throw new AppError(404, 'invite_invalid', 'Invitation not found');
    const { user, invitationId: id } = await this.deps.staff.accept(
      parsed.data,
      { username: account.username, ...splitDisplayName(account.displayName) },
      account.password,
    );
    const signedIn = await this.deps.auth.startSessionFor(user._id);
    const self: Actor = { ...actor, viewer: user };
    await this.deps.audit.record(self, {
      action: 'user.invite-accept',
      target: userTarget(user),
      details: { role: user.role, invitation: id },
    });
    this.deps.events.emit('users.changed', { ids: [user._id], change: 'created' });
    return { ...signedIn, staff: allows(self, 'admin:access') };
  }

  /**
   * 'Add user' (`{ username, displayName?, role, email? }`): an account whose generated password
   * opens it once, to choose a new one, as `npm run user:create` makes. Answers the password once.
   */
  async createUser(actor: Actor, input: unknown): Promise<OneTimePassword> {
    authorize(actor, 'users:manage');
    const { username, displayName, role, email } = parseOr400(addUserSchema, input);
    const password = oneTimePassword();
    const user = await this.deps.staff.createWithOneTimePassword(
      { username, role, email: email ? normalizeEmail(email) : null, ...splitDisplayName(displayName) },
      password,
    );
    await this.#created(actor, user, { role, email: email !== null });
    return { user, password };
  }

  /**
   * `npm run user:create` (`{ username, role, password? }`): the operator at the server's console,
   * acting as the system (`systemActor`; no request may), makes an account of any role, the site's
   * first admin among them. Without a password it is 'Add user' with a one-time password, answered
   * once (`oneTime`); with one, the account signs in with it (a sign-up's rules, common passwords
   * refused). The same audit record and event as 'Add user'.
   */
  async createFromConsole(actor: Actor, input: unknown): Promise<OneTimePassword & { oneTime: boolean }> {
    if (!actor.system) throw new AppError(403, 'forbidden', 'Accounts are made this way only from the command line');
    const { username, role, password } = parseOr400(consoleUserSchema, input);
    const oneTime = password === undefined;
    const chosen = password ?? oneTimePassword();
    const user = oneTime
      ? await this.deps.staff.createWithOneTimePassword(
          { username, role, email: null, firstName: null, lastName: null },
          chosen,
        )
      : await this.deps.auth.register({ username, password: chosen }, null, role);
    await this.#created(actor, user, { role, email: false });
    return { user, password: chosen, oneTime };
  }

  /** A new account's audit record and event, however it was made. */
  async #created(actor: Actor, user: Viewer, details: { role: string; email: boolean }): Promise<void> {
    await this.deps.audit.record(actor, { action: 'user.create', target: userTarget(user), details });
    this.deps.events.emit('users.changed', { ids: [user._id], change: 'created' });
  }

  /**
   * Gives account `id` a new one-time password (for a person who forgot theirs on a site without
   * mail): it must be changed at the next sign-in, and all the account's sessions end. Not for
   * one's own account (Settings changes that).
   */
  async setOneTimePassword(actor: Actor, id: string): Promise<OneTimePassword> {
    const viewer = authorize(actor, 'users:manage');
    const target = accountId(id);
    if (target === viewer._id) {
      throw new AppError(409, 'self_password', 'Change your own password on Settings');
    }
    const password = oneTimePassword();
    const user = await this.deps.staff.setOneTimePassword(target, password);
    await this.deps.audit.record(actor, { action: 'user.password-set', target: userTarget(user) });
    this.deps.events.emit('users.changed', { ids: [user._id], change: 'updated' });
    return { user, password };
  }

  /** Mails the link when mail is on; otherwise, or when the server refuses it, hands it to the admin. */
  async #deliver(actor: Actor, inviter: Viewer, invitation: Invitation, token: string): Promise<InvitationSent> {
    const site = await this.deps.site.publicConfig();
    const link = `${site.publicUrl}/invite/${token}`;
    const mailer = this.deps.mailer;
    if (!mailer) return { invitation, mailed: false, link };
    const mail = renderInvitation({
      siteName: site.siteName,
      publicUrl: site.publicUrl,
      inviter: inviter.username,
      role: invitation.role,
      acceptUrl: link,
    });
    try {
      await mailer.send({ fromName: site.siteName, to: invitation.email, ...mail });
      return { invitation, mailed: true, link: null };
    } catch (error) {
      actor.log.warn({ err: error, invitation: invitation._id }, 'users: the invitation email was refused');
      return { invitation, mailed: false, link };
    }
  }
}
