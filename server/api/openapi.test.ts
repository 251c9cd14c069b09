import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AnalyticsOverview, LikeState } from '../../core/analytics';
import type { Article, ArticleList, ArticleSummary } from '../../core/article';
import type { RunReport, SchedulerStatus } from '../../core/ingest';
import { ROLES, type Role } from '../../core/roles';
import { MAX_UPLOAD_BYTES } from '../../core/media';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import type { Viewer } from '../auth/auth.service';
import type { ContactMessage, ContactMessageList } from '../contact/contact.service';
import type { SearchResult } from '../search/search.service';
import type { UserListItem } from '../users/users.service';
import type { Invitation } from '../users/staff.service';
import * as s from './schemas';
import { articleBylines, comments, contributors, media, tiers } from '../db/schema';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: {
    type?: string | string[];
    format?: string;
    pattern?: string;
    enum?: unknown[];
    minimum?: number;
    maximum?: number;
  };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
  'x-access'?: string;
  'x-roles'?: Role[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; name?: string }> };
}

const ORIGIN = 'http://news.test';

let t: TestApp;
let document: Document;
/** One account of each role, signed in anew for every call (a call may end its session). */
const accounts = {} as Record<Role, Viewer>;

beforeAll(async () => {
  t = await createTestApp();
  document = (await (await t.app.request('/api/openapi.json')).json()) as Document;
  for (const role of ROLES) accounts[role] = (await signedInAs(t.services, role)).viewer;
});
afterAll(async () => {
  // A manual news fetch the sweep started, and the schedule it armed.
  await t.services.scheduler.idle();
  await t.services.scheduler.close();
  await t.close();
});

/** Every operation of the document, as `GET /api/news/{id}` with its declaration. */
function operations(): [string, string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(
      ([method, operation]) => [`${method.toUpperCase()} ${path}`, method.toUpperCase(), path, operation] as const,
    ),
  ) as [string, string, string, Operation][];
}

/** The app's own /api routes as `GET /api/news/{id}`: not middleware, not the catch-all. */
function appOperations(): string[] {
  const found = t.app.routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
  return [...new Set(found)].sort();
}

async function headersAs(role: Role | 'visitor'): Promise<Record<string, string>> {
  if (role === 'visitor') return { origin: ORIGIN };
  const { token } = await t.services.auth.startSessionFor(accounts[role]._id);
  return { origin: ORIGIN, authorization: `Bearer ${token}` };
}

