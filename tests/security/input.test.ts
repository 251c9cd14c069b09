/**
 * Input at the edge (docs/security.md, 'Input at the edge'; ASVS 5.0 V1.2, V2.2): text that no
 * field may hold — NUL and the other C0 controls but tab and line breaks, lone surrogates — is
 * a 400 naming the field on every write: each API operation the OpenAPI document lists, each
 * page action, and each address. Bidirectional overrides are refused in names and titles.
 * Bytes that are not UTF-8 in a body are a 400 too (they would be stored as U+FFFD).
 * Nothing is stored, nothing answers 5xx. Fetched stories are cleaned instead (ingest tests).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { contributors, media, tiers } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertArticle, signedInAs } from '../helpers/factories';

/** Each kind of hostile text, as JSON carries it. */
const HOSTILE = {
  nul: 'a\u0000b',
  bell: 'a\u0007b',
  escape: 'a\u001b[31mb',
  delete: 'a\u007fb',
  'lone high surrogate': 'a\ud800b',
  'lone low surrogate': 'a\udc00b',
} as const;

let t: TestApp;
/** Pages drawn: a refused form must never reach React Router, where page actions run. */
let renders = 0;
let admin: { authorization: string };
let articleId: string;
let messageId: string;
let userId: string;
/** A media library row (no files are needed to describe it). */
const mediaId = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
/** A guest contributor to change. */
const contributorId = '7a2d3b0f-4c5e-4f60-9b8c-0d1e2f3a4b5c';
const commentId = '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
/** A paid tier to change. */
const tierId = '8b3e4c1a-5d6f-4a71-8c9d-1e2f3a4b5c6d';

beforeAll(async () => {
  t = await createTestApp({
    renderPage: async () => {
      renders += 1;
      return new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } });
    },
  });
  admin = (await signedInAs(t.services, 'admin')).auth;
  userId = (await signedInAs(t.services, 'reader')).viewer._id;
  articleId = (await insertArticle(t.database.db, { status: 'published' }))._id;
  const sent = await t.app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'Hi there' }),
  });
  messageId = ((await sent.json()) as { id: string }).id;
  await t.database.db.insert(media).values({ id: mediaId, originalName: 'harbour.jpg', width: 800, height: 600 });
  await t.database.db.insert(contributors).values({ id: contributorId, slug: 'meera-iyer', name: 'Meera Iyer' });
  await t.database.db.insert(tiers).values({ id: tierId, name: 'Supporter', currency: 'INR', monthlyPrice: 19_900 });
});
afterAll(() => t.close());

/**
 * Every row of every table, as text: equal before and after means nothing was stored. The
 * shared rate-limit counters (PostgreSQL only) count refused requests by design.
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public'
        and tablename not in ('rate_limits', 'view_sessions') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string }>(
      t.database.db,
      sql`select count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest
          from ${sql.identifier(name)} x`,
    );
    out[name] = row?.digest ?? '';
  }
  return out;
}

interface Operation {
  method: string;
  path: string;
  fields: string[];
}

type Schema = { $ref?: string; properties?: Record<string, unknown> };

/** The document's write operations with a JSON body, and the body's field names. */
async function writeOperations(): Promise<Operation[]> {
  const document = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const declared = operation.requestBody?.content['application/json']?.schema;
      if (!declared) continue;
      const schema = declared.$ref ? document.components?.schemas?.[declared.$ref.split('/').pop()!] : declared;
      operations.push({ method: method.toUpperCase(), path: route, fields: Object.keys(schema?.properties ?? {}) });
    }
  }
  return operations;
}

