import { eq, like, or } from 'drizzle-orm';
import { autoFill, missingRequired, REQUIRED_FIELDS, type ArticleInput } from '../../core/article-input';
import { slugify } from '../../core/slug';
import { countWords, htmlToText } from '../../core/text';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { articles, type ArticleRow } from '../db/schema';
import { NotFoundError, ValidationError } from '../lib/errors';
import type { MediaService } from '../media/media.service';
import { sanitizeArticleHtml } from './sanitize';

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
  /** Bytes of a new image file; it replaces `input.image`. */
  imageFile?: Uint8Array | null;
}

/**
 * Creates and changes articles: sanitized HTML, the SPEC §5 auto-fill, a unique
 * slug that stays put once published, the publication time on first publish,
 * and images stored before the row and removed again if the row fails.
 */
export class ArticleWriter {
  constructor(
    private readonly db: Db,
    private readonly media: MediaService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Answers the new article's id. */
  async create(request: WriteRequest, writer: Writer, origin?: StoryOrigin): Promise<string> {
    const fields = this.prepare(request.input);
    const image = request.imageFile ? await this.media.saveArticleImage(request.imageFile) : fields.image;
    try {
      const row = await this.withUniqueSlug(fields.title, null, (slug) =>
        this.db
          .insert(articles)
          .values({
            ...fields,
            image,
            slug,
            author: writer.name,
            authorId: writer.id,
            sourceName: origin?.sourceName ?? null,
            sourceUrl: origin?.sourceUrl ?? null,
            isSample: origin?.isSample ?? false,
            publishedAt: fields.status === 'published' ? (origin?.publishedAt ?? this.now()) : null,
          })
          .returning(),
      );
      return row.id;
    } catch (error) {
      if (request.imageFile) await this.media.removeArticleImage(image);
      throw error;
    }
  }

  async update(existing: ArticleRow, request: WriteRequest): Promise<void> {
    const fields = this.prepare(request.input);
    const image = request.imageFile ? await this.media.saveArticleImage(request.imageFile) : fields.image;
    try {
      const now = this.now();
      // The slug follows the title until the article is first published; links never break after.
      const keepSlug = existing.publishedAt !== null || fields.title === existing.title;
      const values = {
        ...fields,
        image,
        updatedAt: now,
        publishedAt: existing.publishedAt ?? (fields.status === 'published' ? now : null),
      };
      const write = (slug: string) =>
        this.db
          .update(articles)
          .set({ ...values, slug })
          .where(eq(articles.id, existing.id))
          .returning();
      const row = keepSlug
        ? (await write(existing.slug))[0]
        : await this.withUniqueSlug(fields.title, existing.id, write);
      if (!row) throw new NotFoundError('News article not found');
      if (existing.image !== row.image) await this.media.removeArticleImage(existing.image);
    } catch (error) {
      if (request.imageFile) await this.media.removeArticleImage(image);
      throw error;
    }
  }

  /** The server's own pass over what the editor sent: required fields, auto-fill, clean HTML. */
  private prepare(input: ArticleInput) {
    const content = sanitizeArticleHtml(input.content);
    if (missingRequired({ ...input, content })) throw new ValidationError(REQUIRED_FIELDS);
    const filled = autoFill(input);
    return { ...filled, content, wordCount: countWords(htmlToText(content)) };
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
