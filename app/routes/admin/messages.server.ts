import { data, redirect, type AppLoadContext } from 'react-router';
import { parsePageParam } from '../../../core/pagination';
import { MAX_INBOX_PAGE } from '../../../server/contact/contact.queries';
import { NotFoundError } from '../../../server/lib/errors';
import { forPage } from '../../lib/use-case.server';

const PAGE_SIZE = 20;
const PATH = '/admin/messages';

/** One page of the inbox (ContactQueries.list); past the last page, the last page there is. */
export async function inbox(request: Request, context: AppLoadContext, url: URL) {
  const page = Math.min(parsePageParam(url.searchParams.get('page')), MAX_INBOX_PAGE);
  const list = await forPage(request, () => context.queries.contact.list(context.actor, { page, limit: PAGE_SIZE }));
  // Past the last page (its last message was just deleted, say): the last page there is.
  if (page > 1 && page > list.pages) throw redirect(list.pages > 1 ? `${PATH}?page=${list.pages}` : PATH);
  return list;
}

const INTENTS = ['read', 'unread', 'delete'] as const;
export type Intent = (typeof INTENTS)[number];
const DONE: Record<Intent, string> = {
  read: 'Message marked as read.',
  unread: 'Message marked as unread.',
  delete: 'Message deleted.',
};

function isIntent(value: unknown): value is Intent {
  return (INTENTS as readonly unknown[]).includes(value);
}

/** Mark as read, mark as unread and delete (ContactCommands.markRead, .delete): the status line's answer. */
export async function changeMessage(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  if (!isIntent(intent)) return data({ ok: false, message: 'Unknown action.', intent: null }, { status: 400 });
  const contact = context.commands.contact;
  return forPage(request, async () => {
    try {
      if (intent === 'delete') await contact.delete(context.actor, id);
      else await contact.markRead(context.actor, id, { read: intent === 'read' });
    } catch (error) {
      if (error instanceof NotFoundError) {
        return data({ ok: false, message: 'That message no longer exists.', intent }, { status: 404 });
      }
      throw error;
    }
    return { ok: true, message: DONE[intent], intent };
  });
}
