import type { Route } from './+types/privacy-policy';
import contentDates from 'virtual:content-dates';
import { laterDate } from '../../core/site-settings';
import { Content } from '../content/privacy-policy';
import { StaticPage } from '../components/static-page';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal information.',
    path: '/privacy-policy',
  });

export default function PrivacyPolicyPage({ matches }: Route.ComponentProps) {
  const site = rootDataOf(matches)?.site;
  return (
    <StaticPage
      title="Privacy Policy"
      lastUpdated={laterDate(contentDates['privacy-policy'], site?.legalUpdatedAt) ?? undefined}
      timeZone={siteTimeZone(matches)}
    >
      <Content siteName={site?.legalName ?? 'Newsdesk'} />
    </StaticPage>
  );
}