function concrete(route: string): string {
  return route
    .replace('/api/news/{id}', `/api/news/${articleId}`)
    .replace('/api/contact/{id}', `/api/contact/${messageId}`)
    .replace('/api/media/{id}', `/api/media/${mediaId}`)
    .replace('/api/contributors/{id}', `/api/contributors/${contributorId}`)
    .replace('/api/tiers/{id}', `/api/tiers/${tierId}`)
    .replace('/api/members/{id}', `/api/members/${userId}`)
    .replace('/api/users/{id}', `/api/users/${userId}`)
    .replace('/api/comments/{id}', `/api/comments/${commentId}`)
    .replace('{entry}', '1')
    .replace('{slot}', 'featured')
    .replace('{articleId}', articleId);
}

describe('hostile text in an API body', () => {
  let operations: Operation[] = [];
  beforeAll(async () => {
    operations = await writeOperations();
  });

  it('finds every write operation of the document', () => {
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'PATCH /api/comments/{id}',
      'PATCH /api/contact/{id}',
      'PATCH /api/contributors/{id}',
      'PATCH /api/front-page/{slot}/{articleId}',
      'PATCH /api/media/{id}',
      'PATCH /api/users/me',
      'PATCH /api/users/{id}',
      'POST /api/alerts',
      'POST /api/auth/forgot',
      'POST /api/auth/reset',
      'POST /api/auth/sign-in-link',
      'POST /api/auth/sign-in-link/use',
      'POST /api/auth/verify-email',
      'POST /api/comments/bans',
      'POST /api/comments/moderate',
      'POST /api/comments/{id}/report',
      'POST /api/contact',
      'POST /api/contributors',
      'POST /api/follows/merge',
      'POST /api/front-page/{slot}',
      'POST /api/gifts',
      'POST /api/members/checkout',
      'POST /api/members/donate',
      'POST /api/members/{id}/comp',
      'POST /api/news',
      'POST /api/news/bulk',
      'POST /api/news/{id}/comments',
      'POST /api/news/{id}/live',
      'POST /api/news/{id}/notes',
      'POST /api/news/{id}/preview-link',
      'POST /api/news/{id}/send-back',
      'POST /api/news/{id}/translations',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/subscribe',
      'POST /api/newsletter/unsubscribe',
      'POST /api/payments/stripe',
      'POST /api/push/clicked',
      'POST /api/push/subscribe',
      'POST /api/push/unsubscribe',
      'POST /api/saved/merge',
      'POST /api/tiers',
      'POST /api/users',
      'POST /api/users/invitations',
      'POST /api/users/invitations/accept',
      'POST /api/users/login',
      'POST /api/users/me/password',
      'POST /api/users/register',
      'PUT /api/front-page',
      'PUT /api/news/{id}',
      'PUT /api/news/{id}/breaking',
      'PUT /api/news/{id}/live/{entry}',
      'PUT /api/tiers/{id}',
    ]);
    for (const operation of operations) expect(operation.fields.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(HOSTILE))('%s: 400 naming the field, for every field of every operation', async (_, text) => {
    const before = await snapshot();
    for (const { method, path: route, fields } of operations) {
      for (const field of fields) {
        const res = await t.app.request(concrete(route), {
          method,
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({ [field]: text }),
        });
        const body = (await res.json()) as { code: string; fields?: Record<string, string> };
        // A list field taken as one string ('keywords', split at commas) names its entry: 'keywords.0'.
        const named = Object.keys(body.fields ?? {}).map((key) => (key.startsWith(`${field}.`) ? field : key));
        const answer = `${method} ${route} ${field}: ${res.status} ${body.code} ${named}`;
        expect(answer).toBe(`${method} ${route} ${field}: 400 invalid_input ${field}`);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('finds the text inside lists too, naming the entry', async () => {
    const res = await t.app.request('/api/news', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Fine', tags: ['ok', 'bad\u0000'] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { 'tags.1': expect.stringContaining('control characters') } });
  });

  it('takes tabs and line breaks, which text legitimately holds', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Lines', message: 'one\r\ntwo\tthree' }),
    });
    expect(res.status).toBe(201);
  });

  it('refuses a multipart article form with hostile text, and stores no image', async () => {
    const before = await snapshot();
    const form = new FormData();
    form.set('title', 'Bell \u0007 title');
    form.set('category', 'World');
    form.set('image', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'x.jpg');
    const res = await t.app.request('/api/news', { method: 'POST', headers: admin, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { title: expect.any(String) } });
    expect(await snapshot()).toEqual(before);
  });
});

/** `text` as UTF-8 bytes, with `raw` bytes (not UTF-8) spliced in at each `@raw@`. */
function withRawBytes(text: string, raw: number[]): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  for (const [i, piece] of text.split('@raw@').entries()) {
    if (i > 0) out.push(...raw);
    out.push(...new TextEncoder().encode(piece));
  }
  return new Uint8Array(out);
}

/** A multipart body built by hand, so a text part can carry bytes FormData would not send. */
function rawMultipart(parts: { name: string; content: Uint8Array; filename?: string }[]) {
  const boundary = '----newsdesk-test-boundary';
  const chunks: number[] = [];
  const add = (text: string) => chunks.push(...new TextEncoder().encode(text));
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/jpeg` : '';
    add(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`);
    chunks.push(...part.content);
    add('\r\n');
  }
  add(`--${boundary}--\r\n`);
  return { type: `multipart/form-data; boundary=${boundary}`, body: new Uint8Array(chunks) };
}

