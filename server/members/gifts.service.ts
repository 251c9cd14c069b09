import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { articlePath } from '../../core/article';
import { GIFT_DAYS, GIFT_MAX_OPENS, type GiftLink } from '../../core/access';
import type { Db } from '../db/client';
import { articles, giftLinks } from '../db/schema';

/** The query parameter a gift link carries its token in: `/news/<slug>?gift=<token>`. */
export const GIFT_PARAMETER = 'gift';
/** How many of a member's links their account page lists (the newest). */
const LISTED = 50;

/** Gift links (docs/product.md, 'Gift links'): made by members, opened by anyone. */
export class GiftStore {
  constructor(private readonly db: Db) {}

  /** A new link for a story; answers its token. */
  async create(userId: string, articleId: string, now: Date): Promise<{ id: string; token: string; expiresAt: Date }> {
    const token = randomBytes(16).toString('base64url');
    const expiresAt = new Date(now.getTime() + GIFT_DAYS * 86_400_000);
    const [row] = await this.db
      .insert(giftLinks)
      .values({ token, articleId, userId, createdAt: now, expiresAt })
      .returning({ id: giftLinks.id });
    return { id: row!.id, token, expiresAt };
  }

  /** Links a member made in a calendar month ('2026-11') of the site's time zone: the month's allowance. */
  async madeIn(userId: string, month: string, timeZone: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(giftLinks)
      .where(
        and(
          eq(giftLinks.userId, userId),
          sql`to_char(${giftLinks.createdAt} at time zone ${timeZone}, 'YYYY-MM') = ${month}`,
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * Counts one opening of `token` for the story `articleId`, if the link is for it, has not
   * expired and has openings left: one statement, so two readers at once cannot pass the limit.
   */
  async open(token: string, articleId: string, now: Date): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return false;
    const opened = await this.db
      .update(giftLinks)
      .set({ opens: sql`${giftLinks.opens} + 1` })
      .where(
        and(
          eq(giftLinks.token, token),
          eq(giftLinks.articleId, articleId),
          gt(giftLinks.expiresAt, now),
          lt(giftLinks.opens, GIFT_MAX_OPENS),
        ),
      )
      .returning({ id: giftLinks.id });
    return opened.length > 0;
  }

  /** A member's links, newest first, with how often each was opened. */
  async listFor(userId: string, publicUrl: string, now: Date): Promise<GiftLink[]> {
    const rows = await this.db
      .select({ link: giftLinks, title: articles.title, slug: articles.slug })
      .from(giftLinks)
      .innerJoin(articles, eq(articles.id, giftLinks.articleId))
      .where(eq(giftLinks.userId, userId))
      .orderBy(desc(giftLinks.createdAt))
      .limit(LISTED);
    return rows.map(({ link, title, slug }) => ({
      _id: link.id,
      url: giftUrl(publicUrl, slug, link.token),
      story: { title, path: articlePath({ slug }) },
      opens: link.opens,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      open: link.expiresAt.getTime() > now.getTime() && link.opens < GIFT_MAX_OPENS,
    }));
  }
}

export function giftUrl(publicUrl: string, slug: string, token: string): string {
  return `${publicUrl}${articlePath({ slug })}?${GIFT_PARAMETER}=${token}`;
}
