import { tagSlugs } from '../../core/tags';
import { eq, inArray, like, or } from 'drizzle-orm';
import type { Category } from '../../core/categories';
import { missingRequired, REQUIRED_FIELDS, type ArticleInput } from '../../core/article-input';
import { isUuid, slugify } from '../../core/slug';
import { countWords, htmlToText } from '../../core/text';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { articleRowColumns, articles, tiers, type ArticleRow } from '../db/schema';
import { NotFoundError, ValidationError } from '../lib/errors';
import { ALT_REQUIRED, needsAlt } from '../../core/media-library';
import { figureIdsIn, type MediaLibrary } from '../media/library.service';
import { sanitizeArticleHtml } from './sanitize';
import { embedLinksIn, type EmbedService } from '../embeds/embeds.service';
import { RevisionStore } from './revisions';
import { DEFAULT_AUTHOR } from '../../core/article';
import { writtenMeta } from '../../core/seo';
import { bylineText, type BylineInput } from '../../core/bylines';
import { BylineStore, type ResolvedByline } from './bylines';

/** Who writes: their account and the byline they get. */
export interface Writer {
  /** Null for stories the news fetch brings in. */
  id: string | null;
  name: string;
}

/** Where a fetched story comes from: shown on its page, and its first publication time. */
export interface StoryOrigin {
  sourceName: string;
  sourceUrl: string;
  publishedAt: Date;
  isSample?: boolean;
}

/** An article's fields as saved: an uploaded image (if any) is passed separately as bytes. */
export interface WriteRequest {
  input: ArticleInput;
  /** Bytes of a new image file; it replaces `input.image` and joins the media library. */
  imageFile?: Uint8Array | null;
  /**
   * When a `scheduled` story goes out, as the use case read it from `input.publishAt` in the
   * site's time zone (core/schedule.ts). Ignored for any other status.
   */
  publishAt?: Date | null;
  /** Who the story credits, in order (core/bylines.ts); absent keeps them (a new story credits its writer). */
  bylines?: readonly BylineInput[];
}

/** Stories whose figures were drawn again, as `articles.changed` names them. */
export interface RedrawnStories {
  ids: string[];
  categories: Category[];
  slugs: string[];
  public: boolean;
}

const UPLOADED_IMAGE = /^\/uploads\/images\/[0-9a-f-]{36}$/;
/** An image uploaded to this site: a media library picture (server/media/library.service.ts). */
export const isUploadedImage = (image: string | null) => image !== null && UPLOADED_IMAGE.test(image);

/**
 * Creates and changes articles: sanitized HTML, only the meta fields written by hand (the
 * others follow the headline; docs/product.md, 'Admin: article editor'), a unique slug that stays put once
 * published, the publication time on first publish, and images stored before the
 * row and removed again if the row fails. Uploaded pictures belong to the media library: a
 * story names which it shows (`media_uses`, refreshed by every save) and never removes them.
 */
/** A story stays in its edition: another language is a translation, a story of its own. */
const EDITION_FIXED = "edition: a story's edition cannot change; translate it instead";

export class ArticleWriter {
  private readonly bylines: BylineStore;

  constructor(
    private readonly db: Db,
    private readonly library: Pick<MediaLibrary, 'add' | 'discard' | 'rows' | 'refreshUses' | 'usedBy' | 'markUnused'>,
    private readonly embeds: Pick<EmbedService, 'previews'>,
    private readonly now: () => Date = () => new Date(),
    private readonly revisions: RevisionStore = new RevisionStore(db),
  ) {
    this.bylines = new BylineStore(db);
  }

  /** Answers the new article's id. */
  async create(request: WriteRequest, writer: Writer, origin?: StoryOrigin): Promise<string> {
    const fields = await this.prepare(request, null);
    const credits = await this.creditsFor(request, writer);
    if (!request.imageFile) await this.checkImageRef(fields.image, null);
    const image = request.imageFile ? await this.upload(request.imageFile, writer, fields.imageAlt) : fields.image;
    let row: ArticleRow;
    try {
      row = await this.withUniqueSlug(fields.title, null, (slug) =>
        this.db
          .insert(articles)
          .values({
            ...fields,
            image,
            slug,
            author: credits ? bylineText(credits) : writer.name,
            authorId: writer.id,
            sourceName: origin?.sourceName ?? null,
            sourceUrl: origin?.sourceUrl ?? null,
            isSample: origin?.isSample ?? false,
            publishedAt: fields.status === 'published' ? (origin?.publishedAt ?? this.now()) : null,
            submittedAt: fields.status === 'review' ? this.now() : null,
          })
          .returning(articleRowColumns),
      );
    } catch (error) {
      if (request.imageFile && image) await this.library.discard(image);
      throw error;
    }
    // Outside the clean-up above: once the row is saved, its picture must stay even if these fail.
    if (credits) await this.bylines.save(row.id, credits, { fresh: true });
    // The first revision: as written, or as the news fetch brought it in.
    await this.revisions.record(row.id, row, {
      author: writer,
      origin: origin ? 'fetched' : 'created',
      at: this.now(),
      fresh: true,
    });
    await this.library.refreshUses(row.id, row, { fresh: true });
    return row.id;
  }

