import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import { serveStatic } from '@hono/node-server/serve-static';
import path from 'node:path';
import type { AppLoadContext } from 'react-router';
import { APP_PAGES } from '../core/app-pages';
import { BOOT_SCRIPT } from '../core/boot-script';
import { CATEGORIES, CATEGORY_INFO } from '../core/categories';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '../core/media';
import { unacceptableText } from '../core/text';
import { CachedPages, type Produce } from './cache/serve';
import { feedTags, pageTags, recordingQueries } from './cache/tags';
import type { Config, PublicConfig } from './config';
import type { Database } from './db/client';
import { credentials, crossSiteRefusal, originCheck, resolveViewer } from './auth/auth.middleware';
import { analyticsRoutes, engagementRoutes } from './analytics/analytics.routes';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { SESSION_COOKIE, type Viewer } from './auth/auth.service';
import { contactRoutes } from './contact/contact.routes';
import { feedRoutes } from './feeds/feeds.routes';
import { invalidUtf8Field } from './lib/body';
import { clientIp } from './lib/client-ip';
import { sendStored } from './media/serve';
import { measureRender, renderedTiming, runTimed, startTiming, type RequestTiming } from './lib/request-timing';
import { AppError, ValidationError } from './lib/errors';
import { BusyError, type Lane, Semaphore } from './lib/concurrency';
import { availableParallelism } from 'node:os';
import type { Logger } from './lib/logger';
import type { Readiness } from './lib/readiness';
import { unacceptableTextError, type UnacceptableText } from './lib/validate';
import { schedulerRoutes } from './ingest/scheduler.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { newsRoutes } from './news/news.routes';
import { frontPageRoutes } from './news/front-page.routes';
import { previewRoutes } from './news/preview.routes';
import { authorRoutes } from './news/authors.routes';
import { EMBED_ORIGINS } from './news/sanitize';
import { searchRoutes } from './search/search.routes';
import { savedRoutes } from './users/saved.routes';
import { usersRoutes } from './users/users.routes';
import type { AppEnv } from './app-env';
import { openApiRoutes } from './api/document';
import { apiRouter } from './api/endpoint';
import { healthRoutes } from './api/health.routes';
import type { Services } from './services';
import './load-context';

export type RenderPage = (request: Request, context: AppLoadContext) => Promise<Response>;

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  services: Services;
  /** GET /api/ready's answer (server/lib/readiness.ts); left out (tests), the app answers ready. */
  readiness?: Readiness;
  /** React Router's request handler; API-only tests leave it out. */
  renderPage?: RenderPage;
  /** The built client folder (`build/client`); in development Vite serves files instead. */
  staticRoot?: string;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
