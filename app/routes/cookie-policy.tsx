import type { Route } from './+types/cookie-policy';
import contentDates from 'virtual:content-dates';
import { laterDate } from '../../core/site-settings';
import { Content } from '../content/cookie-policy';
import { StaticPage } from '../components/static-page';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Cookie Policy',
    description: 'Which cookies we use, why, for how long, and how to control them.',
    path: '/cookie-policy',
  });

export default function CookiePolicyPage({ matches }: Route.ComponentProps) {
  const site = rootDataOf(matches)?.site;
  return (
    <StaticPage
      title="Cookie Policy"
      lastUpdated={laterDate(contentDates['cookie-policy'], site?.legalUpdatedAt) ?? undefined}
      timeZone={siteTimeZone(matches)}
    >
      <Content
        siteName={site?.legalName ?? 'Newsdesk'}
        analytics={Boolean(site?.analyticsId)}
        advertising={Boolean(site?.adsClient)}
      />
    </StaticPage>
  );
}
