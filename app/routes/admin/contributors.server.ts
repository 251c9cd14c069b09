import type { AppLoadContext } from 'react-router';
import { can } from '../../../core/roles';
import type { ContributorForm } from '../../../server/contributors/contributors.commands';
import { forForm, forPage } from '../../lib/use-case.server';

/** Every guest contributor (ContributorQueries.list), and whether the viewer may change them. */
export async function contributorsPage(request: Request, context: AppLoadContext) {
  const contributors = await forPage(request, () => context.queries.contributors.list(context.actor));
  // Editors and admins add, change and delete them; authors see the list. The use cases check again.
  return { contributors, canManage: can(context.viewer?.role, 'articles:edit-any') };
}

/** A form's name, bio and photo as the use case reads them. */
async function contributorForm(form: FormData): Promise<ContributorForm> {
  const photo = form.get('photo');
  return {
    fields: {
      name: String(form.get('name') ?? ''),
      bio: String(form.get('bio') ?? ''),
      ...(form.get('removePhoto') === 'on' ? { removePhoto: true } : {}),
    },
    photo: photo instanceof File && photo.size > 0 ? new Uint8Array(await photo.arrayBuffer()) : null,
  };
}

/** The page's forms: add, change, delete (ContributorCommands); each answers the status line's text or the refusal. */
export async function changeContributors(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  const commands = context.commands.contributors;
  return forForm(request, async () => {
    switch (intent) {
      case 'create': {
        const created = await commands.create(context.actor, () => contributorForm(form));
        return { ok: true as const, message: `${created.name} added. Credit them from a story’s Advanced tab.` };
      }
      case 'update': {
        const changed = await commands.update(context.actor, id, () => contributorForm(form));
        return { ok: true as const, message: `${changed.name} saved.` };
      }
      case 'delete':
        await commands.delete(context.actor, id);
        return { ok: true as const, message: 'Contributor deleted.' };
      default:
        return { ok: false as const, message: 'Unknown action.', fields: {} };
    }
  });
}
