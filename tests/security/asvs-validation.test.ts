/**
 * ASVS 5.0 level 1, V2 Validation and Business Logic (docs/security.md, 'ASVS 5.0 level 1'):
 * 2.2.1 input is checked against what is allowed (lists of values, ranges, formats), answered
 * with 400 naming the field and nothing stored; 2.2.2 the checks run on the server, the same
 * for the API and the page forms, so a request made without the form is refused alike. Pages
 * run their real actions behind the real app (`routerPages`); control characters and
 * bidirectional overrides are tests/security/input.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contactPage from '../../app/routes/contact';
import * as editorPage from '../../app/routes/admin/editor';
import * as registerPage from '../../app/routes/register';
import * as usersPage from '../../app/routes/admin/users';
import { MAX_LIST_LIMIT } from '../../core/article';
import { users } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertArticle, signedInAs } from '../helpers/factories';
import { expectNothingStored, OWN, postForm, routerPages, sendJson } from './asvs-helpers';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let reader: Awaited<ReturnType<typeof signedInAs>>;
/** Each request from its own address, so the per-address limits never answer first. */
let address = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${(address += 1)}` });

beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: '1' },
    renderPage: routerPages({
      '/admin/news/new': editorPage,
      '/admin/users': usersPage,
      '/contact': contactPage,
      '/register': registerPage,
    }),
  });
  editor = await signedInAs(t.services, 'editor');
  admin = await signedInAs(t.services, 'admin');
  reader = await signedInAs(t.services, 'reader');
  for (let i = 0; i < 3; i += 1) await insertArticle(t.database.db, { category: 'World' });
});
afterAll(() => t.close());

/** The field names of a 400 answer (API: `fields`; page: the action's `fields`). */
async function refusedFields(res: Response): Promise<string[]> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { fields?: object; actionData?: Record<string, { fields?: object }> };
  const fields = body.fields ?? Object.values(body.actionData ?? {})[0]?.fields ?? {};
  return Object.keys(fields);
}

const ARTICLE = { title: 'A valid title', category: 'World', description: 'd', content: '<p>c</p>', status: 'draft' };
/** A cookie-carried page post from the site's own pages, as the account `token`. */
const asPage = (token: string) => ({ origin: OWN, cookie: `nd_session=${token}`, ...from() });

describe('2.2.1 positive validation of lists of values, ranges and formats', () => {
  it('2.2.1 list queries outside their allowed values or ranges are a 400 naming the field', async () => {
    for (const [query, field] of [
      ['category=Atlantis', 'category'],
      ['page=0', 'page'],
      ['page=-3', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['limit=0', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=ten', 'limit'],
      ['status=live', 'status'],
      ['after=not-a-cursor', 'after'],
    ]) {
      const res = await t.app.request(`/api/news?${query}`, { headers: editor.auth });
      expect(`${query}: ${(await refusedFields(res)).join()}`).toBe(`${query}: ${field}`);
    }
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=1001', 'page'],
    ]) {
      const res = await t.app.request(`/api/search?q=news&${query}`);
      expect(`${query}: ${(await refusedFields(res)).join()}`).toBe(`${query}: ${field}`);
    }
    const days = await t.app.request('/api/analytics?days=8', { headers: editor.auth });
    expect(await refusedFields(days)).toEqual(['days']);
  });

  it('2.2.1 a list limit over the maximum is held to the maximum', async () => {
    const res = await t.app.request(`/api/news?limit=${MAX_LIST_LIMIT * 50}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { news: unknown[]; pagination: { limit: number } };
    expect(body.pagination.limit).toBe(MAX_LIST_LIMIT);
    expect(body.news.length).toBeLessThanOrEqual(MAX_LIST_LIMIT);
  });

  it('2.2.1 an article with an unknown category or status, an over-long title or a non-boolean flag is refused by name, nothing stored', async () => {
    await expectNothingStored(t, async () => {
      for (const [field, value] of [
        ['category', 'Atlantis'],
        ['status', 'live'],
        ['title', 'x'.repeat(301)],
        ['featured', 'maybe'],
        ['tags', Array.from({ length: 51 }, (_, i) => `tag${i}`)],
      ] as const) {
        const res = await sendJson(t, 'POST', '/api/news', { ...ARTICLE, [field]: value }, editor.auth);
        expect(`${field}: ${(await refusedFields(res)).join()}`).toBe(`${field}: ${field}`);
      }
    });
  });

  it('2.2.1 a role outside the list, a malformed email and a contact message without its fields are refused by name', async () => {
    await expectNothingStored(t, async () => {
      const role = await sendJson(t, 'PATCH', `/api/users/${reader.viewer._id}`, { role: 'superuser' }, admin.auth);
      expect(await refusedFields(role)).toEqual(['role']);
      const email = await sendJson(
        t,
        'PATCH',
        '/api/users/me',
        { firstName: 'Ann', lastName: 'Lee', email: 'not-an-email' },
        reader.auth,
      );
      expect(await refusedFields(email)).toEqual(['email']);
      const contact = await sendJson(
        t,
        'POST',
        '/api/contact',
        { name: 'Ann', email: 'ann@@example', subject: '', message: 'x'.repeat(10_001) },
        from(),
      );
      expect((await refusedFields(contact)).sort()).toEqual(['email', 'message', 'subject']);
    });
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, reader.viewer._id));
    expect(row?.role).toBe('reader');
  });
});

describe('2.2.2 the same checks on the server for the API and the page forms', () => {
  it('2.2.2 the editor saves only through the API, which refuses an unknown category naming it; the page takes no post', async () => {
    await expectNothingStored(t, async () => {
      const form = { ...ARTICLE, category: 'Atlantis', featured: 'false', trending: 'false' };
      const page = await postForm(t, '/admin/news/new', form, asPage(editor.token));
      expect(page.status).toBe(405);
      const api = await sendJson(t, 'POST', '/api/news', { ...ARTICLE, category: 'Atlantis' }, editor.auth);
      expect(await refusedFields(api)).toEqual(['category']);
    });
  });

  it('2.2.2 the contact page refuses a post made without the form, field by field, storing nothing', async () => {
    await expectNothingStored(t, async () => {
      const res = await postForm(
        t,
        '/contact',
        { name: 'Ann', email: 'nope', subject: 'Hi' },
        { origin: OWN, ...from() },
      );
      expect((await refusedFields(res)).sort()).toEqual(['email', 'message']);
    });
  });

  it('2.2.2 sign-up refuses a short password on the page and through the API, whatever the form checked', async () => {
    await expectNothingStored(t, async () => {
      const page = await postForm(
        t,
        '/register',
        { username: 'shorty', password: 'abc', confirmPassword: 'abc' },
        { origin: OWN, ...from() },
      );
      expect(await refusedFields(page)).toEqual(['password']);
      const api = await sendJson(t, 'POST', '/api/users/register', { username: 'shorty', password: 'abc' }, from());
      expect(await refusedFields(api)).toEqual(['password']);
      const badName = await sendJson(
        t,
        'POST',
        '/api/users/register',
        { username: 'a b<c>', password: 'long enough pw 1' },
        from(),
      );
      expect(await refusedFields(badName)).toEqual(['username']);
    });
  });

  it('2.2.2 the users page refuses a role outside the list, and the role stays', async () => {
    const res = await postForm(t, '/admin/users', { id: reader.viewer._id, role: 'superuser' }, asPage(admin.token));
    expect(res.status).toBe(400);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, reader.viewer._id));
    expect(row?.role).toBe('reader');
  });
});
