import { accountTokenSchema } from '../../core/account';
import type { Edition } from '../../core/editions';
import type { Clock } from '../ingest/scheduler';
import type { UsersService } from '../users/users.service';
import type { Actor } from '../lib/actor';
import type { AccountTokens } from './account-tokens';
import type { Viewer } from './auth.service';
import { allows, authorize } from './authorize';

/** What the account reads use (wired in server/services.ts). */
export interface AccountQueryDeps {
  accountTokens: Pick<AccountTokens, 'peek'>;
  users: Pick<UsersService, 'languageOf'>;
  clock: Clock;
}

/**
 * The signed-in account as its own pages read it (Profile, Settings, where sign-in leads), and
 * whether a mailed reset link works. Nothing here changes anything: signing in, the profile's
 * changes and the links' use are AuthCommands' and AccountCommands'.
 */
export class AccountQueries {
  constructor(private readonly deps: AccountQueryDeps) {}

  /** The signed-in account. */
  me(actor: Actor): Viewer {
    return authorize(actor, 'profile:edit');
  }

  /** The language of the signed-in account's e-mails (/settings; docs/product.md, 'Emails to an account'). */
  async language(actor: Actor): Promise<Edition> {
    return this.deps.users.languageOf(authorize(actor, 'profile:edit')._id);
  }

  /** Whether the actor works in the admin (where sign-in sends them). */
  isStaff(actor: Actor): boolean {
    return allows(actor, 'admin:access');
  }

  /** Whether a reset link works now (the page asks before showing its form); uses nothing. */
  /** The username a sign-in link would sign in now (its page names it), or null. Uses nothing. */
  async signInLinkFor(_actor: Actor, token: string): Promise<string | null> {
    const parsed = accountTokenSchema.safeParse({ token });
    if (!parsed.success) return null;
    const holder = await this.deps.accountTokens.peek(parsed.data.token, 'sign-in', this.deps.clock.now());
    return holder?.user.username ?? null;
  }

  async resetLinkWorks(_actor: Actor, token: string): Promise<boolean> {
    const parsed = accountTokenSchema.safeParse({ token });
    if (!parsed.success) return false;
    return (await this.deps.accountTokens.peek(parsed.data.token, 'reset-password', this.deps.clock.now())) !== null;
  }
}
