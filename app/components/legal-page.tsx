import type { ReactNode } from 'react';
import contentDates from 'virtual:content-dates';
import { laterDate } from '../../core/site-settings';
import { pageMeta, rootDataOf, siteTimeZone, type RootData } from '../lib/meta';
import { StaticPage } from './static-page';

type Matches = Parameters<typeof rootDataOf>[0];

/** The legal pages: their address (also the key of their text in app/content/), title and summary. */
const LEGAL_PAGES = {
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal information.',
  },
  'terms-of-service': { title: 'Terms of Service', description: 'The terms that govern your use of the site.' },
  disclaimer: { title: 'Disclaimer', description: 'The limits of the information published on this site.' },
  'cookie-policy': {
    title: 'Cookie Policy',
    description: 'Which cookies we use, why, for how long, and how to control them.',
  },
} as const;

export type LegalPageKey = keyof typeof LEGAL_PAGES;

export function legalMeta(matches: Matches, page: LegalPageKey) {
  return pageMeta(rootDataOf(matches), { ...LEGAL_PAGES[page], path: `/${page}` });
}

/**
 * A legal page: its title, 'Last updated' (the text's last change in git, or the
 * organisation name's last change in the site settings, whichever is later), and its text,
 * given the organisation's name and the site's settings.
 */
export function LegalPage({
  page,
  matches,
  children,
}: {
  page: LegalPageKey;
  matches: Matches;
  children: (organisation: string, site: RootData['site'] | undefined) => ReactNode;
}) {
  const site = rootDataOf(matches)?.site;
  return (
    <StaticPage
      title={LEGAL_PAGES[page].title}
      lastUpdated={laterDate(contentDates[page], site?.legalUpdatedAt) ?? undefined}
      timeZone={siteTimeZone(matches)}
    >
      {children(site?.legalName ?? 'Newsdesk', site)}
    </StaticPage>
  );
}
