import type { Route } from './+types/about';
import { Content } from '../content/about';
import { StaticPage } from '../components/static-page';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  const siteName = root?.site.siteName ?? 'Newsdesk';
  return pageMeta(root, {
    title: `About ${siteName}`,
    description: `${siteName} brings together news from trusted third-party sources and our own newsroom. Founded in 2024, headquartered in India.`,
    path: '/about',
  });
};

export default function AboutPage({ matches }: Route.ComponentProps) {
  const site = rootDataOf(matches)?.site;
  const siteName = site?.siteName ?? 'Newsdesk';
  return (
    <StaticPage title={`About ${siteName}`} timeZone={siteTimeZone(matches)}>
      <Content siteName={siteName} />
    </StaticPage>
  );
}
