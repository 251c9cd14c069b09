import { editionCode, type Edition } from '../../core/editions';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { personName } from '../../core/authors';
import {
  STAFF_LABELS,
  type BanKind,
  type CommentSort,
  type CommentStatus,
  type CommentView,
  type QueueName,
  type QueuedComment,
  type ReportReason,
  type StoryComments,
} from '../../core/comments';
import { isUuid } from '../../core/slug';
import type { Db } from '../db/client';
import type { Article } from '../../core/article';
import {
  articles,
  commentBans,
  commentCounts,
  commentDigests,
  commentLikes,
  commentNotices,
  commentReports,
  comments,
  users,
} from '../db/schema';

/** The story fields comments need. */
export type CommentedStory = Pick<
  Article,
  '_id' | 'slug' | 'title' | 'status' | 'publishedAt' | 'content' | 'access' | 'accessTiers' | 'category' | 'edition'
> & { comments: StoryComments; commentCount: number };

export type CommentRow = typeof comments.$inferSelect;

/** The author's fields a comment shows. */
const authorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  role: users.role,
};

type AuthorRow = {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  role: string;
};

function viewOf(row: CommentRow, author: AuthorRow): CommentView {
  return {
    _id: row.id,
    articleId: row.articleId,
    parentId: row.parentId,
    author: {
      _id: author.id,
      username: author.username,
      name: personName(author),
      avatar: author.avatar,
      staff: STAFF_LABELS[author.role] ?? null,
    },
    body: row.body,
    status: row.status,
    featured: row.featured,
    likes: row.likes,
    editedAt: row.editedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    replies: [],
  };
}

/** A ban as the store keeps it. */
export interface Ban {
  userId: string;
  kind: BanKind;
  until: Date | null;
  reason: string;
}

/**
 * Readers' comments (docs/product.md, 'Comments'): threads read a page at a time by keyset in
 * each order, the moderation queues, likes, reports and bans. A story's count of published
 * comments is kept on the story (`articles.comment_count`) by every change of a comment's state.
 */
export class CommentStore {
  constructor(private readonly db: Db) {}

  /** A story by its id or its slug, with what comments need of it. */
  async story(key: string): Promise<CommentedStory | null> {
    const [row] = await this.db
      .select({
        _id: articles.id,
        slug: articles.slug,
        title: articles.title,
        status: articles.status,
        publishedAt: articles.publishedAt,
        content: articles.content,
        access: articles.access,
        accessTiers: articles.accessTiers,
        category: articles.category,
        comments: articles.comments,
        commentCount: articles.commentCount,
        edition: articles.edition,
      })
      .from(articles)
      .where(isUuid(key) ? eq(articles.id, key.toLowerCase()) : eq(articles.slug, key))
      .limit(1);
    return row
      ? { ...row, edition: editionCode(row.edition), publishedAt: row.publishedAt?.toISOString() ?? null }
      : null;
  }

  async find(id: string): Promise<CommentRow | null> {
    const [row] = await this.db.select().from(comments).where(eq(comments.id, id)).limit(1);
    return row ?? null;
  }

  /** A comment just written, as threads show it, its writer being `author` (no query). */
  viewWith(
    row: CommentRow,
    author: {
      _id: string;
      username: string;
      firstName: string | null;
      lastName: string | null;
      avatar: string | null;
      role: string;
    },
  ): CommentView {
    return viewOf(row, { ...author, id: author._id });
  }

  /** One comment as threads show it (any state). */
  async view(id: string): Promise<CommentView | null> {
    const [row] = await this.db
      .select({ c: comments, a: authorColumns })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(eq(comments.id, id))
      .limit(1);
    return row ? viewOf(row.c, row.a) : null;
  }

