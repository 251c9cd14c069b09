import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { authorPath, personName, WRITER_ROLES } from '../../core/authors';
import {
  bylineKey,
  bylineText,
  contributorPath,
  type Byline,
  type BylineChoice,
  type BylineEntry,
  type BylineInput,
  type BylineRole,
} from '../../core/bylines';
import type { ArticleStatus } from '../../core/article';
import type { Category } from '../../core/categories';
import { queryRows, type Db } from '../db/client';
import { articleBylines, articles, contributors, users } from '../db/schema';
import { ValidationError } from '../lib/errors';
import type { DomainEvents } from '../lib/events';

/** Stories whose byline text one statement writes again after a rename. */
const RENAME_BATCH = 1000;

/** A byline entry checked against the accounts and contributors: who, and the name it shows. */
export interface ResolvedByline extends BylineInput {
  name: string;
}

/** The columns that name a credited person as the pages show them. */
const person = {
  articleId: articleBylines.articleId,
  role: articleBylines.role,
  userId: articleBylines.userId,
  contributorId: articleBylines.contributorId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  userRole: users.role,
  contributorName: contributors.name,
  contributorSlug: contributors.slug,
};

type PersonRow = {
  role: BylineRole;
  userId: string | null;
  contributorId: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  userRole: string | null;
  contributorName: string | null;
  contributorSlug: string | null;
};

function nameOf(row: PersonRow): string {
  if (row.contributorName !== null) return row.contributorName;
  return personName({ username: row.username ?? '', firstName: row.firstName, lastName: row.lastName });
}

/** A writer's page while they write (a reader's name shows without a link); a contributor's always. */
function pathOf(row: PersonRow): string | null {
  if (row.contributorSlug !== null) return contributorPath(row.contributorSlug);
  return row.username !== null && row.userRole !== 'reader' ? authorPath(row.username) : null;
}

/**
 * Who stories credit (docs/product.md, 'Bylines and contributors'): `article_bylines`, in order.
 * The story's `author` column keeps the byline's names as one text ('A and B') for the lists,
 * cards and feeds; it is written with the rows and again when a credited person is renamed.
 */
export class BylineStore {
  constructor(private readonly db: Db) {}

  /**
   * Checks a byline sent by the editor: each account a writer's (author, editor or admin; or one
   * the story already credits, whatever its role now), each contributor one that exists. Answers
   * the entries with their names; refuses the list otherwise.
   */
  async resolve(list: readonly BylineInput[], storyId: string | null = null): Promise<ResolvedByline[]> {
    const userIds = list.flatMap((b) => (b.user ? [b.user] : []));
    const credited = storyId
      ? sql`${users.id} in (select ${articleBylines.userId} from ${articleBylines} where ${articleBylines.articleId} = ${storyId})`
      : sql`false`;
    const contributorIds = list.flatMap((b) => (b.contributor ? [b.contributor] : []));
    const [writers, guests] = await Promise.all([
      userIds.length
        ? this.db
            .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(and(inArray(users.id, userIds), or(inArray(users.role, [...WRITER_ROLES]), credited)))
        : [],
      contributorIds.length
        ? this.db
            .select({ id: contributors.id, name: contributors.name })
            .from(contributors)
            .where(inArray(contributors.id, contributorIds))
        : [],
    ]);
    const names = new Map<string, string>([
      ...writers.map((w) => [w.id, personName(w)] as const),
      ...guests.map((g) => [g.id, g.name] as const),
    ]);
    return list.map((entry) => {
      const name = names.get(entry.user ?? entry.contributor ?? '');
      if (name === undefined) {
        const message = entry.user ? 'names an account that does not write here' : 'names no contributor';
        throw new ValidationError(`bylines: ${message}`, { bylines: message });
      }
      return { ...entry, name };
    });
  }

