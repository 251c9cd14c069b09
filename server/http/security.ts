import type { Context, Hono } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../../core/boot-script';
import type { ErrorBody } from '../../core/error-codes';
import { unacceptableText } from '../../core/text';
import type { AppEnv } from '../app-env';
import type { Config } from '../config';
import { EMBED_ORIGINS } from '../news/sanitize';

/**
 * What every answer gets before any route (docs/security.md): the security headers (CSP, HSTS
 * over HTTPS…), and a 400 for an address holding what no field may.
 */
export function addSecurityHeaders(app: Hono<AppEnv>, config: Config): void {
  // Stories' pictures and a republished copy's counter appear on other sites' pages (a story
  // republished in full: docs/product.md, 'Republishing'): they may be loaded cross-origin. Set
  // after the security headers below have been (an outer middleware's work after `next` runs last).
  app.use('*', async (c, next) => {
    await next();
    if (SHARED_ACROSS_SITES.test(c.req.path)) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
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
      ? c.json({ message: badAddress, code: 'invalid_input' } satisfies ErrorBody, 400)
      : c.text(badAddress, 400);
  });
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

/** What other sites may load: uploaded pictures, embeds' pictures, the republishing counter. */
const SHARED_ACROSS_SITES = /^\/(?:uploads\/(?:images|embeds)\/|republished\/)/;

/** The CSP source that allows the boot script (core/boot-script.ts) and nothing else inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** This response's nonce, made by the CSP middleware (hono/secure-headers `NONCE`). */
export function cspNonce(c: Context<AppEnv>): string | undefined {
  return (c.var as { secureHeadersNonce?: string }).secureHeadersNonce;
}

function contentSecurityPolicy(config: Config) {
  const ads = config.public.adsClient
    ? ['https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com', 'https://*.doubleclick.net']
    : [];
  const analytics = config.public.analyticsId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  const payments = config.payments
    ? [
        'https://checkout.stripe.com',
        'https://billing.stripe.com',
        ...(config.payments.apiBase ? [new URL(config.payments.apiBase).origin] : []),
      ]
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
    // 'Subscribe' and 'Manage billing' post here and are sent on to Stripe's hosted pages (a form's
    // redirect is held to form-action too): Checkout and the Customer Portal, or the pages of the
    // Stripe-compatible gateway STRIPE_API_BASE names.
    formAction: ["'self'", ...payments],
    frameAncestors: ["'self'"],
  };
}
