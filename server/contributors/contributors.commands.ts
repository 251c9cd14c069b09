import { z } from 'zod';
import { contributorInputSchema, type Contributor } from '../../core/bylines';
import { usedByText } from '../../core/media-library';
import type { AuditLog } from '../audit/audit.service';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import type { EventBus } from '../lib/events';
import { parseOr400 } from '../lib/validate';
import type { MediaService } from '../media/media.service';
import { renamedEvent, type BylineStore } from '../news/bylines';
import type { ContributorStore } from './contributors.service';

/** What the contributors' use cases use (wired in server/services.ts). */
export interface ContributorCommandDeps {
  contributors: ContributorStore;
  bylines: Pick<BylineStore, 'renamed'>;
  media: Pick<MediaService, 'saveAvatar' | 'removeAvatar'>;
  audit: AuditLog;
  events: EventBus;
}

/** A contributor as a form or a JSON body sends them: their text, and a photo's bytes or its removal. */
export interface ContributorForm {
  fields: Record<string, unknown>;
  photo: Uint8Array | null;
}

/** What a change may carry besides the text: `removePhoto` ('true' in a form). */
const changeSchema = contributorInputSchema.partial().extend({
  removePhoto: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

const NOT_FOUND = 'Contributor not found';

/** The refusal to delete a contributor a story credits, naming up to three of them. */
function creditedText(titles: readonly string[], total: number): string {
  return usedByText(titles, total)
    .replace('This picture is used by', 'This contributor is credited by')
    .replace('Take it out of', 'Take them off the byline of');
}

/**
 * Guest contributors (docs/product.md, 'Bylines and contributors'): editors and admins
 * (`articles:edit-any`) add, change and delete the people without accounts whom stories credit.
 * A rename is written into the byline of every story crediting them; a contributor a story still
 * credits cannot be deleted.
 */
export class ContributorCommands {
  constructor(private readonly deps: ContributorCommandDeps) {}

  async create(actor: Actor, read: () => Promise<ContributorForm>): Promise<Contributor> {
    authorize(actor, 'articles:edit-any');
    const form = await read();
    const input = parseOr400(contributorInputSchema, form.fields);
    const avatar = form.photo ? await this.deps.media.saveAvatar(form.photo) : null;
    let created: Contributor;
    try {
      created = await this.deps.contributors.create(input, avatar);
    } catch (error) {
      await this.deps.media.removeAvatar(avatar);
      throw error;
    }
    await this.deps.audit.record(actor, {
      action: 'contributor.create',
      target: { type: 'contributor', id: created._id, label: created.name },
    });
    this.deps.events.emit('contributors.changed', { ids: [created._id] });
    return created;
  }

  async update(actor: Actor, id: string, read: () => Promise<ContributorForm>): Promise<Contributor> {
    authorize(actor, 'articles:edit-any');
    if (!(await this.deps.contributors.find(id))) throw new NotFoundError(NOT_FOUND);
    const form = await read();
    const { removePhoto, ...change } = parseOr400(changeSchema, form.fields);
    if (form.photo && (removePhoto === true || removePhoto === 'true')) {
      throw new ValidationError('Choose a new photo or remove it, not both', { photo: 'Choose one' });
    }
    const avatar = form.photo
      ? await this.deps.media.saveAvatar(form.photo)
      : removePhoto === true || removePhoto === 'true'
        ? null
        : undefined;
    let changed: Awaited<ReturnType<ContributorStore['update']>>;
    try {
      changed = await this.deps.contributors.update(id, { ...change, ...(avatar !== undefined ? { avatar } : {}) });
    } catch (error) {
      await this.deps.media.removeAvatar(avatar);
      throw error;
    }
    if (!changed) {
      await this.deps.media.removeAvatar(avatar);
      throw new NotFoundError(NOT_FOUND);
    }
    const { before, after } = changed;
    if (avatar !== undefined && before.avatar !== after.avatar) await this.deps.media.removeAvatar(before.avatar);
    const fields = (['name', 'bio', 'avatar'] as const).filter((key) => before[key] !== after[key]);
    await this.deps.audit.record(actor, {
      action: 'contributor.update',
      target: { type: 'contributor', id, label: after.name },
      details: { fields },
    });
    this.deps.events.emit('contributors.changed', { ids: [id] });
    // The stories whose byline names them show the new name: their pages are drawn again.
    const renamed = fields.includes('name') ? renamedEvent(await this.deps.bylines.renamed({ contributor: id })) : null;
    if (renamed) this.deps.events.emit('articles.changed', renamed);
    return (await this.deps.contributors.find(id))!;
  }

  /** Deletes a contributor no story credits, and their photo; 409 naming the stories otherwise. */
  async delete(actor: Actor, id: string): Promise<void> {
    authorize(actor, 'articles:edit-any');
    const found = await this.deps.contributors.find(id);
    if (!found) throw new NotFoundError(NOT_FOUND);
    const removed = await this.deps.contributors.remove(id);
    if (removed === null) throw new NotFoundError(NOT_FOUND);
    if (removed === 'credited') {
      const { stories, total } = await this.deps.contributors.creditedBy(id);
      throw new AppError(
        409,
        'contributor_in_use',
        creditedText(
          stories.map((s) => s.title),
          total,
        ),
      );
    }
    await this.deps.media.removeAvatar(removed.avatar);
    await this.deps.audit.record(actor, {
      action: 'contributor.delete',
      target: { type: 'contributor', id, label: removed.name },
    });
    this.deps.events.emit('contributors.changed', { ids: [id] });
  }
}

/** Guest contributors for those who write: the editor's byline picks from them. */
export class ContributorQueries {
  constructor(private readonly deps: Pick<ContributorCommandDeps, 'contributors'>) {}

  async list(actor: Actor): Promise<Contributor[]> {
    authorize(actor, 'articles:create');
    return this.deps.contributors.list();
  }

  async one(actor: Actor, id: string): Promise<Contributor> {
    authorize(actor, 'articles:create');
    const found = await this.deps.contributors.find(id);
    if (!found) throw new NotFoundError(NOT_FOUND);
    return found;
  }
}
