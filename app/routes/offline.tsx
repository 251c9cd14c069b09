import { useIntl } from 'react-intl';
import type { Route } from './+types/offline';
import { MessagePanel } from '../components/message-panel';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(rootDataOf(matches), {
    title: intlAt(location.pathname).formatMessage({ id: 'offline.title' }),
    description: intlAt(location.pathname).formatMessage({ id: 'offline.metaDescription' }),
    path: '/offline',
    noindex: true,
  });

/**
 * What the service worker (app/service-worker.ts) shows for a page it has not kept when there is no
 * connection (docs/product.md, 'Saved stories and offline reading'). It keeps this page at install.
 */
export default function OfflinePage() {
  const intl = useIntl();
  return (
    <MessagePanel title={intl.formatMessage({ id: 'offline.title' })}>
      <p>{intl.formatMessage({ id: 'offline.text' })}</p>
      <p className="mt-4">
        <a href="/saved" className="link">
          {intl.formatMessage({ id: 'offline.openSaved' })}
        </a>
      </p>
    </MessagePanel>
  );
}
