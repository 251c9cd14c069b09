import { editionOf } from '../../core/editions';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { availableParallelism } from 'node:os';
import type { AppLoadContext } from 'react-router';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '../../core/media';
import { isAppPage, isSharedPage } from '../../core/page-kinds';
import { unacceptableText } from '../../core/text';
import type { AppEnv } from '../app-env';
import { credentials, crossSiteRefusal, originCheck, requestActor } from '../auth/auth.middleware';
import { SESSION_COOKIE, type Viewer } from '../auth/auth.service';
import type { CachedPages, Produce } from '../cache/serve';
import { pageTags, recordingQueries } from '../cache/tags';
import type { Config } from '../config';
import { invalidUtf8Field } from '../lib/body';
import { BusyError, type Lane, Semaphore } from '../lib/concurrency';
import { measureRender, renderedTiming, runTimed, startTiming, type RequestTiming } from '../lib/request-timing';
import { unacceptableTextError, type UnacceptableText } from '../lib/validate';
import type { Services } from '../services';
import type { GateDecision } from '../members/access-gate';
import { GIFT_PARAMETER } from '../members/gifts.service';
import { AccountSlots } from './account-slots';
import { cspNonce } from './security';
import { withSearch } from './site';

export type RenderPage = (request: Request, context: AppLoadContext) => Promise<Response>;

/** Pages made for one person (or asked with credentials): no shared cache, no browser history copy. */
const PRIVATE = 'private, no-store';
/** A locked story from the page cache: the browser revalidates it, no shared cache keeps it (it depends on the meter). */
const GATED = 'private, max-age=0, must-revalidate';
/** Page renders at once (each awaits the database between bursts of CPU), and how many may wait. */
export const RENDERS_AT_ONCE = Math.max(4, availableParallelism() * 2);
export const RENDERS_QUEUED = 64;
const BUSY_PAGE = 'The site is very busy right now. Please try again in a moment.';
const PAGE_METHODS = 'GET, HEAD, POST';

/**
 * Every other request is a page, drawn by React Router (`drawPage`): shared pages from the page
 * cache (server/cache/serve.ts), pages for one person rendered fresh and marked private.
 */
