import { z } from 'zod';
import { mediaDetailsSchema, UNUSED_DAYS, usedByText } from '../../core/media-library';
import type { AuditLog } from '../audit/audit.service';
import { allows, authorize } from '../auth/authorize';
import type { Clock } from '../ingest/scheduler';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import type { EventBus } from '../lib/events';
import { parseOr400 } from '../lib/validate';
import type { ArticleWriter } from '../news/article-writer';
import type { MediaItem, MediaLibrary } from './library.service';
import type { OrphanScan, OrphanUploads } from './orphans';

/** `npm run media:orphans`'s arguments: list the orphan uploads, or remove them too. */
const orphansInput = z.object({ delete: z.boolean().default(false) });

/** POST /api/media's text fields beside the file: the picture's description, and its file's name. */
export const mediaUploadFields = mediaDetailsSchema.extend({
  originalName: z.string().max(200).optional(),
});

/** The orphan uploads found, and how many went (null when only listed). */
export interface OrphansRemoved extends OrphanScan {
  removed: number | null;
}

/** A picture sent to the library: its bytes, and the form's text fields (strings, as a form sends them). */
export interface MediaUpload {
  file: Uint8Array | null;
  fields: Record<string, unknown>;
}

/** What the media use cases use (wired in server/services.ts). */
export interface MediaCommandDeps {
  orphanUploads: Pick<OrphanUploads, 'find' | 'remove'>;
  library: Pick<MediaLibrary, 'add' | 'find' | 'describe' | 'remove' | 'storiesUsing' | 'unusedFor'>;
  writer: Pick<ArticleWriter, 'redrawFigures'>;
  audit: AuditLog;
  events: EventBus;
  clock: Clock;
}

const NOT_FOUND = 'Picture not found';

/**
 * The media library's use cases (docs/product.md, 'Pictures and the media library'): staff who
 * write (`articles:create`) add pictures, and describe and delete the ones they uploaded; editors
 * and admins (`articles:edit-any`) any picture, and clear out those no story has used for 30 days.
 * Deleting is refused while a story shows the picture. And the uploads' upkeep: the operator at the
 * server's console lists and removes the files no row refers to (`npm run media:orphans`).
 */
export class MediaCommands {
  constructor(protected readonly deps: MediaCommandDeps) {}

  /**
   * Adds a picture (checked by its bytes, renditions made, stored) with its description. The
   * request's form is read (`read`) only once the actor may upload.
   */
  async upload(actor: Actor, read: () => Promise<MediaUpload>): Promise<MediaItem> {
    authorize(actor, 'articles:create');
    const upload = await read();
    const fields = parseOr400(mediaUploadFields, formValues(upload.fields));
    if (!upload.file) throw new ValidationError('Choose a picture to upload', { file: 'Choose a picture to upload' });
    const item = await this.deps.library.add(upload.file, actor.viewer!._id, fields);
    await this.deps.audit.record(actor, {
      action: 'media.upload',
      target: { type: 'media', id: item._id, label: item.originalName || item._id },
    });
    return item;
  }

  /**
   * Changes a picture's alt text, caption, credit or 'decorative' mark, and draws every story that
   * shows it again, so the change is everywhere at once.
   */
  async describe(actor: Actor, id: string, input: unknown): Promise<MediaItem> {
    const item = await this.owned(actor, id);
    const details = parseOr400(mediaDetailsSchema, input);
    const changed = await this.deps.library.describe(item._id, details);
    if (!changed) throw new NotFoundError(NOT_FOUND);
    const redrawn = await this.deps.writer.redrawFigures(await this.deps.library.storiesUsing(item._id));
    await this.deps.audit.record(actor, {
      action: 'media.describe',
      target: { type: 'media', id: item._id, label: item.originalName || item._id },
      details: { fields: Object.keys(details), stories: redrawn.ids.length },
    });
    if (redrawn.ids.length) {
      this.deps.events.emit('articles.changed', { ...redrawn, change: 'updated', inPlace: true });
    }
    return changed;
  }

  /** Deletes a picture and its files; refused (409, naming the stories) while a story shows it. */
  async delete(actor: Actor, id: string): Promise<void> {
    const item = await this.owned(actor, id);
    const result = await this.deps.library.remove(item._id);
    if (result === 'missing') throw new NotFoundError(NOT_FOUND);
    if ('used' in result) {
      const titles = result.used.map((use) => use.title);
      throw new AppError(409, 'media_in_use', usedByText(titles, Math.max(item.useCount, titles.length)));
    }
    await this.deps.audit.record(actor, {
      action: 'media.delete',
      target: { type: 'media', id: item._id, label: item.originalName || item._id },
    });
  }

  /** Deletes every picture no story has shown for 30 days (editors and admins); answers how many went. */
  async cleanUp(actor: Actor): Promise<{ removed: number }> {
    authorize(actor, 'articles:edit-any');
    let removed = 0;
    for (const row of await this.deps.library.unusedFor(UNUSED_DAYS)) {
      const result = await this.deps.library.remove(row.id);
      if (typeof result === 'object' && 'removed' in result) removed++;
    }
    if (removed > 0) {
      await this.deps.audit.record(actor, { action: 'media.clean-up', details: { pictures: removed } });
    }
    return { removed };
  }

  /**
   * `npm run media:orphans` (`{ delete? }`): the files in the uploads that no row refers to,
   * older than an hour; with `delete`, removes them and records how many and their size (nothing
   * is recorded when there is none). The system's only (`systemActor`; no request may).
   */
  async removeOrphans(actor: Actor, input: unknown): Promise<OrphansRemoved> {
    if (!actor.system) throw new AppError(403, 'forbidden', 'Orphan uploads are removed only from the command line');
    const { delete: remove } = parseOr400(orphansInput, input);
    const scan = await this.deps.orphanUploads.find({ now: this.deps.clock.now().getTime() });
    if (!remove || scan.orphans.length === 0) return { ...scan, removed: remove ? 0 : null };
    const removed = await this.deps.orphanUploads.remove(scan.orphans);
    await this.deps.audit.record(actor, {
      action: 'media.remove-orphans',
      details: { files: removed, bytes: scan.bytes },
    });
    return { ...scan, removed };
  }

  /** A picture the actor may change: one they uploaded, or any for editors and admins. */
  private async owned(actor: Actor, id: string): Promise<MediaItem> {
    authorize(actor, 'articles:create');
    const item = await this.deps.library.find(id);
    if (!item) throw new NotFoundError(NOT_FOUND);
    if (!allows(actor, 'articles:edit-any') && item.uploaderId !== actor.viewer!._id) {
      throw new AppError(403, 'forbidden', 'Only an editor can change a picture someone else uploaded');
    }
    return item;
  }
}

/** A form's strings as the schema takes them: 'true'/'false' for the decorative mark. */
function formValues(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...fields };
  if (typeof values.decorative === 'string') values.decorative = values.decorative === 'true';
  return values;
}
