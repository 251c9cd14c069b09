import { TRANSLATE_SAME_EDITION, TRANSLATION_EXISTS, translateInput, type TranslationStore } from './translations';
import { type Article } from '../../core/article';
import { personName } from '../../core/authors';
import { bulkInput, type BulkAction, type BulkResult } from '../../core/article-list';
import { scheduleFor } from '../../core/schedule';
import { NOT_IN_REVIEW, sendBackInput } from '../../core/review';
import { articleNoteInput, NOTES_ON_PUBLISHED_ONLY, type ArticleNote } from '../../core/corrections';
import { snapshotOf } from '../../core/revisions';
import { articleInputSchema, type ArticleInput } from '../../core/article-input';
import type { AuditLog } from '../audit/audit.service';
import { allows, authorize } from '../auth/authorize';
import type { Clock } from '../ingest/scheduler';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import {
  fingerprintOf,
  IDEMPOTENCY_WINDOW_MS,
  idempotencyKeyOf,
  IdempotentCreates,
  type FirstAnswer,
} from '../lib/idempotency';
import type { RateLimiter } from '../lib/rate-limit';
import type { Viewer } from '../auth/auth.service';
import type { DomainEvents, EventBus } from '../lib/events';
import type { AccountMail } from '../mail/account-mail';
import { parseOr400 } from '../lib/validate';
import {
  AUTHORS_SAVE_DRAFTS,
  editableArticle,
  existingArticle,
  mayAuthorSave,
  mayEdit,
  NOT_FOUND,
  OWN_DRAFTS_ONLY,
  revisionOf,
} from './article-access';
import { articleInputOver, BLANK, bylinesOver, fieldsOf, type ArticleForm } from './article-form';
import { isUploadedImage, type ArticleWriter } from './article-writer';
import type { DueStory, NewsService } from './news.service';
import { toNote } from './news.mapper';
import type { RevisionStore } from './revisions';

/** What the news use cases use (wired in server/services.ts). */
export interface NewsCommandDeps {
  news: NewsService;
  writer: ArticleWriter;
  revisions: Pick<RevisionStore, 'get'>;
  audit: AuditLog;
  events: EventBus;
  /** `idempotency`: the claims on Idempotency-Keys, shared by the processes (server/lib/idempotency.ts). */
  limits: { idempotency: RateLimiter };
  accountMail: Pick<AccountMail, 'storySentBack'>;
  clock: Clock;
  /** The site's time zone: schedule times typed by editors are read in it. */
  timeZone: string;
  translations: TranslationStore;
}

export const KEY_MADE_DELETED = 'The article this Idempotency-Key made has since been deleted';

/** The status each bulk action gives (deleting gives none). */
const BULK_STATUS = { publish: 'published', archive: 'archived' } as const;

type ArticlesChanged = DomainEvents['articles.changed'];

/**
 * One event for a bulk action's changes: every id and category; public when any was; an edit
 * in place only when all were (then the pages of all their slugs), else every public page.
 */
export function mergeChanges(changes: readonly ArticlesChanged[]): ArticlesChanged | null {
  const first = changes[0];
  if (!first) return null;
  const inPlace = changes.every((c) => c.inPlace);
  return {
    ids: changes.flatMap((c) => c.ids),
    categories: [...new Set(changes.flatMap((c) => c.categories))],
    change: changes.every((c) => c.change === first.change) ? first.change : 'updated',
    public: changes.some((c) => c.public),
    ...(inPlace ? { inPlace: true, slugs: [...new Set(changes.flatMap((c) => c.slugs ?? []))] } : {}),
  };
}

/** An article form, or a way to read one: read only once the actor may write at all. */
export type ArticleFormSource = ArticleForm | (() => Promise<ArticleForm>);

/**
 * The news use cases (docs/decisions/004-use-case-layer.md): each checks permission
 * (`authorize`), validates, does the work, writes the audit record and emits the event.
 * The reads (lists, the dashboard, the editor's start) are NewsQueries (news.queries.ts).
 */
export class NewsCommands {
  constructor(protected readonly deps: NewsCommandDeps) {}

