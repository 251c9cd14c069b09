import { useSyncExternalStore } from 'react';
import {
  CONSENT_COOKIE,
  CONSENT_VERSION,
  consentCookie,
  parseConsent,
  THIRD_PARTY_COOKIES,
  withdrawn,
  type Consent,
} from '../../core/consent';

/**
 * Runs in <head> before the first paint: without a stored choice, `<html data-consent="ask">`
 * shows the banner from the very first frame (no layout shift, no flash). Tiny and import-free
 * because it is inlined as text.
 */
export const CONSENT_BOOT_SCRIPT = `(function(){try{if(!/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}\\./.test(document.cookie))document.documentElement.dataset.consent='ask'}catch(_){}})()`;

const listeners = new Set<() => void>();
let cached: { raw: string; consent: Consent | null } | null = null;

function read(): Consent | null {
  const raw = document.cookie;
  if (cached?.raw !== raw) cached = { raw, consent: parseConsent(raw) };
  return cached.consent;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The reader's stored choice: `null` when none was made, `undefined` on the server and
 * while hydrating (a cached page cannot know), so no third-party script ever loads early.
 */
export function useConsent(): Consent | null | undefined {
  return useSyncExternalStore<Consent | null | undefined>(subscribe, read, () => undefined);
}

/** Which third-party scripts this page has loaded: withdrawing consent for them reloads the page. */
export const loadedScripts: Record<keyof Consent, boolean> = { analytics: false, advertising: false };

/** Stores a choice for a year; withdrawn consent also removes the scripts' cookies (and the scripts, by a reload). */
export function saveConsent(consent: Consent): void {
  const before = read();
  document.cookie = consentCookie(consent, location.protocol === 'https:');
  delete document.documentElement.dataset.consent;
  const gone = withdrawn(before, consent);
  for (const kind of gone) removeCookies(THIRD_PARTY_COOKIES[kind]);
  for (const listener of listeners) listener();
  if (gone.some((kind) => loadedScripts[kind])) location.reload();
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
