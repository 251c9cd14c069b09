import type { Route } from './+types/cookie-policy';
import { Content } from '../content/cookie-policy';
import { LegalPage, legalMeta } from '../components/legal-page';

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(matches, 'cookie-policy');

export default function CookiePolicyPage({ matches }: Route.ComponentProps) {
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
