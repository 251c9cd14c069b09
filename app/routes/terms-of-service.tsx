import type { Route } from './+types/terms-of-service';
import { Content } from '../content/terms-of-service';
import { LegalPage, legalMeta } from '../components/legal-page';

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(matches, 'terms-of-service');

export default function TermsOfServicePage({ matches }: Route.ComponentProps) {
  return (
    <LegalPage page="terms-of-service" matches={matches}>
      {(organisation) => <Content siteName={organisation} />}
    </LegalPage>
  );
}
