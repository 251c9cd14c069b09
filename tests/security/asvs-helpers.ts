/**
 * Shared setup of the ASVS 5.0 level 1 tests (tests/security/asvs-*.test.ts; docs/security.md,
 * 'ASVS 5.0 level 1'): real page routes behind the real Hono app, sign-in over the API, the
 * session cookie of an answer, a digest of the database, files under a folder, a real image.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { intlAt } from '../../app/i18n/intl';
import { editionOf } from '../../core/editions';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  useLocation,
  useMatches,
  useParams,
  useRouteError,
  type AppLoadContext,
} from 'react-router';
import sharp from 'sharp';
import { expect } from 'vitest';
import { queryRows } from '../../server/db/client';
import type { RenderPage } from '../../server/http';
import type { TestApp } from '../helpers/app';

/** A page route module as React Router sees it: a loader, an action, a component. */
export interface PageModule {
  loader?: unknown;
  action?: unknown;
  default?: unknown;
  ErrorBoundary?: unknown;
}

/** The site's origin in tests (tests/helpers/app.ts `PUBLIC_URL`), and one that is not it. */
export const OWN = 'http://news.test';
export const EVIL = 'https://evil.example';

/**
 * React Router's own request handling (`createStaticHandler`) over the given route modules,
 * with the load context server/http.ts builds: loaders and actions run for real, behind the
 * app's CSRF check, session lookup and method rules. Each page answers its loader's or action's
 * data as JSON with React Router's status, or a thrown redirect; the root stands in for
 * app/root.tsx (which needs the Vite build) with the site's settings and no user.
 */
export function routerPages(routes: Record<string, PageModule>): RenderPage {
  const handler = staticHandler(routes);
  return async (request, context) => {
    const result = await handler.query(request, { requestContext: context as never });
    if (result instanceof Response) return result;
    const body = { loaderData: result.loaderData, actionData: result.actionData, errors: result.errors };
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const set of [...Object.values(result.loaderHeaders), ...Object.values(result.actionHeaders)]) {
      for (const [name, value] of set) headers.append(name, value);
    }
    return new Response(JSON.stringify(body), { status: result.statusCode, headers });
  };
}

/**
 * Like `routerPages`, but each page answers the HTML its real component draws from its real
 * loader (react-dom/server, without the document around it), as `text/html` with React Router's
 * status and headers: such answers go through the shared page cache, as real pages do.
 */
export function htmlPages(routes: Record<string, PageModule>): RenderPage {
  const handler = staticHandler(routes);
  return async (request, context) => {
    const result = await handler.query(request, { requestContext: context as never });
    if (result instanceof Response) return result;
    const router = createStaticRouter(handler.dataRoutes, result);
    const html = renderToString(createElement(StaticRouterProvider, { router, context: result }));
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    for (const set of Object.values(result.loaderHeaders)) for (const [name, value] of set) headers.append(name, value);
    return new Response(`<!doctype html>${html}`, { status: result.statusCode, headers });
  };
}

function staticHandler(routes: Record<string, PageModule>) {
  return createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: async ({ context, request }: { context: AppLoadContext; request: Request }) => ({
        site: await context.queries.site.publicConfig(),
        edition: editionOf(new URL(request.url).pathname),
        islands: '',
        year: 2026,
        user: null,
      }),
      // The page's edition's catalogue, by its address, as app/root.tsx gives it.
      Component: () => createElement(RawIntlProvider, { value: intlAt(useLocation().pathname) }, createElement(Outlet)),
      // A refusal (a 404) is drawn, as app/root.tsx's boundary would, not logged by React Router's default one.
      ErrorBoundary: () => createElement('main', null, `Error ${statusOf(useRouteError())}`),
      children: Object.entries(routes).map(([routePath, module]) => ({
        id: routePath,
        path: routePath.replace(/^\//, ''),
        loader: module.loader as never,
        action: module.action as never,
        // Route modules take their data as props (framework mode); the data router gives it by hooks.
        Component: module.default ? withRouteProps(module.default as ComponentType<never>) : undefined,
        ErrorBoundary: module.ErrorBoundary ? withErrorProps(module.ErrorBoundary as ComponentType<never>) : undefined,
      })),
    },
  ]);
}

function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

function withErrorProps(Boundary: ComponentType<never>) {
  return function ErrorProps() {
    return createElement(Boundary, { error: useRouteError(), params: useParams() } as never);
  };
}

function withRouteProps(Page: ComponentType<never>) {
  return function RouteProps() {
    const props = { loaderData: useLoaderData(), matches: useMatches(), params: useParams() };
    return createElement(Page, props as never);
  };
}

/**
 * The HTML a page's real component draws for `url` from its real loader, as a server render
 * does (react-dom/server): the page's own markup, without the document around it.
 */
export async function renderRoute(
  module: PageModule,
  routePath: string,
  url: string,
  context: AppLoadContext,
): Promise<string> {
  const handler = staticHandler({ [routePath]: module });
  const result = await handler.query(new Request(new URL(url, OWN)), { requestContext: context as never });
  if (result instanceof Response) throw new Error(`${url} answered ${result.status}`);
  if (result.errors) throw new Error(`${url} failed: ${JSON.stringify(result.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, result);
  return renderToString(createElement(StaticRouterProvider, { router, context: result }));
}

/** The session token a response set in `cookieName` (the value of its Set-Cookie), if any. */
export function sessionCookieOf(res: Response, cookieName = 'nd_session'): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0 && pair.slice(0, at) === cookieName) return decodeURIComponent(pair.slice(at + 1));
  }
  return undefined;
}

/** POST /api/users/login as an API client (no Origin); extra headers on top. */
export function apiLogin(t: TestApp, username: string, password: string, headers: Record<string, string> = {}) {
  return t.app.request('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });
}

/** POST /api/users/register as an API client; extra headers on top. */
export function apiRegister(t: TestApp, username: string, password: string, headers: Record<string, string> = {}) {
  return t.app.request('/api/users/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });
}

/** A JSON request to the app with `headers` (GET and HEAD without the body). */
export function sendJson(t: TestApp, method: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  if (method === 'GET' || method === 'HEAD') return t.app.request(url, { method, headers });
  return t.app.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A page form post (urlencoded, as a browser sends it) to the app with `headers`. */
export function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * A digest of every table's rows, one per table, in one statement: equal before and after means
 * nothing was stored. The rate-limit and view counters (PostgreSQL) count refused requests by design.
 */
export async function databaseDigest(t: TestApp): Promise<Record<string, string>> {
  const rows = await queryRows<{ name: string; digest: string }>(
    t.database.db,
    sql`select table_name as name,
          md5(query_to_xml(format('select x::text as r from %I x order by 1', table_name), false, false, '')::text) as digest
        from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('rate_limits', 'view_sessions')`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** Runs `change` and checks it stored nothing (`databaseDigest`); answers what it answered. */
export async function expectNothingStored<T>(t: TestApp, change: () => Promise<T>): Promise<T> {
  const before = await databaseDigest(t);
  const result = await change();
  expect(await databaseDigest(t)).toEqual(before);
  return result;
}

/** Every file under `dir`, as paths relative to it ('' when it does not exist). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** A real PNG photo of `width`×`height`. */
export function pngImage(width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer();
}
