import type { Route } from './+types/disclaimer';
import type { Edition } from '../../core/editions';
import { Content as English } from '../content/disclaimer';
import { Content as Hindi } from '../content/hi/disclaimer';
import { LegalPage, legalMeta } from '../components/legal-page';
import { useEdition } from '../i18n/paths';

/** The text in each edition's language. */
const CONTENT: Record<Edition, typeof English> = { en: English, hi: Hindi };

export const meta: Route.MetaFunction = ({ matches, location }) => legalMeta(matches, location, 'disclaimer');

export default function DisclaimerPage({ matches }: Route.ComponentProps) {
  const Content = CONTENT[useEdition()];
  return (
    <LegalPage page="disclaimer" matches={matches}>
      {(organisation) => <Content siteName={organisation} />}
    </LegalPage>
  );
}
