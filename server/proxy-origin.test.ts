/**
 * Behind a proxy (issue 33, finding 11): the README's nginx example passed `Host $host`, which
 * drops the port, so with readers at http://news.test:8080 the server saw requests addressed to
 * http://news.test. The site's own same-origin check let forms through (their Origin is
 * PUBLIC_URL's), but React Router's compares Origin with the request's address and answered every
 * form post a bare 400 ('Something went wrong' on the page, 'Bad Request' in the log). Here React
 * Router's real request handler (`createRequestHandler`, with a one-route build whose action
 * answers) stands behind the real app.
 */
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import type { RenderPage } from './http';
import pino from 'pino';

/** A build of one route, `/login`, whose action answers `{ signedIn: true }`. */
function oneRouteBuild(): ServerBuild {
  const route = {
    id: 'routes/login',
    parentId: 'root',
    path: 'login',
    module: { action: async () => ({ signedIn: true }), default: () => null },
  };
  const root = { id: 'root', path: '', module: { default: () => null } };
  const asset = (r: { id: string; path: string; parentId?: string }, hasAction: boolean) => ({
    ...r,
    module: `/${r.id}.js`,
    hasAction,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  });
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response('<!doctype html><p>page</p>', { status, headers }),
      },
    },
    routes: { root, [route.id]: route },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: { root: asset(root, false), [route.id]: asset(route, true) },
      url: '/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

const handler = createRequestHandler(oneRouteBuild(), 'production');
const reactRouter: RenderPage = (request, context) => handler(request, context);

/** A form post to /login.data (what the hydrated sign-in page sends) as nginx hands it on. */
function postThroughProxy(t: TestApp, { host, origin }: { host: string; origin: string }) {
  return t.app.request(`http://${host}/login.data`, {
    method: 'POST',
    headers: { host, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=ann&password=x',
  });
}

describe('readers at http://news.test:8080, behind nginx', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://news.test:8080' }, renderPage: reactRouter });
  });
  afterAll(() => t.close());

  it('with `Host $host` (no port) a form post reaches its action: not React Router’s bare 400', async () => {
    const res = await postThroughProxy(t, { host: 'news.test', origin: 'http://news.test:8080' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('signedIn');
  });

  it('with `Host $http_host` (the port kept) too', async () => {
    const res = await postThroughProxy(t, { host: 'news.test:8080', origin: 'http://news.test:8080' });
    expect(res.status).toBe(200);
  });

  it('a post from another site is still refused, with a 403 that says why', async () => {
    const res = await postThroughProxy(t, { host: 'news.test', origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/^Cross-site request refused: it comes from https:\/\/evil\.example/);
  });
});

describe('PUBLIC_URL not set to the address readers use', () => {
  let t: TestApp;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    t = await createTestApp({ env: { PUBLIC_URL: 'http://news.test' }, renderPage: reactRouter, logger });
  });
  afterAll(() => t.close());

  it('refuses the post with 403 and logs why: the origin, PUBLIC_URL, the Host header, what to check', async () => {
    const res = await postThroughProxy(t, { host: 'news.test', origin: 'http://news.test:8080' });
    expect(res.status).toBe(403);
    const why =
      "it comes from http://news.test:8080, which is neither the site's address http://news.test (PUBLIC_URL). " +
      "If that is this site's own address, set PUBLIC_URL to it, and make the proxy in front pass the Host header with its port (nginx: proxy_set_header Host $http_host)";
    expect(await res.text()).toBe(`Cross-site request refused: ${why}.`);
    expect(lines.map((l) => l.msg)).toContain(`POST refused as cross-site: ${why}`);
  });

  it('names the Host header when it gives another origin', async () => {
    const res = await postThroughProxy(t, { host: 'internal:3000', origin: 'http://news.test:8080' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(
      "neither the site's address http://news.test (PUBLIC_URL) nor http://internal:3000 (the Host header 'internal:3000')",
    );
  });
});
