/**
 * `npm run bench`'s comments-at-scale case, on PostgreSQL (docs/product.md, 'Comments'): a
 * story's first page of comments and the moderation queue's first page, read as the site reads
 * them (CommentStore.thread, .queue, .reviewCount), with 10,000 comments on the site and then
 * with 1,000,000; the two times side by side. The story has 2,000 comments either way; of the
 * rest, about 2 in 100 wait for review and 1 in 100 were reported. Written into the database
 * the bench was given, and removed after.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../server/db/client';
import { CommentStore } from '../server/comments/comments.service';
import { AuthService } from '../server/auth/auth.service';
import { COMMENTS_PAGE, QUEUE_PAGE } from '../core/comments';

const RUNS = 30;

/** The median time of `RUNS` calls, after a few to warm the caches. */
async function median(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** Adds comments up to `total` on the site: the story's 2,000 first, the rest spread over the other stories. */
async function fillTo(database: Database, story: string, total: number): Promise<void> {
  const [{ n }] = (await queryRows<{ n: string }>(database.db, sql`select count(*)::text as n from comments`)) as [
    { n: string },
  ];
  const have = Number(n);
  if (have >= total) return;
  // In batches of 100,000, so one statement never holds the whole million in memory.
  for (let from = have; from < total; from += 100_000) {
    const count = Math.min(100_000, total - from);
    // Whole numbers this script chose, written into the statement (a parameter here has no type).
    const [n, end, size] = [from, total - from, count].map((v) => sql.raw(String(Math.trunc(v))));
    await database.db.execute(sql`
      with stories as (
        select array_agg(id) as ids from articles where status = 'published' and id <> ${story}::uuid
      ), readers as (select array_agg(id) as ids from users)
      insert into comments (article_id, author_id, body, status, reports, likes, created_at)
      select
        case when ${n} + g <= 2000 then ${story}::uuid
             else stories.ids[1 + (${n} + g) % array_length(stories.ids, 1)] end,
        readers.ids[1 + (${n} + g) % array_length(readers.ids, 1)],
        'A reader''s comment number ' || (${n} + g) || ', a sentence or two long, as most comments are.',
        case when (${n} + g) % 50 = 0 then 'pending' when (${n} + g) % 97 = 0 then 'rejected' else 'published' end,
        case when (${n} + g) % 100 = 7 then 1 else 0 end,
        (${n} + g) % 13,
        now() - ((${end} - g) * interval '1 second')
      from stories, readers, generate_series(1, ${size}) as g`);
  }
  await database.db.execute(sql`analyze comments`);
}

export async function benchCommentScale(database: Database): Promise<void> {
  const store = new CommentStore(database.db);
  const [story] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from articles where status = 'published' order by published_at desc limit 1`,
  );
  if (!story) throw new Error('no published story to comment on');
  await database.db.execute(sql`delete from comments`);
  // Readers to write them (a database the bench seeded has none).
  const auth = new AuthService(database.db);
  for (let i = 0; i < 20; i++) {
    await auth.register({ username: `scale-reader-${i}`, password: 'correct horse battery' }, null).catch(() => null);
  }
  const measure = async () => ({
    thread: await median(() => store.thread(story.id, 'newest', null, COMMENTS_PAGE)),
    liked: await median(() => store.thread(story.id, 'liked', null, COMMENTS_PAGE)),
    queue: await median(() => store.queue('review', null, QUEUE_PAGE)),
    waiting: await median(() => store.reviewCount()),
  });
  await fillTo(database, story.id, 10_000);
  const small = await measure();
  await fillTo(database, story.id, 1_000_000);
  const large = await measure();
  await database.db.execute(sql`delete from comments`);
  console.log('\nComments at scale, PostgreSQL (median of 30 reads, ms):');
  console.log('read'.padEnd(52) + '10,000'.padStart(10) + '1,000,000'.padStart(12) + 'ratio'.padStart(8));
  for (const [label, key] of [
    ["a story's first page, newest first (2,000 on it)", 'thread'],
    ["a story's first page, most liked", 'liked'],
    ["the moderation queue's first page", 'queue'],
    ['the count waiting for review', 'waiting'],
  ] as const) {
    console.log(
      label.padEnd(52) +
        small[key].toFixed(2).padStart(10) +
        large[key].toFixed(2).padStart(12) +
        `${(large[key] / small[key]).toFixed(2)}x`.padStart(8),
    );
  }
}
