import { useRouteLoaderData } from 'react-router';
import type { Consent } from '../../core/consent';
import type { RootData } from '../lib/meta';

/*
 * Pure markup: the consent island (app/islands/consent.ts) finds it by its data attributes and
 * only toggles `hidden`, `data-open`, `checked` and `disabled`, so the server's HTML and a
 * hydrated account page's render stay the same.
 */

const KINDS: { key: keyof Consent; label: string; text: string }[] = [
  {
    key: 'analytics',
    label: 'Analytics',
    text: 'Count visits and see which pages are read, so we can improve the site.',
  },
  {
    key: 'advertising',
    label: 'Advertising',
    text: 'Let our advertising partner show ads and measure them. Ads pay for the newsroom.',
  },
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
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">Cookies you allow</legend>
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
            Essential (always on)
          </label>
          <span id={`${idPrefix}-essential-text`} className="block text-neutral-700 dark:text-neutral-300">
            Keep you signed in and remember this choice.
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
              {kind.label}
            </label>
            <span id={`${idPrefix}-${kind.key}-text`} className="block text-neutral-700 dark:text-neutral-300">
              {kind.text}
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
  const offered = useOfferedKinds();
  if (!asks) return null;
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
            Cookies on {siteName}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-neutral-800 dark:text-neutral-200">
            We use essential cookies to run the site. With your consent we would also use {usesText(offered)}.{' '}
            <a href="/cookie-policy" className="link underline">
              Cookie Policy
            </a>
          </p>
          <form id="consent-choices" className="mt-3 space-y-3" data-consent-choices="" hidden>
            <ChoiceFields idPrefix="consent-choice" offered={offered} />
            <button type="submit" className="btn-primary">
              Save my choices
            </button>
          </form>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary" data-consent="accept">
              Accept all
            </button>
            <button type="button" className="btn-primary" data-consent="reject">
              Reject all
            </button>
            <button type="button" className="btn-secondary" data-consent="choose" aria-controls="consent-choices">
              Choose
            </button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3" data-consent-step="saved" hidden>
          <p tabIndex={-1} role="status" className="text-sm focus:outline-none" data-consent-saved="">
            <span id="consent-saved-title" className="font-semibold">
              Your cookie choices are saved.
            </span>{' '}
            You can change them at any time in{' '}
            <a href="/cookie-policy#cookie-settings" className="link underline">
              Cookie settings
            </a>
            .
          </p>
          <button type="button" className="btn-secondary" data-consent="hide">
            Hide this message
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * The Cookie Policy's settings form: the reader's current choice, changeable at any time. The
 * server cannot know the choice (the page is cached for everyone): the island fills it in and
 * enables the form.
 */
export function CookieSettings() {
  const offered = useOfferedKinds();
  return (
    <section
      id="cookie-settings"
      aria-labelledby="cookie-settings-title"
      className="scroll-mt-24"
      data-cookie-settings=""
    >
      <div className="rounded-xl border border-neutral-300 p-5 dark:border-neutral-700">
        <h3 id="cookie-settings-title" className="mt-0 font-serif text-xl font-bold">
          Cookie settings
        </h3>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300" data-cookie-current="">
          Loading your current choice…
        </p>
        <noscript>
          <p className="mt-2 text-sm">
            Your browser is not running scripts, so this site loads no analytics or advertising at all.
          </p>
        </noscript>
        <form className="mt-4 space-y-4">
          <ChoiceFields idPrefix="cookie-settings" offered={offered} disabled />
          <button type="submit" className="btn-primary" disabled>
            Save cookie settings
          </button>
          <p role="status" className="text-sm font-semibold text-green-800 dark:text-green-300" data-cookie-saved="" />
        </form>
      </div>
    </section>
  );
}

function usesText(offered: Kind[]): string {
  const uses: Record<Kind, string> = {
    analytics: 'analytics cookies, to see how the site is read',
    advertising: 'advertising cookies, to show ads',
  };
  return offered.map((kind) => uses[kind]).join(', and ');
}
