/**
 * The reader's consent in the browser (docs/product.md 'Consent'): read from and stored in the
 * `nd_consent` cookie (core/consent.ts). Shared by the consent, ads and analytics islands; a
 * saved choice is announced on `document` as a `newsdesk:consent` event.
 */
import { consentCookie, parseConsent, THIRD_PARTY_COOKIES, withdrawn, type Consent } from '../../core/consent';

const CONSENT_EVENT = 'newsdesk:consent';

export function readConsent(): Consent | null {
  return parseConsent(document.cookie);
}

/** Which third-party scripts this page has loaded: withdrawing consent for them reloads the page. */
export const loadedScripts: Record<keyof Consent, boolean> = { analytics: false, advertising: false };

/** Stores a choice for a year; withdrawn consent also removes the scripts' cookies (and the scripts, by a reload). */
export function saveConsent(consent: Consent): void {
  const before = readConsent();
  document.cookie = consentCookie(consent, location.protocol === 'https:');
  delete document.documentElement.dataset.consent;
  const gone = withdrawn(before, consent);
  for (const kind of gone) removeCookies(THIRD_PARTY_COOKIES[kind]);
  document.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: consent }));
  if (gone.some((kind) => loadedScripts[kind])) location.reload();
}

/** Calls `listener` with each choice the reader saves on this page. */
export function onConsent(listener: (consent: Consent) => void): void {
  document.addEventListener(CONSENT_EVENT, (event) => listener((event as CustomEvent<Consent>).detail));
}

function removeCookies(pattern: RegExp) {
  const host = location.hostname;
  // Analytics sets its cookies on the registrable domain; try the host and each parent.
  const domains = [
    '',
    ...host
      .split('.')
      .map((_, i, parts) => parts.slice(i).join('.'))
      .filter((d) => d.includes('.')),
  ];
  for (const pair of document.cookie.split(/;\s*/)) {
    const name = pair.split('=')[0] ?? '';
    if (!pattern.test(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

/** Loads a script once; answers whether it was added now. */
export function loadScript(src: string): boolean {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return false;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.crossOrigin = 'anonymous';
  document.head.appendChild(script);
  return true;
}
