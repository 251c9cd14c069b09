import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { refuseCrossSite } from '../auth/auth.middleware';
import type { AppEnv } from '../app-env';

/** A random id for a browser that likes a story without an account: only its hash is stored. */
export const LIKER_COOKIE = 'nd_liker';
const ONE_YEAR_S = 365 * 24 * 3600;

/** Counting calls come from the site's own pages (or an API client with a token), never from another site. */
function requireOwnSite(c: Context<AppEnv>, publicUrl: string) {
  if (c.var.authVia !== 'bearer') refuseCrossSite(c, publicUrl);
}

/** This browser's liker id from its cookie; a forged or broken one is ignored. */
function browserIdOf(c: Context<AppEnv>): string | null {
  const browserId = getCookie(c, LIKER_COOKIE);
  return browserId && /^[A-Za-z0-9_-]{20,64}$/.test(browserId) ? browserId : null;
}

/**
 * Views, shares and likes of published articles, under /api/news:
 * POST /:id/view, POST /:id/share, GET|PUT|DELETE /:id/like. Each calls one use case
 * (`AnalyticsCommands`, which limits the calls per address).
 */
export function engagementRoutes(publicUrl: string, secureCookies: boolean) {
  const app = new Hono<AppEnv>();

  app.post('/:id/view', async (c) => {
    requireOwnSite(c, publicUrl);
    const userAgent = c.req.header('user-agent') ?? '';
    return c.json(await c.var.commands.analytics.view(c.var.actor, { articleId: c.req.param('id'), userAgent }));
  });

  app.post('/:id/share', async (c) => {
    requireOwnSite(c, publicUrl);
    return c.json(await c.var.commands.analytics.share(c.var.actor, { articleId: c.req.param('id') }));
  });

  app.get('/:id/like', async (c) => {
    const input = { articleId: c.req.param('id'), browserId: c.var.viewer ? null : browserIdOf(c) };
    return c.json(await c.var.commands.analytics.likeState(c.var.actor, input));
  });

  // A browser without an account gets its liker cookie with its first like.
  app.put('/:id/like', async (c) => {
    requireOwnSite(c, publicUrl);
    const existing = c.var.viewer ? null : browserIdOf(c);
    const browserId = c.var.viewer ? null : (existing ?? randomBytes(24).toString('base64url'));
    const state = await c.var.commands.analytics.like(c.var.actor, {
      articleId: c.req.param('id'),
      browserId,
    });
    if (browserId && !existing) {
      setCookie(c, LIKER_COOKIE, browserId, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: secureCookies,
        path: '/api/news',
        maxAge: ONE_YEAR_S,
      });
    }
    return c.json(state);
  });

  app.delete('/:id/like', async (c) => {
    requireOwnSite(c, publicUrl);
    const input = { articleId: c.req.param('id'), browserId: c.var.viewer ? null : browserIdOf(c) };
    return c.json(await c.var.commands.analytics.unlike(c.var.actor, input));
  });

  return app;
}

/** GET /api/analytics?days=7|30|90: the analytics page's figures, for staff. */
export function analyticsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) =>
    c.json(await c.var.commands.analytics.overview(c.var.actor, { days: c.req.query('days') })),
  );
  return app;
}