  /**
   * Publishes, archives or deletes several stories at once (editors and admins; deleting needs
   * `articles:delete-any`). Each story goes through the same use case as one at a time, with its
   * revision, audit record and event; a story that cannot be changed is left, and said why.
   */
  async bulk(actor: Actor, input: unknown): Promise<BulkResult> {
    // Who may not act at all is told so before their input is looked at (as every use case does).
    authorize(actor, 'articles:publish');
    const { action, ids } = parseOr400(bulkInput, input);
    if (action === 'delete') authorize(actor, 'articles:delete-any');
    const result: BulkResult = { action, done: [], failed: [] };
    // One 'articles.changed' for the whole batch: per story, every listener (the page cache, the
    // read model's lists, Most read) read the lists again while the next story was being saved
    // (docs/performance.md, 'Bulk actions').
    const changes: ArticlesChanged[] = [];
    try {
      await this.bulkEach(actor, action, ids, result, changes);
    } finally {
      const merged = mergeChanges(changes);
      if (merged) this.deps.events.emit('articles.changed', merged);
    }
    return result;
  }

  private async bulkEach(
    actor: Actor,
    action: BulkAction,
    ids: readonly string[],
    result: BulkResult,
    changes: ArticlesChanged[],
  ): Promise<void> {
    const collect = (event: ArticlesChanged) => void changes.push(event);
    for (const id of ids) {
      try {
        if (action === 'delete') await this.delete(actor, id, collect);
        else await this.update(actor, id, { fields: { status: BULK_STATUS[action] }, imageFile: null }, collect);
        result.done.push(id);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        const row = error instanceof NotFoundError ? null : await this.deps.news.findRow(id);
        result.failed.push({ id, title: row?.title ?? null, message: error.message });
      }
    }
  }

