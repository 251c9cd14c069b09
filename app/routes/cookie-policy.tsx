import type { Route } from './+types/cookie-policy';
import { Content, LAST_UPDATED } from '../content/cookie-policy';
import { StaticPage } from '../components/static-page';
import { pageMeta, rootDataOf } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Cookie Policy',
    description: 'Which cookies we use, why, for how long, and how to control them.',
    path: '/cookie-policy',
  });

export default function CookiePolicyPage({ matches }: Route.ComponentProps) {
  const site = rootDataOf(matches)?.site;
  return (
    <StaticPage title="Cookie Policy" lastUpdated={LAST_UPDATED} timeZone={site?.timeZone ?? 'Asia/Kolkata'}>
      <Content siteName={site?.siteName ?? 'Newsdesk'} />
    </StaticPage>
  );
}
