import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { ErrorBody } from '../core/error-codes';
import { MAX_UPLOAD_BYTES } from '../core/media';
import { CachedPages } from './cache/serve';
import type { Config } from './config';
import type { Database } from './db/client';
import { resolveViewer } from './auth/auth.middleware';
import { analyticsRoutes, engagementRoutes } from './analytics/analytics.routes';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { contactRoutes } from './contact/contact.routes';
import { mediaRoutes } from './media/media.routes';
import { contributorRoutes } from './contributors/contributors.routes';
import { commentRoutes } from './comments/comments.routes';
import { memberRoutes } from './members/members.routes';
import { republishingRoutes } from './news/republishing.routes';
import { invalidUtf8Field } from './lib/body';
import { clientIp } from './lib/client-ip';
import { AppError, ValidationError } from './lib/errors';
import type { Logger } from './lib/logger';
import type { Readiness } from './lib/readiness';
import { unacceptableTextError } from './lib/validate';
import { schedulerRoutes } from './ingest/scheduler.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { newsRoutes } from './news/news.routes';
import { frontPageRoutes } from './news/front-page.routes';
import { previewRoutes } from './news/preview.routes';
import { authorRoutes } from './news/authors.routes';
import { searchRoutes } from './search/search.routes';
import { followsRoutes } from './follows/follows.routes';
import { pushRoutes } from './push/push.routes';
import { savedRoutes } from './users/saved.routes';
import { usersRoutes } from './users/users.routes';
import type { AppEnv } from './app-env';
import { openApiRoutes } from './api/document';
import { apiRouter } from './api/endpoint';
import { healthRoutes } from './api/health.routes';
import type { Services } from './services';
import { serveFiles } from './http/files';
import { servePages, type RenderPage } from './http/pages';
import { addSecurityHeaders } from './http/security';
import { serveSitePaths } from './http/site';
import './load-context';

export type { RenderPage } from './http/pages';
export { carriesCredentials, pageRouteKey, RENDERS_AT_ONCE, RENDERS_QUEUED } from './http/pages';
export { BOOT_SCRIPT_HASH, unacceptableAddress } from './http/security';
export { webAppManifest } from './http/files';

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

/**
 * The web server (docs/architecture.md, 'Request flow'): every request's middleware and error
 * answer, and the API, here; security headers, files, the site's other paths and the pages in
 * server/http/.
 */
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
  addSecurityHeaders(app, config);
  app.use('*', compress());

  app.onError((error, c) => {
    if (error instanceof AppError) {
      // Rate limits, a busy queue, a search stopped by its timeout: each says when to try again.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error instanceof ValidationError && error.fields) body.fields = error.fields;
      return c.json(body, error.status);
    }
    c.var.logger?.error({ err: error }, 'unhandled error');
    const failure: ErrorBody = { message: 'Something went wrong on our side. Please try again.', code: 'internal' };
    return c.json(failure, 500);
  });

  // Public GETs answered from the page cache (server/cache/serve.ts): pages, feeds, and the API's public reads.
  const cachedPages = new CachedPages(services.pageCache, config.cdnMaxAge, config.cdnPurge.provider === 'cloudflare');

  // ---- API ----
  const api = apiRouter();
  api.use('*', async (c, next) => {
    await next();
    c.header('X-Robots-Tag', 'noindex');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  const tooLarge = (c: Context) =>
    c.json({ message: 'The request body is too large', code: 'too_large' } satisfies ErrorBody, 413);
  const smallBodies = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  // Article writes, live entries and the media library's uploads carry an image: the upload limit plus room for the fields.
  const articleBodies = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 1024 * 1024, onError: tooLarge });
  api.use('*', (c, next) => {
    const articleWrite =
      /^\/api\/news(?:\/[^/]+(?:\/live(?:\/\d+)?)?)?$/.test(c.req.path) &&
      (c.req.method === 'POST' || c.req.method === 'PUT');
    const upload = c.req.path === '/api/media' && c.req.method === 'POST';
    return articleWrite || upload ? articleBodies(c, next) : smallBodies(c, next);
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
  api.route('/news', newsRoutes(cachedPages));
  api.route('/news', previewRoutes());
  api.route('/news', republishingRoutes());
  api.route('/front-page', frontPageRoutes());
  api.route('/authors', authorRoutes());
  api.route('/analytics', analyticsRoutes());
  api.route('/saved', savedRoutes());
  api.route('/', pushRoutes());
  api.route('/follows', followsRoutes(cachedPages));
  api.route('/search', searchRoutes(cachedPages));
  api.route('/contact', contactRoutes());
  api.route('/media', mediaRoutes());
  api.route('/contributors', contributorRoutes());
  api.route('/', memberRoutes());
  api.route('/', commentRoutes());
  api.route('/scheduler', schedulerRoutes());
  api.route('/newsletter', newsletterRoutes());
  api.all('*', (c) => c.json({ message: 'No such API endpoint', code: 'not_found' } satisfies ErrorBody, 404));
  app.route('/api', api);

  serveFiles(app, services, deps.staticRoot);

  serveSitePaths(app, services, config.public, cachedPages);

  // ---- Pages ----
  if (deps.renderPage) servePages(app, config, services, deps.renderPage, cachedPages);

  return app;
}
