/**
 * Ad slots (app/components/ad-slot.tsx): fixed-size boxes the server draws with a neutral
 * 'Advertisement' label and a hidden `ins.adsbygoogle`. With the reader's consent to advertising
 * (stored, or given on this page) the advertising script loads once and each slot is pushed;
 * without it nothing is requested and the neutral box stays, of the same size.
 */
import type { Consent } from '../../core/consent';
import { loadedScripts, loadScript, onConsent, readConsent } from './consent-store';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

const SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=';

function fill(slot: HTMLElement) {
  slot.hidden = false;
  slot.parentElement?.querySelector<HTMLElement>('[data-ad-placeholder]')?.setAttribute('hidden', '');
  try {
    (window.adsbygoogle = window.adsbygoogle ?? []).push({});
  } catch {
    // An ad that fails to fill leaves the box empty, of the same size.
  }
}

function showAds(consent: Consent | null) {
  if (!consent?.advertising) return;
  const slots = [...document.querySelectorAll<HTMLElement>('ins.adsbygoogle[data-ad-client][hidden]')];
  const client = slots[0]?.dataset.adClient;
  if (!client) return;
  loadScript(SCRIPT + encodeURIComponent(client));
  loadedScripts.advertising = true;
  slots.forEach(fill);
}

showAds(readConsent());
onConsent(showAds);