async function json(res: Response | Promise<Response>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await res;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * The path of an operation with real values, fresh for each operation (a call that deletes
 * leaves the next operation its own): a live blog by the author, a draft when the operation
 * needs a permission (so the author may write it) and published otherwise (so anyone may read
 * it); an account, an invitation, a message and a live entry.
 */
async function concrete(path: string, operation: Operation): Promise<string> {
  const admin = await headersAs('admin');
  const permission = Boolean(operation['x-roles']) && operation['x-access'] !== 'signed-in';
  const article = await insertArticle(t.database.db, {
    status: permission ? 'draft' : 'published',
    liveBlog: true,
    authorId: accounts.author._id,
  });
  let out = path
    .replace('/api/authors/{username}', `/api/authors/${accounts.author.username}`)
    .replace('{slug}', article.slug)
    .replace('{articleId}', article._id)
    .replace('{number}', '1')
    .replace('/api/front-page/{slot}', '/api/front-page/featured')
    .replace('/api/follows/{kind}/{key}', '/api/follows/section/sports');
  if (out.startsWith('/api/news/{id}')) out = out.replace('{id}', article._id);
  if (out.includes('{entry}')) {
    const added = await json(
      t.app.request(`/api/news/${article._id}/live`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ body: '<p>An entry.</p>' }),
      }),
    );
    out = out.replace('{entry}', String(added.body._id));
  }
  if (out.startsWith('/api/users/invitations/{id}')) {
    const invited = await json(
      t.app.request('/api/users/invitations', {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `sweep-${article._id}@example.com`, role: 'author' }),
      }),
    );
    out = out.replace('{id}', String((invited.body.invitation as { _id: string })._id));
  }
  if (out.startsWith('/api/comments/{id}')) {
    // A published comment on the published story, by an account none of the callers is.
    const writer = await t.services.auth.register(
      { username: `said-${crypto.randomUUID().slice(0, 8)}`, password: 'correct horse battery' },
      null,
      'reader',
    );
    const [said] = await t.database.db
      .insert(comments)
      .values({ articleId: article._id, authorId: writer._id, body: 'A comment.', status: 'published' })
      .returning();
    out = out.replace('{id}', said!.id);
  }
  if (
    out.startsWith('/api/users/{id}') ||
    out.startsWith('/api/members/{id}') ||
    out.startsWith('/api/comments/bans/{id}')
  ) {
    const user = await t.services.auth.register(
      { username: `sweep-${article._id.slice(0, 8)}`, password: 'correct horse battery' },
      null,
      'reader',
    );
    out = out.replace('{id}', user._id);
  }
  if (out.startsWith('/api/contact/{id}')) {
    const { id } = await t.services.contact.create({
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Sweep',
      message: 'A message.',
    });
    out = out.replace('{id}', id);
  }
  if (out.startsWith('/api/media/{id}')) {
    // A library row without files, the author's (as the story above): enough to read, describe and delete.
    const id = crypto.randomUUID();
    await t.database.db
      .insert(media)
      .values({ id, uploadedBy: accounts.author._id, originalName: 'sweep.jpg', width: 800, height: 600 });
    out = out.replace('{id}', id);
  }
  if (out.startsWith('/api/authors/contributors/')) {
    // A guest contributor the published story credits: their page answers.
    const [guest] = await t.database.db
      .insert(contributors)
      .values({ slug: `sweep-${article._id.slice(0, 8)}`, name: 'Sweep Guest' })
      .returning();
    await t.database.db
      .insert(articleBylines)
      .values({ articleId: article._id, position: 0, role: 'author', contributorId: guest!.id });
    out = `/api/authors/contributors/${guest!.slug}`;
  }
  if (out.startsWith('/api/tiers/{id}')) {
    const [tier] = await t.database.db
      .insert(tiers)
      .values({ name: `Sweep ${article._id.slice(0, 8)}`, currency: 'INR', monthlyPrice: 19_900 })
      .returning();
    out = out.replace('{id}', tier!.id);
  }
  if (out.startsWith('/api/contributors/{id}')) {
    const [guest] = await t.database.db
      .insert(contributors)
      .values({ slug: `sweep-${article._id.slice(0, 8)}`, name: 'Sweep Guest' })
      .returning();
    out = out.replace('{id}', guest!.id);
  }
  expect(out, 'every path parameter has a value').not.toMatch(/[{}]/);
  return out;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');

    // The validator does refuse a broken document.
    const broken = structuredClone(document);
    broken.components.securitySchemes.bearerAuth!.type = 'magic';
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('describes every /api route of the app, and no route the app does not have', () => {
    const described = operations()
      .map(([name]) => name)
      .sort();
    const app = appOperations();
    expect(app.length).toBeGreaterThan(30);
    expect(
      app.filter((op) => !described.includes(op)),
      'routes without a declaration',
    ).toEqual([]);
    expect(
      described.filter((op) => !app.includes(op)),
      'declared routes the app does not have',
    ).toEqual([]);
  });

  it('says who may call each operation, and its security says the same', () => {
    for (const [name, , , operation] of operations()) {
      const access = operation['x-access'];
      expect(access, name).toEqual(expect.any(String));
      if (access === 'public') {
        expect(operation.security, name).toEqual([]);
        expect(operation['x-roles'], name).toBeUndefined();
      } else if (access === 'optional') {
        expect(operation.security, name).toContainEqual({});
        expect(operation['x-roles'], name).toBeUndefined();
      } else {
        expect(operation.security, name).not.toContainEqual({});
        expect(operation['x-roles']?.length, name).toBeGreaterThan(0);
        // Who may call can be refused: not signed in, and (password to change first) not allowed.
        expect(Object.keys(operation.responses), name).toContain('401');
      }
    }
  });

  /**
   * Issue 33, finding 33: three operations answered 400 without saying so. An operation that
   * takes a body, query parameters or a path parameter of free text (no format, no pattern)
   * can be refused with 400: bad input names its field (`parseOr400`), and text no field may
   * hold is refused wherever it is, the address included (`unacceptableAddress`). One that takes
   * a body can also be refused for its size (413) or its type (415).
   */
  it('documents 400 for every operation that takes a body, query parameters or a free-text path parameter', () => {
    const missing: string[] = [];
    for (const [name, , , operation] of operations()) {
      const parameters = operation.parameters ?? [];
      const freeText = parameters.some(
        (p) => p.in === 'path' && !p.schema?.format && !p.schema?.pattern && !p.schema?.enum,
      );
      const query = parameters.some((p) => p.in === 'query');
      const statuses = Object.keys(operation.responses);
      if ((operation.requestBody || query || freeText) && !statuses.includes('400')) missing.push(`${name} 400`);
      if (operation.requestBody && !statuses.includes('413')) missing.push(`${name} 413`);
      if (operation.requestBody && !statuses.includes('415')) missing.push(`${name} 415`);
    }
    expect(missing).toEqual([]);
  });

  it('answers 400 where it says so for a path parameter of free text (GET /api/news/{id}, /api/news/slug/{slug})', async () => {
    for (const address of ['/api/news/a%00b', '/api/news/slug/a%00b', '/api/news/a%FFb', '/api/news/slug/a%FFb']) {
      const res = await t.app.request(address);
      expect(`${address} ${res.status}`).toBe(`${address} 400`);
      expect(await res.json()).toMatchObject({ code: 'invalid_input' });
    }
  });

  it('names each path parameter of a path, and only those', () => {
    for (const [name, , path, operation] of operations()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const named = (operation.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(named, name).toEqual(inPath);
    }
  });

  it('calls the session cookie by the name the server gives it', () => {
    expect(document.components.securitySchemes.sessionCookie!.name).toBe(t.services.auth.cookieName);
  });

  it('is served at GET /api/openapi.json, public and cacheable', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.json()).toEqual(document);

    // Credentials, even stale ones, change nothing.
    const withToken = await t.app.request('/api/openapi.json', { headers: { authorization: 'Bearer stale' } });
    expect(withToken.status).toBe(200);
  });
});

