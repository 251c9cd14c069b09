import type { AppLoadContext } from 'react-router';
import type { Viewer } from '../../server/auth/auth.service';
import { createLogger } from '../../server/lib/logger';
import type { TestApp } from './app';

/**
 * Page loaders and actions called in-process, as React Router calls them, with the
 * load context `server/http.ts` builds: the way to test a page's adapter without a
 * browser (like `app.request()` for the API).
 */
export function pageContext(t: TestApp, viewer: Viewer | null, options: { ip?: string } = {}): AppLoadContext {
  const log = createLogger('silent');
  const ip = options.ip ?? '127.0.0.1';
  return {
    commands: t.services.commands,
    queries: t.services.queries,
    config: t.config.public,
    clientIp: ip,
    viewer,
    actor: { viewer, ip, requestId: 'test', log },
    log,
    requestId: 'test',
    sessionToken: undefined,
  };
}

type RouteFunction<R> = (args: never) => R;

/** Runs a route's `loader` for `path` (with its query) as `viewer`. */
export function callLoader<R>(
  loader: RouteFunction<R>,
  t: TestApp,
  viewer: Viewer | null,
  path: string,
  params: Record<string, string> = {},
): R {
  const url = new URL(path, 'http://news.test');
  const args = { request: new Request(url), url, context: pageContext(t, viewer), params };
  return loader(args as never);
}

/** Posts `fields` to a route's `action` as `viewer`, as the page's form would. */
export function callAction<R>(
  action: RouteFunction<R>,
  t: TestApp,
  viewer: Viewer | null,
  path: string,
  fields: Record<string, string | Blob>,
  options: { params?: Record<string, string>; ip?: string } = {},
): R {
  const url = new URL(path, 'http://news.test');
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(url, { method: 'POST', body: form });
  const args = { request, url, context: pageContext(t, viewer, { ip: options.ip }), params: options.params ?? {} };
  return action(args as never);
}

/** What an action answered: its body, and its status (200 unless it answered with `data(…, { status })`). */
export function answerOf(result: unknown): { body: unknown; status: number } {
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { body: data, status: init?.status ?? 200 };
  }
  return { body: result, status: 200 };
}
