import type { Route } from './+types/terms-of-service';
import { Content, LAST_UPDATED } from '../content/terms-of-service';
import { StaticPage } from '../components/static-page';
import { pageMeta, rootDataOf } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Terms of Service',
    description: 'The terms that govern your use of the site.',
    path: '/terms-of-service',
  });

export default function TermsOfServicePage({ matches }: Route.ComponentProps) {
  const site = rootDataOf(matches)?.site;
  return (
    <StaticPage title="Terms of Service" lastUpdated={LAST_UPDATED} timeZone={site?.timeZone ?? 'Asia/Kolkata'}>
      <Content siteName={site?.siteName ?? 'Newsdesk'} />
    </StaticPage>
  );
}