  /**
   * A page of a story's thread: published top-level comments in `sort` order after the comment
   * `after` (keyset: the same rows however many comments come meanwhile), each with its published
   * replies, oldest first; and, on the first page, the featured ones. `limit + 1` are read to
   * tell whether there is a next page.
   */
  async thread(
    articleId: string,
    sort: CommentSort,
    after: string | null,
    limit: number,
  ): Promise<{ comments: CommentView[]; featured: CommentView[]; next: string | null }> {
    const filters: SQL[] = [
      eq(comments.articleId, articleId),
      eq(comments.status, 'published'),
      isNull(comments.parentId),
    ];
    if (after) {
      const from = this.db
        .select({ likes: comments.likes, createdAt: comments.createdAt, id: comments.id })
        .from(comments)
        .where(eq(comments.id, after));
      filters.push(
        sort === 'oldest'
          ? sql`(${comments.createdAt}, ${comments.id}) > (select created_at, id from (${from}) f)`
          : sort === 'newest'
            ? sql`(${comments.createdAt}, ${comments.id}) < (select created_at, id from (${from}) f)`
            : sql`(${comments.likes}, ${comments.createdAt}, ${comments.id}) < (select likes, created_at, id from (${from}) f)`,
      );
    } else {
      // The first page shows the featured ones above the rest, not twice.
      filters.push(eq(comments.featured, false));
    }
    const order =
      sort === 'oldest'
        ? [asc(comments.createdAt), asc(comments.id)]
        : sort === 'newest'
          ? [desc(comments.createdAt), desc(comments.id)]
          : [desc(comments.likes), desc(comments.createdAt), desc(comments.id)];
    const [rows, featuredRows] = await Promise.all([
      this.db
        .select({ c: comments, a: authorColumns })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
        .where(and(...filters))
        .orderBy(...order)
        .limit(limit + 1),
      after
        ? Promise.resolve([])
        : this.db
            .select({ c: comments, a: authorColumns })
            .from(comments)
            .innerJoin(users, eq(users.id, comments.authorId))
            .where(
              and(
                eq(comments.articleId, articleId),
                eq(comments.status, 'published'),
                isNull(comments.parentId),
                eq(comments.featured, true),
              ),
            )
            .orderBy(desc(comments.createdAt))
            .limit(10),
    ]);
    const page = rows.slice(0, limit).map((r) => viewOf(r.c, r.a));
    const featured = featuredRows.map((r) => viewOf(r.c, r.a));
    await this.attachReplies([...featured, ...page]);
    return { comments: page, featured, next: rows.length > limit ? page.at(-1)!._id : null };
  }

  /** Fills each comment's published replies, oldest first. */
  private async attachReplies(parents: CommentView[]): Promise<void> {
    if (parents.length === 0) return;
    const replies = await this.db
      .select({ c: comments, a: authorColumns })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(
        and(
          inArray(
            comments.parentId,
            parents.map((p) => p._id),
          ),
          eq(comments.status, 'published'),
        ),
      )
      .orderBy(asc(comments.createdAt), asc(comments.id));
    const byParent = new Map(parents.map((p) => [p._id, p]));
    for (const reply of replies) byParent.get(reply.c.parentId!)?.replies.push(viewOf(reply.c, reply.a));
  }

  /** A reader's own comments on a story that only they see (waiting for review, or shadowed), oldest first. */
  async ownHidden(articleId: string, userId: string): Promise<CommentView[]> {
    const rows = await this.db
      .select({ c: comments, a: authorColumns })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(
        and(
          eq(comments.authorId, userId),
          eq(comments.articleId, articleId),
          inArray(comments.status, ['pending', 'shadow']),
        ),
      )
      .orderBy(asc(comments.createdAt))
      .limit(50);
    return rows.map((r) => viewOf(r.c, r.a));
  }

