import type { Route } from './+types/disclaimer';
import { Content } from '../content/disclaimer';
import { LegalPage, legalMeta } from '../components/legal-page';

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(matches, 'disclaimer');

export default function DisclaimerPage({ matches }: Route.ComponentProps) {
  return (
    <LegalPage page="disclaimer" matches={matches}>
      {(organisation) => <Content siteName={organisation} />}
    </LegalPage>
  );
}