/** Pages made for one person (or asked with credentials): no shared cache, no browser history copy. */
const PRIVATE = 'private, no-store';
/** Pages whose HTML never goes into the shared cache, compared with `pageRouteKey`. */
const UNCACHED_PREFIXES = [
  '/api',
  '/search',
  // The app's pages (core/app-pages.ts) are the admin area and account pages, each made for one
  // person; some addresses carry a token (an invitation, a reset or verification link).
  ...APP_PAGES,
  // Their addresses carry a subscriber's token.
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  // A story not out yet, for staff or a preview link's holder (docs/product.md, 'Preview').
  '/preview',
];

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, database, logger, services } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('commands', services.commands);
    c.set('queries', services.queries);
    c.set('clientIp', clientIp(c, config.trustProxy));
    c.set('logger', logger.child({ reqId: c.var.requestId }));
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // A reader who navigates away aborts the request: not a server failure (nginx's 499).
    const status = c.req.raw.signal.aborted ? 499 : c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    // A 503 with Retry-After is load shed on purpose (a full render queue, a search past its
    // time): a warning, so that a flood does not bury real failures among thousands of errors.
    if (status === 503 && c.res.headers.has('retry-after')) c.var.logger.warn(line, 'request shed');
    else if (status >= 500) c.var.logger.error(line, 'request failed');
    else c.var.logger.info(line, 'request');
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(config),
      // Only a site served over HTTPS may pin browsers to it; a year, as ASVS asks.
      strictTransportSecurity: config.public.publicUrl.startsWith('https://')
        ? 'max-age=31536000; includeSubDomains'
        : false,
      crossOriginResourcePolicy: 'same-site',
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
  );
  // An address holding what no field may (a control character, or bytes that are not UTF-8
  // text) cannot be matched or stored: refused before any route, with the security headers
  // every answer carries (HSTS among them).
  app.use('*', async (c, next) => {
    const badAddress = unacceptableAddress(c.req.url);
    if (!badAddress) return next();
    return c.req.path.startsWith('/api/')
      ? c.json({ message: badAddress, code: 'invalid_input' }, 400)
      : c.text(badAddress, 400);
  });
  app.use('*', compress());

  app.onError((error, c) => {
    if (error instanceof AppError) {
      // Rate limits, a busy queue, a search stopped by its timeout: each says when to try again.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      const body: Record<string, unknown> = { message: error.message, code: error.code };
      if (error instanceof ValidationError && error.fields) body.fields = error.fields;
      return c.json(body, error.status);
    }
    c.var.logger?.error({ err: error }, 'unhandled error');
    return c.json({ message: 'Something went wrong on our side. Please try again.', code: 'internal' }, 500);
  });

  // ---- API ----
  const api = apiRouter();
  api.use('*', async (c, next) => {
    await next();
    c.header('X-Robots-Tag', 'noindex');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  const tooLarge = (c: Context) => c.json({ message: 'The request body is too large', code: 'too_large' }, 413);
  const smallBodies = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  // Article writes and live entries carry an image: the upload limit plus room for the fields.
  const articleBodies = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 1024 * 1024, onError: tooLarge });
  api.use('*', (c, next) => {
    const articleWrite =
      /^\/api\/news(?:\/[^/]+(?:\/live(?:\/\d+)?)?)?$/.test(c.req.path) &&
      (c.req.method === 'POST' || c.req.method === 'PUT');
    return articleWrite ? articleBodies(c, next) : smallBodies(c, next);
  });
  // Text that is not UTF-8 would be stored changed to U+FFFD: refused, naming the field, before any route.
  api.use('*', async (c, next) => {
    if (!c.req.raw.body) return next();
    const field = invalidUtf8Field(c.req.header('content-type') ?? '', new Uint8Array(await c.req.arrayBuffer()));
    if (field) throw unacceptableTextError({ field, reason: 'encoding' });
    return next();
  });
  api.route('/', healthRoutes(database, deps.readiness));
  // The API's OpenAPI 3.1 document, generated from the routes' declarations (server/api/document.ts): public.
  api.route('/', openApiRoutes(api));
  api.use('*', resolveViewer(config.public.publicUrl));
  api.route('/users', authRoutes(config.public.publicUrl));
  api.route('/users', usersRoutes(config.public.publicUrl));
  api.route('/auth', accountRoutes(config.public.publicUrl));
  api.route('/news', engagementRoutes(config.public.publicUrl, config.public.publicUrl.startsWith('https://')));
  api.route('/news', newsRoutes());
  api.route('/news', previewRoutes());
  api.route('/front-page', frontPageRoutes());
  api.route('/authors', authorRoutes());
  api.route('/analytics', analyticsRoutes());
  api.route('/saved', savedRoutes());
  api.route('/search', searchRoutes());
  api.route('/contact', contactRoutes());
  api.route('/scheduler', schedulerRoutes());
  api.route('/newsletter', newsletterRoutes());
  api.all('*', (c) => c.json({ message: 'No such API endpoint', code: 'not_found' }, 404));
  app.route('/api', api);

  // ---- Static files ----
  if (deps.staticRoot) {
    const root = path.relative(process.cwd(), deps.staticRoot) || '.';
    app.use('/assets/*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', ONE_YEAR) }));
    app.use(
      '*',
      serveStatic({
        root,
        // Only real files; never a folder index (the home page is React Router's).
        rewriteRequestPath: (p) => (p.endsWith('/') ? '/.no-index' : p),
        // The service worker is checked on every visit, so a release reaches readers at once (docs/architecture.md).
        onFound: (file, c) => c.header('Cache-Control', file.endsWith('/sw.js') ? 'no-cache' : ONE_DAY),
      }),
    );
  }

  // ---- The web app manifest: the site's name as set on /admin/settings ----
  app.get('/manifest.webmanifest', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return c.body(JSON.stringify(webAppManifest(await services.site.publicConfig())));
  });

  // ---- Uploaded images: unique names, so cached for a year; streamed from the media storage ----
  app.get('/uploads/*', async (c) => {
    const name = services.media.storedName(c.req.path);
    if (!name) return c.text('Not found', 404);
    return sendStored(c, services.media, name, ONE_YEAR);
  });

  // ---- Share-card images (core/images.ts shareImage): made once, then served from storage ----
  app.get('/og/:kind/:file{[a-z0-9-]+\\.jpg}', async (c) => {
    const { kind, file } = c.req.param();
    try {
      const found = await services.media.shareImage(kind, file.slice(0, -'.jpg'.length));
      if (!found) return c.text('Not found', 404);
      // Upload ids are never reused; sample pictures may change with a release.
      return await sendStored(c, services.media, found, kind === 'u' ? ONE_YEAR : ONE_DAY);
    } catch (error) {
      c.var.logger.error({ err: error }, 'share image failed');
      return c.text('Not found', 404);
    }
  });

  // Public GETs answered from the page cache (server/cache/serve.ts).
  const cachedPages = new CachedPages(services.pageCache, config.cdnMaxAge);

  // ---- Feeds, sitemaps, robots.txt: cached like pages, the same for every reader (query ignored) ----
  app.route(
    '/',
    feedRoutes(config.public, (c, produce) =>
      cachedPages.serve(c, c.req.path, produce, { tags: feedTags(c.req.path), storable: isStorableFile }),
    ),
  );

  // ---- The newsletter's unsubscribe link, posted (docs/product.md, 'Morning newsletter') ----
  // Every email names this address in List-Unsubscribe: mail apps POST `List-Unsubscribe=One-Click`
  // to it from their own servers (RFC 8058), and the page's button posts here too. The link's
  // token is the authority, so no same-site check; a GET shows the page with the button.
  const smallForm = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('The request body is too large', 413) });
  app.post('/newsletter/unsubscribe', smallForm, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const oneClick = form['List-Unsubscribe'] === 'One-Click';
    const token = c.req.query('token') ?? form.token;
    const actor = { viewer: null, ip: c.var.clientIp, requestId: c.var.requestId, log: c.var.logger };
    c.header('Cache-Control', 'no-store');
    try {
      const { message } = await services.commands.newsletter.unsubscribe(actor, { token });
      return oneClick ? c.text(message) : c.redirect('/newsletter/unsubscribe?done=1', 303);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      return oneClick ? c.text(error.message, error.status) : c.redirect('/newsletter/unsubscribe?invalid=1', 303);
    }
  });

  // ---- Short category paths answer 301 (docs/product.md, 'Categories') ----
  for (const category of CATEGORIES) {
    const info = CATEGORY_INFO[category];
    app.get(`/${info.key}`, (c) => c.redirect(withSearch(c, info.path), 301));
  }

  // ---- Pages ----
  const drawPage = deps.renderPage;
  if (drawPage) {
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
        const viewer = token ? await services.auth.viewerFor(token) : null;
        // Drawn for this request alone: React Router's inline scripts carry the CSP nonce.
        const context = { ...(await loadContext(c, services, viewer, token)), cspNonce: cspNonce(c) };
        const [response, renderMs] = await measureRender(timing, () => renderPage(pageRequest, context, 'normal'));
        response.headers.set('Server-Timing', renderedTiming(timing, renderMs));
        if (isPreview(c.req.path)) {
          // Never indexed, whatever the page says (its answer to a refused link among them).
          response.headers.set('X-Robots-Tag', 'noindex, nofollow');
        }
        return withPageHeaders(response, PRIVATE);
      }
      // Shared pages are anonymous: no viewer. A HEAD is drawn as a GET, so the page kept has its body.
      const request = method === 'HEAD' ? new Request(c.req.url, { headers: c.req.raw.headers }) : c.req.raw;
      const lane: Lane = hasOnlyPageParameters(c) ? 'first' : 'normal';
      const produce: Produce = async (tags) => {
        const recording = { commands: services.commands, queries: recordingQueries(services.queries, tags) };
        return withPageHeaders(await renderPage(request, await loadContext(c, recording, null), lane));
      };
      const tags = pageTags(pageRouteKey(c.req.path));
      return cachedPages.serve(c, cacheKey(c), produce, { tags, storable: isStorable });
    };
    app.all('*', (c) => {
      const timing = startTiming();
      return runTimed(timing, () => answerPage(c, timing)).catch((error: unknown) => {
        if (!(error instanceof BusyError)) throw error;
        return c.text(BUSY_PAGE, 503, { 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' });
      });
    });
  }

  return app;
}

