import type { AppLoadContext } from 'react-router';
import { formText } from '../../lib/form';
import { forForm, forPage } from '../../lib/use-case.server';

/** A page of a moderation queue, the count waiting, and the readers banned now (editors and admins). */
export async function moderationPage(request: Request, context: AppLoadContext, url: URL) {
  const query = Object.fromEntries([...url.searchParams].filter(([name]) => name === 'queue' || name === 'after'));
  const [queue, bans] = await Promise.all([
    forPage(request, () => context.queries.comments.queue(context.actor, query)),
    forPage(request, () => context.queries.comments.bans(context.actor)),
  ]);
  return { ...queue, bans, now: context.queries.clock.now().getTime() };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The queue's forms (CommentCommands): `bulk` approves or rejects the ticked comments; `single`
 * names one action and its comment or reader ('approve:<id>', 'reject:<id>', 'feature:<id>',
 * 'unfeature:<id>', 'ban:<user id>:<row>', 'unban:<user id>'), a ban with its row's fields.
 */
export async function moderate(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const text = formText(form);
  const comments = context.commands.comments;
  const actor = context.actor;
  const reason = text('reason');
  return forForm(request, async () => {
    const bulk = text('bulk');
    if (bulk) {
      const ids = form.getAll('ids').filter((id): id is string => typeof id === 'string');
      const { changed } = await comments.moderate(actor, { ids, action: bulk, reason });
      return {
        ok: true as const,
        message: `${plural(changed, 'comment')} ${bulk === 'approve' ? 'approved' : 'rejected'}.`,
      };
    }
    // A ban names the reader and the row whose fields say how (one reader may have several rows).
    const [action = '', id = '', row = ''] = text('single').split(':');
    switch (action) {
      case 'approve':
      case 'reject':
        await comments.moderate(actor, { ids: [id], action, reason });
        return { ok: true as const, message: action === 'approve' ? 'Comment approved.' : 'Comment rejected.' };
      case 'feature':
      case 'unfeature':
        await comments.feature(actor, id, action === 'feature');
        return {
          ok: true as const,
          message: action === 'feature' ? 'Comment featured above its thread.' : 'Comment no longer featured.',
        };
      case 'ban': {
        const { until } = await comments.ban(actor, {
          user: id,
          kind: text(`ban-kind-${row}`),
          days: text(`ban-days-${row}`) || '0',
          reason: text(`ban-reason-${row}`),
        });
        return {
          ok: true as const,
          message: until ? 'Reader banned until the date shown.' : 'Reader banned for good.',
        };
      }
      case 'unban':
        await comments.unban(actor, id);
        return { ok: true as const, message: 'Ban lifted.' };
      default:
        return { ok: false as const, message: 'Choose what to do', fields: {} };
    }
  });
}
