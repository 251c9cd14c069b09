/**
 * The reader's consent to analytics and advertising (the Cookie Policy's promise):
 * kept in a first-party cookie for a year, read by the browser before any
 * third-party script may load. No dependencies: inlined into the boot script's rules.
 */
export interface Consent {
  analytics: boolean;
  advertising: boolean;
}

export const CONSENT_COOKIE = 'nd_consent';
/** Bump to ask every reader again (e.g. when a new kind of cookie is added). */
export const CONSENT_VERSION = 'v1';
/** A year, in seconds. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

export const ACCEPT_ALL: Consent = { analytics: true, advertising: true };
export const REJECT_ALL: Consent = { analytics: false, advertising: false };

/** `v1.analytics-1.ads-0`: only characters a cookie value may hold. */
export function serializeConsent(consent: Consent): string {
  return `${CONSENT_VERSION}.analytics-${consent.analytics ? 1 : 0}.ads-${consent.advertising ? 1 : 0}`;
}

/** The stored choice from a `Cookie` header or `document.cookie`; null when there is none (or an old one). */
export function parseConsent(cookieHeader: string | null | undefined): Consent | null {
  const match = new RegExp(
    `(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}\\.analytics-([01])\\.ads-([01])(?:;|$)`,
  ).exec(cookieHeader ?? '');
  if (!match) return null;
  return { analytics: match[1] === '1', advertising: match[2] === '1' };
}

/** The `document.cookie` assignment that stores a choice for a year. */
export function consentCookie(consent: Consent, secure: boolean): string {
  const parts = [
    `${CONSENT_COOKIE}=${serializeConsent(consent)}`,
    `Max-Age=${CONSENT_MAX_AGE}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Which kinds the reader withdrew: their scripts must go, and their cookies with them. */
export function withdrawn(before: Consent | null, after: Consent): (keyof Consent)[] {
  if (!before) return [];
  return (['analytics', 'advertising'] as const).filter((kind) => before[kind] && !after[kind]);
}

/** First-party cookies the analytics and advertising scripts set, removed when consent is withdrawn. */
export const THIRD_PARTY_COOKIES: Record<keyof Consent, RegExp> = {
  analytics: /^(?:_ga|_ga_.+|_gid|_gat.*)$/,
  advertising: /^(?:__gads|__gpi|__eoi|FCNEC|FCCDCF)$/,
};
