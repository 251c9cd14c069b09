import type { AppLoadContext } from 'react-router';
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

/** Give a complimentary membership (by username), or end one (MemberCommands). */
export async function changeMembers(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const members = context.commands.members;
  return forForm(request, async () => {
    if (form.get('intent') === 'end-comp') {
      await members.endComp(context.actor, String(form.get('id') ?? ''));
      return { ok: true as const, message: 'Complimentary membership ended.' };
    }
    const username = String(form.get('username') ?? '');
    await members.compByUsername(context.actor, username, {
      tier: String(form.get('tier') ?? ''),
      until: String(form.get('until') ?? ''),
    });
    return { ok: true as const, message: `${username} is a complimentary member now.` };
  });
}
