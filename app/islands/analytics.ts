/**
 * Web analytics (app/components/analytics.tsx), only with the reader's consent and a configured
 * `ANALYTICS_ID`: before that no script is requested and no cookie set. One page view per page
 * load (reading pages are documents: every page is a load), or when consent is given on the page.
 */
import type { Consent } from '../../core/consent';
import { loadedScripts, loadScript, onConsent, readConsent } from './consent-store';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function startAnalytics(consent: Consent | null) {
  const id = document.querySelector<HTMLElement>('[data-analytics-id]')?.dataset.analyticsId;
  if (!id || !consent?.analytics || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as its own snippet does.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  loadedScripts.analytics = true;
  window.gtag('event', 'page_view', { page_location: location.href, page_title: document.title });
}

startAnalytics(readConsent());
onConsent(startAnalytics);