  /**
   * Saves `request` over `existing` as `by`, keeping a revision of the result (of a restore when
   * `restoredFrom` names the revision brought back). A story older than revisions first gets
   * one of how it was.
   */
  async update(
    existing: ArticleRow,
    request: WriteRequest,
    by: Writer,
    restoredFrom: number | null = null,
  ): Promise<void> {
    const fields = await this.prepare(request, existing);
    const credits = request.bylines ? await this.bylines.resolve(request.bylines, existing.id) : null;
    if (!request.imageFile) await this.checkImageRef(fields.image, existing);
    const image = request.imageFile ? await this.upload(request.imageFile, by, fields.imageAlt) : fields.image;
    let saved: ArticleRow;
    try {
      const now = this.now();
      // The slug follows the title until the article is first published; links never break after.
      const keepSlug = existing.publishedAt !== null || fields.title === existing.title;
      const values = {
        ...fields,
        image,
        ...(credits ? { author: bylineText(credits) } : {}),
        updatedAt: now,
        publishedAt: existing.publishedAt ?? (fields.status === 'published' ? now : null),
        // In review since it was submitted (saved again in review, it keeps its place in the queue).
        submittedAt: fields.status !== 'review' ? null : existing.status === 'review' ? existing.submittedAt : now,
        // An editor's note stays on the draft it sent back, until the story moves on.
        ...(fields.status === 'draft' ? {} : { reviewNote: null, reviewNoteBy: null, reviewNoteAt: null }),
      };
      const write = (slug: string) =>
        this.db
          .update(articles)
          .set({ ...values, slug })
          .where(eq(articles.id, existing.id))
          .returning(articleRowColumns);
      const row = keepSlug
        ? (await write(existing.slug))[0]
        : await this.withUniqueSlug(fields.title, existing.id, write);
      if (!row) throw new NotFoundError('News article not found');
      saved = row;
    } catch (error) {
      if (request.imageFile && image) await this.library.discard(image);
      throw error;
    }
    if (credits) await this.bylines.save(existing.id, credits);
    // A story from before revisions gets its first from how it was.
    await this.revisions.record(
      existing.id,
      saved,
      { author: by, origin: restoredFrom === null ? 'saved' : 'restored', at: saved.updatedAt, restoredFrom },
      {
        version: existing,
        author: { id: existing.authorId, name: existing.sourceName ?? existing.author ?? DEFAULT_AUTHOR },
        origin: existing.sourceUrl ? 'fetched' : 'created',
        at: existing.updatedAt,
      },
    );
    await this.library.refreshUses(existing.id, saved);
  }

