import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { REJECT_ALL, type Consent } from '../../core/consent';
import { saveConsent, useConsent } from '../lib/consent';
import type { RootData } from '../lib/meta';

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

/** Consent to every kind offered, and to nothing the site does not use yet (it will not be assumed later). */
function acceptOffered(offered: Kind[]): Consent {
  return { analytics: offered.includes('analytics'), advertising: offered.includes('advertising') };
}

/** The checkboxes: in the banner's "Choose" step and on the Cookie Policy page. */
function ChoiceFields({
  idPrefix,
  value,
  onChange,
  offered,
  disabled,
}: {
  idPrefix: string;
  value: Consent;
  onChange: (value: Consent) => void;
  offered: Kind[];
  disabled?: boolean;
}) {
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">Cookies you allow</legend>
      <p className="flex items-start gap-3 text-sm">
        <input
          id={`${idPrefix}-essential`}
          type="checkbox"
          checked
          disabled
          readOnly
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
            type="checkbox"
            checked={value[kind.key]}
            onChange={(event) => onChange({ ...value, [kind.key]: event.target.checked })}
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

type BannerState = 'asking' | 'choosing' | 'saved' | 'closed';

/**
 * The consent banner of the Cookie Policy: on a first visit (when the site uses
 * analytics or advertising at all) it sits above the header, in the page's flow,
 * so it never covers the page and never moves it: the inline boot script shows it
 * before the first paint. It is first in the tab order. Nothing third-party loads
 * until the reader chooses.
 */
export function ConsentBanner({ siteName, asks }: { siteName: string; asks: boolean }) {
  const [state, setState] = useState<BannerState>('asking');
  const [choice, setChoice] = useState<Consent>(REJECT_ALL);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const offered = useOfferedKinds();

  // The button pressed goes away: keep the keyboard where the reader is.
  useEffect(() => {
    if (state === 'saved') savedRef.current?.focus();
    if (state === 'choosing') document.getElementById(`${id}-choice-${offered[0]}`)?.focus();
  }, [state, id, offered]);

  function decide(consent: Consent) {
    saveConsent(consent);
    setState('saved');
  }

  if (state === 'closed') return null;
  const open = state !== 'asking';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="consent-banner border-b border-neutral-300 bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900"
      data-auto={asks ? '' : undefined}
      data-open={open ? '' : undefined}
    >
      <div className="container-page py-4">
        {state === 'saved' ? (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p ref={savedRef} tabIndex={-1} role="status" className="text-sm focus:outline-none">
              <span id={`${id}-title`} className="font-semibold">
                Your cookie choices are saved.
              </span>{' '}
              You can change them at any time in{' '}
              <Link to="/cookie-policy#cookie-settings" className="link underline">
                Cookie settings
              </Link>
              .
            </p>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                // The button goes away with the banner: the keyboard continues at the page's start.
                document.getElementById('main')?.focus();
                setState('closed');
              }}
            >
              Hide this message
            </button>
          </div>
        ) : (
          <>
            <h2 id={`${id}-title`} className="font-serif text-lg font-bold">
              Cookies on {siteName}
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-neutral-800 dark:text-neutral-200">
              We use essential cookies to run the site. With your consent we would also use {usesText(offered)}.{' '}
              <Link to="/cookie-policy" className="link underline">
                Cookie Policy
              </Link>
            </p>
            {state === 'choosing' ? (
              <form
                id={`${id}-choices`}
                className="mt-3 space-y-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  decide(choice);
                }}
              >
                <ChoiceFields idPrefix={`${id}-choice`} value={choice} onChange={setChoice} offered={offered} />
                <button type="submit" className="btn-primary">
                  Save my choices
                </button>
              </form>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className="btn-primary" onClick={() => decide(acceptOffered(offered))}>
                Accept all
              </button>
              <button type="button" className="btn-primary" onClick={() => decide(REJECT_ALL)}>
                Reject all
              </button>
              {state === 'asking' ? (
                <button type="button" className="btn-secondary" onClick={() => setState('choosing')}>
                  Choose
                </button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** The Cookie Policy's settings form: the reader's current choice, changeable at any time. */
export function CookieSettings() {
  const stored = useConsent();
  const offered = useOfferedKinds();
  const [draft, setDraft] = useState<Consent | null>(null);
  const [saved, setSaved] = useState(false);
  const value = draft ?? stored ?? REJECT_ALL;
  const ready = stored !== undefined;
  return (
    <section id="cookie-settings" aria-labelledby="cookie-settings-title" className="scroll-mt-24">
      <div className="rounded-xl border border-neutral-300 p-5 dark:border-neutral-700">
        <h3 id="cookie-settings-title" className="mt-0 font-serif text-xl font-bold">
          Cookie settings
        </h3>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          {!ready
            ? 'Loading your current choice…'
            : stored === null
              ? 'You have not made a choice yet, so no analytics or advertising cookies are used.'
              : `You currently allow: ${describe(stored)}.`}
        </p>
        <noscript>
          <p className="mt-2 text-sm">
            Your browser is not running scripts, so this site loads no analytics or advertising at all.
          </p>
        </noscript>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            saveConsent(value);
            setDraft(null);
            setSaved(true);
          }}
        >
          <ChoiceFields
            idPrefix="cookie-settings"
            value={value}
            offered={offered}
            disabled={!ready}
            onChange={(next) => {
              setDraft(next);
              setSaved(false);
            }}
          />
          <button type="submit" className="btn-primary" disabled={!ready}>
            Save cookie settings
          </button>
          <p role="status" className="text-sm font-semibold text-green-800 dark:text-green-300">
            {saved ? 'Your cookie settings are saved.' : ''}
          </p>
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

function describe(consent: Consent): string {
  const allowed = KINDS.filter((kind) => consent[kind.key]).map((kind) => kind.label.toLowerCase());
  return allowed.length ? ['essential', ...allowed].join(', ') : 'essential cookies only';
}