  /** Which of `ids` the reader liked. */
  async likedBy(userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, [...ids])));
    return new Set(rows.map((r) => r.id));
  }

  /** A reader's comments in the last day: how many in the last minute and day, and whether one had this text. */
  async recentBy(userId: string, body: string, now: Date): Promise<{ minute: number; day: number; same: boolean }> {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    const minuteAgo = new Date(now.getTime() - 60_000);
    const [row] = await this.db
      .select({
        minute: sql<number>`count(*) filter (where ${comments.createdAt} > ${minuteAgo})`.mapWith(Number),
        day: count(),
        same: sql<boolean>`coalesce(bool_or(${comments.body} = ${body}), false)`,
      })
      .from(comments)
      .where(and(eq(comments.authorId, userId), gt(comments.createdAt, dayAgo)));
    return { minute: row?.minute ?? 0, day: row?.day ?? 0, same: Boolean(row?.same) };
  }

  /** Whether the reader has a published comment (pre-moderation of new commenters lets them through). */
  async hasPublished(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.authorId, userId), eq(comments.status, 'published')))
      .limit(1);
    return Boolean(row);
  }

  async insert(values: {
    articleId: string;
    parentId: string | null;
    authorId: string;
    body: string;
    status: CommentStatus;
    heldFor: string | null;
    createdAt: Date;
  }): Promise<CommentRow> {
    const [row] = await this.db.insert(comments).values(values).returning();
    // One more shown (the use case checked that a reply's comment is published): counted, not recounted.
    if (values.status === 'published') {
      await this.db
        .update(articles)
        .set({ commentCount: sql`${articles.commentCount} + 1` })
        .where(eq(articles.id, values.articleId));
    }
    return row!;
  }

  /** An author's edit: the new text, and the state its rules give it. */
  async edit(
    id: string,
    body: string,
    status: CommentStatus,
    heldFor: string | null,
    at: Date,
  ): Promise<CommentRow | null> {
    const [row] = await this.db
      .update(comments)
      .set({ body, status, heldFor, editedAt: at })
      .where(eq(comments.id, id))
      .returning();
    if (row) await this.recount([row.articleId]);
    return row ?? null;
  }

  /**
   * Sets the state of comments (a moderator's approve or reject, an author's delete): approving
   * clears their reports. Answers the comments changed, with their stories.
   */
  async setStatus(
    ids: readonly string[],
    status: CommentStatus,
    fields: { rejectReason?: string | null; moderatedAt?: Date } = {},
  ): Promise<CommentRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .update(comments)
      .set({
        status,
        ...(status === 'published' ? { reports: 0, heldFor: null, rejectReason: null } : {}),
        ...(status === 'rejected' ? { rejectReason: fields.rejectReason ?? null, featured: false } : {}),
        ...(status === 'deleted' ? { featured: false } : {}),
        ...(fields.moderatedAt ? { moderatedAt: fields.moderatedAt } : {}),
      })
      .where(inArray(comments.id, [...ids]))
      .returning();
    if (status === 'published') {
      await this.db.delete(commentReports).where(inArray(commentReports.commentId, [...ids]));
    }
    await this.recount([...new Set(rows.map((r) => r.articleId))]);
    return rows;
  }

  async setFeatured(id: string, featured: boolean): Promise<CommentRow | null> {
    const [row] = await this.db
      .update(comments)
      .set({ featured })
      .where(and(eq(comments.id, id), eq(comments.status, 'published'), isNull(comments.parentId)))
      .returning();
    return row ?? null;
  }

  /** Likes (or stops liking) a comment once per reader; answers its likes now. */
  async like(commentId: string, userId: string, on: boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      const changed = on
        ? await tx.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing().returning()
        : await tx
            .delete(commentLikes)
            .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
            .returning();
      const [row] = changed.length
        ? await tx
            .update(comments)
            .set({ likes: sql`greatest(${comments.likes} + ${on ? 1 : -1}, 0)` })
            .where(eq(comments.id, commentId))
            .returning({ likes: comments.likes })
        : await tx.select({ likes: comments.likes }).from(comments).where(eq(comments.id, commentId));
      return row?.likes ?? 0;
    });
  }

  /** A reader's report; false when they reported it before. */
  async report(commentId: string, userId: string, reason: ReportReason): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(commentReports)
        .values({ commentId, userId, reason })
        .onConflictDoNothing()
        .returning();
      if (!made) return false;
      await tx
        .update(comments)
        .set({ reports: sql`${comments.reports} + 1` })
        .where(eq(comments.id, commentId));
      return true;
    });
  }

  /** A reader's ban in force at `now`, if any. */
  async banOf(userId: string, now: Date): Promise<Ban | null> {
    const [row] = await this.db.select().from(commentBans).where(eq(commentBans.userId, userId)).limit(1);
    if (!row || (row.until && row.until.getTime() <= now.getTime())) return null;
    return { userId: row.userId, kind: row.kind, until: row.until, reason: row.reason };
  }

  /**
   * Bans a reader: `hide` rejects their published and waiting comments, `shadow` turns them into
   * comments only they see. Answers the stories whose threads changed.
   */
  async ban(ban: Ban, byId: string | null): Promise<string[]> {
    await this.db
      .insert(commentBans)
      .values({ ...ban, byId })
      .onConflictDoUpdate({
        target: commentBans.userId,
        set: { kind: ban.kind, until: ban.until, reason: ban.reason, byId, createdAt: new Date() },
      });
    const rows = await this.db
      .update(comments)
      .set(
        ban.kind === 'hide'
          ? { status: 'rejected', rejectReason: 'Banned', featured: false }
          : { status: 'shadow', featured: false },
      )
      .where(and(eq(comments.authorId, ban.userId), inArray(comments.status, ['published', 'pending'])))
      .returning({ articleId: comments.articleId });
    const stories = [...new Set(rows.map((r) => r.articleId))];
    await this.recount(stories);
    return stories;
  }

  /** Lifts a ban; comments it shadowed wait for review. Answers whether there was one. */
  async unban(userId: string): Promise<boolean> {
    const [row] = await this.db.delete(commentBans).where(eq(commentBans.userId, userId)).returning();
    if (!row) return false;
    await this.db
      .update(comments)
      .set({ status: 'pending', heldFor: 'was shadow-banned' })
      .where(and(eq(comments.authorId, userId), eq(comments.status, 'shadow')));
    return true;
  }

  /** Bans in force, newest first. */
  async bans(now: Date): Promise<(Ban & { username: string; createdAt: string })[]> {
    const rows = await this.db
      .select({ b: commentBans, username: users.username })
      .from(commentBans)
      .innerJoin(users, eq(users.id, commentBans.userId))
      .where(or(isNull(commentBans.until), gt(commentBans.until, now)))
      .orderBy(desc(commentBans.createdAt))
      .limit(200);
    return rows.map(({ b, username }) => ({
      userId: b.userId,
      kind: b.kind,
      until: b.until,
      reason: b.reason,
      username,
      createdAt: b.createdAt.toISOString(),
    }));
  }

  /**
   * A page of a moderation queue, newest first, after the comment `after` (keyset): `review` is
   * what waits (pre-moderated, held by a rule) and published comments readers reported.
   */
  async queue(
    name: QueueName,
    after: string | null,
    limit: number,
  ): Promise<{ items: QueuedComment[]; next: string | null }> {
    const from = after
      ? sql`(${comments.createdAt}, ${comments.id}) < (select created_at, id from comments where id = ${after})`
      : undefined;
    const select = (where: SQL | undefined) =>
      this.db
        .select({
          c: comments,
          a: authorColumns,
          story: { id: articles.id, title: articles.title, slug: articles.slug },
          ban: commentBans.kind,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
        .innerJoin(articles, eq(articles.id, comments.articleId))
        .leftJoin(commentBans, eq(commentBans.userId, comments.authorId))
        .where(and(where, from))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit + 1);
    const rows =
      name === 'review'
        ? (
            await Promise.all([
              select(eq(comments.status, 'pending')),
              select(and(eq(comments.status, 'published'), gt(comments.reports, 0))),
            ])
          )
            .flat()
            .sort((x, y) => y.c.createdAt.getTime() - x.c.createdAt.getTime() || (y.c.id > x.c.id ? 1 : -1))
            .slice(0, limit + 1)
        : await select(eq(comments.status, name));
    const page = rows.slice(0, limit);
    const reasons = await this.reportReasons(page.filter((r) => r.c.reports > 0).map((r) => r.c.id));
    return {
      items: page.map((r) => ({
        ...viewOf(r.c, r.a),
        story: { _id: r.story.id, title: r.story.title, slug: r.story.slug },
        heldFor: r.c.heldFor,
        rejectReason: r.c.rejectReason,
        reports: r.c.reports,
        reportReasons: reasons.get(r.c.id) ?? [],
        authorBanned: r.ban,
      })),
      next: rows.length > limit ? page.at(-1)!.c.id : null,
    };
  }

  /**
   * How many comments wait for review (pending, or published and reported): the queue's tab and
   * the admin menu's count, kept by triggers (migration 0044), never counted here.
   */
  async reviewCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: commentCounts.n })
      .from(commentCounts)
      .where(eq(commentCounts.name, 'waiting'));
    return row?.n ?? 0;
  }

  private async reportReasons(ids: string[]): Promise<Map<string, ReportReason[]>> {
    const out = new Map<string, ReportReason[]>();
    if (ids.length === 0) return out;
    const rows = await this.db
      .select({ id: commentReports.commentId, reason: commentReports.reason })
      .from(commentReports)
      .where(inArray(commentReports.commentId, ids));
    for (const row of rows) out.set(row.id, [...(out.get(row.id) ?? []), row.reason]);
    return out;
  }

  /** A reader's address for e-mails about their comments: verified, and wanted; else null. */
  async mailTo(userId: string): Promise<{ email: string; name: string; language: Edition } | null> {
    const [row] = await this.db
      .select({
        email: users.email,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
      })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt), eq(users.commentMail, true)))
      .limit(1);
    return row?.email ? { email: row.email, name: personName(row), language: editionCode(row.language) } : null;
  }

  /** Whether the reader takes e-mails about their comments. */
  async mailOn(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ on: users.commentMail }).from(users).where(eq(users.id, userId));
    return row?.on ?? false;
  }

  async setMail(userId: string, on: boolean): Promise<void> {
    await this.db.update(users).set({ commentMail: on }).where(eq(users.id, userId));
  }

  /**
   * Claims one e-mail to `userId` about `articleId`'s comments now: false when they had one about
   * it within `minutes` (one statement: of several processes, one sends it).
   */
  async claimNotice(userId: string, articleId: string, now: Date, minutes = 60): Promise<boolean> {
    const [row] = await this.db
      .insert(commentNotices)
      .values({ userId, articleId, sentAt: now })
      .onConflictDoUpdate({
        target: [commentNotices.userId, commentNotices.articleId],
        set: { sentAt: now },
        setWhere: sql`${commentNotices.sentAt} <= ${new Date(now.getTime() - minutes * 60_000)}`,
      })
      .returning({ userId: commentNotices.userId });
    return Boolean(row);
  }

  /** Each writer's stories with the comments published on them in [from, to), the most first. */
  async newCommentsByWriter(
    from: Date,
    to: Date,
  ): Promise<Map<string, { title: string; slug: string; count: number }[]>> {
    const rows = await this.db
      .select({ writer: articles.authorId, title: articles.title, slug: articles.slug, count: count() })
      .from(comments)
      .innerJoin(articles, eq(articles.id, comments.articleId))
      .where(
        and(
          eq(comments.status, 'published'),
          gte(comments.createdAt, from),
          lt(comments.createdAt, to),
          isNotNull(articles.authorId),
          // A writer's own comments are not news to them.
          sql`${comments.authorId} <> ${articles.authorId}`,
        ),
      )
      .groupBy(articles.authorId, articles.id, articles.title, articles.slug)
      .orderBy(desc(count()));
    const out = new Map<string, { title: string; slug: string; count: number }[]>();
    for (const row of rows) out.set(row.writer!, [...(out.get(row.writer!) ?? []), row]);
    return out;
  }

  /** Claims a writer's summary for `day` (once, whatever the number of processes). */
  async claimDigest(userId: string, day: string): Promise<boolean> {
    const [row] = await this.db
      .insert(commentDigests)
      .values({ userId, day })
      .onConflictDoNothing()
      .returning({ userId: commentDigests.userId });
    return Boolean(row);
  }

  /**
   * Counts each story's published comments again: its top-level ones and the replies under a
   * published comment (a reply to a deleted or rejected one is not shown).
   */
  private async recount(articleIds: readonly string[]): Promise<void> {
    for (const articleId of articleIds) {
      await this.db
        .update(articles)
        .set({
          commentCount: sql`(select count(*) from ${comments} c left join ${comments} p on p.id = c.parent_id
            where c.article_id = ${articleId} and c.status = 'published' and (c.parent_id is null or p.status = 'published'))`,
        })
        .where(eq(articles.id, articleId));
    }
  }
}
