import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as articlePage from '../../app/routes/article';
import * as authorPage from '../../app/routes/author';
import * as contributorPage from '../../app/routes/contributor';
import { storyCredits, type Article } from '../../core/article';
import { bylineText, joinNames, type Contributor } from '../../core/bylines';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, signedInAs } from '../../tests/helpers/factories';
import { htmlPages } from '../../tests/security/asvs-helpers';

/**
 * Bylines and guest contributors (docs/product.md, 'Bylines and contributors'): several names in
 * order, guests without accounts kept by editors, 'With reporting by', each person's page and
 * feed, and the refusals.
 */
describe('the byline as one text', () => {
  it('joins names as people write them, and falls back for a story that credits nobody here', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Asha'])).toBe('Asha');
    expect(joinNames(['Asha', 'Vikram'])).toBe('Asha and Vikram');
    expect(joinNames(['Asha', 'Vikram', 'Meera'])).toBe('Asha, Vikram and Meera');
    expect(
      bylineText([
        { name: 'Asha', role: 'author' },
        { name: 'Ravi', role: 'reporting' },
        { name: 'Meera', role: 'author' },
      ]),
    ).toBe('Asha and Meera');
    expect(bylineText([{ name: 'Ravi', role: 'reporting' }])).toBeNull();
    // A fetched story: its source's byline, unlinked; an older story: its writer's page.
    expect(storyCredits({ author: 'Reuters', authorUsername: null, bylines: [] }).authors).toEqual([
      { name: 'Reuters', role: 'author', path: null, guest: false },
    ]);
    expect(storyCredits({ author: null, authorUsername: 'asha', bylines: [] }).authors[0]?.path).toBe('/author/asha');
    const onlyReporting = storyCredits({
      author: null,
      authorUsername: null,
      bylines: [{ name: 'Ravi', role: 'reporting', path: '/author/ravi', guest: false }],
    });
    expect(onlyReporting.authors.map((a) => a.name)).toEqual(['World News Team']);
    expect(onlyReporting.reporters.map((a) => a.name)).toEqual(['Ravi']);
  });
});

