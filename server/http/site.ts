import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CATEGORIES, CATEGORY_INFO } from '../../core/categories';
import { EDITIONS, inEditionPath, type Edition } from '../../core/editions';
import type { AppEnv } from '../app-env';
import type { CachedPages } from '../cache/serve';
import { feedTags } from '../cache/tags';
import type { PublicConfig } from '../config';
import { feedRoutes } from '../feeds/feeds.routes';
import { AppError } from '../lib/errors';
import type { Services } from '../services';

/**
 * The site's addresses that are not pages: feeds and crawler files (cached like pages), the
 * newsletter's one-click unsubscribe, and the short category paths.
 */
export function serveSitePaths(
  app: Hono<AppEnv>,
  services: Services,
  publicConfig: PublicConfig,
  cachedPages: CachedPages,
): void {
  // ---- Feeds, sitemaps, robots.txt: cached like pages, the same for every reader (query ignored) ----
  app.route(
    '/',
    feedRoutes(publicConfig, (c, produce) =>
      cachedPages.serve(c, c.req.path, produce, { tags: feedTags(c.req.path), storable: isStorableFile }),
    ),
  );

  // ---- The newsletter's unsubscribe link, posted (docs/product.md, 'Morning newsletter') ----
  // Every email names this address in List-Unsubscribe: mail apps POST `List-Unsubscribe=One-Click`
  // to it from their own servers (RFC 8058), and the page's button posts here too. The link's
  // token is the authority, so no same-site check; a GET shows the page with the button.
  const smallForm = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('The request body is too large', 413) });
  // Each edition's emails link to its own page (`/hi/newsletter/unsubscribe`): the answer is in its language.
  for (const edition of Object.keys(EDITIONS) as Edition[]) {
    const page = inEditionPath('/newsletter/unsubscribe', edition);
    app.post(page, smallForm, async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const oneClick = form['List-Unsubscribe'] === 'One-Click';
      const token = c.req.query('token') ?? form.token;
      const actor = { viewer: null, ip: c.var.clientIp, requestId: c.var.requestId, log: c.var.logger };
      c.header('Cache-Control', 'no-store');
      try {
        const { message } = await services.commands.newsletter.unsubscribe(actor, { token, edition });
        return oneClick ? c.text(message) : c.redirect(`${page}?done=1`, 303);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        return oneClick ? c.text(error.message, error.status) : c.redirect(`${page}?invalid=1`, 303);
      }
    });
  }

  // ---- A republished copy's counter (docs/product.md, 'Republishing') ----
  // Loaded by other sites' pages: the picture is always answered (a copy never shows a broken
  // image), may be shown anywhere (CORP cross-origin: server/http/security.ts), and is never
  // kept, so each read counts.
  app.get('/republished/:file', async (c) => {
    const id = /^([0-9a-f-]{36})\.gif$/.exec(c.req.param('file'))?.[1];
    if (!id) return c.notFound();
    const actor = { viewer: null, ip: c.var.clientIp, requestId: c.var.requestId, log: c.var.logger };
    await services.commands.republishing.count(actor, id, c.req.header('referer') ?? null);
    return c.body(PIXEL, 200, {
      'Content-Type': 'image/gif',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
  });

  // ---- Short category paths answer 301 (docs/product.md, 'Categories') ----
  for (const category of CATEGORIES) {
    const info = CATEGORY_INFO[category];
    app.get(`/${info.key}`, (c) => c.redirect(withSearch(c, info.path), 301));
  }
}

/** A transparent 1×1 GIF: the republished copy's counter. */
const PIXEL = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

/** The path with the request's query. */
export function withSearch(c: Context, pathname: string): string {
  const search = new URL(c.req.url).search;
  return pathname + search;
}

/** Feeds and crawler files: their own content types, never a cookie; a 404 (any sitemap number) is not kept. */
function isStorableFile(response: Response): boolean {
  return response.status === 200 && !response.headers.has('set-cookie');
}
