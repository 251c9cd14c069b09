import { inviteTokenSchema } from '../../core/staff';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import type { Mailer } from '../mail/mailer';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { Invitation, InvitationLookup, StaffService } from './staff.service';

/** What the staff reads use (wired in server/services.ts). */
export interface StaffQueryDeps {
  staff: Pick<StaffService, 'listInvitations' | 'lookup'>;
  /** Null: the site sends no mail (invitations are then links to copy). */
  mailer: Mailer | null;
  site: Pick<SiteSettingsService, 'publicConfig'>;
}

/**
 * The invitations as /admin/users lists them (admins), and an invitation's link page (anyone
 * holding it). The changes (invite, accept, 'Add user', …) are StaffCommands'.
 */
export class StaffQueries {
  constructor(private readonly deps: StaffQueryDeps) {}

  /** Whether invitations are e-mailed (SMTP_URL) or handed on by the admin. */
  get mailEnabled(): boolean {
    return this.deps.mailer !== null;
  }

  /** The open invitations, pending and expired, newest first. */
  async listInvitations(actor: Actor): Promise<Invitation[]> {
    authorize(actor, 'users:manage');
    return this.deps.staff.listInvitations();
  }

  /** What the link's page shows (anyone with the link). */
  async lookup(_actor: Actor, token: unknown): Promise<InvitationLookup & { siteName: string }> {
    const parsed = inviteTokenSchema.safeParse(token);
    const found: InvitationLookup = parsed.success ? await this.deps.staff.lookup(parsed.data) : { state: 'invalid' };
    return { ...found, siteName: (await this.deps.site.publicConfig()).siteName };
  }
}
