import { useEditionPath } from '../i18n/paths';
import { useIntl } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import type { Consent } from '../../core/consent';
import type { MessageId } from '../i18n/messages/en';
import type { RootData } from '../lib/meta';

/*
 * Pure markup: the consent island (app/islands/consent.ts) finds it by its data attributes and
 * only toggles `hidden`, `data-open`, `checked` and `disabled`, so the server's HTML and a
 * hydrated account page's render stay the same.
 */

const KINDS: { key: keyof Consent; label: MessageId; text: MessageId }[] = [
  { key: 'analytics', label: 'consent.analytics', text: 'consent.analyticsText' },
  { key: 'advertising', label: 'consent.advertising', text: 'consent.advertisingText' },
];

type Kind = keyof Consent;

/** The kinds this site actually uses (ADS_CLIENT, ANALYTICS_ID); both when it uses neither, for the settings form. */
function useOfferedKinds(): Kind[] {
  const site = useRouteLoaderData<RootData>('root')?.site;
  const offered: Kind[] = [];
  if (site?.analyticsId) offered.push('analytics');
  if (site?.adsClient) offered.push('advertising');
  return offered.length ? offered : ['analytics', 'advertising'];
}

/**
 * The checkboxes, named by kind: in the banner's "Choose" step and on the Cookie Policy page.
 * Only the kinds offered are drawn, so "Accept all" (the island) accepts exactly those.
 */
function ChoiceFields({ idPrefix, offered, disabled }: { idPrefix: string; offered: Kind[]; disabled?: boolean }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">{t('consent.legend')}</legend>
      <p className="flex items-start gap-3 text-sm">
        <input
          id={`${idPrefix}-essential`}
          type="checkbox"
          defaultChecked
          disabled
          aria-describedby={`${idPrefix}-essential-text`}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <span>
          <label htmlFor={`${idPrefix}-essential`} className="font-semibold">
            {t('consent.essential')}
          </label>
          <span id={`${idPrefix}-essential-text`} className="block text-neutral-700 dark:text-neutral-300">
            {t('consent.essentialText')}
          </span>
        </span>
      </p>
      {KINDS.filter((kind) => offered.includes(kind.key)).map((kind) => (
        <p key={kind.key} className="flex items-start gap-3 text-sm">
          <input
            id={`${idPrefix}-${kind.key}`}
            name={kind.key}
            type="checkbox"
            aria-describedby={`${idPrefix}-${kind.key}-text`}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span>
            <label htmlFor={`${idPrefix}-${kind.key}`} className="font-semibold">
              {t(kind.label)}
            </label>
            <span id={`${idPrefix}-${kind.key}-text`} className="block text-neutral-700 dark:text-neutral-300">
              {t(kind.text)}
            </span>
          </span>
        </p>
      ))}
    </fieldset>
  );
}

/**
 * The consent banner of the Cookie Policy: on a first visit (when the site uses analytics or
 * advertising at all) it sits above the header, in the page's flow, so it never covers the page
 * and never moves it: the inline boot script shows it before the first paint. It is first in the
 * tab order. Nothing third-party loads until the reader chooses. Both steps are drawn; the island
 * shows one: asking (with the "Choose" form when opened) or saved. Without JavaScript the boot
 * script cannot mark the page, so the banner stays hidden (and nothing third-party can load).
 */
export function ConsentBanner({ siteName, asks }: { siteName: string; asks: boolean }) {
  const local = useEditionPath();
  const offered = useOfferedKinds();
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  if (!asks) return null;
  const uses = intl.formatMessage({ id: 'consent.uses' }, { kinds: offered.length > 1 ? 'both' : offered[0] });
  return (
    <section
      aria-labelledby="consent-title"
      className="consent-banner border-b border-neutral-300 bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900"
      data-consent-banner=""
      data-auto=""
    >
      <div className="container-page py-4">
        <div data-consent-step="ask">
          <h2 id="consent-title" className="font-serif text-lg font-bold">
            {intl.formatMessage({ id: 'consent.title' }, { siteName })}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-neutral-800 dark:text-neutral-200">
            {intl.formatMessage(
              { id: 'consent.intro' },
              {
                uses,
                link: (chunks) => (
                  <a href={local('/cookie-policy')} className="link underline">
                    {chunks}
                  </a>
                ),
              },
            )}
          </p>
          <form id="consent-choices" className="mt-3 space-y-3" data-consent-choices="" hidden>
            <ChoiceFields idPrefix="consent-choice" offered={offered} />
            <button type="submit" className="btn-primary">
              {t('consent.saveChoices')}
            </button>
          </form>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary" data-consent="accept">
              {t('consent.acceptAll')}
            </button>
            <button type="button" className="btn-primary" data-consent="reject">
              {t('consent.rejectAll')}
            </button>
            <button type="button" className="btn-secondary" data-consent="choose" aria-controls="consent-choices">
              {t('consent.choose')}
            </button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3" data-consent-step="saved" hidden>
          <p tabIndex={-1} role="status" className="text-sm focus:outline-none" data-consent-saved="">
            {intl.formatMessage(
              { id: 'consent.saved' },
              {
                title: (chunks) => (
                  <span id="consent-saved-title" className="font-semibold">
                    {chunks}
                  </span>
                ),
                link: (chunks) => (
                  <a href={local('/cookie-policy#cookie-settings')} className="link underline">
                    {chunks}
                  </a>
                ),
              },
            )}
          </p>
          <button type="button" className="btn-secondary" data-consent="hide">
            {t('consent.hide')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * The Cookie Policy's settings form: the reader's current choice, changeable at any time. The
 * server cannot know the choice (the page is cached for everyone): the island fills it in and
 * enables the form, with the lines drawn here in the page's language: the choice's
 * (`data-none`, `data-allow`, `data-allow-analytics`, `data-allow-advertising`,
 * `data-allow-analytics-advertising`) and the saved one's (`data-text`).
 */
export function CookieSettings() {
  const offered = useOfferedKinds();
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <section
      id="cookie-settings"
      aria-labelledby="cookie-settings-title"
      className="scroll-mt-24"
      data-cookie-settings=""
    >
      <div className="rounded-xl border border-neutral-300 p-5 dark:border-neutral-700">
        <h3 id="cookie-settings-title" className="mt-0 font-serif text-xl font-bold">
          {t('consent.settingsTitle')}
        </h3>
        <p
          className="mt-1 text-sm text-neutral-700 dark:text-neutral-300"
          data-cookie-current=""
          data-none={t('consent.currentNone')}
          data-allow={t('consent.currentEssential')}
          data-allow-analytics={t('consent.currentAnalytics')}
          data-allow-advertising={t('consent.currentAdvertising')}
          data-allow-analytics-advertising={t('consent.currentBoth')}
        >
          {t('consent.loading')}
        </p>
        <noscript>
          <p className="mt-2 text-sm">{t('consent.noScript')}</p>
        </noscript>
        <form className="mt-4 space-y-4">
          <ChoiceFields idPrefix="cookie-settings" offered={offered} disabled />
          <button type="submit" className="btn-primary" disabled>
            {t('consent.saveSettings')}
          </button>
          <p
            role="status"
            className="text-sm font-semibold text-green-800 dark:text-green-300"
            data-cookie-saved=""
            data-text={t('consent.settingsSaved')}
          />
        </form>
      </div>
    </section>
  );
}
