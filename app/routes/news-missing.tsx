import { useIntl } from 'react-intl';
import { data } from 'react-router';
import { MessagePanel } from '../components/message-panel';
import type { Route } from './+types/news-missing';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf } from '../lib/meta';

/** /news with no article named: 'News ID not provided' (docs/product.md, 'Article page'). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(rootDataOf(matches), {
    title: intlAt(location.pathname).formatMessage({ id: 'newsMissing.title' }),
    description: intlAt(location.pathname).formatMessage({ id: 'newsMissing.metaDescription' }),
    path: '/news',
    noindex: true,
  });

export default function NewsMissing() {
  const intl = useIntl();
  return (
    <MessagePanel title={intl.formatMessage({ id: 'newsMissing.title' })}>
      <p>{intl.formatMessage({ id: 'newsMissing.text' })}</p>
    </MessagePanel>
  );
}
