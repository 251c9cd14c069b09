import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { isRole } from '../../../core/roles';
import { INVITE_MADE_NO_MAIL, INVITE_REVOKED, INVITE_SENT } from '../../../core/staff';
import type { InvitationSent } from '../../../server/users/staff.commands';
import { forForm, forPage } from '../../lib/use-case.server';

/** Which form of the screen an answer belongs to, so each shows its own. */
export type UsersIntent = 'invite' | 'add' | 'one-time-password' | 'invitation' | 'account';

/**
 * A form's answer on /admin/users. `secret` is shown once: a link to pass on (mail off or
 * refused) or a one-time password; it is in this answer only, never in the page's data.
 */
export interface UsersAnswer {
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  intent: UsersIntent;
  secret?: { label: string; value: string; for: string };
}

/** The accounts, the open invitations and whether invitations are mailed. */
export async function usersPage(request: Request, context: AppLoadContext) {
  const { users, staff } = context.queries;
  const [list, invitations] = await forPage(request, () =>
    Promise.all([users.list(context.actor), staff.listInvitations(context.actor)]),
  );
  return { users: list, invitations, mail: staff.mailEnabled, me: context.actor.viewer?._id ?? null };
}

function sentAnswer(sent: InvitationSent, mailOn: boolean): UsersAnswer {
  const { email } = sent.invitation;
  if (sent.mailed) return { ok: true, intent: 'invite', message: INVITE_SENT(email) };
  return {
    ok: true,
    intent: 'invite',
    message: mailOn
      ? `The mail server did not take the invitation to ${email}. Copy the link below and give it to them yourself.`
      : INVITE_MADE_NO_MAIL(email),
    secret: { label: `Invitation link for ${email}`, value: sent.link ?? '', for: email },
  };
}

/** A refusal (or a success) tagged with the form it answers. */
async function answer(
  request: Request,
  intent: UsersIntent,
  call: () => Promise<Omit<UsersAnswer, 'intent'>>,
): Promise<UsersAnswer | ReturnType<typeof data<UsersAnswer>>> {
  const result = await forForm(request, call);
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    return data({ ...result.data, intent }, result.init ?? undefined);
  }
  return { ...(result as Omit<UsersAnswer, 'intent'>), intent };
}

/**
 * The screen's forms, by `intent`: change a role, delete, invite, send an invitation again,
 * withdraw it, add a user, set a one-time password (UsersCommands, StaffCommands).
 */
export async function usersAction(request: Request, context: AppLoadContext) {
  const { users, staff } = context.commands;
  const mailOn = context.queries.staff.mailEnabled;
  const { actor } = context;
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  switch (form.get('intent')) {
    case 'delete':
      return answer(request, 'account', async () => {
        await users.delete(actor, id);
        return { ok: true, message: 'User deleted.' };
      });
    case 'invite':
      return answer(request, 'invite', async () =>
        sentAnswer(await staff.invite(actor, { email: text('email'), role: text('role') }), mailOn),
      );
    case 'resend':
      return answer(request, 'invite', async () => sentAnswer(await staff.resend(actor, id), mailOn));
    case 'revoke':
      return answer(request, 'invitation', async () => {
        await staff.revoke(actor, id);
        return { ok: true, message: INVITE_REVOKED };
      });
    case 'add':
      return answer(request, 'add', async () => {
        const input = {
          username: text('username'),
          displayName: text('displayName'),
          role: text('role'),
          email: text('email'),
        };
        const { user, password } = await staff.createUser(actor, input);
        return {
          ok: true,
          message: `Account ${user.username} added as ${user.role}.`,
          secret: { label: `One-time password for ${user.username}`, value: password, for: user.username },
        };
      });
    case 'one-time-password':
      return answer(request, 'one-time-password', async () => {
        const { user, password } = await staff.setOneTimePassword(actor, id);
        return {
          ok: true,
          message: `New one-time password for ${user.username}. Their sessions have ended.`,
          secret: { label: `One-time password for ${user.username}`, value: password, for: user.username },
        };
      });
    default: {
      const role = form.get('role');
      if (!isRole(role)) {
        return data<UsersAnswer>(
          { ok: false, message: 'Choose a role.', fields: {}, intent: 'account' },
          { status: 400 },
        );
      }
      return answer(request, 'account', async () => {
        await users.changeRole(actor, id, { role });
        return { ok: true, message: 'Role changed.' };
      });
    }
  }
}
