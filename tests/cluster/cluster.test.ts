import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../helpers/fake-providers';
import { ADMIN, missingPrerequisite, startCluster, within, type Cluster } from './harness';

/**
 * Three processes of the built site on one PostgreSQL behind Debian's nginx (round robin), and
 * Debian's Varnish in front (deploy/varnish/newsdesk.vcl): what one process changes, every process
 * shows within a second, and so does Varnish, which the processes purge by surrogate key; limits,
 * images and the news fetch are shared; a process killed mid-load costs readers nothing nginx
 * cannot retry.
 * Run by `npm test` as its own stage (scripts/test.ts); docs/architecture.md, 'Events across processes'.
 */

const skipped = missingPrerequisite();
/** The spec's publish-to-visible bound on every process. */
const VISIBLE_WITHIN_MS = 1_000;

describe.skipIf(skipped !== null)('three processes behind nginx', () => {
  let cluster: Cluster;
  let providers: FakeProviders;
  let token = '';

  const api = async (base: string, route: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(`${base}${route}`, { ...init, headers });
  };
  const page = async (base: string, route: string) => {
    const response = await fetch(`${base}${route}`);
    return { status: response.status, text: await response.text() };
  };
  const article = (fields: Record<string, string>, image?: Blob) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (image) form.set('image', image, 'picture.png');
    return form;
  };
  const storyFields = (title: string) => ({
    title,
    category: 'World',
    status: 'published',
    description: `${title}: what happened, in a sentence long enough to pass the form's checks.`,
    content: `<p>${title}. The story's body, in a paragraph of its own, read from every process.</p>`,
  });
  /** True when every process answers `route` and `holds` accepts the answer. */
  const onAll = (route: string, holds: (answer: { status: number; text: string }) => boolean) => async () => {
    const answers = await Promise.all(cluster.apps.map((app) => page(app.url, route)));
    return answers.every(holds);
  };

  beforeAll(async () => {
    providers = await startFakeProviders(3445, 150);
    cluster = await startCluster({ providersUrl: `${providers.url}/ok` });
    const login = await fetch(`${cluster.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    await providers?.close();
  }, 60_000);

  it('shows a story published through one process on every process within a second', async () => {
    // Warm each process's cached home page first, so a stale cache would show.
    for (const app of cluster.apps) expect((await page(app.url, '/')).status).toBe(200);
    const title = 'Harbour pilots publish across processes';
    const created = await api(cluster.url, '/api/news', { method: 'POST', body: article(storyFields(title)) });
    expect(created.status, await created.clone().text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const visible = await within(VISIBLE_WITHIN_MS, async () => {
      const home = await onAll('/', (answer) => answer.text.includes(title))();
      const story = await onAll(`/news/${slug}`, (answer) => answer.status === 200)();
      return home && story;
    });
    expect(visible, cluster.logs()).toBe(true);
  });

  it('shows an edit and a delete on every process within a second, over warmed pages', async () => {
    const created = await api(cluster.url, '/api/news', {
      method: 'POST',
      body: article(storyFields('Orchard growers count a harvest')),
    });
    expect(created.status).toBe(201);
    const { _id: id, slug } = (await created.json()) as { _id: string; slug: string };
    const route = `/news/${slug}`;
    expect(
      await within(
        VISIBLE_WITHIN_MS,
        onAll(route, (answer) => answer.status === 200),
      ),
    ).toBe(true);
    // Each process has the page in its cache now.
    for (const app of cluster.apps) expect((await page(app.url, route)).text).toContain('Orchard growers');

    const edited = await api(cluster.url, `/api/news/${id}`, {
      method: 'PUT',
      body: article({ title: 'Orchard growers count a record harvest' }),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const { slug: editedSlug } = (await edited.json()) as { slug: string };
    const editedRoute = `/news/${editedSlug}`;
    const showsEdit = await within(
      VISIBLE_WITHIN_MS,
      onAll(editedRoute, (answer) => answer.text.includes('count a record harvest')),
    );
    expect(showsEdit, cluster.logs()).toBe(true);

    const deleted = await api(cluster.url, `/api/news/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const gone = await within(
      VISIBLE_WITHIN_MS,
      onAll(editedRoute, (answer) => answer.status === 404),
    );
    expect(gone, cluster.logs()).toBe(true);
  });

  it('honours a membership given through one process on every process within a second', async () => {
    // A members' story, and a reader without a membership reading it on every process: on the
    // meter ('… free stories left'), each process now holding the reader's session and tiers.
    const tier = await api(cluster.url, '/api/tiers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cluster supporter', currency: 'INR', monthlyPrice: '99' }),
    });
    expect(tier.status).toBe(201);
    const { _id: tierId } = (await tier.json()) as { _id: string };
    const created = await api(cluster.url, '/api/news', {
      method: 'POST',
      body: article({ ...storyFields('Members hear the harbour plan first'), access: 'members' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const registered = await fetch(`${cluster.url}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cluster-member', password: 'correct horse battery' }),
    });
    expect(registered.status).toBe(201);
    const reader = (await registered.json()) as { _id: string; token: string };
    const asReader = (base: string) =>
      fetch(`${base}/news/${slug}`, {
        headers: {
          authorization: `Bearer ${reader.token}`,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
        },
      }).then((res) => res.text());
    for (const app of cluster.apps) expect(await asReader(app.url)).toContain('free stories left this month');

    // A membership through one process: every process reads the story to them as a member's.
    const given = await api(cluster.apps[0]!.url, `/api/members/${reader._id}/comp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tier: tierId }),
    });
    expect(given.status, await given.clone().text()).toBe(200);
    const honoured = await within(VISIBLE_WITHIN_MS, async () => {
      const pages = await Promise.all(cluster.apps.map((app) => asReader(app.url)));
      return pages.every((html) => html.includes('Make a gift link') && !html.includes('free stories left'));
    });
    expect(honoured, cluster.logs()).toBe(true);
  });

  it('shows a comment approved through one process on every process within a second', async () => {
    const created = await api(cluster.url, '/api/news', {
      method: 'POST',
      body: article(storyFields('Readers answer the harbour plan')),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { _id: storyId, slug } = (await created.json()) as { _id: string; slug: string };
    const registered = await fetch(`${cluster.url}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cluster-commenter', password: 'correct horse battery' }),
    });
    const reader = (await registered.json()) as { token: string };
    // A new reader's first comment waits for review (the site's default rules).
    const posted = await fetch(`${cluster.apps[1]!.url}/api/news/${storyId}/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'The harbour plan forgets the fishermen.' }),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const { comment, status } = (await posted.json()) as { comment: { _id: string }; status: string };
    expect(status).toBe('pending');
    // Every process keeps the thread's fragment without it.
    const fragment = `/news/${slug}/comment-list`;
    for (const app of cluster.apps) {
      await page(app.url, fragment);
      expect((await page(app.url, fragment)).text).not.toContain('forgets the fishermen');
    }
    const approved = await api(cluster.apps[0]!.url, '/api/comments/moderate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [comment._id], action: 'approve' }),
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const shown = await within(
      VISIBLE_WITHIN_MS,
      onAll(fragment, (answer) => answer.status === 200 && answer.text.includes('forgets the fishermen')),
    );
    expect(shown, cluster.logs()).toBe(true);
  });

  it('refuses the sixth wrong password with 429 when the tries are spread over the processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Through nginx: round robin gives each process two of the six.
      const response = await fetch(`${cluster.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.username, password: `wrong-password-${i}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401 || status === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('serves an image uploaded through one process from the others', async () => {
    const png = await sharp({
      create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const [first, ...others] = cluster.apps;
    const created = await api(first!.url, '/api/news', {
      method: 'POST',
      body: article(storyFields('Kite makers share a picture'), new Blob([new Uint8Array(png)], { type: 'image/png' })),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { image } = (await created.json()) as { image: string | null };
    expect(image).toMatch(/^\/uploads\/images\//);
    // The JPEG every upload gets (server/media/media.service.ts, saveArticleImage).
    const file = `${image}-1200.jpg`;
    const fromFirst = await fetch(`${first!.url}${file}`);
    expect(fromFirst.status).toBe(200);
    const bytes = Buffer.from(await fromFirst.arrayBuffer());
    for (const app of others) {
      const response = await fetch(`${app.url}${file}`);
      expect(response.status, `${app.url}${file}`).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('runs the news fetch once when all three are asked at the same moment', async () => {
    const answers = await Promise.all(
      cluster.apps.map((app) => api(app.url, '/api/scheduler/trigger-news-fetch', { method: 'POST' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([202, 409, 409]);
    const runs = await api(cluster.url, '/api/scheduler/runs');
    expect(runs.status).toBe(200);
    const { runs: list } = (await runs.json()) as { runs: unknown[] };
    expect(list).toHaveLength(1);
  });

  describe('behind Varnish, which the processes purge', () => {
    /** A page through Varnish: its text and whether Varnish answered from its cache. */
    const throughCdn = async (route: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${cluster.cdnUrl}${route}`, { headers });
      return { text: await response.text(), cached: response.headers.get('x-varnish-cache') === 'HIT', response };
    };
    /** Asks until Varnish keeps `route` (the first answer may come from a process that has not yet kept it). */
    const kept = (route: string) => within(5_000, async () => (await throughCdn(route)).cached);
    /** Waits until no purge has reached Varnish for a second and a half (within 10 s). */
    const purgesSettled = async () => {
      let last = cluster.purges.passed;
      let quietSince = Date.now();
      return within(10_000, async () => {
        if (cluster.purges.passed !== last) {
          last = cluster.purges.passed;
          quietSince = Date.now();
        }
        return Date.now() - quietSince >= 1_500;
      });
    };

    it('shows a story published through one process within a second, though Varnish kept the page', async () => {
      expect(await kept('/')).toBe(true);
      const title = 'Lighthouse keepers purge the edge';
      const created = await api(cluster.url, '/api/news', { method: 'POST', body: article(storyFields(title)) });
      expect(created.status, await created.clone().text()).toBe(201);
      const visible = await within(VISIBLE_WITHIN_MS, async () => (await throughCdn('/')).text.includes(title));
      expect(visible, cluster.logs()).toBe(true);
      // Kept again once drawn anew.
      expect(await kept('/')).toBe(true);
    });

    it('never keeps a signed-in caller’s page or answer', async () => {
      const auth = { authorization: `Bearer ${token}` };
      for (let i = 0; i < 3; i++) {
        const admin = await throughCdn('/admin', auth);
        expect(admin.cached).toBe(false);
        expect(admin.response.headers.get('cache-control')).toBe('private, no-store');
        const own = await throughCdn('/api/news?status=draft', auth);
        expect(own.cached).toBe(false);
        expect(own.response.status).toBe(200);
      }
      const visitor = await throughCdn('/api/news?status=draft');
      expect(visitor.response.status).toBe(401);
    });

    it('tries a failed purge again, logging it, without holding up the write', async () => {
      // The purges an earlier change set off (each process purges on its event, relayed to the
      // others) must be over first: one arriving late would drop the page this test says is kept.
      expect(await purgesSettled(), cluster.logs()).toBe(true);
      expect(await kept('/')).toBe(true);
      cluster.failPurges(true);
      try {
        const title = 'Ferry timetable written while purges fail';
        const created = await api(cluster.url, '/api/news', { method: 'POST', body: article(storyFields(title)) });
        expect(created.status).toBe(201);
        // Each process's purge was refused, logged, and will be tried again; Varnish still has the
        // old page. (Refusals first: a line logged by an earlier failed purge must not pass for this one.)
        const logged = await within(
          5_000,
          async () =>
            cluster.purges.refused >= 3 &&
            cluster.apps.every((app) => app.output.join('').includes('cdn purge failed; trying again')),
        );
        expect(logged, cluster.logs()).toBe(true);
        expect((await throughCdn('/')).text).not.toContain(title);
        const passed = cluster.purges.passed;
        cluster.failPurges(false);
        // The next try comes a second after the first (server/cache/cdn-purge.ts, RETRY_DELAYS_MS).
        const visible = await within(5_000, async () => (await throughCdn('/')).text.includes(title));
        expect(visible, cluster.logs()).toBe(true);
        expect(cluster.purges.passed).toBeGreaterThan(passed);
      } finally {
        cluster.failPurges(false);
      }
    });
  });

  it('loses no reader when a process is killed during a read load', async () => {
    const failures: string[] = [];
    let reads = 0;
    let running = true;
    const reader = async () => {
      while (running) {
        try {
          const response = await fetch(`${cluster.url}/`);
          await response.arrayBuffer();
          reads += 1;
          if (!response.ok) failures.push(`status ${response.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Array.from({ length: 6 }, reader);
    // Let the load reach every process, then kill one outright (no draining).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const victim = cluster.apps[1]!;
    const died = new Promise((resolve) => victim.child.once('exit', resolve));
    victim.child.kill('SIGKILL');
    await died;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    running = false;
    await Promise.all(load);
    expect(reads).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});

// Without PostgreSQL, nginx or a build the suite says why in its one skipped test.
if (skipped !== null) {
  describe('three processes behind nginx', () => {
    it.skip(`skipped: ${skipped}`, () => {});
  });
}