describe('bylines and guest contributors', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof signedInAs>>;
  let writer: Awaited<ReturnType<typeof signedInAs>>;
  let reporter: Awaited<ReturnType<typeof signedInAs>>;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://news.example' },
      renderPage: htmlPages({
        '/news/:slug': articlePage,
        '/author/:username': authorPage,
        '/contributor/:slug': contributorPage,
      }),
    });
    editor = await signedInAs(t.services, 'editor', 'desk-editor');
    writer = await signedInAs(t.services, 'author', 'asha');
    reporter = await signedInAs(t.services, 'author', 'ravi');
    admin = await signedInAs(t.services, 'admin', 'site-admin');
    for (const [who, firstName, lastName] of [
      [writer, 'Asha', 'Rao'],
      [reporter, 'Ravi', 'Menon'],
    ] as const) {
      const res = await t.app.request('/api/users/me', {
        method: 'PATCH',
        headers: { ...who.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName, lastName, email: '' }),
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => t.close());

  const json = (auth: Record<string, string>, method: string, body: unknown) => ({
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const photo = async () =>
    new Blob([
      new Uint8Array(
        await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a52' } })
          .jpeg()
          .toBuffer(),
      ),
    ]);
  const addContributor = async (name: string, bio: string | null = null, withPhoto = false) => {
    const form = new FormData();
    form.append('name', name);
    if (bio) form.append('bio', bio);
    if (withPhoto) form.append('photo', await photo(), 'face.jpg');
    const res = await t.app.request('/api/contributors', { method: 'POST', headers: editor.auth, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Contributor;
  };
  const save = async (auth: Record<string, string>, fields: Record<string, string>, id?: string) =>
    t.app.request(id ? `/api/news/${id}` : '/api/news', {
      method: id ? 'PUT' : 'POST',
      headers: auth,
      body: articleForm({
        title: fields.title ?? 'A story',
        description: 'What happened.',
        content: `<p>${'A full account of the day. '.repeat(20)}</p>`,
        status: 'published',
        ...fields,
      }),
    });

  it('credits a new story to its writer, unless the editor names others, in order, with their pages', async () => {
    const own = await save(writer.auth, { title: 'Tide tables for Kochi', status: 'draft' });
    expect(own.status).toBe(201);
    const draft = (await own.json()) as Article;
    expect(draft.author).toBe('Asha Rao');
    expect(draft.bylines).toEqual([{ name: 'Asha Rao', role: 'author', path: '/author/asha', guest: false }]);

    const guest = await addContributor('Meera Iyer', 'A freelance photographer in Kochi.', true);
    expect(guest.slug).toBe('meera-iyer');
    expect(guest.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-256\.webp$/);
    const bylines = JSON.stringify([
      { user: writer.viewer._id },
      { contributor: guest._id },
      { user: reporter.viewer._id, role: 'reporting' },
    ]);
    const res = await save(editor.auth, { title: 'Monsoon floods Kochi', bylines });
    expect(res.status).toBe(201);
    const story = (await res.json()) as Article;
    expect(story.author).toBe('Asha Rao and Meera Iyer');
    expect(story.bylines).toEqual([
      { name: 'Asha Rao', role: 'author', path: '/author/asha', guest: false },
      { name: 'Meera Iyer', role: 'author', path: '/contributor/meera-iyer', guest: true },
      { name: 'Ravi Menon', role: 'reporting', path: '/author/ravi', guest: false },
    ]);
    // The editor's own account is not credited: the list says who is.
    expect(story.bylines.map((b) => b.name)).not.toContain('desk-editor');

    const html = await (await t.app.request(`/news/${story.slug}`)).text();
    expect(html).toContain(
      'By <a href="/author/asha" rel="author" class="font-semibold text-neutral-900 underline decoration-neutral-400 underline-offset-2 hover:decoration-2 dark:text-white">Asha Rao</a> and <a href="/contributor/meera-iyer" rel="author"',
    );
    expect(html).toMatch(/With reporting by <a href="\/author\/ravi" rel="author"[^>]*>Ravi Menon<\/a>/);

    // On each person's page and feed; the lists carry the byline's text.
    for (const address of ['/author/asha', '/author/ravi', '/contributor/meera-iyer']) {
      const page = await t.app.request(address);
      expect(page.status, address).toBe(200);
      expect(await page.text()).toContain('Monsoon floods Kochi');
      const feed = await t.app.request(`${address}/rss.xml`);
      expect(feed.status, `${address}/rss.xml`).toBe(200);
      expect(await feed.text()).toContain('<dc:creator>Asha Rao and Meera Iyer</dc:creator>');
    }
    const guestPage = await (await t.app.request('/contributor/meera-iyer')).text();
    expect(guestPage).toContain('A freelance photographer in Kochi.');
    expect(guestPage).toContain('Contributor');
    const data = await t.app.request('/api/authors/contributors/meera-iyer');
    expect(((await data.json()) as { author: { name: string } }).author.name).toBe('Meera Iyer');
    const sitemap = await (await t.app.request('/sitemaps/authors.xml')).text();
    expect(sitemap).toContain('<loc>https://news.example/contributor/meera-iyer</loc>');
    expect(sitemap).toContain('<loc>https://news.example/author/ravi</loc>');
    // The editor who published it is not on the byline, so has no page for it.
    expect((await t.app.request('/author/desk-editor')).status).toBe(404);
    expect((await t.app.request('/contributor/nobody-here')).status).toBe(404);
  });

  it('writes a rename into every byline that names the person, and redraws their stories', async () => {
    const guest = await addContributor('Kiran Shah');
    const res = await save(editor.auth, {
      title: 'Port strike ends',
      bylines: JSON.stringify([{ contributor: guest._id }]),
    });
    const story = (await res.json()) as Article;
    expect(story.author).toBe('Kiran Shah');
    const before = await t.app.request(`/news/${story.slug}`);
    expect(await before.text()).toContain('Kiran Shah');

    const renamed = await t.app.request(
      `/api/contributors/${guest._id}`,
      json(editor.auth, 'PATCH', { name: 'Kiran R. Shah' }),
    );
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Contributor).slug).toBe('kiran-shah');
    const list = (await (await t.app.request(`/api/news/${story._id}`)).json()) as Article;
    expect(list.author).toBe('Kiran R. Shah');
    expect(await (await t.app.request(`/news/${story.slug}`)).text()).toContain('Kiran R. Shah');

    // A staff writer's new name too.
    const solo = (await (await save(reporter.auth, { title: 'Ravi alone', status: 'draft' })).json()) as Article;
    await t.app.request(
      '/api/users/me',
      json(reporter.auth, 'PATCH', { firstName: 'Ravindra', lastName: 'Menon', email: '' }),
    );
    expect((await t.services.news.find(solo._id, { includeUnpublished: true }))?.author).toBe('Ravindra Menon');
  });

  it('refuses a byline that names nobody who may be credited, and changes nothing', async () => {
    const reader = await signedInAs(t.services, 'reader');
    const created = (await (await save(editor.auth, { title: 'Budget day' })).json()) as Article;
    const cases: [string, string][] = [
      ['not json', 'bylines: must be a JSON list'],
      [JSON.stringify({ user: writer.viewer._id }), 'bylines:'],
      [JSON.stringify([{ user: reader.viewer._id }]), 'bylines: names an account that does not write here'],
      [JSON.stringify([{ contributor: '0f8fad5b-d9cb-469f-a165-70867728950e' }]), 'bylines: names no contributor'],
      [
        JSON.stringify([{ user: writer.viewer._id }, { user: writer.viewer._id, role: 'reporting' }]),
        'names each person once',
      ],
      [
        JSON.stringify([{ user: writer.viewer._id, contributor: writer.viewer._id }]),
        'names one account or one contributor',
      ],
      [JSON.stringify([{ user: 'asha' }]), 'must be an account id'],
      [JSON.stringify([{ user: writer.viewer._id, role: 'editor' }]), 'must be author or reporting'],
      [JSON.stringify(Array.from({ length: 11 }, () => ({ user: writer.viewer._id }))), 'at most 10 names'],
    ];
    for (const [bylines, message] of cases) {
      const res = await save(editor.auth, { title: 'Budget day, changed', bylines }, created._id);
      expect(res.status, bylines).toBe(400);
      expect(((await res.json()) as { message: string }).message, bylines).toContain(message);
    }
    const after = (await (await t.app.request(`/api/news/${created._id}`)).json()) as Article;
    expect(after.title).toBe('Budget day');
    expect(after.bylines.map((b) => b.name)).toEqual(['desk-editor']);
    // Left out, the credits stay; an empty list credits nobody: the newsroom's byline.
    await save(editor.auth, { title: 'Budget day' }, created._id);
    expect(((await (await t.app.request(`/api/news/${created._id}`)).json()) as Article).author).toBe('desk-editor');
    await save(editor.auth, { title: 'Budget day', bylines: '[]' }, created._id);
    const none = (await (await t.app.request(`/api/news/${created._id}`)).json()) as Article;
    expect([none.author, none.bylines]).toEqual([null, []]);
    expect(storyCredits(none).authors[0]?.name).toBe('World News Team');
  });

  it('keeps a writer since made a reader on the stories that credit them, unlinked, and saves them as they were', async () => {
    const former = await signedInAs(t.services, 'author', 'former-writer');
    const res = await save(editor.auth, {
      title: 'Harbour dues rise',
      bylines: JSON.stringify([{ user: former.viewer._id }, { user: writer.viewer._id }]),
    });
    const story = (await res.json()) as Article;
    const demoted = await t.app.request(
      `/api/users/${former.viewer._id}`,
      json(admin.auth, 'PATCH', { role: 'reader' }),
    );
    expect(demoted.status).toBe(200);
    const shown = (await (await t.app.request(`/api/news/${story._id}`)).json()) as Article;
    expect(shown.bylines[0]).toEqual({ name: 'former-writer', role: 'author', path: null, guest: false });
    // The editor sends the credits back as they were: saved; a reader newly added is still refused.
    const again = await save(
      editor.auth,
      {
        title: 'Harbour dues rise again',
        bylines: JSON.stringify([{ user: former.viewer._id }, { user: writer.viewer._id }]),
      },
      story._id,
    );
    expect(again.status).toBe(200);
    const other = (await (await save(editor.auth, { title: 'Another story' })).json()) as Article;
    const refused = await save(
      editor.auth,
      { title: 'Another story', bylines: JSON.stringify([{ user: former.viewer._id }]) },
      other._id,
    );
    expect(refused.status).toBe(400);
  });

  it('lets editors keep guest contributors, writers see them, and refuses to delete one a story credits', async () => {
    expect((await t.app.request('/api/contributors')).status).toBe(401);
    const listed = await t.app.request('/api/contributors', { headers: writer.auth });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { contributors: Contributor[] }).contributors.map((c) => c.name)).toContain(
      'Meera Iyer',
    );
    const refused = await t.app.request('/api/contributors', json(writer.auth, 'POST', { name: 'Someone' }));
    expect(refused.status).toBe(403);
    const empty = await t.app.request('/api/contributors', json(editor.auth, 'POST', { name: '  ' }));
    expect([empty.status, ((await empty.json()) as { message: string }).message]).toEqual([
      400,
      'name: Enter their name',
    ]);
    const long = await t.app.request('/api/contributors', json(editor.auth, 'POST', { name: 'x'.repeat(81) }));
    expect(long.status).toBe(400);
    const notAPicture = new FormData();
    notAPicture.append('name', 'Not a picture');
    notAPicture.append('photo', new Blob(['<svg/>']), 'x.svg');
    expect(
      (await t.app.request('/api/contributors', { method: 'POST', headers: editor.auth, body: notAPicture })).status,
    ).toBe(415);
    expect(
      (
        (await (await t.app.request('/api/contributors', { headers: editor.auth })).json()) as {
          contributors: Contributor[];
        }
      ).contributors.map((c) => c.name),
    ).not.toContain('Not a picture');

    // Same name, a page of its own.
    const twin = await addContributor('Meera Iyer', null, true);
    expect(twin.slug).toBe('meera-iyer-2');
    const story = (await (
      await save(editor.auth, { title: 'Twin story', bylines: JSON.stringify([{ contributor: twin._id }]) })
    ).json()) as Article;
    const inUse = await t.app.request(`/api/contributors/${twin._id}`, { method: 'DELETE', headers: editor.auth });
    expect(inUse.status).toBe(409);
    expect(await inUse.json()).toEqual({
      code: 'contributor_in_use',
      message: 'This contributor is credited by “Twin story”. Take them off the byline of that story first.',
    });
    expect(
      (await t.app.request(`/api/contributors/${twin._id}`, { method: 'DELETE', headers: writer.auth })).status,
    ).toBe(403);

    await save(editor.auth, { title: 'Twin story', bylines: JSON.stringify([{ user: editor.viewer._id }]) }, story._id);
    const photoFile = path.join(t.config.dataDir, 'uploads', twin.avatar!.replace(/^\/uploads\//, ''));
    expect(existsSync(photoFile)).toBe(true);
    const gone = await t.app.request(`/api/contributors/${twin._id}`, { method: 'DELETE', headers: editor.auth });
    expect(gone.status).toBe(200);
    expect(existsSync(photoFile)).toBe(false);
    expect((await t.app.request(`/api/contributors/${twin._id}`, { headers: editor.auth })).status).toBe(404);
    expect((await t.app.request('/api/contributors/not-an-id', { headers: editor.auth })).status).toBe(404);
  });
});
