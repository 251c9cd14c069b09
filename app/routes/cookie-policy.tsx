import type { Route } from './+types/cookie-policy';
import type { Edition } from '../../core/editions';
import { Content as English } from '../content/cookie-policy';
import { Content as Hindi } from '../content/hi/cookie-policy';
import { LegalPage, legalMeta } from '../components/legal-page';
import { useEdition } from '../i18n/paths';

/** The text in each edition's language. */
const CONTENT: Record<Edition, typeof English> = { en: English, hi: Hindi };

export const meta: Route.MetaFunction = ({ matches, location }) => legalMeta(matches, location, 'cookie-policy');

export default function CookiePolicyPage({ matches }: Route.ComponentProps) {
  const Content = CONTENT[useEdition()];
  return (
    <LegalPage page="cookie-policy" matches={matches}>
      {(organisation, site) => (
        <Content
          siteName={organisation}
          analytics={Boolean(site?.analyticsId)}
          advertising={Boolean(site?.adsClient)}
        />
      )}
    </LegalPage>
  );
}
