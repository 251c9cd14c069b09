import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { AppError } from '../lib/errors';
import type { AppEnv } from '../http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What an account that must change its password may still do. */
const PASSWORD_CHANGE_CALLS = new Set(['GET /api/users/me', 'POST /api/users/me/password', 'POST /api/users/logout']);

/** The bearer token, else the session cookie; and which carried it. */
export function credentials(c: Context<AppEnv>): { token: string | undefined; via: 'bearer' | 'cookie' | null } {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = getCookie(c, c.var.services.auth.cookieName);
  return cookie ? { token: cookie, via: 'cookie' } : { token: undefined, via: null };
}

/** Is the request from this site's own pages (Origin, else Referer)? */
export function isSameOrigin(c: Context, publicUrl: string): boolean {
  const source = c.req.header('origin') ?? c.req.header('referer');
  if (!source) return false;
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return false;
  }
  const own = new Set([new URL(publicUrl).origin, new URL(c.req.url).origin]);
  return own.has(origin);
}

export const CROSS_SITE = 'Cross-site request refused';

/**
 * The same-origin rule against cross-site forms (CSRF), for every caller: refuses with 403
 * `cross_site` a request that does not come from this site's own pages (isSameOrigin).
 * `allowUnnamed`: a request naming no page at all passes (API clients send neither header).
 */
export function refuseCrossSite(c: Context, publicUrl: string, options: { allowUnnamed?: boolean } = {}): void {
  if (options.allowUnnamed && !c.req.header('origin') && !c.req.header('referer')) return;
  if (!isSameOrigin(c, publicUrl)) throw new AppError(403, 'cross_site', CROSS_SITE);
}

/**
 * Resolves who is asking (c.var.viewer). A state-changing request carried by the
 * cookie must come from the site's own origin: a cross-site form cannot act for a reader.
 */
export function resolveViewer(publicUrl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { token, via } = credentials(c);
    if (via === 'cookie' && !SAFE_METHODS.has(c.req.method)) refuseCrossSite(c, publicUrl);
    const viewer = token ? await c.var.services.auth.viewerFor(token) : null;
    if (viewer?.mustChangePassword && !PASSWORD_CHANGE_CALLS.has(`${c.req.method} ${c.req.path}`)) {
      throw new AppError(403, 'password_change_required', 'Choose a new password to continue.');
    }
    c.set('viewer', viewer);
    c.set('actor', { viewer, ip: c.var.clientIp, requestId: c.var.requestId, log: c.var.logger });
    c.set('authVia', via);
    await next();
  };
}
