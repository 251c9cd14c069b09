import { PGlite } from '@electric-sql/pglite';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/db';
import { insertArticle } from '../../tests/helpers/factories';
import { AnalyticsService } from '../analytics/analytics.service';
import { AuditLog } from '../audit/audit.service';
import { systemActor } from '../lib/actor';
import { createLogger } from '../lib/logger';
import { NewsService } from '../news/news.service';
import { openDatabase, PGLITE_EXTENSIONS, queryRows, type Database, type Db } from './client';
import { copyDatabase, CopyError, copyOrder, TargetNotEmptyError, TRANSIENT_TABLES, type CopyResult } from './copy';
import * as schema from './schema';

const TIME_ZONE = 'Asia/Kolkata';

/** Tables that a later migration might add, made here on both sides: the copy must find them itself. */
const EXTRA_TABLES = [
  'create table extra_numbered (id serial primary key, note text not null)',
  'create table extra_unkeyed (note text, at timestamptz)',
];

async function createExtraTables(db: Db) {
  for (const statement of EXTRA_TABLES) await db.execute(sql.raw(statement));
}

/** Every row of every table as JSON text, sorted: what "the same data" means here. */
async function snapshot(db: Db): Promise<Map<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.raw(`"${name}"`)} t`,
    );
    out.set(name, rows.map((r) => r.row).sort());
  }
  return out;
}

/** A PGlite site with some of everything a real one holds. */
async function fillSource(database: Database) {
  const db = database.db;
  await createExtraTables(db);
  const [author] = await db
    .insert(schema.users)
    .values({
      username: 'Asha',
      usernameKey: 'asha',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      role: 'editor',
      firstName: 'Asha',
      avatar: 'avatar-0f1e2d3c.webp',
    })
    .returning();
  if (!author) throw new Error('no author');
  await db.insert(schema.users).values({
    username: 'reader',
    usernameKey: 'reader',
    passwordHash: 'x',
    email: 'reader@example.com',
    emailVerifiedAt: new Date(),
    language: 'hi',
  });
  await db.insert(schema.accountTokens).values({
    userId: author.id,
    purpose: 'reset-password',
    tokenHash: 'b'.repeat(64),
    email: 'asha@example.com',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(schema.sessions).values({
    tokenHash: 'a'.repeat(64),
    userId: author.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });

  const stories = [];
  for (let i = 0; i < 7; i++) {
    stories.push(
      await insertArticle(db, {
        title: `Monsoon report ${i}`,
        slug: `monsoon-report-${i}`,
        authorId: author.id,
        author: 'Asha',
        image: i === 0 ? 'upload-5a4b3c2d' : '/samples/india-1.jpg',
        // Text that a careless copy would mangle: separators, quotes, escapes, non-ASCII.
        keywords: ['a,b', 'with "quotes"', 'back\\slash', '{braces}', 'NULL', 'ünïcödé 🚀'],
        content: `<p>Line one\r\nline two\ttabbed 'single' "double" ${i}</p>`,
        isSample: i === 6,
        status: i === 5 ? 'draft' : 'published',
      }),
    );
  }
  const first = stories[0];
  if (!first) throw new Error('no stories');
  // Microseconds and a null inside an array survive only an exact copy.
  await db.execute(
    sql`update articles set created_at = '2026-01-02 03:04:05.123456+00', tags = array['x', null]::text[] where id = ${first._id}`,
  );

  const analytics = new AnalyticsService(db, TIME_ZONE);
  for (const story of stories.slice(0, 3)) {
    await analytics.record(story._id, 'views');
    await analytics.record(story._id, 'shares');
    await analytics.like(story._id, `liker-${story._id}`);
  }
  await db.insert(schema.articleDailyStats).values([
    { articleId: first._id, day: '2026-01-01', views: 40, shares: 2, likes: 1 },
    { articleId: first._id, day: '2026-01-02', views: 9, shares: 0, likes: 0 },
  ]);

  await db.insert(schema.articleRevisions).values({
    articleId: first._id,
    number: 1,
    snapshot: { title: 'Monsoon report 0', tags: ['a', 'b'] } as never,
    changed: ['title', 'tags'],
    origin: 'created',
    authorName: 'Asha',
  });
  await db.insert(schema.frontPagePins).values({
    slot: 'featured',
    position: 0,
    articleId: first._id,
    expiresAt: new Date('2026-01-03T00:00:00Z'),
    pinnedBy: author.id,
  });
  await db
    .update(schema.articles)
    .set({ liveBlog: true })
    .where(sql`id = ${first._id}`);
  await db.insert(schema.liveEntries).values([
    { articleId: first._id, title: 'Polls open', body: '<p>Queues at 7 a.m.</p>', keyEvent: true, authorName: 'Asha' },
    {
      articleId: first._id,
      body: '<p>Turnout 40 % by noon.</p>',
      authorId: author.id,
      authorName: 'Asha',
      editedAt: new Date(),
    },
  ]);
  await db.insert(schema.savedStories).values({ userId: author.id, articleId: first._id });
  const [subscriber] = await db
    .insert(schema.newsletterSubscribers)
    .values([
      {
        email: 'reader@example.com',
        status: 'confirmed',
        unsubscribeToken: 'unsubscribe-token-0001',
        userId: author.id,
        // Both editions' newsletters (an array column is copied as it is).
        editions: ['en', 'hi'],
        requestedEditions: ['hi'],
      },
      {
        email: 'waiting@example.com',
        confirmTokenHash: 'ab12',
        confirmExpiresAt: new Date(),
        unsubscribeToken: 'unsubscribe-token-0002',
      },
    ])
    .returning();
  const [send] = await db
    .insert(schema.newsletterSends)
    .values({
      slot: new Date('2026-01-02T01:30:00Z'),
      edition: 'hi',
      subject: 'Morning briefing',
      stories: [{ id: 'x', title: 'T' }],
    })
    .returning();
  await db
    .insert(schema.newsletterDeliveries)
    .values({ sendId: send!.id, subscriberId: subscriber!.id, status: 'sent' });
  await db.insert(schema.pushKeys).values({ publicKey: 'BPublicKeyOfTheSite', privateKey: 'privateKeyOfTheSite' });
  const [device] = await db
    .insert(schema.pushSubscriptions)
    .values({ endpoint: 'https://push.example.com/send/abc', p256dh: 'BKey', auth: 'secret', userId: author.id })
    .returning();
  await db.insert(schema.follows).values([
    { userId: author.id, kind: 'tag', key: 'monsoon' },
    { subscriptionId: device!.id, kind: 'section', key: 'sports' },
  ]);
  await db
    .insert(schema.followPending)
    .values({ subscriptionId: device!.id, articleId: first._id, topics: ['tag:monsoon'] });
  const [alert] = await db
    .insert(schema.alerts)
    .values({ kind: 'breaking', title: 'Polls close', url: '/news/polls-close', articleId: first._id, recipients: 1 })
    .returning();
  await db.insert(schema.alertDeliveries).values({ alertId: alert!.id, subscriptionId: device!.id });
  await db.insert(schema.staffInvitations).values({
    email: 'new.editor@example.com',
    role: 'editor',
    tokenHash: 'cd34',
    invitedBy: author.id,
    invitedByName: 'asha',
    expiresAt: new Date('2026-01-09T00:00:00Z'),
  });
  await db.insert(schema.articleTranslations).values([
    { articleId: first._id, groupId: first._id, edition: 'en' },
    { articleId: stories[1]!._id, groupId: first._id, edition: 'hi' },
  ]);
  await db.insert(schema.articleNotes).values([
    { articleId: first._id, kind: 'correction', text: 'The vote was 52 to 48, not 48 to 52.', authorId: author.id },
    { articleId: first._id, kind: 'update', text: 'The bill now goes to the upper house.' },
  ]);

  await db.insert(schema.settings).values([
    { key: 'site', value: { siteName: 'The Ledger', social: { x: 'https://x.com/ledger' }, logo: 'logo-1.webp' } },
    { key: 'scheduler', value: { running: true } },
  ]);
  const picture = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
  await db.insert(schema.media).values({
    id: picture,
    uploadedBy: author.id,
    originalName: 'harbour.jpg',
    bytes: 81_234,
    width: 1600,
    height: 900,
    alt: 'Boats in the harbour',
    caption: 'Kasimedu at dawn',
    credit: 'Photo: A. Rao',
  });
  await db.insert(schema.mediaUses).values({ mediaId: picture, articleId: first._id });
  await db
    .insert(schema.republications)
    .values({ articleId: first._id, page: 'https://partner.example/news/vote', hits: 3 });
  const [tier] = await db
    .insert(schema.tiers)
    .values({ name: 'Supporter', currency: 'INR', monthlyPrice: 19_900, benefits: ['No ads'] })
    .returning();
  await db.insert(schema.memberships).values({
    userId: author.id,
    tierId: tier!.id,
    status: 'active',
    interval: 'month',
    periodEnd: new Date('2027-01-01T00:00:00Z'),
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
  });
  await db.insert(schema.payments).values({
    id: 'in_1',
    userId: author.id,
    kind: 'membership',
    description: 'Supporter, monthly',
    amount: 19_900,
    currency: 'INR',
    receiptUrl: 'https://invoice.stripe.example/in_1',
    paidAt: new Date('2026-11-28T00:00:00Z'),
  });
  await db.insert(schema.meterReads).values({ userId: author.id, month: '2026-11', articleId: first._id });
  await db.insert(schema.conversions).values({ kind: 'signup', articleId: first._id, userId: author.id });
  // A reply whose key sorts before its comment's: copied first, its key to the comment deferred.
  await db.insert(schema.comments).values([
    {
      id: 'ffffffff-0000-4000-8000-000000000001',
      articleId: first._id,
      authorId: author.id,
      body: 'First!\n\nA second paragraph.',
      status: 'published',
      likes: 1,
      reports: 1,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      articleId: first._id,
      parentId: 'ffffffff-0000-4000-8000-000000000001',
      authorId: author.id,
      body: 'A reply',
      status: 'pending',
      heldFor: 'first comment',
    },
  ]);
  await db.insert(schema.commentLikes).values({ commentId: 'ffffffff-0000-4000-8000-000000000001', userId: author.id });
  await db
    .insert(schema.commentReports)
    .values({ commentId: 'ffffffff-0000-4000-8000-000000000001', userId: author.id, reason: 'spam' });
  await db.insert(schema.commentBans).values({ userId: author.id, kind: 'shadow', reason: 'Testing' });
  await db.insert(schema.commentNotices).values({ userId: author.id, articleId: first._id, sentAt: new Date() });
  await db.insert(schema.commentDigests).values({ userId: author.id, day: '2026-11-28' });
  await db.insert(schema.giftLinks).values({
    token: 'gift-token-of-twenty-two',
    articleId: first._id,
    userId: author.id,
    expiresAt: new Date('2026-12-12T00:00:00Z'),
  });
  await db
    .insert(schema.stripeEvents)
    .values({ id: 'evt_1', type: 'customer.subscription.created', createdAt: new Date('2026-11-28T00:00:00Z') });
  const [guest] = await db
    .insert(schema.contributors)
    .values({ slug: 'meera-iyer', name: 'Meera Iyer', bio: 'A photographer in Kochi.' })
    .returning();
  await db.insert(schema.articleBylines).values([
    { articleId: first._id, position: 0, role: 'author', userId: author.id },
    { articleId: first._id, position: 1, role: 'reporting', contributorId: guest!.id },
  ]);
  await db.insert(schema.contactMessages).values([
    { name: 'Ravi', email: 'ravi@example.com', subject: 'Hello', message: 'Two lines\nof text' },
    { name: 'Meena', email: 'meena@example.com', subject: 'Read', message: 'Done', readAt: new Date() },
  ]);
  await db.insert(schema.ingestRuns).values({
    trigger: 'schedule',
    status: 'done',
    finishedAt: new Date(),
    fetched: 12,
    stored: 10,
    skipped: 2,
    report: { India: { newsapi: { fetched: 12 } } },
    // A JSON array in a jsonb column: a driver would send a JavaScript array as a PostgreSQL array.
    errors: [{ provider: 'gnews', message: 'quota' }],
  });
  await db.insert(schema.ingestSeen).values({ sourceUrl: 'https://example.com/story' });
  const audit = new AuditLog(db);
  const actor = systemActor(createLogger('silent'));
  await audit.record(actor, { action: 'article.publish', target: { type: 'article', id: first._id, label: 'x' } });
  await audit.record(actor, { action: 'settings.update', details: { fields: ['siteName'] } });

  await db.execute(sql`insert into extra_numbered (note) select 'n' || g from generate_series(1, 5) g`);
  await db.execute(
    sql`insert into extra_unkeyed (note, at) select 'u' || g, now() from generate_series(1, 5) g union all select null, null`,
  );
  return { author, first };
}

describe('copyDatabase: a PGlite site into an empty database', () => {
  let source: Database;
  let target: Database;
  let copied: CopyResult;
  let sourceData: Map<string, string[]>;
  let firstId: string;

  beforeAll(async () => {
    source = await openDatabase({
      pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }),
    });
    // A fresh database on the PostgreSQL server when DATABASE_URL is set, another PGlite otherwise.
    target = await createTestDatabase();
    await createExtraTables(target.db);
    ({
      first: { _id: firstId },
    } = await fillSource(source));
    sourceData = await snapshot(source.db);
    // Small batches, so every table with more than two rows is read from a key onwards.
    copied = await copyDatabase(source, target, { batchSize: 2 });
  });

  afterAll(async () => {
    // The target may go back to this worker's pool of test databases: without the extra tables.
    await target?.db.execute(sql`drop table if exists extra_numbered, extra_unkeyed`);
    await target?.close();
    await source?.close();
  });

  it('copies every table, and the test data leaves none empty', () => {
    const copiedNames = copied.tables.map((t) => t.table);
    for (const [table, rows] of sourceData) {
      if (TRANSIENT_TABLES.includes(table)) {
        expect(copiedNames, table).not.toContain(table);
        continue;
      }
      // A table added by a migration must be filled above, or this copy is not shown to carry it.
      expect(rows.length, `${table} has rows in the source`).toBeGreaterThan(0);
      expect(copiedNames, table).toContain(table);
    }
    // Every table the application's schema declares, too.
    const declared = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table).name);
    expect(declared).toContain('articles');
    for (const name of declared) {
      expect([...copiedNames, ...TRANSIENT_TABLES], name).toContain(name);
    }
  });

  it('leaves every row equal, column by column', async () => {
    const targetData = await snapshot(target.db);
    for (const [table, rows] of sourceData) {
      if (TRANSIENT_TABLES.includes(table)) continue;
      expect(targetData.get(table), table).toEqual(rows);
    }
    expect(copied.tables.find((t) => t.table === 'articles')?.rows).toBe(7);
  });

  it('writes parents before the tables that refer to them', () => {
    const at = (name: string) => copied.tables.findIndex((t) => t.table === name);
    expect(at('users')).toBeLessThan(at('articles'));
    expect(at('users')).toBeLessThan(at('sessions'));
    expect(at('articles')).toBeLessThan(at('article_daily_stats'));
    expect(at('articles')).toBeLessThan(at('article_likes'));
  });

  it('sets a serial column past the copied ids', async () => {
    expect(copied.sequences).toContainEqual({ sequence: 'extra_numbered_id_seq', value: '5' });
    const [row] = await queryRows<{ id: number }>(
      target.db,
      sql`insert into extra_numbered (note) values ('next') returning id`,
    );
    expect(row?.id).toBe(6);
  });

  it("answers the application's reads from the copy", async () => {
    const sourceNews = new NewsService(source.db);
    const news = new NewsService(target.db);
    const story = await news.find('monsoon-report-0');
    expect(story?.image).toBe('upload-5a4b3c2d');
    expect(story?.keywords).toContain('ünïcödé 🚀');
    expect(await news.list({ page: 1, limit: 20 })).toEqual(await sourceNews.list({ page: 1, limit: 20 }));
    expect(await news.countAll()).toBe(7);
    const searched = await queryRows<{ id: string }>(
      target.db,
      sql`select id from articles where search @@ websearch_to_tsquery('english', 'monsoon report 0')`,
    );
    expect(searched.map((r) => r.id)).toContain(firstId);
    const now = () => new Date();
    expect(await new AnalyticsService(target.db, TIME_ZONE, now).overview(30)).toEqual(
      await new AnalyticsService(source.db, TIME_ZONE, now).overview(30),
    );
  });

  it('refuses a second copy into the now filled database, and changes nothing', async () => {
    const before = await snapshot(target.db);
    const refused = copyDatabase(source, target);
    await expect(refused).rejects.toBeInstanceOf(TargetNotEmptyError);
    await expect(refused).rejects.toThrow(/articles: 7 rows/);
    expect(await snapshot(target.db)).toEqual(before);
  });
});

describe('copyDatabase: databases that do not match', () => {
  it('refuses when the tables differ, before writing anything', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    try {
      await source.db.execute(sql`create table only_here (id int primary key)`);
      await expect(copyDatabase(source, target)).rejects.toThrow(/only in the source: only_here/);
      await expect(copyDatabase(source, target)).rejects.toBeInstanceOf(CopyError);
    } finally {
      await source.db.execute(sql`drop table if exists only_here`);
      await source.close();
      await target.close();
    }
  });
});

describe('copyOrder', () => {
  it('puts each table after the ones it refers to', () => {
    expect(
      copyOrder(
        ['likes', 'articles', 'users', 'settings'],
        [
          { child: 'likes', parent: 'articles' },
          { child: 'articles', parent: 'users' },
        ],
      ),
    ).toEqual(['settings', 'users', 'articles', 'likes']);
  });

  it('refuses a cycle and a table that refers to itself', () => {
    expect(() =>
      copyOrder(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow(/cycle/);
    expect(() => copyOrder(['a'], [{ child: 'a', parent: 'a' }])).toThrow(/refers to itself/);
    // A DEFERRABLE key to itself is checked when the copy commits: any row order will do.
    expect(copyOrder(['a'], [{ child: 'a', parent: 'a', deferrable: true }])).toEqual(['a']);
  });
});
