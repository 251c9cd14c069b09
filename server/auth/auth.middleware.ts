import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { AppError } from '../lib/errors';
import { tokenHash, type Viewer } from './auth.service';
import type { AppEnv } from '../app-env';
import type { Actor } from '../lib/actor';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What an account that must change its password may still do. */
const PASSWORD_CHANGE_CALLS = new Set(['GET /api/users/me', 'POST /api/users/me/password', 'POST /api/users/logout']);

/** The bearer token, else the session cookie; and which carried it. */
export function credentials(c: Context<AppEnv>): { token: string | undefined; via: 'bearer' | 'cookie' | null } {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = getCookie(c, c.var.queries.auth.cookieName);
  return cookie ? { token: cookie, via: 'cookie' } : { token: undefined, via: null };
}

/**
 * Where a request says it comes from (its `Origin`, else its `Referer`), and whether that is this
 * site: the origin of `PUBLIC_URL` (what readers' browsers send, whatever the proxy says) or the
 * one the request was addressed to (its `Host` header, for a site reached before `PUBLIC_URL` is
 * set right). `why`, when refused, says so in words a person running the site can act on.
 */
export function originCheck(
  c: Context,
  publicUrl: string,
): { ok: true; origin: string } | { ok: false; origin: string | null; why: string } {
  const source = c.req.header('origin') ?? c.req.header('referer');
  const publicOrigin = new URL(publicUrl).origin;
  const host = c.req.header('host');
  const hostOrigin = new URL(c.req.url).origin;
  const sameAs = `the site's address ${publicOrigin} (PUBLIC_URL)${hostOrigin === publicOrigin ? '' : ` nor ${hostOrigin} (the Host header${host ? ` '${host}'` : ''})`}`;
  if (!source) return { ok: false, origin: null, why: `it names no page it came from (no Origin or Referer header)` };
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return { ok: false, origin: null, why: `its Origin or Referer is not an address` };
  }
  if (origin === publicOrigin || origin === hostOrigin) return { ok: true, origin };
  return {
    ok: false,
    origin,
    why: `it comes from ${origin}, which is neither ${sameAs}. If that is this site's own address, set PUBLIC_URL to it, and make the proxy in front pass the Host header with its port (nginx: proxy_set_header Host $http_host)`,
  };
}

/** Is the request from this site's own pages (Origin, else Referer)? See `originCheck`. */
export function isSameOrigin(c: Context, publicUrl: string): boolean {
  return originCheck(c, publicUrl).ok;
}

export const CROSS_SITE = 'Cross-site request refused';

/**
 * Logs why a request was refused as cross-site (a warning: a misconfigured proxy refuses every
 * form, and the log is where the person running the site looks) and answers the text to send.
 */
export function crossSiteRefusal(c: Context<AppEnv>, why: string): string {
  c.var.logger?.warn(
    {
      method: c.req.method,
      path: c.req.path,
      origin: c.req.header('origin') ?? null,
      host: c.req.header('host') ?? null,
    },
    `${c.req.method} refused as cross-site: ${why}`,
  );
  return `${CROSS_SITE}: ${why}.`;
}

/**
 * The same-origin rule against cross-site forms (CSRF), for every caller: refuses with 403
 * `cross_site` a request that does not come from this site's own pages (originCheck), saying why.
 * `allowUnnamed`: a request naming no page at all passes (API clients send neither header).
 */
export function refuseCrossSite(c: Context<AppEnv>, publicUrl: string, options: { allowUnnamed?: boolean } = {}): void {
  if (options.allowUnnamed && !c.req.header('origin') && !c.req.header('referer')) return;
  const check = originCheck(c, publicUrl);
  if (!check.ok) throw new AppError(403, 'cross_site', crossSiteRefusal(c, check.why));
}

/**
 * Who is asking, as the use cases see it: the viewer, the client's address, the request, and the
 * stored key of the session it came with (a push subscription joined to the account names it).
 */
export function requestActor(c: Context<AppEnv>, viewer: Viewer | null, token: string | undefined): Actor {
  return {
    viewer,
    ip: c.var.clientIp,
    requestId: c.var.requestId,
    log: c.var.logger,
    ...(viewer && token ? { session: tokenHash(token) } : {}),
  };
}

/**
 * Resolves who is asking (c.var.viewer). A state-changing request carried by the
 * cookie must come from the site's own origin: a cross-site form cannot act for a reader.
 */
export function resolveViewer(publicUrl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { token, via } = credentials(c);
    if (via === 'cookie' && !SAFE_METHODS.has(c.req.method)) refuseCrossSite(c, publicUrl);
    const viewer = token ? await c.var.queries.auth.viewerFor(token) : null;
    if (viewer?.mustChangePassword && !PASSWORD_CHANGE_CALLS.has(`${c.req.method} ${c.req.path}`)) {
      throw new AppError(403, 'password_change_required', 'Choose a new password to continue.');
    }
    c.set('viewer', viewer);
    c.set('actor', requestActor(c, viewer, token));
    c.set('authVia', via);
    await next();
  };
}
