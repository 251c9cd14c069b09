import { useIntl } from 'react-intl';
import type { Route } from './+types/about';
import type { Edition } from '../../core/editions';
import { Content as English } from '../content/about';
import { Content as Hindi } from '../content/hi/about';
import { StaticPage } from '../components/static-page';
import { intlAt } from '../i18n/intl';
import { useEdition } from '../i18n/paths';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

/** The text in each edition's language. */
const CONTENT: Record<Edition, typeof English> = { en: English, hi: Hindi };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const siteName = root?.site.siteName ?? 'Newsdesk';
  const intl = intlAt(location.pathname);
  return pageMeta(root, {
    title: intl.formatMessage({ id: 'about.title' }, { siteName }),
    description: intl.formatMessage({ id: 'about.description' }, { siteName }),
    path: '/about',
    // Every edition has this page (docs/decisions/009-editions.md).
    alternates: 'every',
  });
};

export default function AboutPage({ matches }: Route.ComponentProps) {
  const site = rootDataOf(matches)?.site;
  const siteName = site?.siteName ?? 'Newsdesk';
  const intl = useIntl();
  const Content = CONTENT[useEdition()];
  return (
    <StaticPage title={intl.formatMessage({ id: 'about.title' }, { siteName })} timeZone={siteTimeZone(matches)}>
      <Content siteName={siteName} />
    </StaticPage>
  );
}
