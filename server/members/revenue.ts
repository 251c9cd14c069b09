import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '../../core/members';
import { allows, authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { queryRows, type Db } from '../db/client';
import { articles, conversions, type CONVERSION_KINDS } from '../db/schema';
import { storySlug } from './access-gate';

/** Months the revenue page goes back, this one included. */
export const REVENUE_MONTHS = 12;
/** Stories the conversion table lists, and the days it counts. */
export const CONVERSION_STORIES = 20;
export const CONVERSION_DAYS = 90;

/** One month's figures, per currency where money is concerned. */
export interface RevenueMonth {
  /** '2026-11', in the site's time zone. */
  month: string;
  newMembers: number;
  cancelled: number;
  /** Donations received, in minor units per currency. */
  donations: Partial<Record<Currency, number>>;
}

/** A story and the readers it brought. */
export interface StoryConversion {
  _id: string;
  title: string;
  path: string;
  signups: number;
  subscriptions: number;
}

/** The revenue page (docs/product.md, 'Revenue'): money for admins, conversion for editors too. */
export interface RevenueReport {
  /** Null for an editor: only admins see money. */
  money: {
    /** Monthly recurring revenue of the paid memberships running now (a yearly one counts a twelfth), per currency. */
    mrr: Partial<Record<Currency, number>>;
    activeMembers: number;
    trialing: number;
    complimentary: number;
    months: RevenueMonth[];
  } | null;
  conversion: StoryConversion[];
}

/** Which stories bring readers in: recorded by the sign-up and checkout use cases, read by the revenue page. */
export class ConversionStore {
  constructor(private readonly db: Db) {}

  /** Records a sign-up or a checkout begun from a story's page (`from`: its address); anything else is ignored. */
  async record(kind: (typeof CONVERSION_KINDS)[number], from: string | null | undefined, userId: string) {
    const slug = from ? storySlug(from.split('?')[0]!) : null;
    if (!slug) return;
    const [story] = await this.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.slug, slug), eq(articles.status, 'published')))
      .limit(1);
    if (story) await this.db.insert(conversions).values({ kind, articleId: story.id, userId });
  }
}

export interface RevenueDeps {
  db: Db;
  timeZone: string;
  clock: { now(): Date };
}

/** The revenue page's reads. */
export class RevenueQueries {
  constructor(private readonly deps: RevenueDeps) {}

  async report(actor: Actor): Promise<RevenueReport> {
    authorize(actor, 'articles:publish');
    const [conversion, money] = await Promise.all([
      this.conversion(),
      allows(actor, 'settings:manage') ? this.money() : null,
    ]);
    return { money, conversion };
  }

  private async conversion(): Promise<StoryConversion[]> {
    const since = new Date(this.deps.clock.now().getTime() - CONVERSION_DAYS * 86_400_000);
    const rows = await queryRows<{ id: string; title: string; slug: string; signups: number; subscriptions: number }>(
      this.deps.db,
      sql`select a.id, a.title, a.slug,
                 count(*) filter (where c.kind = 'signup')::int as signups,
                 count(*) filter (where c.kind = 'subscription')::int as subscriptions
          from ${conversions} c join ${articles} a on a.id = c.article_id
          where c.created_at >= ${since} and c.kind in ('signup', 'subscription')
          group by a.id, a.title, a.slug
          order by subscriptions desc, signups desc, a.title
          limit ${CONVERSION_STORIES}`,
    );
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      path: `/news/${encodeURIComponent(row.slug)}`,
      signups: row.signups,
      subscriptions: row.subscriptions,
    }));
  }

  private async money(): Promise<NonNullable<RevenueReport['money']>> {
    const { db, timeZone } = this.deps;
    const now = this.deps.clock.now();
    const running = sql`m.stripe_subscription_id is not null and m.status in ('active', 'past_due') and (m.period_end is null or m.period_end > ${now})`;
    const [mrrRows, counts, months, donations] = await Promise.all([
      queryRows<{ currency: Currency; mrr: number }>(
        db,
        sql`select t.currency,
                   round(sum(case when m.interval = 'year' then t.yearly_price / 12.0 else t.monthly_price end))::int as mrr
            from memberships m join tiers t on t.id = m.tier_id
            where ${running}
            group by t.currency`,
      ),
      queryRows<{ active: number; trialing: number; comp: number }>(
        db,
        sql`select count(*) filter (where ${running})::int as active,
                   count(*) filter (where m.status = 'trialing' and (m.period_end is null or m.period_end > ${now}))::int as trialing,
                   count(*) filter (where m.status = 'comp' and (m.period_end is null or m.period_end > ${now}))::int as comp
            from memberships m`,
      ),
      queryRows<{ month: string; started: number; cancelled: number }>(
        db,
        sql`select month, sum(started)::int as started, sum(cancelled)::int as cancelled from (
              select to_char(started_at at time zone ${timeZone}, 'YYYY-MM') as month, 1 as started, 0 as cancelled
              from memberships where started_at is not null
              union all
              select to_char(cancelled_at at time zone ${timeZone}, 'YYYY-MM'), 0, 1
              from memberships where cancelled_at is not null
            ) x group by month`,
      ),
      queryRows<{ month: string; currency: Currency; amount: number }>(
        db,
        sql`select to_char(paid_at at time zone ${timeZone}, 'YYYY-MM') as month, currency, sum(amount)::int as amount
            from payments where kind = 'donation' and paid_at >= ${new Date(now.getTime() - 400 * 86_400_000)}
            group by 1, 2`,
      ),
    ]);
    const byMonth = new Map(months.map((row) => [row.month, row]));
    const list: RevenueMonth[] = lastMonths(now, timeZone, REVENUE_MONTHS).map((month) => ({
      month,
      newMembers: byMonth.get(month)?.started ?? 0,
      cancelled: byMonth.get(month)?.cancelled ?? 0,
      donations: Object.fromEntries(
        donations.filter((row) => row.month === month).map((row) => [row.currency, row.amount]),
      ),
    }));
    return {
      mrr: Object.fromEntries(mrrRows.map((row) => [row.currency, row.mrr])),
      activeMembers: counts[0]?.active ?? 0,
      trialing: counts[0]?.trialing ?? 0,
      complimentary: counts[0]?.comp ?? 0,
      months: list,
    };
  }
}

/** The last `n` calendar months in `timeZone`, newest first: '2026-11', '2026-10', … */
export function lastMonths(now: Date, timeZone: string, n: number): string[] {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  let year = Number(parts.find((p) => p.type === 'year')?.value);
  let month = Number(parts.find((p) => p.type === 'month')?.value);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return out;
}
