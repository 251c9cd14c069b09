import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AnalyticsOverview, LikeState } from '../../core/analytics';
import type { Article, ArticleList, ArticleSummary } from '../../core/article';
import type { RunReport, SchedulerStatus } from '../../core/ingest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import type { Viewer } from '../auth/auth.service';
import type { ContactMessage, ContactMessageList } from '../contact/contact.service';
import type { SearchResult } from '../search/search.service';
import type { UserListItem } from '../users/users.service';
import type { Invitation } from '../users/staff.service';
import { describedOperations, openApiDocument } from './openapi';
import * as s from './schemas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app's own /api routes as `GET /api/news/{id}`: not middleware, not the catch-all. */
function appOperations(): string[] {
  const operations = t.app.routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
  return [...new Set(operations)].sort();
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const document = openApiDocument();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');

    // The validator does refuse a broken document.
    const broken = structuredClone(document) as unknown as {
      components: { securitySchemes: Record<string, { type: string }> };
    };
    broken.components.securitySchemes.bearerAuth!.type = 'magic';
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('describes every /api route of the app, and no route the app does not have', () => {
    const described = [...describedOperations()].sort();
    const app = appOperations();
    expect(app.length).toBeGreaterThan(30);
    expect(
      app.filter((op) => !described.includes(op)),
      'routes without documentation',
    ).toEqual([]);
    expect(
      described.filter((op) => !app.includes(op)),
      'documented routes the app does not have',
    ).toEqual([]);

    const inDocument = Object.entries(openApiDocument().paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(inDocument.sort()).toEqual(described);
  });

  /**
   * Issue 33, finding 33: three operations answered 400 without saying so. An operation that
   * takes a body, query parameters or a path parameter of free text (no format, no pattern)
   * can be refused with 400: bad input names its field (`parseOr400`), and text no field may
   * hold is refused wherever it is, the address included (`unacceptableAddress`).
   */
  it('documents 400 for every operation that takes a body, query parameters or a free-text path parameter', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(openApiDocument().paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const parameters = (operation.parameters ?? []) as {
          in: string;
          schema?: { format?: string; pattern?: string; enum?: unknown[] };
        }[];
        const freeText = parameters.some(
          (p) => p.in === 'path' && !p.schema?.format && !p.schema?.pattern && !p.schema?.enum,
        );
        const query = parameters.some((p) => p.in === 'query');
        const takesInput = Boolean(operation.requestBody) || query || freeText;
        if (takesInput && !Object.keys(operation.responses ?? {}).includes('400'))
          missing.push(`${method.toUpperCase()} ${path}`);
      }
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
    for (const [path, item] of Object.entries(openApiDocument().paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, operation] of Object.entries(item)) {
        const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
        const named = parameters
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        expect(named, `${method} ${path}`).toEqual(inPath);
      }
    }
  });

  it('calls the session cookie by the name the server gives it', () => {
    expect(openApiDocument().components.securitySchemes.sessionCookie.name).toBe(t.services.auth.cookieName);
  });

  it('is served at GET /api/openapi.json, public and cacheable', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));

    // Credentials, even stale ones, change nothing.
    const withToken = await t.app.request('/api/openapi.json', { headers: { authorization: 'Bearer stale' } });
    expect(withToken.status).toBe(200);
  });
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
    const json = { 'content-type': 'application/json', origin: 'http://news.test' };

    await answers(s.healthSchema, app.request('/api/health'));
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
      app.request(`/api/saved/${article._id}`, {
        method: 'PUT',
        headers: { ...admin.auth, origin: 'http://news.test' },
      }),
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
      app.request(`/api/news/${article._id}/like`, { method: 'PUT', headers: { origin: 'http://news.test' } }),
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
