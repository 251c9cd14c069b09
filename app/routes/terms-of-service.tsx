import type { Route } from './+types/terms-of-service';
import contentDates from 'virtual:content-dates';
import { laterDate } from '../../core/site-settings';
import { Content } from '../content/terms-of-service';
import { StaticPage } from '../components/static-page';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Terms of Service',
    description: 'The terms that govern your use of the site.',
    path: '/terms-of-service',
  });

export default function TermsOfServicePage({ matches }: Route.ComponentProps) {
  const site = rootDataOf(matches)?.site;
  return (
    <StaticPage
      title="Terms of Service"
      lastUpdated={laterDate(contentDates['terms-of-service'], site?.legalUpdatedAt) ?? undefined}
      timeZone={siteTimeZone(matches)}
    >
      <Content siteName={site?.legalName ?? 'Newsdesk'} />
    </StaticPage>
  );
}
