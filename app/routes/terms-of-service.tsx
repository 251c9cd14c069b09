import type { Route } from './+types/terms-of-service';
import type { Edition } from '../../core/editions';
import { Content as English } from '../content/terms-of-service';
import { Content as Hindi } from '../content/hi/terms-of-service';
import { LegalPage, legalMeta } from '../components/legal-page';
import { useEdition } from '../i18n/paths';

/** The text in each edition's language. */
const CONTENT: Record<Edition, typeof English> = { en: English, hi: Hindi };

export const meta: Route.MetaFunction = ({ matches, location }) => legalMeta(matches, location, 'terms-of-service');

export default function TermsOfServicePage({ matches }: Route.ComponentProps) {
  const Content = CONTENT[useEdition()];
  return (
    <LegalPage page="terms-of-service" matches={matches}>
      {(organisation) => <Content siteName={organisation} />}
    </LegalPage>
  );
}
