import { CONSENT_COOKIE, CONSENT_VERSION } from '../../core/consent';

/**
 * Runs in <head> before the first paint: without a stored choice, `<html data-consent="ask">`
 * shows the banner from the very first frame (no layout shift, no flash). Tiny and import-free
 * because it is inlined as text. The banner's buttons, the Cookie Policy's settings form and the
 * consented scripts are the islands' work (app/islands/consent.ts, ads.ts, analytics.ts).
 */
export const CONSENT_BOOT_SCRIPT = `(function(){try{if(!/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}\\./.test(document.cookie))document.documentElement.dataset.consent='ask'}catch(_){}})()`;
