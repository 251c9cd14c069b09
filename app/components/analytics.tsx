import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadedScripts, loadScript, useConsent } from '../lib/consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Web analytics, only with the reader's consent and a configured `ANALYTICS_ID`:
 * before that, no script is requested and no cookie set. Client-side navigations
 * count as page views too.
 */
export function Analytics({ id }: { id: string | null }) {
  const consent = useConsent();
  const { pathname, search } = useLocation();
  const allowed = Boolean(id && consent?.analytics);

  useEffect(() => {
    if (!allowed || !id || window.gtag) return;
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
  }, [allowed, id]);

  useEffect(() => {
    if (!allowed) return;
    window.gtag?.('event', 'page_view', { page_location: location.href, page_title: document.title });
  }, [allowed, pathname, search]);

  return null;
}
