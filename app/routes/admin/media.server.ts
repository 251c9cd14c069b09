import { redirect, type AppLoadContext } from 'react-router';
import { parsePageParam } from '../../../core/pagination';
import { can } from '../../../core/roles';
import { mediaLibraryHref } from '../../../core/media-library';
import { forForm, forPage } from '../../lib/use-case.server';

const PAGE_SIZE = 24;

/** A page of the library (MediaQueries.list), as searched; past the last page, the last page there is. */
export async function libraryPage(request: Request, context: AppLoadContext, url: URL) {
  const q = (url.searchParams.get('q') ?? '').slice(0, 200);
  const unused = url.searchParams.get('unused') === '1';
  const page = Math.min(parsePageParam(url.searchParams.get('page')), 100_000);
  const list = await forPage(request, () =>
    context.queries.media.list(context.actor, { page, limit: PAGE_SIZE, q, unused: unused ? '1' : '0' }),
  );
  if (page > 1 && page > list.pages) throw redirect(mediaLibraryHref({ q, unused, page: list.pages }));
  // Who may clear out the long unused (editors and admins), for the button; the use case checks again.
  const canClean = can(context.viewer?.role, 'articles:edit-any');
  return { ...list, q, unused, canClean, viewerId: context.viewer?._id ?? null };
}

/**
 * The library's forms: upload (multipart), describe, delete, clear out the unused
 * (MediaCommands). Each answers the status line's text, or the refusal.
 */
export async function changeLibrary(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  const media = context.commands.media;
  return forForm(request, async () => {
    switch (intent) {
      case 'upload': {
        const file = form.get('file');
        const item = await media.upload(context.actor, async () => ({
          file: file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null,
          fields: {
            originalName: file instanceof File ? file.name : undefined,
            alt: String(form.get('alt') ?? ''),
            caption: String(form.get('caption') ?? ''),
            credit: String(form.get('credit') ?? ''),
          },
        }));
        return { ok: true as const, message: `“${item.originalName || 'The picture'}” added to the library.` };
      }
      case 'describe':
        await media.describe(context.actor, id, {
          alt: String(form.get('alt') ?? ''),
          decorative: form.get('decorative') === 'on',
          caption: String(form.get('caption') ?? ''),
          credit: String(form.get('credit') ?? ''),
        });
        return { ok: true as const, message: 'Picture details saved. Every story that shows it has them now.' };
      case 'delete':
        await media.delete(context.actor, id);
        return { ok: true as const, message: 'Picture deleted, with its files.' };
      case 'clean-up': {
        const { removed } = await media.cleanUp(context.actor);
        return {
          ok: true as const,
          message:
            removed === 0
              ? 'No picture has been unused for 30 days.'
              : `${removed} unused ${removed === 1 ? 'picture' : 'pictures'} deleted.`,
        };
      }
      default:
        return { ok: false as const, message: 'Unknown action.', fields: {} };
    }
  });
}