  /**
   * Writes a new article. Authors save drafts or submit them for review; an editor or admin may
   * publish at once. Audit: `article.publish` when it is created published, `article.schedule`
   * when scheduled, `article.submit` when submitted for review, else `article.create`.
   *
   * With an `Idempotency-Key` (the header's value, `idempotencyKey`), the account's first
   * request with that key makes the article; a repeat within 24 hours with the same form answers
   * that article without making another, one with another form is refused (422); the creation's
   * audit record names the key (server/lib/idempotency.ts).
   */
  async create(actor: Actor, source: ArticleFormSource, idempotencyKey: string | null = null): Promise<Article> {
    const viewer = authorize(actor, 'articles:create');
    const key = idempotencyKeyOf(idempotencyKey);
    const form = await read(source);
    if (!key) return this.#create(actor, viewer, form, null);
    const idempotency = { key, fingerprint: fingerprintOf(form.fields, form.imageFile) };
    this.#creates ??= new IdempotentCreates(this.deps.limits.idempotency);
    const { result } = await this.#creates.once(
      viewer._id,
      key,
      idempotency.fingerprint,
      () => this.#createdWith(viewer._id, key),
      () => this.#create(actor, viewer, form, idempotency),
    );
    return result;
  }

  /** The creates under way with an Idempotency-Key (made on first use: the limiter is a service). */
  #creates: IdempotentCreates<Article> | undefined;

  /** The article the account made with `key` in the last 24 hours, as its audit record names it. */
  async #createdWith(accountId: string, key: string): Promise<FirstAnswer<Article> | null> {
    const record = await this.deps.audit.findRecent(accountId, ['idempotency', 'key'], key, IDEMPOTENCY_WINDOW_MS);
    if (!record?.targetId) return null;
    const fingerprint = String((record.details?.idempotency as { fingerprint?: unknown } | undefined)?.fingerprint);
    const article = await this.deps.news.find(record.targetId, { includeUnpublished: true });
    if (!article) throw new AppError(409, 'conflict', KEY_MADE_DELETED);
    return { fingerprint, result: article };
  }

  async #create(
    actor: Actor,
    viewer: Viewer,
    form: ArticleForm,
    idempotency: { key: string; fingerprint: string } | null,
  ): Promise<Article> {
    const input = articleInputOver(BLANK, form);
    if (!mayAuthorSave(input.status) && !allows(actor, 'articles:publish')) {
      throw new AppError(403, 'forbidden', AUTHORS_SAVE_DRAFTS);
    }
    const publishAt = this.scheduledTime(input);
    const { writer, news } = this.deps;
    const id = await writer.create(
      { input, imageFile: form.imageFile, publishAt, bylines: bylinesOver(form) },
      { id: viewer._id, name: personName(viewer) },
    );
    const article = await news.find(id, { includeUnpublished: true });
    if (!article) throw new NotFoundError(NOT_FOUND);
    const published = article.status === 'published';
    await this.deps.audit.record(actor, {
      action: published
        ? 'article.publish'
        : publishAt
          ? 'article.schedule'
          : article.status === 'review'
            ? 'article.submit'
            : 'article.create',
      target: { type: 'article', id, label: article.title },
      details: {
        status: article.status,
        category: article.category,
        ...(published ? { created: true } : {}),
        ...(publishAt ? { publishAt: publishAt.toISOString() } : {}),
        ...(idempotency ? { idempotency } : {}),
      },
    });
    this.deps.events.emit('articles.changed', {
      ids: [id],
      categories: [article.category],
      change: 'created',
      public: published,
    });
    return article;
  }

  /**
   * Changes an article. Authors change their own drafts and stories in review, and may only
   * keep them drafts or submit them. Audit: `article.publish` when it becomes published,
   * `article.unpublish` when it stops being, `article.schedule` when it gets a new time,
   * `article.submit` when it goes into review, else `article.update`.
   */
  async update(
    actor: Actor,
    id: string,
    source: ArticleFormSource,
    /** Where the change event goes: the bus, or a bulk action that sends one for all. */
    announce: (event: ArticlesChanged) => void = (event) => this.deps.events.emit('articles.changed', event),
  ): Promise<Article> {
    const viewer = authorize(actor, 'articles:edit-own');
    const { row: existing, article: current } = await existingArticle(this.deps.news, id);
    const editAny = allows(actor, 'articles:edit-any');
    if (!mayEdit(actor, viewer, existing)) throw new AppError(403, 'forbidden', OWN_DRAFTS_ONLY);
    const form = await read(source);
    const input = articleInputOver(fieldsOf(current), form);
    if (!editAny && !mayAuthorSave(input.status)) throw new AppError(403, 'forbidden', AUTHORS_SAVE_DRAFTS);
    const publishAt = this.scheduledTime(input);
    const { writer, news } = this.deps;
    await writer.update(
      existing,
      { input, imageFile: form.imageFile, publishAt, bylines: bylinesOver(form) },
      { id: viewer._id, name: personName(viewer) },
    );
    const article = await news.find(existing.id, { includeUnpublished: true });
    if (!article) throw new NotFoundError(NOT_FOUND);
    const was = existing.status === 'published';
    const is = article.status === 'published';
    const rescheduled = publishAt !== null && publishAt.getTime() !== existing.publishAt?.getTime();
    await this.deps.audit.record(actor, {
      action:
        is && !was
          ? 'article.publish'
          : was && !is && !publishAt
            ? 'article.unpublish'
            : rescheduled
              ? 'article.schedule'
              : article.status === 'review' && existing.status !== 'review'
                ? 'article.submit'
                : 'article.update',
      target: { type: 'article', id: article._id, label: article.title },
      details: {
        status: article.status,
        previousStatus: existing.status,
        category: article.category,
        ...(publishAt ? { publishAt: publishAt.toISOString() } : {}),
      },
    });
    announce({
      ids: [article._id],
      categories: [...new Set([existing.category, article.category])],
      change: 'updated',
      // Public pages change when the article is, or was, public.
      public: was || is,
      // An edit in place: only the pages showing it are redrawn (server/cache/tags.ts).
      ...(was && is ? { inPlace: true, slugs: [...new Set([existing.slug, article.slug])] } : {}),
    });
    return article;
  }

  /**
   * Sends a story in review back to its author (editors and admins): a draft again, with a note
   * the author reads in the editor. A story not in review (never submitted, or already sent
   * back, published or scheduled by another editor) is a 409. Audit: `article.send-back`.
   */
  async sendBack(actor: Actor, id: string, input: unknown): Promise<Article> {
    const viewer = authorize(actor, 'articles:publish');
    const { note } = parseOr400(sendBackInput, input);
    const { news, clock } = this.deps;
    const row = await news.sendBack(id, { text: note, by: personName(viewer) }, clock.now());
    if (!row) {
      if (!(await news.findRow(id))) throw new NotFoundError(NOT_FOUND);
      throw new AppError(409, 'conflict', NOT_IN_REVIEW);
    }
    await this.deps.audit.record(actor, {
      action: 'article.send-back',
      target: { type: 'article', id: row.id, label: row.title },
      details: { status: 'draft', previousStatus: 'review', category: row.category, note },
    });
    this.deps.events.emit('articles.changed', {
      ids: [row.id],
      categories: [row.category],
      change: 'updated',
      public: false,
    });
    // The author hears of it by email too (at a verified address; never fails the send-back).
    this.deps.accountMail.storySentBack(actor.log, {
      articleId: row.id,
      authorId: row.authorId,
      title: row.title,
      note,
      by: personName(viewer),
      byId: viewer._id,
    });
    const article = await news.find(row.id, { includeUnpublished: true });
    if (!article) throw new NotFoundError(NOT_FOUND);
    return article;
  }

  /**
   * Restores a revision: its text and settings become the article's, saved as a new revision
   * (history is never rewritten). The status and the publication time stay as they are, and so
   * does the picture when the revision's was an upload replaced since (its files are gone).
   * Audit: `article.restore`; the pages showing a published story are drawn afresh.
   */
  async restoreRevision(actor: Actor, id: string, number: string): Promise<Article> {
    const { viewer, row: existing, article: current } = await editableArticle(this.deps.news, actor, id);
    const revision = await revisionOf(this.deps.revisions, existing.id, number);
    const fields = snapshotOf(revision.snapshot);
    const image = isUploadedImage(fields.image) && fields.image !== existing.image ? existing.image : fields.image;
    const input = parseOr400(articleInputSchema, {
      ...fieldsOf(current),
      ...fields,
      image,
      status: existing.status,
      publishAt: current.publishAt,
    });
    const { writer, news } = this.deps;
    await writer.update(
      existing,
      { input, publishAt: existing.publishAt },
      { id: viewer._id, name: personName(viewer) },
      revision.number,
    );
    const article = await news.find(existing.id, { includeUnpublished: true });
    if (!article) throw new NotFoundError(NOT_FOUND);
    await this.deps.audit.record(actor, {
      action: 'article.restore',
      target: { type: 'article', id: article._id, label: article.title },
      details: { revision: revision.number, status: article.status, category: article.category },
    });
    const published = article.status === 'published';
    this.deps.events.emit('articles.changed', {
      ids: [article._id],
      categories: [...new Set([existing.category, article.category])],
      change: 'updated',
      public: published,
      ...(published ? { inPlace: true, slugs: [...new Set([existing.slug, article.slug])] } : {}),
    });
    return article;
  }

  /**
   * Adds a correction or update to a published story (editors and admins). Readers see it under
   * the headline at once: the story counts as changed then (`dateModified`, feeds), and the pages
   * showing it are drawn afresh. A story that is not published is a 409. Audit: `article.note`.
   */
  /**
   * Starts a story's translation (docs/decisions/009-editions.md): a draft in another edition,
   * made from the story as it stands (its words to translate over, its section, tags and
   * picture), credited to the translator and linked to it. Anyone who writes may translate a
   * story they can see (an author their own work or a published story); 409 when the story has
   * a translation in that edition already. Audit: `article.translate`.
   */
  async translate(actor: Actor, id: string, input: unknown): Promise<Article> {
    const viewer = authorize(actor, 'articles:create');
    const { edition } = parseOr400(translateInput, input ?? {});
    const { row, article } = await existingArticle(this.deps.news, id);
    const visible = article.status === 'published' || allows(actor, 'articles:edit-any') || row.authorId === viewer._id;
    if (!visible) throw new NotFoundError(NOT_FOUND);
    if (edition === article.edition) {
      throw new ValidationError(TRANSLATE_SAME_EDITION, { edition: TRANSLATE_SAME_EDITION });
    }
    const { translations, writer, news } = this.deps;
    const taken = () => new AppError(409, 'conflict', TRANSLATION_EXISTS);
    if ((await translations.linked(article._id)).some((story) => story.edition === edition)) throw taken();
    const input_ = articleInputOver(fieldsOf(article), { fields: { status: 'draft', edition }, imageFile: null });
    const newId = await writer.create(
      { input: { ...input_, featured: false, trending: false }, imageFile: null, publishAt: null },
      { id: viewer._id, name: personName(viewer) },
    );
    if (!(await translations.link(article, { id: newId, edition }))) {
      // Another translation into that edition was linked at the same moment: this one goes.
      await writer.delete(newId);
      throw taken();
    }
    const made = await news.find(newId, { includeUnpublished: true });
    if (!made) throw new NotFoundError(NOT_FOUND);
    await this.deps.audit.record(actor, {
      action: 'article.translate',
      target: { type: 'article', id: newId, label: made.title },
      details: { from: article._id, edition },
    });
    this.deps.events.emit('articles.changed', {
      ids: [newId],
      categories: [made.category],
      change: 'created',
      public: false,
    });
    return made;
  }

  async addNote(actor: Actor, id: string, input: unknown): Promise<ArticleNote> {
    const viewer = authorize(actor, 'articles:publish');
    const note = parseOr400(articleNoteInput, input);
    const { news, clock } = this.deps;
    const row = await news.findRow(id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    const added = await news.addNote(row.id, { ...note, authorId: viewer._id }, clock.now());
    if (!added) throw new AppError(409, 'conflict', NOTES_ON_PUBLISHED_ONLY);
    await this.deps.audit.record(actor, {
      action: 'article.note',
      target: { type: 'article', id: row.id, label: row.title },
      details: { kind: note.kind, text: note.text },
    });
    this.deps.events.emit('articles.changed', {
      ids: [row.id],
      categories: [row.category],
      change: 'updated',
      public: true,
      inPlace: true,
      slugs: [row.slug],
    });
    return toNote(added);
  }

  /** Deletes an article and its uploaded picture's files (ArticleWriter.delete): editors and admins. */
  async delete(
    actor: Actor,
    id: string,
    announce: (event: ArticlesChanged) => void = (event) => this.deps.events.emit('articles.changed', event),
  ): Promise<void> {
    authorize(actor, 'articles:delete-any');
    const row = await this.deps.news.findRow(id);
    if (!row || !(await this.deps.writer.delete(row.id))) throw new NotFoundError(NOT_FOUND);
    const published = row.status === 'published';
    await this.deps.audit.record(actor, {
      action: 'article.delete',
      target: { type: 'article', id: row.id, label: row.title },
      details: { status: row.status, category: row.category },
    });
    announce({
      ids: [row.id],
      categories: [row.category],
      change: 'deleted',
      public: published,
    });
  }

  /**
   * Publishes the scheduled stories that are due (server/news/scheduled-publisher.ts runs it
   * every minute and at start-up, as the system; no request reaches it). Each goes out once,
   * with an `article.publish` audit record and the event that refreshes the pages showing it.
   */
  async publishDue(actor: Actor): Promise<DueStory[]> {
    if (actor.viewer) throw new AppError(403, 'forbidden', 'Scheduled stories are published by the site itself');
    const due = await this.deps.news.publishDue(this.deps.clock.now());
    // Told at once, before the audit records: a reader who finds a story out must not be shown a
    // kept page from before it (the cached pages go on this event).
    if (due.length > 0) {
      this.deps.events.emit('articles.changed', {
        ids: due.map((d) => d.id),
        categories: [...new Set(due.map((d) => d.category))],
        change: 'updated',
        public: true,
      });
    }
    for (const story of due) {
      await this.deps.audit.record(actor, {
        action: 'article.publish',
        target: { type: 'article', id: story.id, label: story.title },
        details: {
          status: 'published',
          previousStatus: 'scheduled',
          category: story.category,
          scheduledFor: story.scheduledFor,
        },
      });
    }
    return due;
  }

  /**
   * The time a `scheduled` story goes out, read in the site's time zone; null for any other
   * status. A missing, unreadable or past time is a 400 on `publishAt`.
   */
  private scheduledTime(input: ArticleInput): Date | null {
    if (input.status !== 'scheduled') return null;
    const time = scheduleFor(input.publishAt, this.deps.timeZone, this.deps.clock.now());
    if (!time.ok) throw new ValidationError(`publishAt: ${time.problem}`, { publishAt: time.problem });
    return time.at;
  }
}

async function read(source: ArticleFormSource): Promise<ArticleForm> {
  return typeof source === 'function' ? source() : source;
}