/** Page renders at once (each awaits the database between bursts of CPU), and how many may wait. */
export const RENDERS_AT_ONCE = Math.max(4, availableParallelism() * 2);
export const RENDERS_QUEUED = 64;
const BUSY_PAGE = 'The site is very busy right now. Please try again in a moment.';

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
    actor: { viewer, ip: c.var.clientIp, requestId: c.var.requestId, log: c.var.logger },
    log: c.var.logger,
    requestId: c.var.requestId,
    sessionToken: token,
  };
}

function withSearch(c: Context, pathname: string): string {
  const search = new URL(c.req.url).search;
  return pathname + search;
}

const PAGE_METHODS = 'GET, HEAD, POST';

/**
 * May this page request be answered from, and stored in, the shared cache? Only an
 * anonymous GET or HEAD of a page that is the same for everyone.
 */
function isCacheable(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (carriesCredentials(c)) return false;
  const key = pageRouteKey(c.req.path);
  return !UNCACHED_PREFIXES.some((prefix) => key === prefix || key.startsWith(prefix + '/'));
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
 * Why the address (path and query) is refused, or null: a percent-encoded control character
 * other than tab and line breaks, or an encoding that is not UTF-8 (a lone surrogate among them).
 */
export function unacceptableAddress(url: string): string | null {
  const { pathname, search } = new URL(url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname) + decodeURIComponent(search.replace(/\+/g, ' '));
  } catch {
    return 'The address is not valid: it holds bytes that are not UTF-8 text';
  }
  const reason = unacceptableText(decoded);
  if (reason === 'control') return 'The address must not contain control characters (such as NUL)';
  if (reason === 'surrogate') return 'The address is not valid: it holds bytes that are not UTF-8 text';
  return null;
}

