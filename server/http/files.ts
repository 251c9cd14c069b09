import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import path from 'node:path';
import type { AppEnv } from '../app-env';
import type { PublicConfig } from '../config';
import { sendStored } from '../media/serve';
import type { Services } from '../services';

export const ONE_YEAR = 'public, max-age=31536000, immutable';
export const ONE_DAY = 'public, max-age=86400';

/**
 * Files: the built client folder (when given; in development Vite serves files instead), the web
 * app manifest, uploaded images and share-card images.
 */
export function serveFiles(app: Hono<AppEnv>, services: Services, staticRoot: string | undefined): void {
  // ---- Static files ----
  if (staticRoot) {
    const root = path.relative(process.cwd(), staticRoot) || '.';
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