  /**
   * Replaces a story's credits with `list` (in its order); a new story's (`fresh`) has none to
   * remove. The story's `author` text (`bylineText`) is written with its row by the writer
   * (server/news/article-writer.ts): a second write of the row would index every word again.
   */
  async save(articleId: string, list: readonly ResolvedByline[], options: { fresh?: boolean } = {}): Promise<void> {
    const rows = list.map((entry, position) => ({
      articleId,
      position,
      role: entry.role,
      userId: entry.user ?? null,
      contributorId: entry.contributor ?? null,
    }));
    if (options.fresh) {
      if (rows.length) await this.db.insert(articleBylines).values(rows);
      return;
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(articleBylines).where(eq(articleBylines.articleId, articleId));
      if (rows.length) await tx.insert(articleBylines).values(rows);
    });
  }

  /** A story's credits as the editor edits them. */
  async entriesOf(articleId: string): Promise<BylineEntry[]> {
    const rows = await this.rows([articleId]);
    return rows.map((row) => ({
      key: bylineKey({ user: row.userId ?? undefined, contributor: row.contributorId ?? undefined }),
      name: nameOf(row),
      guest: row.guest,
      role: row.role,
    }));
  }

  /** Everyone the editor may credit: the writers, then the guest contributors, each by name. */
  async choices(): Promise<BylineChoice[]> {
    const [writers, guests] = await Promise.all([
      this.db
        .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.role, [...WRITER_ROLES])),
      this.db.select({ id: contributors.id, name: contributors.name }).from(contributors),
    ]);
    const byName = (a: BylineChoice, b: BylineChoice) => a.name.localeCompare(b.name, 'en');
    return [
      ...writers.map((w) => ({ key: bylineKey({ user: w.id }), name: personName(w), guest: false })).sort(byName),
      ...guests.map((g) => ({ key: bylineKey({ contributor: g.id }), name: g.name, guest: true })).sort(byName),
    ];
  }

  /**
   * Writes the `author` text again of the stories crediting this person (renamed), a thousand
   * stories a statement; answers those whose text changed, as `articles.changed` names them.
   */
  async renamed(who: { user: string } | { contributor: string }) {
    const credited = await this.db
      .selectDistinct({ id: articleBylines.articleId })
      .from(articleBylines)
      .where('user' in who ? eq(articleBylines.userId, who.user) : eq(articleBylines.contributorId, who.contributor));
    const changed: { id: string; slug: string; category: Category; status: ArticleStatus }[] = [];
    for (let i = 0; i < credited.length; i += RENAME_BATCH) {
      const ids = credited.slice(i, i + RENAME_BATCH).map((row) => row.id);
      const rows = await this.rows(ids);
      const texts = ids.map((id) => {
        const text = bylineText(
          rows.filter((row) => row.articleId === id).map((row) => ({ ...row, name: nameOf(row) })),
        );
        return sql`(${id}::uuid, ${text}::text)`;
      });
      const updated = await queryRows<{ id: string; slug: string; category: Category; status: ArticleStatus }>(
        this.db,
        sql`
        update ${articles} set author = v.text
        from (values ${sql.join(texts, sql`, `)}) as v(id, text)
        where ${articles.id} = v.id and ${articles.author} is distinct from v.text
        returning ${articles.id} as id, ${articles.slug} as slug, ${articles.category} as category, ${articles.status} as status`,
      );
      changed.push(...updated);
    }
    return changed;
  }

  private async rows(articleIds: readonly string[]) {
    const rows = await this.db
      .select(person)
      .from(articleBylines)
      .leftJoin(users, eq(users.id, articleBylines.userId))
      .leftJoin(contributors, eq(contributors.id, articleBylines.contributorId))
      .where(inArray(articleBylines.articleId, [...articleIds]))
      .orderBy(asc(articleBylines.articleId), asc(articleBylines.position));
    return rows.map((row) => ({ ...row, guest: row.contributorId !== null }));
  }
}

/**
 * A story's credits, in order, as one JSON column of the statement that reads the story
 * (`NewsReading.find`): the page reads its story in one round trip, not one a part.
 */
export const bylinesColumn = sql<PersonRow[] | null>`(
  select json_agg(json_build_object(
    'role', credit.role, 'userId', credit.user_id, 'contributorId', credit.contributor_id,
    'username', person.username, 'firstName', person.first_name, 'lastName', person.last_name,
    'userRole', person.role, 'contributorName', guest.name, 'contributorSlug', guest.slug
  ) order by credit.position)
  from ${articleBylines} credit
  left join ${users} person on person.id = credit.user_id
  left join ${contributors} guest on guest.id = credit.contributor_id
  where credit.article_id = articles.id)`;

/** The credits `bylinesColumn` read, as the page shows them. */
export function bylinesOf(rows: PersonRow[] | null): Byline[] {
  return (rows ?? []).map(toByline);
}

function toByline(row: PersonRow): Byline {
  return { name: nameOf(row), role: row.role, path: pathOf(row), guest: row.contributorId !== null };
}

/** Stories crediting an account in their byline (their author page and feed). */
export const creditsUser = (userId: string) =>
  sql`exists (select 1 from ${articleBylines} where ${articleBylines.articleId} = ${articles.id} and ${articleBylines.userId} = ${userId})`;

/** Stories crediting a guest contributor. */
export const creditsContributor = (contributorId: string | SQL) =>
  sql`exists (select 1 from ${articleBylines} where ${articleBylines.articleId} = ${articles.id} and ${articleBylines.contributorId} = ${contributorId})`;

/** The `articles.changed` event for stories whose byline text a rename changed, or null when none did. */
export function renamedEvent(
  changed: Awaited<ReturnType<BylineStore['renamed']>>,
): DomainEvents['articles.changed'] | null {
  if (changed.length === 0) return null;
  return {
    ids: changed.map((row) => row.id),
    categories: [...new Set(changed.map((row) => row.category))],
    slugs: changed.map((row) => row.slug),
    change: 'updated',
    inPlace: true,
    public: changed.some((row) => row.status === 'published'),
  };
}