/**
 * Parameters of the shared pages themselves: a page number, and React Router's `_routes` and
 * `index` on `.data` requests. Any other parameter makes a key of its own that no reader shares
 * (a cache-busting `?x=random`): such a render waits in the normal lane, so it cannot push the
 * real pages aside.
 */
// A live blog's poll (`after`) and older entries (`before`) refill shared answers, as page numbers do.
const PAGE_PARAMETERS = new Set(['page', '_routes', 'index', 'after', 'before']);

function hasOnlyPageParameters(c: Context): boolean {
  for (const name of new URL(c.req.url).searchParams.keys()) if (!PAGE_PARAMETERS.has(name)) return false;
  return true;
}

function cacheKey(c: Context): string {
  const url = new URL(c.req.url);
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

/** Feeds and crawler files: their own content types, never a cookie; a 404 (any sitemap number) is not kept. */
function isStorableFile(response: Response): boolean {
  return response.status === 200 && !response.headers.has('set-cookie');
}

/**
 * The web app manifest (docs/product.md, 'Saved stories and offline reading'): installable, opening
 * on the home page. The icons are the built-in ones: an uploaded icon comes in 32 and 180 px only.
 */
export function webAppManifest(site: Pick<PublicConfig, 'siteName' | 'description' | 'tagline'>) {
  return {
    name: site.siteName,
    short_name: site.siteName.length > 12 ? site.siteName.slice(0, 12).trim() : site.siteName,
    description: site.description || site.tagline || site.siteName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#b21818',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/logo.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}

/** The CSP source that allows the boot script (core/boot-script.ts) and nothing else inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** This response's nonce, made by the CSP middleware (hono/secure-headers `NONCE`). */
function cspNonce(c: Context<AppEnv>): string | undefined {
  return (c.var as { secureHeadersNonce?: string }).secureHeadersNonce;
}

function contentSecurityPolicy(config: Config) {
  const ads = config.public.adsClient
    ? ['https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com', 'https://*.doubleclick.net']
    : [];
  const analytics = config.public.analyticsId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  return {
    defaultSrc: ["'self'"],
    // No inline script runs unless allowed: the boot script (theme, consent) by its hash, on
    // every page; React Router's hydration scripts on pages drawn for one request by this
    // response's nonce (cached reading pages carry none). docs/security.md, 'Content Security Policy'.
    scriptSrc: ["'self'", BOOT_SCRIPT_HASH, NONCE, ...ads, ...analytics],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", ...ads, ...analytics],
    // Video embeds in articles come only from these players (see news/sanitize.ts).
    frameSrc: [...EMBED_ORIGINS, ...ads],
    // The service worker (/sw.js) and the manifest come from the site itself.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}
