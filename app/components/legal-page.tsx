import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from 'react-router';
import contentDates from 'virtual:content-dates';
import { DEFAULT_EDITION, type Edition } from '../../core/editions';
import { laterDate } from '../../core/site-settings';
import { intlAt } from '../i18n/intl';
import type { MessageId } from '../i18n/messages/en';
import { useEdition } from '../i18n/paths';
import { pageMeta, rootDataOf, siteTimeZone, type RootData } from '../lib/meta';
import { StaticPage } from './static-page';

type Matches = Parameters<typeof rootDataOf>[0];

/** The legal pages: their address (also the name of their text in app/content/), title and summary. */
const LEGAL_PAGES = {
  'privacy-policy': { title: 'legal.privacyPolicy.title', description: 'legal.privacyPolicy.description' },
  'terms-of-service': { title: 'legal.termsOfService.title', description: 'legal.termsOfService.description' },
  disclaimer: { title: 'legal.disclaimer.title', description: 'legal.disclaimer.description' },
  'cookie-policy': { title: 'legal.cookiePolicy.title', description: 'legal.cookiePolicy.description' },
} as const satisfies Record<string, { title: MessageId; description: MessageId }>;

export type LegalPageKey = keyof typeof LEGAL_PAGES;

/**
 * Each text's last change by its key (scripts/content-dates.ts): the default edition's under its
 * name ('privacy-policy', app/content/), another edition's under its code ('hi/privacy-policy',
 * app/content/hi/), so each page says the date of the text it shows.
 */
const DATES: Partial<Record<string, string>> = contentDates;

function dateKey(page: LegalPageKey, edition: Edition): string {
  return edition === DEFAULT_EDITION ? page : `${edition}/${page}`;
}

export function legalMeta(matches: Matches, location: Pick<Location, 'pathname'>, page: LegalPageKey) {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: LEGAL_PAGES[page].title }),
    description: intl.formatMessage({ id: LEGAL_PAGES[page].description }),
    path: `/${page}`,
    alternates: 'every',
  });
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
  const intl = useIntl();
  const edition = useEdition();
  const site = rootDataOf(matches)?.site;
  return (
    <StaticPage
      title={intl.formatMessage({ id: LEGAL_PAGES[page].title })}
      lastUpdated={laterDate(DATES[dateKey(page, edition)], site?.legalUpdatedAt) ?? undefined}
      timeZone={siteTimeZone(matches)}
    >
      {children(site?.legalName ?? 'Newsdesk', site)}
    </StaticPage>
  );
}