/** Bytes no UTF-8 text holds: a lone 0xFF, a lead byte without its continuation, an encoded surrogate half. */
const NOT_UTF8: Record<string, number[]> = {
  '0xFF': [0xff],
  'a cut sequence': [0xc3, 0x28],
  'an encoded surrogate half': [0xed, 0xa0, 0x80],
};

describe('bytes that are not UTF-8 in a body (issue 33, finding 32)', () => {
  it.each(Object.entries(NOT_UTF8))(
    '%s in JSON: 400 naming the body, for every field of every operation, nothing stored',
    async (_, raw) => {
      const before = await snapshot();
      for (const { method, path: route, fields } of await writeOperations()) {
        for (const field of fields) {
          const res = await t.app.request(concrete(route), {
            method,
            headers: { ...admin, 'content-type': 'application/json' },
            body: withRawBytes(JSON.stringify({ [field]: 'a@raw@b' }), raw),
          });
          const body = (await res.json()) as { code: string; message: string; fields?: Record<string, string> };
          expect(`${method} ${route} ${field}: ${res.status} ${body.code} ${Object.keys(body.fields ?? {})}`).toBe(
            `${method} ${route} ${field}: 400 invalid_input body`,
          );
          expect(body.message).toBe('body: must be UTF-8 text (it holds bytes that are not)');
        }
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('in an urlencoded API body: 400 naming the field', async () => {
    const before = await snapshot();
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ann&email=ann%40example.com&subject=Hi&message=caf%E9',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_input', fields: { message: expect.any(String) } });
    expect(await snapshot()).toEqual(before);
  });

  it('in a multipart article form’s text field: 400 naming it, and no image stored; the picture’s bytes are never judged', async () => {
    const before = await snapshot();
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0xed, 0xa0, 0x80]);
    const bad = rawMultipart([
      { name: 'image', content: jpeg, filename: 'x.jpg' },
      { name: 'category', content: new TextEncoder().encode('World') },
      { name: 'title', content: withRawBytes('Caf@raw@ opens', [0xe9]) },
    ]);
    const res = await t.app.request('/api/news', {
      method: 'POST',
      headers: { ...admin, 'content-type': bad.type },
      body: bad.body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { title: 'must be UTF-8 text (it holds bytes that are not)' } });
    expect(await snapshot()).toEqual(before);
  });

  it('takes UTF-8 text in every script (Devanagari, Tamil, Arabic, emoji)', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'आशा',
        email: 'asha@example.com',
        subject: 'தமிழ்',
        message: 'مرحبا 🌊',
      }).toString(),
    });
    expect(res.status).toBe(201);
  });
});

