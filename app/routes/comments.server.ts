import type { AppLoadContext } from 'react-router';
import { formText } from '../lib/form';
import { COMMENT_TEXTS, commentsPath, type CommentSort } from '../../core/comments';
import { AppError } from '../../server/lib/errors';
import { formRefusal, forPage, type FormRefusal } from '../lib/use-case.server';

/**
 * A page of a story's thread and the signed-in reader's part of it (docs/product.md,
 * 'Comments'): for the comments page and for the fragment the story's page loads.
 */
export async function threadData(request: Request, context: AppLoadContext, slug: string, url: URL) {
  const query = Object.fromEntries([...url.searchParams].filter(([name]) => name === 'sort' || name === 'after'));
  const thread = await forPage(request, () => context.queries.comments.thread(context.actor, slug, query)).catch(
    (error: unknown) => {
      // An order or a page that is none (`?sort=loudest`): the address is wrong.
      if (error instanceof AppError && error.code === 'invalid_input') {
        throw new Response(error.message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      }
      throw error;
    },
  );
  const viewer = await context.queries.comments.viewerOf(context.actor, thread);
  return {
    thread,
    viewer,
    sort: (query.sort ?? 'newest') as CommentSort,
    after: query.after ?? null,
    pagePath: commentsPath(thread.story.slug, thread.story.edition),
    timeZone: context.config.timeZone,
    now: context.queries.clock.now().getTime(),
  };
}

/** What a comment form did: its message, or the refusal (status, message, the body given back). */
export type CommentAnswer =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; draft: { parent: string; body: string } | null };

/**
 * A comment form's post (the comments page's and the fragment's): write, edit, delete, like or
 * report, by `intent`, through the comment use cases. A refusal a reader can act on is answered
 * with its message and status; any other error is thrown on.
 */
export async function commentAction(request: Request, context: AppLoadContext, slug: string): Promise<CommentAnswer> {
  const form = await request.formData();
  const text = formText(form);
  const comments = context.commands.comments;
  const actor = context.actor;
  const id = text('id');
  try {
    switch (text('intent')) {
      case 'comment': {
        const { status } = await comments.create(actor, slug, { body: text('body'), parent: text('parent') });
        return { ok: true, message: status === 'pending' ? COMMENT_TEXTS.pending : COMMENT_TEXTS.posted };
      }
      case 'edit': {
        const { status } = await comments.edit(actor, id, { body: text('body') });
        return { ok: true, message: status === 'pending' ? COMMENT_TEXTS.pending : 'Your comment is saved.' };
      }
      case 'delete':
        await comments.remove(actor, id);
        return { ok: true, message: 'Your comment is deleted.' };
      case 'like': {
        const on = text('on') !== 'false';
        await comments.like(actor, id, on);
        return { ok: true, message: on ? 'You like this comment.' : 'You no longer like this comment.' };
      }
      case 'report':
        await comments.report(actor, id, { reason: text('reason') });
        return { ok: true, message: 'Thank you: the moderators will look at it.' };
      default:
        return {
          ok: false,
          status: 400,
          message: 'intent: must be comment, edit, delete, like or report',
          draft: null,
        };
    }
  } catch (error) {
    // Signed out (a session that ended): said here, with the way back.
    if ((error as { code?: string }).code === 'unauthorized') {
      return { ok: false, status: 401, message: COMMENT_TEXTS.signIn, draft: null };
    }
    const refusal = formRefusal(error);
    if (!refusal) throw error;
    const { data: body, init } = refusal as unknown as { data: FormRefusal; init: ResponseInit | null };
    // A refusal naming a field says what is wrong with it (there is one text field).
    const [field] = Object.values(body.fields);
    return {
      ok: false,
      status: init?.status ?? 400,
      message: field ?? body.message,
      draft: text('intent') === 'comment' ? { parent: text('parent'), body: text('body') } : null,
    };
  }
}