export function servePages(
  app: Hono<AppEnv>,
  config: Config,
  services: Services,
  drawPage: RenderPage,
  cachedPages: CachedPages,
): void {
  // Renders that miss the cache run a few at a time; past a queue the answer is a quick 503
  // with Retry-After instead of a queue without end, while cached pages keep being served.
  // A shared reading page re-drawn after a publish (one render that every reader of it waits
  // for) goes ahead of one-off renders (searches, signed-in pages): under a flood of searches
  // the home page and the articles came back only after the whole search queue, or as 503s.
  const renders = new Semaphore(RENDERS_AT_ONCE, RENDERS_QUEUED);
  const renderPage = (request: Request, context: AppLoadContext, lane: Lane): Promise<Response> =>
    renders.run(() => drawPage(request, context), lane);
  // Page forms (the profile's avatar is the largest) stay under the upload limit plus room for the fields.
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 1024 * 1024,
      onError: (c) => c.text(UPLOAD_TOO_LARGE, 413),
    }),
  );
  // Each page request is timed (Server-Timing: db, render, total), its queries included.
  const answerPage = async (c: Context<AppEnv>, timing: RequestTiming): Promise<Response> => {
    const method = c.req.method;
    // Pages answer GET, HEAD and form posts; anything else is refused before React Router,
    // which would log a stack trace for a method it has no handler for.
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: PAGE_METHODS });
    if (!PAGE_METHODS.split(', ').includes(method)) {
      return c.text('Method not allowed', 405, { Allow: PAGE_METHODS });
    }
    // One address per page: `/world-news/` answers 301 to `/world-news` (and is cached once).
    if ((method === 'GET' || method === 'HEAD') && c.req.path.length > 1 && c.req.path.endsWith('/')) {
      // From the address as sent (`c.req.path` is decoded, and a Location header carries only ASCII).
      const sent = new URL(c.req.url).pathname;
      return c.redirect(withSearch(c, sent.replace(/\/+$/, '') || '/'), 301);
    }
    // Forms posted to pages from another site are refused (CSRF), like cookie-carried API writes.
    let pageRequest = c.req.raw;
    if (method === 'POST') {
      const origin = originCheck(c, config.public.publicUrl);
      if (!origin.ok) return c.text(crossSiteRefusal(c, origin.why), 403);
      const unacceptable = await unacceptableFormText(c.req.raw);
      if (unacceptable) return c.text(unacceptableTextError(unacceptable).message, 400);
      pageRequest = addressedTo(c.req.raw, origin.origin);
    }
    if (!isCacheable(c)) {
      const { token } = credentials(c);
      // From memory once looked up (server/auth/session-cache.ts): a member's cached page costs no query.
      const viewer = token ? await services.sessions.viewerFor(token) : null;
      // A form posted to a story (its gift link) answers with the page as this reader may read it.
      const gate = await decideAccess(c, services, viewer);
      // A reading page as a document (not its `.data`, not an app page), which has the account slots.
      const document =
        method !== 'POST' && !c.req.path.toLowerCase().endsWith('.data') && !isAppPage(pageRouteKey(c.req.path));
      // A signed-in reader's locked story: the page kept for its access result, their account menu
      // set in (server/http/account-slots.ts), once a page drawn for them taught this process theirs.
      const parts =
        viewer && gate && document && !viewer.mustChangePassword
          ? services.accountSlots.partsFor(viewer._id, editionOf(c.req.path))
          : undefined;
      if (gate && parts) {
        const request = method === 'HEAD' ? new Request(c.req.url, { headers: c.req.raw.headers }) : c.req.raw;
        const produce: Produce = async (tags) => {
          const recording = { commands: services.commands, queries: recordingQueries(services.queries, tags) };
          const context = { ...(await loadContext(c, recording, null)), access: gate.grant };
          return withPageHeaders(await renderPage(request, context, 'normal'));
        };
        const personal = await cachedPages.servePersonal(
          c,
          `${cacheKey(c, GIFT_PARAMETER)}#${gate.variant}`,
          produce,
          { tags: pageTags(pageRouteKey(c.req.path)), storable: isStorable },
          (html) => AccountSlots.fill(html, parts),
        );
        if (personal) return personal;
      }
      // Drawn for this request alone: React Router's inline scripts carry the CSP nonce.
      const context = {
        ...(await loadContext(c, services, viewer, token)),
        cspNonce: cspNonce(c),
        ...(gate ? { access: gate.grant } : {}),
      };
      const [response, renderMs] = await measureRender(timing, () => renderPage(pageRequest, context, 'normal'));
      response.headers.set('Server-Timing', renderedTiming(timing, renderMs));
      if (isPreview(c.req.path)) {
        // Never indexed, whatever the page says (its answer to a refused link among them).
        response.headers.set('X-Robots-Tag', 'noindex, nofollow');
      }
      if (
        viewer &&
        document &&
        response.status === 200 &&
        !services.accountSlots.partsFor(viewer._id, editionOf(c.req.path))
      ) {
        if (response.headers.get('content-type')?.startsWith('text/html')) {
          const html = await response.text();
          services.accountSlots.learn(viewer._id, editionOf(c.req.path), html);
          return withPageHeaders(new Response(html, { status: 200, headers: response.headers }), PRIVATE);
        }
      }
      return withPageHeaders(response, PRIVATE);
    }
    // Shared pages are anonymous: no viewer. A HEAD is drawn as a GET, so the page kept has its body.
    const request = method === 'HEAD' ? new Request(c.req.url, { headers: c.req.raw.headers }) : c.req.raw;
    const lane: Lane = hasOnlyPageParameters(c) ? 'first' : 'normal';
    // A locked story is kept once per access result (preview, full, full with N free left), never per reader.
    const gate = await decideAccess(c, services, null);
    const produce: Produce = async (tags) => {
      const recording = { commands: services.commands, queries: recordingQueries(services.queries, tags) };
      const context = { ...(await loadContext(c, recording, null)), ...(gate ? { access: gate.grant } : {}) };
      return withPageHeaders(await renderPage(request, context, lane));
    };
    const tags = pageTags(pageRouteKey(c.req.path));
    // A gift link's token is not part of the page: every gift shares the one full page.
    const key = gate ? `${cacheKey(c, GIFT_PARAMETER)}#${gate.variant}` : cacheKey(c);
    const response = await cachedPages.serve(c, key, produce, { tags, storable: isStorable });
    if (!gate) return response;
    // What this reader got depends on their meter: no shared cache downstream keeps it.
    response.headers.set('Cache-Control', GATED);
    if (gate.setCookie && method === 'GET') response.headers.append('Set-Cookie', gate.setCookie);
    return response;
  };
  app.all('*', (c) => {
    const timing = startTiming();
    return runTimed(timing, () => answerPage(c, timing)).catch((error: unknown) => {
      if (!(error instanceof BusyError)) throw error;
      return c.text(BUSY_PAGE, 503, { 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' });
    });
  });
}

/**
 * A locked story's access for this request (server/members/access-gate.ts), or null for every
 * other page. Who reads is the signed-in viewer, else a signed-out reader with their meter cookie.
 */
function decideAccess(c: Context<AppEnv>, services: Services, viewer: Viewer | null): Promise<GateDecision | null> {
  const url = new URL(c.req.url);
  return services.access.decide({
    path: url.pathname,
    search: url.search,
    viewer,
    cookie: c.req.header('cookie'),
    userAgent: c.req.header('user-agent'),
  });
}

/** What loaders and actions receive as `context` (server/load-context.ts). */
async function loadContext(
  c: Context<AppEnv>,
  { commands, queries }: Pick<Services, 'commands' | 'queries'>,
  viewer: Viewer | null,
  token?: string,
): Promise<AppLoadContext> {
  return {
    commands,
    queries,
    config: await queries.site.publicConfig(),
    clientIp: c.var.clientIp,
    viewer,
    actor: requestActor(c, viewer, token),
    log: c.var.logger,
    requestId: c.var.requestId,
    sessionToken: token,
  };
}

/**
 * May this page request be answered from, and stored in, the shared cache? Only an
 * anonymous GET or HEAD of a page that is the same for everyone (core/page-kinds.ts).
 */
function isCacheable(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (carriesCredentials(c)) return false;
  return isSharedPage(pageRouteKey(c.req.path));
}

/** A preview page (`/preview/<id>`), as React Router matches it. */
function isPreview(pathname: string): boolean {
  const key = pageRouteKey(pathname);
  return key === '/preview' || key.startsWith('/preview/');
}

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SESSION_COOKIE}=`);

/**
 * Credentials of any kind: an Authorization header of any scheme, or a session cookie
 * (SESSION_COOKIE, or `__Host-` and it over HTTPS), valid or not. A page made for such
 * a request may show the person's name or staff data, so it is never shared.
 */
export function carriesCredentials(c: Context): boolean {
  if (c.req.header('authorization') !== undefined) return true;
  return SESSION_COOKIE_PATTERN.test(c.req.header('cookie') ?? '');
}

/**
 * The path as React Router matches it: percent-decoded, letter case folded, repeated and
 * trailing slashes dropped, and the `.data` suffix of a data request removed. `/ADMIN/Users.data`,
 * `/admin//users/` and `/%61dmin/users` all give `/admin/users`.
 */