  /**
   * Deletes an article; answers whether it existed. Its pictures stay in the media library,
   * those no other story shows starting their 30 days unused.
   */
  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const shown = await this.library.usedBy(id);
    const [row] = await this.db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
    if (!row) return false;
    await this.library.markUnused(shown);
    return true;
  }

  /**
   * Draws the library figures of these stories again (a picture's alt text, caption or credit
   * changed in the library), changing only their text. Answers the stories changed as the
   * `articles.changed` event names them.
   */
  async redrawFigures(ids: readonly string[]): Promise<RedrawnStories> {
    const redrawn: RedrawnStories = { ids: [], categories: [], slugs: [], public: false };
    if (ids.length === 0) return redrawn;
    const rows = await this.db
      .select({
        id: articles.id,
        content: articles.content,
        category: articles.category,
        slug: articles.slug,
        status: articles.status,
      })
      .from(articles)
      .where(inArray(articles.id, [...ids]));
    for (const row of rows) {
      const content = sanitizeArticleHtml(
        row.content,
        await this.library.rows(figureIdsIn(row.content)),
        await this.embeds.previews(embedLinksIn(row.content)),
      );
      if (content === row.content) continue;
      await this.db.update(articles).set({ content }).where(eq(articles.id, row.id));
      redrawn.ids.push(row.id);
      if (!redrawn.categories.includes(row.category)) redrawn.categories.push(row.category);
      redrawn.slugs.push(row.slug);
      redrawn.public ||= row.status === 'published';
    }
    return redrawn;
  }

  /**
   * Who a new story credits: the bylines sent, else its writer (a staff account); null for a
   * fetched story, whose `author` is its source's byline.
   */
  private async creditsFor(request: WriteRequest, writer: Writer): Promise<ResolvedByline[] | null> {
    if (request.bylines) return this.bylines.resolve(request.bylines);
    return writer.id ? [{ user: writer.id, role: 'author', name: writer.name }] : null;
  }

  /** A featured picture sent with the story: into the library, its alt text the story's image description. */
  private async upload(bytes: Uint8Array, by: Writer, alt: string | null | undefined): Promise<string> {
    return (await this.library.add(bytes, by.id, { alt: alt ?? '' })).url;
  }

  /**
   * An uploaded image named by its address (not sent as a file) must be a picture of the media
   * library (or the story's own, kept as it was).
   */
  private async checkImageRef(image: string | null, existing: ArticleRow | null): Promise<void> {
    if (!image || !UPLOADED_IMAGE.test(image) || image === existing?.image) return;
    const id = image.slice('/uploads/images/'.length);
    if ((await this.library.rows([id])).has(id)) return;
    throw new ValidationError('Choose a new image file, a picture from the media library or a full image URL', {
      image: 'Not a picture of the media library',
    });
  }

  /**
   * The server's own pass over what the editor sent: required fields, clean HTML, and only the meta
   * fields written by hand (a value that is the headline or description, as now or as `existing`
   * had it, is stored empty, so the page follows the next headline change; core/seo.ts).
   */
  private async prepare(request: WriteRequest, existing: ArticleRow | null) {
    const { publishAt: _asTyped, ...input } = request.input;
    if (existing && input.edition !== existing.edition) {
      throw new ValidationError(EDITION_FIXED, { edition: EDITION_FIXED });
    }
    // The body's library pictures, drawn from the library's row (sizes, alt text, caption, credit).
    // And its embeds' previews (read from the providers the first time a link is saved).
    const [pictures, previews] = await Promise.all([
      this.library.rows(figureIdsIn(input.content)),
      this.embeds.previews(embedLinksIn(input.content)),
    ]);
    const content = sanitizeArticleHtml(input.content, pictures, previews);
    if (missingRequired({ ...input, content })) throw new ValidationError(REQUIRED_FIELDS);
    if (
      (input.status === 'published' || input.status === 'scheduled') &&
      figureIdsIn(content).some((id) => needsAlt(pictures.get(id)!))
    ) {
      throw new ValidationError(ALT_REQUIRED, { content: ALT_REQUIRED });
    }
    // Only members-only stories name tiers, and only tiers that exist (archived ones included).
    const accessTiers = input.access === 'members' ? input.accessTiers : [];
    if (accessTiers.length) {
      const found = await this.db.select({ id: tiers.id }).from(tiers).where(inArray(tiers.id, accessTiers));
      if (found.length !== accessTiers.length) {
        throw new ValidationError('accessTiers: not a tier of this site', { accessTiers: 'not a tier of this site' });
      }
    }
    const filled = { ...input, accessTiers, ...writtenMeta(input, existing) };
    // Only a scheduled story has a time to go out (a check in the database says so too).
    const publishAt = input.status === 'scheduled' ? (request.publishAt ?? null) : null;
    if (input.status === 'scheduled' && !publishAt) throw new ValidationError('A scheduled story needs its time');
    return {
      ...filled,
      content,
      wordCount: countWords(htmlToText(content)),
      publishAt,
      tagSlugs: tagSlugs(filled.tags),
    };
  }

  /** Runs `write` with the first free slug for the title (another writer may take one meanwhile). */
  private async withUniqueSlug(
    title: string,
    ownId: string | null,
    write: (slug: string) => Promise<ArticleRow[]>,
  ): Promise<ArticleRow> {
    const base = slugify(title) || 'article';
    for (let attempt = 0; attempt < 5; attempt++) {
      const slug = await this.freeSlug(base, ownId);
      try {
        const [row] = await write(slug);
        if (!row) throw new ValidationError('That article no longer exists');
        return row;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new ValidationError('Could not find a free address for this title; change the title a little');
  }

  private async freeSlug(base: string, ownId: string | null): Promise<string> {
    const taken = await this.db
      .select({ slug: articles.slug, id: articles.id })
      .from(articles)
      .where(or(eq(articles.slug, base), like(articles.slug, `${base.replace(/[%_\\]/g, '\\$&')}-%`)));
    const used = new Set(taken.filter((r) => r.id !== ownId).map((r) => r.slug));
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
