import type { Route } from './+types/disclaimer';
import contentDates from 'virtual:content-dates';
import { laterDate } from '../../core/site-settings';
import { Content } from '../content/disclaimer';
import { StaticPage } from '../components/static-page';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Disclaimer',
    description: 'The limits of the information published on this site.',
    path: '/disclaimer',
  });

export default function DisclaimerPage({ matches }: Route.ComponentProps) {
  const site = rootDataOf(matches)?.site;
  return (
    <StaticPage
      title="Disclaimer"
      lastUpdated={laterDate(contentDates['disclaimer'], site?.legalUpdatedAt) ?? undefined}
      timeZone={siteTimeZone(matches)}
    >
      <Content siteName={site?.legalName ?? 'Newsdesk'} />
    </StaticPage>
  );
}
