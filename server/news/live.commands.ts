import type { AuditAction } from '../../core/audit-actions';
import { LIVE_TEXTS, type LiveCoverage, type LiveEntry } from '../../core/live';
import { authorize } from '../auth/authorize';
import type { ArticleRow } from '../db/schema';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { Clock } from '../ingest/scheduler';
import type { MediaLibrary } from '../media/library.service';
import type { NewsService } from './news.service';
import { personName } from '../../core/authors';
import { liveEntryInput, type LiveEntryInput } from '../../core/live-input';
import { toLiveEntry, type LiveEntryFields, type LiveService } from './live.service';
import { liveWriter } from './article-access';
import { coverageOf } from './live.queries';
import { sanitizeArticleHtml } from './sanitize';

const NOT_FOUND = 'News article not found';

/** An entry's fields checked (400 naming the field), its body sanitized and required to say something. */
function inputOf(form: LiveEntryForm): LiveEntryInput {
  const input = parseOr400(liveEntryInput, form.fields);
  const body = sanitizeArticleHtml(input.body);
  if (
    !body
      .replace(/<(img|iframe|video)\b/gi, 'x<$1')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim()
  ) {
    throw new ValidationError(`body: ${LIVE_TEXTS.bodyRequired}`, { body: LIVE_TEXTS.bodyRequired });
  }
  return { ...input, body };
}

/** An entry as it arrived (the editor's form or the API): text fields, and an uploaded picture's bytes. */
export interface LiveEntryForm {
  fields: Record<string, unknown>;
  imageFile: Uint8Array | null;
}

/** What the live blog use cases use (wired in server/services.ts). */
export interface LiveCommandDeps {
  live: LiveService;
  news: Pick<NewsService, 'findRow'>;
  /** Entries' pictures join the media library, which keeps which stories show them. */
  library: Pick<MediaLibrary, 'add' | 'discard' | 'refreshUses'>;
  audit: AuditLog;
  events: EventBus;
  clock: Clock;
}

/**
 * The live blog use cases (docs/product.md, 'Live blogs'). Entries are written by editors and
 * admins, and by the story's own author (a reporter posting from the scene, whatever the story's
 * status: a live blog is written while it is published); ending or reopening the coverage is an
 * editor's. Each write is sanitized like an article, audited (`live.add`, `live.update`,
 * `live.delete`, `live.end`, `live.reopen`) and redraws the story's pages and its poll answers.
 * Reading the entries is LiveQueries'.
 */
export class LiveCommands {
  constructor(protected readonly deps: LiveCommandDeps) {}

  async add(actor: Actor, id: string, form: LiveEntryForm): Promise<LiveEntry> {
    const { row, viewer } = await this.writableStory(actor, id);
    const input = inputOf(form);
    if (!row.liveBlog) throw new AppError(409, 'conflict', LIVE_TEXTS.notLive);
    if (row.liveEndedAt) throw new AppError(409, 'conflict', LIVE_TEXTS.endedRefusal);
    const fields = await this.fieldsOf(input, form, null, viewer._id);
    const added = await this.deps.live
      .add(row.id, fields, { id: viewer._id, name: personName(viewer) }, this.deps.clock.now())
      .catch(async (error: unknown) => {
        if (form.imageFile && fields.image) await this.deps.library.discard(fields.image);
        throw error;
      });
    if (!added) {
      if (form.imageFile && fields.image) await this.deps.library.discard(fields.image);
      throw new AppError(409, 'conflict', LIVE_TEXTS.endedRefusal);
    }
    await this.deps.library.refreshUses(row.id);
    await this.record(actor, 'live.add', row, { entry: added.id, title: added.title, keyEvent: added.keyEvent });
    return toLiveEntry(added);
  }

  async update(actor: Actor, id: string, entryId: string, form: LiveEntryForm): Promise<LiveEntry> {
    const { row, viewer } = await this.writableStory(actor, id);
    const input = inputOf(form);
    if (!row.liveBlog) throw new AppError(409, 'conflict', LIVE_TEXTS.notLive);
    const existing = await this.entry(row.id, entryId);
    const fields = await this.fieldsOf(input, form, existing, viewer._id);
    const changed = await this.deps.live.update(row.id, existing.id, fields, this.deps.clock.now());
    if (!changed) throw new NotFoundError(LIVE_TEXTS.notFound);
    await this.deps.library.refreshUses(row.id);
    await this.record(actor, 'live.update', row, { entry: changed.id, title: changed.title });
    return toLiveEntry(changed);
  }

  async remove(actor: Actor, id: string, entryId: string): Promise<void> {
    const { row } = await this.writableStory(actor, id);
    if (!row.liveBlog) throw new AppError(409, 'conflict', LIVE_TEXTS.notLive);
    const existing = await this.entry(row.id, entryId);
    const removed = await this.deps.live.remove(row.id, existing.id, this.deps.clock.now());
    if (!removed) throw new NotFoundError(LIVE_TEXTS.notFound);
    await this.deps.library.refreshUses(row.id);
    await this.record(actor, 'live.delete', row, { entry: removed.id, title: removed.title });
  }

  /** Ends the live coverage (or, `ended` false, reopens it): editors and admins. */
  async setEnded(actor: Actor, id: string, ended: boolean): Promise<LiveCoverage> {
    authorize(actor, 'articles:publish');
    const row = await this.deps.news.findRow(id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (!row.liveBlog) throw new AppError(409, 'conflict', LIVE_TEXTS.notLive);
    const now = this.deps.clock.now();
    await this.deps.live.setEnded(row.id, ended, now);
    await this.record(actor, ended ? 'live.end' : 'live.reopen', row, {});
    return coverageOf(this.deps.live, { id: row.id, liveEndedAt: ended ? now : null });
  }

  /** A story whose live blog the actor may write in (else 401/403, or 404). */
  private async writableStory(actor: Actor, id: string) {
    const row = await this.deps.news.findRow(id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return { row, viewer: liveWriter(actor, row) };
  }

  private async entry(articleId: string, entryId: string) {
    const n = /^\d{1,15}$/.test(entryId) ? Number(entryId) : NaN;
    const found = Number.isSafeInteger(n) ? await this.deps.live.find(articleId, n) : null;
    if (!found) throw new NotFoundError(LIVE_TEXTS.notFound);
    return found;
  }

  /**
   * The stored fields of a checked entry: a new picture saved. Without a new file an edit keeps
   * the entry's picture unless `removeImage`.
   */
  private async fieldsOf(
    input: LiveEntryInput,
    form: LiveEntryForm,
    existing: LiveEntryFields | null,
    by: string,
  ): Promise<LiveEntryFields> {
    const removeImage = form.fields.removeImage === 'true' || form.fields.removeImage === true;
    const image = form.imageFile
      ? (await this.deps.library.add(form.imageFile, by, { alt: input.imageAlt ?? '' })).url
      : removeImage
        ? null
        : (existing?.image ?? null);
    return {
      title: input.title,
      body: input.body,
      image,
      imageAlt: image ? input.imageAlt : null,
      keyEvent: input.keyEvent,
      pinned: input.pinned,
    };
  }

  private async record(actor: Actor, action: AuditAction, row: ArticleRow, details: Record<string, unknown>) {
    await this.deps.audit.record(actor, {
      action,
      target: { type: 'article', id: row.id, label: row.title },
      details,
    });
    this.deps.events.emit('articles.changed', {
      ids: [row.id],
      categories: [row.category],
      change: 'updated',
      public: row.status === 'published',
      inPlace: true,
      slugs: [row.slug],
    });
  }
}