describe('bidirectional overrides in names and titles', () => {
  const RLO = 'Breaking \u202egnp.exe';
  const cases: { name: string; method: string; route: () => string; body: Record<string, unknown>; field: string }[] = [
    {
      name: 'an article title',
      method: 'POST',
      route: () => '/api/news',
      body: { title: RLO, category: 'World', status: 'draft', description: 'd', content: '<p>c</p>' },
      field: 'title',
    },
    {
      name: 'a tag',
      method: 'PUT',
      route: () => `/api/news/${articleId}`,
      body: { tags: ['ok', 'x\u2066y'] },
      field: 'tags.1',
    },
    {
      name: 'a first name',
      method: 'PATCH',
      route: () => '/api/users/me',
      body: { firstName: RLO },
      field: 'firstName',
    },
    {
      name: "a contact message's name",
      method: 'POST',
      route: () => '/api/contact',
      body: { name: RLO, email: 'a@example.com', subject: 's', message: 'm' },
      field: 'name',
    },
    {
      name: "a contact message's subject",
      method: 'POST',
      route: () => '/api/contact',
      body: { name: 'Ann', email: 'a@example.com', subject: RLO, message: 'm' },
      field: 'subject',
    },
  ];

  it.each(cases)('refuses $name with 400, storing nothing', async ({ method, route, body, field }) => {
    const before = await snapshot();
    const res = await t.app.request(route(), {
      method,
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { fields: Record<string, string> };
    expect(answer.fields[field]).toMatch(/bidirectional/);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps them in body text, where right-to-left writing may use them', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', email: 'a@example.com', subject: 'RTL', message: 'quote: \u2067שלום\u2069' }),
    });
    expect(res.status).toBe(201);
  });
});

/** Every page route file with an action, and an address that reaches it. */
const PAGE_ACTIONS: Record<string, string> = {
  'account.tsx': '/account',
  'admin/articles.tsx': '/admin/articles',
  'admin/comments.tsx': '/admin/comments',
  'admin/contributors.tsx': '/admin/contributors',
  'admin/dashboard.tsx': '/admin',
  'admin/front-page.tsx': '/admin/front-page',
  'admin/media.tsx': '/admin/media',
  // Any id: the form is refused before the page looks for the account.
  'admin/member.tsx': '/admin/members/3f1d2c4b-6a7e-4b8c-9d0e-1f2a3b4c5d6e',
  'admin/members.tsx': '/admin/members',
  'admin/messages.tsx': '/admin/messages',
  'admin/newsletter.tsx': '/admin/newsletter',
  'admin/scheduler.tsx': '/admin/scheduler',
  'admin/site-settings.tsx': '/admin/settings',
  'admin/tiers.tsx': '/admin/tiers',
  'admin/users.tsx': '/admin/users',
  'article.tsx': '/news/a-locked-story',
  'comment-list.tsx': '/news/a-locked-story/comment-list',
  'comments.tsx': '/news/a-locked-story/comments',
  'contact.tsx': '/contact',
  'donate.tsx': '/donate',
  'forgot-password.tsx': '/forgot-password',
  'invite.tsx': '/invite/an-invitation-token-of-forty-three-chars',
  'login-link.tsx': '/login/link',
  'login.tsx': '/login',
  'logout.tsx': '/logout',
  'membership.tsx': '/membership',
  'newsletter-confirm.tsx': '/newsletter/confirm',
  'newsletter.tsx': '/newsletter',
  'profile.tsx': '/profile',
  'register.tsx': '/register',
  'reset-password.tsx': '/reset-password',
  'settings.tsx': '/settings',
  'verify-email.tsx': '/verify-email',
};

function routeFilesWithActions(dir = path.resolve('app/routes'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFilesWithActions(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    const source = readFileSync(path.join(dir, entry.name), 'utf8');
    return /export (async )?function action\b|export const action\b/.test(source) ? [prefix + entry.name] : [];
  });
}

