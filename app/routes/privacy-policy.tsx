import type { Route } from './+types/privacy-policy';
import type { Edition } from '../../core/editions';
import { Content as English } from '../content/privacy-policy';
import { Content as Hindi } from '../content/hi/privacy-policy';
import { LegalPage, legalMeta } from '../components/legal-page';
import { useEdition } from '../i18n/paths';

/** The text in each edition's language. */
const CONTENT: Record<Edition, typeof English> = { en: English, hi: Hindi };

export const meta: Route.MetaFunction = ({ matches, location }) => legalMeta(matches, location, 'privacy-policy');

export default function PrivacyPolicyPage({ matches }: Route.ComponentProps) {
  const Content = CONTENT[useEdition()];
  return (
    <LegalPage page="privacy-policy" matches={matches}>
      {(organisation) => <Content siteName={organisation} />}
    </LegalPage>
  );
}