// Every operation, called many times: minutes on a loaded two-core machine.
describe("the declarations against the routes' behaviour", () => {
  /**
   * Each query parameter's declared bounds are the use case's: a value outside them (not one of
   * an enum, not a whole number, under the minimum, over the maximum) is a 400 naming it, and a
   * required one left out is a 400. Asked as an admin, so access is never the reason.
   */
  it('refuses a query parameter outside its declaration with 400 naming it', async () => {
    const admin = await headersAs('admin');
    let checked = 0;
    for (const [name, method, path, operation] of operations()) {
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      if (!query.length) continue;
      const base = await concrete(path, operation);
      const bad: [string, string][] = [];
      for (const p of query) {
        const schema = p.schema ?? {};
        if (schema.enum) bad.push([p.name, 'not-one-of-them']);
        if (schema.type === 'integer') bad.push([p.name, '1.5']);
        if (typeof schema.minimum === 'number') bad.push([p.name, String(schema.minimum - 1)]);
        if (typeof schema.maximum === 'number') bad.push([p.name, String(schema.maximum + 1)]);
      }
      for (const [param, value] of bad) {
        const { status, body } = await json(t.app.request(`${base}?${param}=${value}`, { method, headers: admin }));
        expect(
          `${name} ?${param}=${value}: ${status} ${body.code} ${Object.keys((body.fields as object | undefined) ?? {})}`,
        ).toBe(`${name} ?${param}=${value}: 400 invalid_input ${param}`);
        checked += 1;
      }
      const required = query.filter((p) => p.required);
      if (required.length) {
        const { status } = await json(t.app.request(base, { method, headers: admin }));
        expect(`${name} without ${required.map((p) => p.name)}: ${status}`).toBe(
          `${name} without ${required.map((p) => p.name)}: 400`,
        );
      }
    }
    // The news list, the inbox, the runs, analytics, search, an author page, a live blog.
    expect(checked).toBeGreaterThanOrEqual(12);
  }, 240_000);

  /**
   * Each operation is called by a visitor, a reader, an author, an editor and an admin (in that
   * order: each role may do what the one before may). Where the document names the roles, a
   * visitor gets 401, a role it does not name 403, and a role it names neither; an operation open
   * to everyone refuses nobody. Every answer's status is one the operation declares. A body, when
   * the operation takes one, is an empty JSON object: a role let in gets its 400, so nothing
   * changes, and a role kept out is refused before its input is looked at.
   */
  it('answers each role as the document says it may call', async () => {
    const mismatches: string[] = [];
    for (const [name, method, path, operation] of operations()) {
      const address = await concrete(path, operation);
      const roles = operation['x-roles'];
      const declared = Object.keys(operation.responses);
      for (const who of ['visitor', ...ROLES] as const) {
        const headers = await headersAs(who);
        const init: RequestInit = operation.requestBody
          ? { method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }
          : { method, headers };
        const { status } = await t.app.request(address, init);
        const expected = !roles
          ? 'neither 401 nor 403'
          : who === 'visitor'
            ? '401'
            : roles.includes(who)
              ? 'neither 401 nor 403'
              : '403';
        const got = status === 401 || status === 403 ? String(status) : 'neither 401 nor 403';
        if (got !== expected) mismatches.push(`${name} as ${who}: ${status}, the document says ${expected}`);
        if (!declared.includes(String(status))) mismatches.push(`${name} as ${who}: ${status} is not declared`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);

  it('answers 413 and 415 where it declares them', async () => {
    const admin = await headersAs('admin');
    const large = 'x'.repeat(MAX_UPLOAD_BYTES + 1024 * 1024 + 1);
    for (const [name, method, path, operation] of operations()) {
      const statuses = Object.keys(operation.responses);
      if (!statuses.includes('413') && !statuses.includes('415')) continue;
      const address = await concrete(path, operation);
      if (statuses.includes('415')) {
        const res = await t.app.request(address, {
          method,
          headers: { ...admin, 'content-type': 'text/plain' },
          body: 'plain text',
        });
        expect(`${name} ${res.status}`).toBe(`${name} 415`);
      }
      if (statuses.includes('413')) {
        const res = await t.app.request(address, {
          method,
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({ title: large }),
        });
        expect(`${name} ${res.status}`).toBe(`${name} 413`);
      }
    }
  }, 240_000);
});

describe('the shapes', () => {
  it("are core's and the services' types", () => {
    expectTypeOf<z.output<typeof s.articleSchema>>().toEqualTypeOf<Article>();
    expectTypeOf<z.output<typeof s.articleSummarySchema>>().toEqualTypeOf<ArticleSummary>();
    expectTypeOf<z.output<typeof s.articleListSchema>>().toEqualTypeOf<ArticleList>();
    expectTypeOf<z.output<typeof s.viewerSchema>>().toEqualTypeOf<Viewer>();
    expectTypeOf<z.output<typeof s.userListItemSchema>>().toEqualTypeOf<UserListItem>();
    expectTypeOf<z.output<typeof s.invitationSchema>>().toEqualTypeOf<Invitation>();
    expectTypeOf<z.output<typeof s.contactMessageSchema>>().toEqualTypeOf<ContactMessage>();
    expectTypeOf<z.output<typeof s.contactMessageListSchema>>().toEqualTypeOf<ContactMessageList>();
    expectTypeOf<z.output<typeof s.searchResultSchema>>().toEqualTypeOf<SearchResult>();
    expectTypeOf<z.output<typeof s.likeStateSchema>>().toEqualTypeOf<LikeState>();
    expectTypeOf<z.output<typeof s.analyticsOverviewSchema>>().toEqualTypeOf<AnalyticsOverview>();
    expectTypeOf<z.output<typeof s.runReportSchema>>().toEqualTypeOf<RunReport>();
    expectTypeOf<z.output<typeof s.schedulerStatusSchema>>().toEqualTypeOf<SchedulerStatus>();
  });

  /** The answer holds exactly the documented fields: parsing keeps only those, so any other shows. */
  async function answers<T extends z.ZodType>(schema: T, res: Response | Promise<Response>, status = 200) {
    const response = await res;
    expect(response.status).toBe(status);
    const body: unknown = await response.json();
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(body);
  }

  it('describe what the app really answers', async () => {
    const { app, services } = t;
    const admin = await signedInAs(services, 'admin');
    const article = await insertArticle(t.database.db, { category: 'Technology', title: 'Quantum widgets arrive' });
    const json = { 'content-type': 'application/json', origin: ORIGIN };

    await answers(s.healthSchema, app.request('/api/health'));
    await answers(s.readySchema, app.request('/api/ready'));
    await answers(s.articleListSchema, app.request('/api/news?limit=5'));
    await answers(s.articleSchema, app.request(`/api/news/${article._id}`));
    await answers(s.articleSchema, app.request(`/api/news/slug/${article.slug}`));
    await answers(s.likeStateSchema, app.request(`/api/news/${article._id}/like`));
    await answers(s.searchResultSchema, app.request('/api/search?q=quantum'));
    await answers(s.viewerSchema, app.request('/api/users/me', { headers: admin.auth }));
    await answers(s.userListItemSchema.array(), app.request('/api/users', { headers: admin.auth }));
    const invited = app.request('/api/users/invitations', {
      method: 'POST',
      headers: { ...json, ...admin.auth },
      body: JSON.stringify({ email: 'openapi@example.com', role: 'author' }),
    });
    await answers(s.invitationSentSchema, invited, 201);
    await answers(s.invitationListSchema, app.request('/api/users/invitations', { headers: admin.auth }));
    const added = app.request('/api/users', {
      method: 'POST',
      headers: { ...json, ...admin.auth },
      body: JSON.stringify({ username: 'openapi.added', role: 'author' }),
    });
    await answers(s.oneTimePasswordSchema, added, 201);
    await answers(s.analyticsOverviewSchema, app.request('/api/analytics?days=7', { headers: admin.auth }));
    await answers(s.schedulerStatusSchema, app.request('/api/scheduler/status', { headers: admin.auth }));
    await answers(s.runListSchema, app.request('/api/scheduler/runs', { headers: admin.auth }));
    await answers(
      s.savedStateSchema,
      app.request(`/api/saved/${article._id}`, { method: 'PUT', headers: { ...admin.auth, origin: ORIGIN } }),
    );
    await answers(s.savedListSchema, app.request('/api/saved', { headers: admin.auth }));
    await answers(
      s.savedListSchema,
      app.request('/api/saved/merge', {
        method: 'POST',
        headers: { ...admin.auth, ...json },
        body: JSON.stringify({ stories: [article.slug] }),
      }),
    );
    await answers(
      s.contactSentSchema,
      app.request('/api/contact', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'A question.' }),
      }),
      201,
    );
    await answers(s.contactMessageListSchema, app.request('/api/contact', { headers: admin.auth }));
    await answers(
      s.signedInSchema,
      app.request('/api/users/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'shape-reader', password: 'correct horse battery' }),
      }),
      201,
    );
    await answers(
      s.articleSchema,
      app.request('/api/news', {
        method: 'POST',
        headers: { ...json, ...admin.auth },
        body: JSON.stringify({
          title: 'Shapes',
          category: 'World',
          description: 'About shapes.',
          content: '<p>Body.</p>',
        }),
      }),
      201,
    );
    await answers(
      s.likeStateSchema,
      app.request(`/api/news/${article._id}/like`, { method: 'PUT', headers: { origin: ORIGIN } }),
    );
    await answers(
      s.viewerSchema,
      app.request('/api/users/me', {
        method: 'PATCH',
        headers: { ...json, ...admin.auth },
        body: JSON.stringify({ firstName: 'Ada', lastName: '', email: '' }),
      }),
    );
    const pinned = app.request('/api/front-page/featured', {
      method: 'POST',
      headers: { ...json, ...admin.auth },
      body: JSON.stringify({ articleId: article._id }),
    });
    await answers(s.frontPageChangeSchema, pinned);
    const moved = app.request(`/api/front-page/featured/${article._id}`, {
      method: 'PATCH',
      headers: { ...json, ...admin.auth },
      body: JSON.stringify({ position: 1 }),
    });
    await answers(s.frontPageChangeSchema, moved);
    const unpinned = app.request(`/api/front-page/featured/${article._id}`, { method: 'DELETE', headers: admin.auth });
    await answers(s.frontPageChangeSchema, unpinned);
    await answers(s.errorSchema, app.request('/api/news?page=0'), 400);
    await answers(s.errorSchema, app.request('/api/users', { headers: {} }), 401);
  });
});
