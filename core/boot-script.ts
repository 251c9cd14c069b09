/**
 * The one inline script of every page, run in <head> before the first paint: the theme (so the
 * page never flashes the wrong one) and the consent banner's first frame. It lives here, not in
 * app/, because the server allows it by its hash in the Content Security Policy (server/http.ts,
 * docs/security.md): reading pages are cached and can carry no per-request nonce.
 */
import { CONSENT_COOKIE, CONSENT_VERSION } from './consent';

/** Browser storage key for the theme preference (docs/product.md, 'Header'). */
export const THEME_KEY = 'newsdesk-theme';

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong
 * theme; kept tiny and free of imports because it is inlined as text.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;if(d)e.classList.add('dark');e.style.colorScheme=d?'dark':'light';e.dataset.theme=t==='light'||t==='dark'?t:'system'}catch(_){}})()`;

/**
 * Runs in <head> before the first paint: without a stored choice, `<html data-consent="ask">`
 * shows the banner from the very first frame (no layout shift, no flash). Tiny and import-free
 * because it is inlined as text. The banner's buttons, the Cookie Policy's settings form and the
 * consented scripts are the islands' work (app/islands/consent.ts, ads.ts, analytics.ts).
 */
export const CONSENT_BOOT_SCRIPT = `(function(){try{if(!/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}\\./.test(document.cookie))document.documentElement.dataset.consent='ask'}catch(_){}})()`;

/** What the page's inline <script> holds, exactly: its SHA-256 is in the CSP. */
export const BOOT_SCRIPT = `${THEME_BOOT_SCRIPT};${CONSENT_BOOT_SCRIPT}`;
