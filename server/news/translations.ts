/**
 * Translations (docs/decisions/009-editions.md): stories of different editions that tell the same
 * story, linked in a group (`article_translations`). Each stays a story of its own; the group
 * gives their pages' `hreflang` alternates, the edition switch's target, the sitemaps' alternates
 * and the editor's 'Translations' (with the corrections made to the others since).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ArticleStatus } from '../../core/article';
import { articlePath } from '../../core/article';
import { z } from 'zod';
import { EDITIONS, editionCode, type Edition } from '../../core/editions';
import type { Db } from '../db/client';
import { articleNotes, articles, articleTranslations } from '../db/schema';

/** A story linked to another as its translation, as the editor and the pages need it. */
/** A story's published translation as its page links it: the translation's id, edition and address. */
export interface Counterpart {
  _id: string;
  edition: Edition;
  path: string;
}

/**
 * A story's published translations, as one JSON column of the statement that reads the story
 * (`NewsReading.findWithTranslations`): none for a story in no group, the usual case.
 */
export const publishedCounterpartsColumn = sql<{ id: string; edition: string; slug: string }[] | null>`(
  select json_agg(json_build_object('id', other.id, 'edition', other.edition, 'slug', other.slug) order by other.edition)
  from ${articleTranslations} mine
  join ${articleTranslations} theirs on theirs.group_id = mine.group_id and theirs.article_id <> mine.article_id
  join ${articles} other on other.id = theirs.article_id and other.status = 'published'
  where mine.article_id = articles.id)`;

/** The translations `publishedCounterpartsColumn` read, with their addresses. */
export function counterpartsOf(rows: { id: string; edition: string; slug: string }[] | null): Counterpart[] {
  return (rows ?? []).map((row) => {
    const edition = editionCode(row.edition);
    return { _id: row.id, edition, path: articlePath({ slug: row.slug, edition }) };
  });
}

export interface LinkedStory {
  _id: string;
  edition: Edition;
  slug: string;
  title: string;
  status: ArticleStatus;
  /** Its address in its edition (`/hi/news/…`). */
  path: string;
  /** Its corrections, oldest first: the editor of a translation is told of the ones made since. */
  corrections: { text: string; createdAt: string }[];
  /** Its words, for the editor's side-by-side view (the editor's read only: `withText`). */
  text?: { description: string; content: string };
}

/** POST /api/news/{id}/translations: the edition to translate the story into. */
export const translateInput = z.object({
  edition: z.enum(Object.keys(EDITIONS) as [Edition, ...Edition[]], {
    message: `edition: must be one of ${Object.keys(EDITIONS).join(', ')}`,
  }),
});

export const TRANSLATE_SAME_EDITION = 'edition: the story is in that edition already';
export const TRANSLATION_EXISTS = 'This story has a translation in that edition already';

export class TranslationStore {
  constructor(private readonly db: Db) {}

  /** The group a story is in (the id the group is known by), or null when it has no translation. */
  async groupOf(articleId: string, db: Pick<Db, 'select'> = this.db): Promise<string | null> {
    const [row] = await db
      .select({ groupId: articleTranslations.groupId })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, articleId))
      .limit(1);
    return row?.groupId ?? null;
  }

  /** The other stories of a story's group, by edition (the editor's 'Translations'). */
  async linked(articleId: string, options: { withText?: boolean } = {}): Promise<LinkedStory[]> {
    // The story's group in the same statement: a story without translations costs one lookup.
    const group = sql`(select ${articleTranslations.groupId} from ${articleTranslations} where ${articleTranslations.articleId} = ${articleId})`;
    const rows = await this.db
      .select({
        _id: articles.id,
        edition: articles.edition,
        slug: articles.slug,
        title: articles.title,
        status: articles.status,
        description: articles.description,
        content: options.withText ? articles.content : sql<string>`''`,
      })
      .from(articleTranslations)
      .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
      .where(and(sql`${articleTranslations.groupId} = ${group}`, ne(articleTranslations.articleId, articleId)))
      .orderBy(asc(articleTranslations.edition));
    const notes = rows.length
      ? await this.db
          .select({ articleId: articleNotes.articleId, text: articleNotes.text, createdAt: articleNotes.createdAt })
          .from(articleNotes)
          .where(
            and(
              inArray(
                articleNotes.articleId,
                rows.map((r) => r._id),
              ),
              eq(articleNotes.kind, 'correction'),
            ),
          )
          .orderBy(asc(articleNotes.createdAt))
      : [];
    return rows.map(({ description, content, ...row }) => {
      const edition = editionCode(row.edition);
      return {
        ...row,
        ...(options.withText ? { text: { description, content } } : {}),
        edition,
        path: articlePath({ slug: row.slug, edition }),
        corrections: notes
          .filter((n) => n.articleId === row._id)
          .map((n) => ({ text: n.text, createdAt: n.createdAt.toISOString() })),
      };
    });
  }

  /** The published counterparts of many stories at once (the sitemaps): by story id, by edition. */
  async publishedPaths(articleIds: string[]): Promise<Map<string, Partial<Record<Edition, string>>>> {
    const found = new Map<string, Partial<Record<Edition, string>>>();
    if (articleIds.length === 0) return found;
    const groups = await this.db
      .select({ articleId: articleTranslations.articleId, groupId: articleTranslations.groupId })
      .from(articleTranslations)
      .where(inArray(articleTranslations.articleId, articleIds));
    if (groups.length === 0) return found;
    const members = await this.db
      .select({
        groupId: articleTranslations.groupId,
        edition: articles.edition,
        slug: articles.slug,
      })
      .from(articleTranslations)
      .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
      .where(
        and(
          inArray(articleTranslations.groupId, [...new Set(groups.map((g) => g.groupId))]),
          eq(articles.status, 'published'),
        ),
      );
    for (const { articleId, groupId } of groups) {
      const paths: Partial<Record<Edition, string>> = {};
      for (const m of members.filter((x) => x.groupId === groupId)) {
        const edition = editionCode(m.edition);
        paths[edition] = articlePath({ slug: m.slug, edition });
      }
      if (Object.keys(paths).length > 1) found.set(articleId, paths);
    }
    return found;
  }

  /**
   * Links `translation` into `original`'s group, making the group when the original has none.
   * False when the group has a story of that edition already (the unique index says so; the
   * translation is then not linked).
   */
  async link(
    original: { _id: string; edition: Edition },
    translation: { id: string; edition: Edition },
    db: Pick<Db, 'select' | 'insert'> = this.db,
  ): Promise<boolean> {
    const group = (await this.groupOf(original._id, db)) ?? original._id;
    await db
      .insert(articleTranslations)
      .values({ articleId: original._id, groupId: group, edition: original.edition })
      .onConflictDoNothing();
    const added = await db
      .insert(articleTranslations)
      .values({ articleId: translation.id, groupId: group, edition: translation.edition })
      .onConflictDoNothing()
      .returning({ id: articleTranslations.articleId });
    return added.length === 1;
  }
}
