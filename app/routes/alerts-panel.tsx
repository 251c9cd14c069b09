import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import type { Route } from './+types/alerts-panel';
import { editionOf } from '../../core/editions';
import { siteForEdition } from '../../core/site-settings';
import { AlertsPanel } from '../components/alerts-bell';
import { intlAt } from '../i18n/intl';

/**
 * `GET /alerts-panel` (`/hi/alerts-panel`): the alerts panel as a fragment of HTML, in the
 * edition of its address, which the push island (app/islands/push.ts) fetches the first time a
 * reader presses a bell or 'Choose alerts'. The same for everyone, so it is kept in the page cache
 * like a page; no reading page carries its words (docs/product.md, 'Alerts and following').
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const { siteName } = siteForEdition(context.config, editionOf(url.pathname));
  // Drawn outside the page (no root), in the edition of its address.
  const body = renderToStaticMarkup(
    <RawIntlProvider value={intlAt(url.pathname)}>
      <AlertsPanel siteName={siteName} />
    </RawIntlProvider>,
  );
  return new Response(body, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' },
  });
}