describe('hostile text in a page form', () => {
  it('covers every route with an action', () => {
    expect(routeFilesWithActions().sort()).toEqual(Object.keys(PAGE_ACTIONS).sort());
  });

  it.each(Object.entries(HOSTILE).filter(([kind]) => !kind.includes('surrogate')))(
    '%s: 400 naming the field on every page action, urlencoded and multipart',
    async (_, text) => {
      const before = await snapshot();
      const drawn = renders;
      for (const address of Object.values(PAGE_ACTIONS)) {
        const urlencoded = await t.app.request(address, {
          method: 'POST',
          headers: { ...admin, origin: 'http://news.test', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ intent: 'save', title: text }).toString(),
        });
        expect(`${address} ${urlencoded.status}`).toBe(`${address} 400`);
        expect(await urlencoded.text()).toContain('title: must not contain control characters');
        const form = new FormData();
        form.set('firstName', text);
        const multipart = await t.app.request(address, {
          method: 'POST',
          headers: { ...admin, origin: 'http://news.test' },
          body: form,
        });
        expect(`${address} ${multipart.status}`).toBe(`${address} 400`);
      }
      expect(renders).toBe(drawn);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('bytes that are not UTF-8 in a page form (issue 33, finding 32)', () => {
  it.each(Object.entries(NOT_UTF8))(
    '%s: 400 naming the field on every page action, urlencoded and multipart, never reaching the page',
    async (_, raw) => {
      const before = await snapshot();
      const drawn = renders;
      const escaped = raw.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      for (const address of Object.values(PAGE_ACTIONS)) {
        const urlencoded = await t.app.request(address, {
          method: 'POST',
          headers: { ...admin, origin: 'http://news.test', 'content-type': 'application/x-www-form-urlencoded' },
          body: `intent=save&title=a${escaped}b`,
        });
        expect(`${address} ${urlencoded.status}`).toBe(`${address} 400`);
        expect(await urlencoded.text()).toBe('title: must be UTF-8 text (it holds bytes that are not)');
        const form = rawMultipart([
          { name: 'intent', content: new TextEncoder().encode('save') },
          { name: 'firstName', content: withRawBytes('a@raw@b', raw) },
        ]);
        const multipart = await t.app.request(address, {
          method: 'POST',
          headers: { ...admin, origin: 'http://news.test', 'content-type': form.type },
          body: form.body,
        });
        expect(`${address} ${multipart.status}`).toBe(`${address} 400`);
        expect(await multipart.text()).toBe('firstName: must be UTF-8 text (it holds bytes that are not)');
      }
      expect(renders).toBe(drawn);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('passes a form in any script on to the page', async () => {
    const drawn = renders;
    const res = await t.app.request('/contact', {
      method: 'POST',
      headers: { origin: 'http://news.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'आशा', subject: 'தமிழ்', message: 'مرحبا 🌊' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(renders).toBe(drawn + 1);
  });
});

describe('hostile text in the address', () => {
  it.each([
    ['NUL', '%00'],
    ['a bell', '%07'],
    ['an escape', '%1B'],
    ['DEL', '%7F'],
    ['an encoded lone surrogate', '%ED%A0%80'],
    ['bytes that are not UTF-8', '%FF%FE'],
  ])('%s is a 400 in the path and the query of pages and the API', async (_, encoded) => {
    for (const address of [
      `/api/search?q=a${encoded}`,
      `/api/news?category=a${encoded}`,
      `/api/news/slug/a${encoded}`,
      `/search?q=a${encoded}`,
      `/news/a${encoded}`,
    ]) {
      const res = await t.app.request(address);
      expect(`${address} ${res.status}`).toBe(`${address} 400`);
    }
  });

  it('takes a query holding a tab, a line break or a plus', async () => {
    expect((await t.app.request('/api/search?q=one%09two%0Athree+four')).status).toBe(200);
  });
});
