import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { notFoundMeta, NotFoundPanel } from '../components/not-found-panel';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf } from '../lib/meta';

/** Any unknown path (docs/product.md, 'Not found page'), with HTTP status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(rootDataOf(matches), { ...notFoundMeta(intlAt(location.pathname)), path: location.pathname });

export default function NotFound() {
  return <NotFoundPanel />;
}