export function pageRouteKey(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(p);
  } catch {
    // A malformed escape: compare the raw text (React Router answers 400 for it anyway).
  }
  p = p.toLowerCase().replace(/\/{2,}/g, '/');
  if (p.endsWith('.data')) p = p.slice(0, -'.data'.length);
  if (p === '/_root') p = '/';
  p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/**
 * A form post as React Router is to see it: addressed to the origin it came from, which the
 * same-origin check found to be this site's (`PUBLIC_URL`'s or the Host header's). React Router
 * refuses an action whose `Origin` differs from the request's address with a bare 400 ('Bad
 * Request'), and behind a proxy that passes `Host` without the port (nginx's `$host`) the address
 * the server sees lacks the port readers' browsers name: every form then failed.
 */
function addressedTo(request: Request, origin: string): Request {
  const url = new URL(request.url);
  if (url.origin === origin) return request;
  const moved = new URL(url.pathname + url.search, origin);
  return new Request(moved, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
}

/**
 * Headers every page response gets: a charset on HTML, and for pages not shared,
 * `Cache-Control: private, no-store` (whatever a route said), so neither a CDN nor the
 * browser's back-forward copy keeps a signed-in person's page.
 */
function withPageHeaders(response: Response, cacheControl?: string): Response {
  const type = response.headers.get('content-type');
  if (type?.startsWith('text/html') && !/charset=/i.test(type)) {
    response.headers.set('Content-Type', 'text/html; charset=utf-8');
  }
  if (cacheControl) response.headers.set('Cache-Control', cacheControl);
  return response;
}

/**
 * The first form field holding text no field may (server/lib/validate.ts), or bytes that are not
 * UTF-8 (server/lib/body.ts), if any: such input is a 400 here instead of a failed query, or a
 * silently changed value, later. Files are not looked at (image bytes contain zeros).
 */
async function unacceptableFormText(request: Request): Promise<UnacceptableText | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return null;
  const notUtf8 = invalidUtf8Field(type, new Uint8Array(await request.clone().arrayBuffer()));
  if (notUtf8) return { field: notUtf8, reason: 'encoding' };
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return null; // React Router reports an unreadable body itself.
  }
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    const reason = unacceptableText(value);
    if (reason) return { field: name, reason };
  }
  return null;
}

/**
 * Parameters of the shared pages themselves: a page number, and React Router's `_routes` and
 * `index` on `.data` requests. Any other parameter makes a key of its own that no reader shares
 * (a cache-busting `?x=random`): such a render waits in the normal lane, so it cannot push the
 * real pages aside.
 */
// A live blog's poll (`after`) and older entries (`before`), a thread's order and next comments
// (`sort`, `after`) refill shared answers, as page numbers do.
const PAGE_PARAMETERS = new Set(['page', '_routes', 'index', 'after', 'before', 'sort']);

function hasOnlyPageParameters(c: Context): boolean {
  for (const name of new URL(c.req.url).searchParams.keys()) if (!PAGE_PARAMETERS.has(name)) return false;
  return true;
}

/** A shared answer's key in the page cache: its path and its parameters (but `without`), sorted. */
export function cacheKey(c: Context, without?: string): string {
  const url = new URL(c.req.url);
  if (without) url.searchParams.delete(without);
  url.searchParams.sort();
  return url.pathname + url.search;
}

function isStorable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has('set-cookie')) return false;
  // A route may declare its answer personal; the cache never overrides that.
  if (/\b(?:private|no-store)\b/.test(response.headers.get('cache-control') ?? '')) return false;
  const type = response.headers.get('content-type') ?? '';
  return type.startsWith('text/html') || type.startsWith('text/x-script');
}
