import type { AppLoadContext } from 'react-router';
import { ValidationError } from '../../../server/lib/errors';
import { forForm, forPage } from '../../lib/use-case.server';

/** The screen (FrontPageQueries.screen): the arrangement, its pins as the buttons count them, and stories to pin. */
export function frontPageData(request: Request, context: AppLoadContext) {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  return forPage(request, () => context.queries.frontPage.screen(context.actor, query));
}

/**
 * The screen's buttons, with or without JavaScript: pin, move (the arrows, a drag, the keyboard),
 * remove, flag and unflag. Each is one use case of FrontPageCommands, as the API's calls are;
 * its answer, or its refusal, is what the screen says.
 */
export async function changeFrontPage(request: Request, context: AppLoadContext) {
  const { actor } = context;
  const commands = context.commands.frontPage;
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const pin = { slot: field('slot'), articleId: field('articleId') };
  return forForm(request, async () => {
    const change = await (() => {
      switch (field('intent')) {
        case 'pin':
          return commands.pin(actor, pin, { articleId: pin.articleId, expiresAt: field('expiresAt')?.trim() || null });
        case 'move':
          return commands.move(actor, pin, { position: field('position') });
        case 'remove':
          return commands.unpin(actor, pin);
        case 'flag':
          return commands.flag(actor, pin.articleId ?? '', { hours: field('hours') || undefined });
        case 'unflag':
          return commands.unflag(actor, pin.articleId ?? '');
        default:
          throw new ValidationError('Unknown action');
      }
    })();
    return { ok: true as const, message: change.message };
  });
}
