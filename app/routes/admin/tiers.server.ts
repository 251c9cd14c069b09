import type { AppLoadContext } from 'react-router';
import { forForm, forPage } from '../../lib/use-case.server';

/** Every tier, archived ones too, and whether Stripe is set up (MemberQueries.allTiers): admins. */
export function tiersPage(request: Request, context: AppLoadContext) {
  return forPage(request, () => context.queries.members.allTiers(context.actor));
}

/** A tier's form as the use case reads it (prices as typed, benefits one a line). */
function tierFields(form: FormData) {
  return {
    name: String(form.get('name') ?? ''),
    description: String(form.get('description') ?? ''),
    benefits: String(form.get('benefits') ?? ''),
    currency: String(form.get('currency') ?? ''),
    monthlyPrice: String(form.get('monthlyPrice') ?? ''),
    yearlyPrice: String(form.get('yearlyPrice') ?? ''),
    trialDays: String(form.get('trialDays') || '0'),
    active: form.get('active') === 'on',
  };
}

/** Add a tier, change one (MemberCommands); each answers the status line's text, or the refusal. */
export async function changeTiers(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const members = context.commands.members;
  return forForm(request, async () => {
    if (form.get('intent') === 'update') {
      const tier = await members.updateTier(context.actor, String(form.get('id') ?? ''), tierFields(form));
      return { ok: true as const, message: `${tier.name} saved.` };
    }
    const tier = await members.createTier(context.actor, tierFields(form));
    return { ok: true as const, message: `${tier.name} added.` };
  });
}
