import type { Route } from './+types/privacy-policy';
import { Content } from '../content/privacy-policy';
import { LegalPage, legalMeta } from '../components/legal-page';

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(matches, 'privacy-policy');

export default function PrivacyPolicyPage({ matches }: Route.ComponentProps) {
  return (
    <LegalPage page="privacy-policy" matches={matches}>
      {(organisation) => <Content siteName={organisation} />}
    </LegalPage>
  );
}
