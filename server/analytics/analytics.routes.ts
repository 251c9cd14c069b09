import { randomBytes, createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import { parsePeriod } from '../../core/analytics';
import { can } from '../../core/roles';
import { isSameOrigin, requirePermission } from '../auth/auth.middleware';
import type { AppEnv } from '../http';
import { AppError, NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';
import { likerKey } from './analytics.service';

/** A random id for a browser that likes a story without an account: only its hash is stored. */
export const LIKER_COOKIE = 'nd_liker';
const ONE_YEAR_S = 365 * 24 * 3600;

/** Counting calls come from the site's own pages (or an API client with a token), never from another site. */
function requireOwnSite(c: Context<AppEnv>, publicUrl: string) {
  if (c.var.authVia !== 'bearer' && !isSameOrigin(c, publicUrl)) {
    throw new AppError(403, 'cross_site', 'Cross-site request refused');
  }
}

function limit(c: Context<AppEnv>) {
  const wait = c.var.services.limits.engagement.consume(c.var.clientIp);
  if (wait > 0) throw new RateLimitedError('Too many requests. Please slow down.', wait);
}

/** A reading session without cookies: the account, else the address and browser. */
function sessionKey(c: Context<AppEnv>): string {
  const viewer = c.var.viewer;
  if (viewer) return `u:${viewer._id}`;
  return createHash('sha256')
    .update(`${c.var.clientIp}|${c.req.header('user-agent') ?? ''}`)
    .digest('base64url');
}

/**
 * Views, shares and likes of published articles, under /api/news:
 * POST /:id/view, POST /:id/share, GET|PUT|DELETE /:id/like.
 */
export function engagementRoutes(publicUrl: string, secureCookies: boolean) {
  const app = new Hono<AppEnv>();

  app.post('/:id/view', async (c) => {
    requireOwnSite(c, publicUrl);
    limit(c);
    const id = c.req.param('id');
    const userAgent = c.req.header('user-agent') ?? '';
    const viewer = c.var.viewer;
    // Real readers only: not crawlers, and not staff checking their own pages.
    const reader = userAgent !== '' && !isbot(userAgent) && !(viewer && can(viewer.role, 'admin:access'));
    const { analytics, viewDedupe } = c.var.services;
    if (reader && viewDedupe.shouldCount(sessionKey(c), id)) {
      if (!(await analytics.record(id, 'views'))) throw new NotFoundError('News article not found');
      return c.json({ counted: true });
    }
    return c.json({ counted: false });
  });

  app.post('/:id/share', async (c) => {
    requireOwnSite(c, publicUrl);
    limit(c);
    if (!(await c.var.services.analytics.record(c.req.param('id'), 'shares'))) {
      throw new NotFoundError('News article not found');
    }
    return c.json({ counted: true });
  });

  /** The account when signed in, else this browser's liker cookie (made on the first like). */
  const liker = (c: Context<AppEnv>, create: boolean): string | null => {
    const viewer = c.var.viewer;
    if (viewer) return likerKey({ userId: viewer._id });
    let browserId = getCookie(c, LIKER_COOKIE);
    if (browserId && !/^[A-Za-z0-9_-]{20,64}$/.test(browserId)) browserId = undefined;
    if (!browserId) {
      if (!create) return null;
      browserId = randomBytes(24).toString('base64url');
      setCookie(c, LIKER_COOKIE, browserId, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: secureCookies,
        path: '/api/news',
        maxAge: ONE_YEAR_S,
      });
    }
    return likerKey({ browserId });
  };

  app.get('/:id/like', async (c) => {
    const state = await c.var.services.analytics.likeState(c.req.param('id'), liker(c, false));
    if (!state) throw new NotFoundError('News article not found');
    return c.json(state);
  });

  app.put('/:id/like', async (c) => {
    requireOwnSite(c, publicUrl);
    limit(c);
    const state = await c.var.services.analytics.like(c.req.param('id'), liker(c, true) as string);
    if (!state) throw new NotFoundError('News article not found');
    return c.json(state);
  });

  app.delete('/:id/like', async (c) => {
    requireOwnSite(c, publicUrl);
    limit(c);
    const key = liker(c, false);
    const analytics = c.var.services.analytics;
    const state = key
      ? await analytics.unlike(c.req.param('id'), key)
      : await analytics.likeState(c.req.param('id'), null);
    if (!state) throw new NotFoundError('News article not found');
    return c.json(state);
  });

  return app;
}

/** GET /api/analytics?days=7|30|90: the analytics page's figures, for staff. */
export function analyticsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    requirePermission(c, 'admin:access');
    const days = parsePeriod(c.req.query('days'));
    if (days === null) throw new ValidationError('days must be 7, 30 or 90', { days: 'must be 7, 30 or 90' });
    return c.json(await c.var.services.analytics.overview(days));
  });
  return app;
}
