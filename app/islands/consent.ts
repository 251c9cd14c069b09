/**
 * The consent banner and the Cookie Policy's settings form (app/components/consent-banner.tsx,
 * docs/product.md 'Consent'). The server draws both steps of the banner; this island shows one,
 * stores the choice (consent-store.ts) and keeps focus where the reader is. Any element with
 * `data-consent-open` (the footer's 'Cookie settings' link) opens the banner again, with the
 * stored choice ticked. Only attributes, `hidden` and `checked` change, so the markup React
 * drew on the account pages stays React's.
 */
import { REJECT_ALL, type Consent } from '../../core/consent';
import { onConsent, readConsent, saveConsent } from './consent-store';

const KINDS = ['analytics', 'advertising'] as const;

type Step = 'asking' | 'choosing' | 'saved' | 'closed';

/** The checkbox of each kind a form offers (the server draws only the kinds the site uses). */
function boxes(form: HTMLFormElement): HTMLInputElement[] {
  return KINDS.flatMap((kind) => {
    const box = form.elements.namedItem(kind);
    return box instanceof HTMLInputElement ? [box] : [];
  });
}

/** The form's choice; a kind it does not offer is never consented to. */
function choiceOf(form: HTMLFormElement, accept?: boolean): Consent {
  const choice = { ...REJECT_ALL };
  for (const box of boxes(form)) choice[box.name as keyof Consent] = accept ?? box.checked;
  return choice;
}

function tick(form: HTMLFormElement, consent: Consent | null) {
  for (const box of boxes(form)) box.checked = Boolean(consent?.[box.name as keyof Consent]);
}

function banner() {
  const root = document.querySelector<HTMLElement>('[data-consent-banner]');
  const form = root?.querySelector<HTMLFormElement>('form[data-consent-choices]');
  return root && form ? { root, form } : null;
}

function show(step: Step) {
  const parts = banner();
  if (!parts) return;
  const { root, form } = parts;
  const saved = step === 'saved';
  root.querySelector<HTMLElement>('[data-consent-step="ask"]')!.hidden = saved;
  root.querySelector<HTMLElement>('[data-consent-step="saved"]')!.hidden = !saved;
  root.setAttribute('aria-labelledby', saved ? 'consent-saved-title' : 'consent-title');
  form.hidden = step !== 'choosing';
  root.querySelector<HTMLElement>('[data-consent="choose"]')!.hidden = step !== 'asking';
  root.toggleAttribute('data-open', step === 'choosing' || step === 'saved');
  // The button pressed goes away: keep the keyboard where the reader is.
  if (step === 'choosing') boxes(form)[0]?.focus();
  if (saved) root.querySelector<HTMLElement>('[data-consent-saved]')?.focus();
}

function decide(consent: Consent) {
  saveConsent(consent);
  show('saved');
}

function onBannerClick(button: HTMLElement) {
  const form = banner()?.form;
  if (!form) return;
  const action = button.dataset.consent;
  if (action === 'accept') decide(choiceOf(form, true));
  if (action === 'reject') decide(choiceOf(form, false));
  if (action === 'choose') show('choosing');
  if (action === 'hide') {
    // The button goes away with the banner: the keyboard continues at the page's start.
    document.getElementById('main')?.focus();
    show('closed');
  }
}

/** 'Cookie settings' in the footer: the banner again, at its "Choose" step with the stored choice. */
function reopen(event: MouseEvent, opener: HTMLElement) {
  const parts = banner();
  if (!parts) return;
  if (opener instanceof HTMLAnchorElement && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)) {
    return;
  }
  event.preventDefault();
  tick(parts.form, readConsent());
  show('choosing');
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>('[data-consent-banner] [data-consent]');
  if (button) return onBannerClick(button);
  const opener = target?.closest<HTMLElement>('[data-consent-open]');
  if (opener) reopen(event, opener);
});

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  if (form.matches('[data-consent-choices]')) {
    event.preventDefault();
    decide(choiceOf(form));
  } else if (form.closest('[data-cookie-settings]')) {
    event.preventDefault();
    saveConsent(choiceOf(form));
    const { saved } = settings()!;
    saved.textContent = saved.dataset.text ?? '';
  }
});

/** The Cookie Policy's form, filled in with the stored choice and enabled. */
function settings() {
  const root = document.querySelector<HTMLElement>('[data-cookie-settings]');
  const form = root?.querySelector('form');
  const current = root?.querySelector<HTMLElement>('[data-cookie-current]');
  const saved = root?.querySelector<HTMLElement>('[data-cookie-saved]');
  return form && current && saved ? { form, current, saved } : null;
}

/** The line for the choice, drawn by the server in the page's language: `data-none`, `data-allow[-analytics][-advertising]`. */
function describe(consent: Consent | null, current: HTMLElement): string {
  const name = consent ? ['data-allow', ...KINDS.filter((kind) => consent[kind])].join('-') : 'data-none';
  return current.getAttribute(name) ?? '';
}

function showSettings(consent: Consent | null) {
  const parts = settings();
  if (!parts) return;
  parts.current.textContent = describe(consent, parts.current);
  tick(parts.form, consent);
  for (const control of parts.form.querySelectorAll<HTMLButtonElement | HTMLFieldSetElement>('fieldset, button')) {
    control.disabled = false;
  }
}

const settingsForm = settings()?.form;
settingsForm?.addEventListener('change', () => (settings()!.saved.textContent = ''));
showSettings(readConsent());
onConsent(showSettings);
