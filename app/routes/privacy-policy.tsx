import type { Route } from './+types/privacy-policy';
import { Content } from '../content/privacy-policy';
import { LegalPage, legalMeta } from '../components/legal-page';
import { DOCUMENT } from '../lib/document';

export const handle = DOCUMENT;

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(matches, 'privacy-policy');

export default function PrivacyPolicyPage({ matches }: Route.ComponentProps) {
  return (
    <LegalPage page="privacy-policy" matches={matches}>
      {(organisation) => <Content siteName={organisation} />}
    </LegalPage>
  );
}
