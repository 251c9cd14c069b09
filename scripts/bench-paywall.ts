/**
 * `npm run bench`'s locked-story case (docs/product.md, 'Access and the paywall'): one members'
 * story read by a paying member and by signed-out readers on the meter, against the same story
 * as a public one from the page cache, and rendered without the cache, all in this run.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { articles, tiers } from '../server/db/schema';
import { createServices } from '../server/services';
import { loadConfig } from '../server/config';
import { load } from './bench-load';

/** Readers' browsers (a request without a browser's user agent is taken for a crawler, and never metered). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Sets up a tier, a member and a locked story; answers what the requests need. */
export async function paywallFixtures(database: Database, cachedOrigin: string) {
  const services = createServices(database, loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }));
  const [tier] = await database.db
    .insert(tiers)
    .values({ name: 'Bench supporter', currency: 'INR', monthlyPrice: 19_900 })
    .returning();
  const [open, locked] = await database.db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(eq(articles.status, 'published'))
    // The oldest: stories the other cases never asked for, whose locks no server keeps yet.
    .orderBy(asc(articles.publishedAt))
    .limit(2);
  await database.db.update(articles).set({ access: 'members' }).where(eq(articles.id, locked!.id));
  const member = await services.auth.register({ username: 'bench-member', password: 'correct horse battery' }, null);
  await services.members.comp(member._id, tier!.id, null);
  const { token } = await services.auth.startSessionFor(member._id);
  // A signed-out reader who read the locked story this month: its page is their meter's, no new cookie.
  const first = await fetch(`${cachedOrigin}/news/${locked!.slug}`, { headers: { 'user-agent': BROWSER } });
  const meter = /nd_meter=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0];
  if (!meter) throw new Error('the locked story set no meter cookie');
  return {
    openPath: `/news/${open!.slug}`,
    lockedPath: `/news/${locked!.slug}`,
    session: `nd_session=${token}`,
    meter,
  };
}

/** The case's table: requests a second and the p99 of the server's time, by who reads. */
export async function benchPaywall(
  fixtures: Awaited<ReturnType<typeof paywallFixtures>>,
  cachedOrigin: string,
  uncachedOrigin: string,
  seconds: number,
): Promise<void> {
  const rows: [string, Awaited<ReturnType<typeof load>>][] = [
    [
      'public story, signed out, page cache',
      await load(`${cachedOrigin}${fixtures.openPath}`, seconds, { 'user-agent': BROWSER }),
    ],
    [
      'locked story, signed out on the meter, page cache',
      await load(`${cachedOrigin}${fixtures.lockedPath}`, seconds, { 'user-agent': BROWSER, cookie: fixtures.meter }),
    ],
    [
      'locked story, paying member',
      await load(`${cachedOrigin}${fixtures.lockedPath}`, seconds, { 'user-agent': BROWSER, cookie: fixtures.session }),
    ],
    [
      'locked story, paying member, no page cache',
      await load(`${uncachedOrigin}${fixtures.lockedPath}`, seconds, {
        'user-agent': BROWSER,
        cookie: fixtures.session,
      }),
    ],
  ];
  const reference = rows[0]![1];
  console.log(`\nLocked stories (${seconds}s a case):`);
  console.log('case'.padEnd(58) + 'r/s'.padStart(9) + 'vs public'.padStart(11) + 'p99 total ms'.padStart(14));
  for (const [label, result] of rows) {
    console.log(
      label.padEnd(58) +
        result.rps.toFixed(0).padStart(9) +
        `${(result.rps / reference.rps).toFixed(2)}x`.padStart(11) +
        (result.totalP99 === undefined ? '–' : result.totalP99.toFixed(2)).padStart(14),
    );
  }
  const member = rows[2]![1];
  const render = rows[3]![1];
  console.log(
    `member vs uncached render: ${(member.rps / render.rps).toFixed(1)}x; ` +
      `meter check at p99: ${((rows[1]![1].totalP99 ?? 0) - (reference.totalP99 ?? 0)).toFixed(2)} ms over a public hit`,
  );
}
