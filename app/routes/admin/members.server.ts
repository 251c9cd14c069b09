import type { AppLoadContext } from 'react-router';
import { formatDate } from '../../../core/dates';
import { forForm, forPage } from '../../lib/use-case.server';

/** A page of members as filtered, and every tier for the filter and the comp form (admins). */
export async function membersPage(request: Request, context: AppLoadContext, url: URL) {
  const filter = {
    q: (url.searchParams.get('q') ?? '').slice(0, 100),
    tier: url.searchParams.get('tier') ?? '',
    status: url.searchParams.get('status') ?? '',
    page: url.searchParams.get('page') ?? '1',
  };
  const [list, { tiers }] = await Promise.all([
    forPage(request, () => context.queries.members.list(context.actor, filter)),
    forPage(request, () => context.queries.members.allTiers(context.actor)),
  ]);
  return { ...list, tiers, filter: { q: filter.q, tier: filter.tier, status: filter.status } };
}

/** One reader's membership, payments and membership changes; the tiers for the comp form (admins). */
export async function memberPage(request: Request, context: AppLoadContext, id: string) {
  const [member, { tiers, paymentsOn }] = await Promise.all([
    forPage(request, () => context.queries.members.history(context.actor, id)),
    forPage(request, () => context.queries.members.allTiers(context.actor)),
  ]);
  return { ...member, tiers, paymentsOn };
}

/**
 * Give a complimentary membership (by username), end one, or cancel a member's Stripe
 * subscription (MemberCommands): the members list's forms and a member's own screen's.
 */
export async function changeMembers(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const members = context.commands.members;
  const timeZone = context.config.timeZone;
  return forForm(request, async () => {
    if (form.get('intent') === 'end-comp') {
      await members.endComp(context.actor, String(form.get('id') ?? ''));
      return { ok: true as const, message: 'Complimentary membership ended.' };
    }
    if (form.get('intent') === 'cancel') {
      const { endsAt } = await members.cancel(context.actor, String(form.get('id') ?? ''));
      return {
        ok: true as const,
        message: endsAt
          ? `Cancelled at Stripe: the membership ends on ${formatDate(endsAt, timeZone)}, and is not renewed.`
          : 'Cancelled at Stripe: the membership is not renewed.',
      };
    }
    const username = String(form.get('username') ?? '');
    await members.compByUsername(context.actor, username, {
      tier: String(form.get('tier') ?? ''),
      until: String(form.get('until') ?? ''),
    });
    return { ok: true as const, message: `${username} is a complimentary member now.` };
  });
}
