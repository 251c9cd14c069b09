import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loader as layoutLoader } from '../../app/routes/public-layout';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { handClock, insertArticle, publicArticlesChanged } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';

/**
 * The sidebar's Trending Topics (docs/product.md, 'Sidebar'): the tags most used by the stories
 * published in the last 24 hours, read at most once a minute or after a change readers see.
 */
const time = handClock('2026-11-25T10:30:00Z');
let t: TestApp;
beforeEach(async () => {
  time.set('2026-11-25T10:30:00Z');
  t = await createTestApp({ services: { clock: time.clock } });
});
afterEach(() => t.close());

const hoursAgo = (h: number) => new Date(time.now().getTime() - h * 3_600_000);

/** What the public layout's loader gives the sidebar. */
async function trending() {
  const url = new URL('http://news.test/');
  const args = { context: pageContext(t, null), request: new Request(url), url, params: {} } as never;
  return (await layoutLoader(args)).trending;
}

describe('Trending Topics', () => {
  it('are the tags most used by the stories of the last 24 hours, each with its tag page', async () => {
    await insertArticle(t.database.db, { tags: ['Monsoon', 'Kerala'], publishedAt: hoursAgo(1) });
    await insertArticle(t.database.db, { tags: ['monsoon', 'Floods'], publishedAt: hoursAgo(5) });
    await insertArticle(t.database.db, { tags: ['Monsoon', 'Floods', 'Dams'], publishedAt: hoursAgo(23) });
    // Older than a day, a draft: not counted.
    await insertArticle(t.database.db, { tags: ['Cricket', 'Kerala'], publishedAt: hoursAgo(25) });
    await insertArticle(t.database.db, { tags: ['Cricket'], publishedAt: hoursAgo(25) });
    await insertArticle(t.database.db, { tags: ['Secret', 'Secret2'], status: 'draft', publishedAt: null });
    expect(await trending()).toEqual([
      { label: 'Monsoon', slug: 'monsoon' },
      { label: 'Floods', slug: 'floods' },
      { label: 'Dams', slug: 'dams' },
      { label: 'Kerala', slug: 'kerala' },
    ]);
  });

  it('are read once a minute, or at once after a published change; none: empty (the sidebar shows the four words)', async () => {
    expect(await trending()).toEqual([]);
    const story = await insertArticle(t.database.db, { tags: ['Elections'], publishedAt: hoursAgo(2) });
    // Not read per request: the empty answer is kept until a change or a minute.
    expect(await trending()).toEqual([]);
    publicArticlesChanged(t.services, [story._id]);
    expect(await trending()).toEqual([{ label: 'Elections', slug: 'elections' }]);
    // A day later the story has left the window: read again after the minute.
    time.set('2026-11-26T09:00:00Z');
    expect(await trending()).toEqual([]);
  });
});
