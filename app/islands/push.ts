/**
 * Alerts (docs/product.md, 'Alerts and following'): the header's bell and a story's 'Choose
 * alerts' (app/components/alerts-bell.tsx) open the alerts panel. Loaded at once where it has
 * something to show (a story's invitation, a browser with alerts on), else on the first press of a
 * bell (app/islands/main.ts), which then calls `open`. Never a prompt on page load: the browser asks for permission only when
 * the reader presses 'Turn on alerts' in the panel.
 *
 * The panel is not in the page: the first press fetches it (`/alerts-panel`, `/hi/alerts-panel`,
 * app/routes/alerts-panel.tsx, drawn in the page's language with its words in `data-label-*`) and
 * opens it as a modal dialog, its focus kept inside and given back to the button on closing.
 * What it shows follows what this browser allows: the choices (turn on, or change them and turn
 * off), or a note instead (no Push API; notifications blocked; Safari on an iPhone or iPad, which
 * sends alerts only to a site added to the Home Screen).
 *
 * Turning on: the permission, the service worker (/sw.js), a subscription with the site's VAPID
 * key (GET /api/push/key), then POST /api/push/subscribe with the choices and the page's edition
 * (signed in, the session joins it to the account; signed out, the browser's followed topics go
 * with it, and the follow island sends them again when they change). The choices are kept in this
 * browser (core/push-store.ts), which marks the bell and hides the story's invitation on every
 * page without asking the server.
 */
import { PUSH_CHOICES, type PushChoice } from '../../core/alerts';
import { EDITIONS, editionOf } from '../../core/editions';
import { FOLLOW_STORE_KEY, parseFollowStore, topicOf } from '../../core/follows';
import { choicesOf, DEFAULT_PUSH_CHOICES, parsePushStore, PUSH_STORE_KEY, type PushStore } from '../../core/push-store';

type State = 'unsupported' | 'ios' | 'denied' | 'off' | 'on';
type Choices = Record<PushChoice, boolean>;

/** Signed in: the user menu names the reader (a page never shared). */
const user = document.querySelector<HTMLElement>('[data-username]')?.dataset.username;
const edition = editionOf(location.pathname);
/** Safari on an iPhone or iPad (iPadOS says it is a Mac, with a touch screen). */
const ios =
  /iP(?:hone|ad|od)/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
/** Opened from the Home Screen: the only place iOS lets a site send alerts. */
const installed =
  (navigator as Navigator & { standalone?: boolean }).standalone === true ||
  matchMedia('(display-mode: standalone)').matches;
const supported = 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification === 'function';

function readStore(): PushStore | null {
  try {
    return parsePushStore(localStorage.getItem(PUSH_STORE_KEY));
  } catch {
    return null;
  }
}

let store = readStore();

function writeStore(next: PushStore | null): void {
  store = next;
  try {
    if (next) localStorage.setItem(PUSH_STORE_KEY, JSON.stringify(next));
    else localStorage.removeItem(PUSH_STORE_KEY);
  } catch {
    // No storage (private mode): the choices last as long as the page.
  }
}

function state(): State {
  if (ios && !installed) return 'ios';
  if (!supported) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return store ? 'on' : 'off';
}

/** The bells (enabled; filled when on) and the story's invitation (only where alerts could be turned on here). */
function drawPage(now: State): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-push-open]')) {
    button.disabled = false;
    button.toggleAttribute('data-on', now === 'on');
  }
  const invitation = document.querySelector<HTMLElement>('[data-push-optin]');
  if (invitation) invitation.hidden = now !== 'off' && now !== 'ios';
}

/**
 * The topics this browser follows ('tag:monsoon'; core/follows.ts, the follow island's list, which
 * mirrors the account's on a signed-in page), or null when it keeps no list.
 */
function browserFollows(): string[] | null {
  try {
    const raw = localStorage.getItem(FOLLOW_STORE_KEY);
    return raw === null ? null : parseFollowStore(raw).items.map(topicOf);
  } catch {
    return null;
  }
}

/** The choices offered before any is made: breaking news, and followed topics where some are followed. */
const defaultChoices = (): Choices => ({ ...DEFAULT_PUSH_CHOICES, following: (browserFollows()?.length ?? 0) > 0 });

async function api(path: string, body: unknown): Promise<void> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(String(res.status));
}

/** This browser's subscription, if it has one (nothing is registered or asked). */
async function current(): Promise<PushSubscription | null> {
  if (!supported) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The site's VAPID public key (base64url) as the bytes `subscribe` takes. */
async function applicationServerKey(): Promise<Uint8Array> {
  const res = await fetch('/api/push/key', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(String(res.status));
  const { publicKey } = (await res.json()) as { publicKey: string };
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** A subscription for the site's key: the one this browser has, or a new one (after the key changed, instead of it). */
async function subscribe(): Promise<PushSubscription> {
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const key = await applicationServerKey();
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key as BufferSource });
}

/** Tells the server this subscription's choices (a signed-in page joins it to the account). */
function send(subscription: PushSubscription, choices: Choices, inEdition = edition): Promise<void> {
  // Signed in, the account's follows apply; signed out, the browser's list is the subscription's.
  const follows = user ? null : browserFollows();
  return api('/api/push/subscribe', {
    subscription: subscription.toJSON(),
    choices,
    edition: inEdition,
    ...(follows ? { follows } : {}),
  });
}

/** One message at a time, read out by screen readers (the save island's look: `.save-alert`). */
function announce(text: string | undefined): void {
  if (!text) return;
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.className = 'save-alert';
  document.body.append(alert);
  alert.textContent = text;
  setTimeout(() => alert.remove(), 6000);
}

// ---- The panel ----

let panel: HTMLDialogElement | null = null;
let loading: Promise<HTMLDialogElement> | null = null;
/** The button that opened the panel: the focus goes back to it. */
let opener: HTMLElement | null = null;

const part = <T extends HTMLElement>(selector: string) => panel!.querySelector<T>(selector)!;
const box = (choice: PushChoice) => part<HTMLInputElement>(`input[name="${choice}"]`);
const texts = (): DOMStringMap => panel!.dataset;

function status(text = ''): void {
  part('[data-push-status]').textContent = text;
}

function drawPanel(now: State): void {
  for (const note of panel!.querySelectorAll<HTMLElement>('[data-push-note]'))
    note.hidden = note.dataset.pushNote !== now;
  part('[data-push-form]').hidden = now !== 'on' && now !== 'off';
  part('[data-push-on]').hidden = now !== 'on';
  part('[data-push-off]').hidden = now !== 'on';
  part('[data-push-submit]').textContent = (now === 'on' ? texts().labelSave : texts().labelTurnOn) ?? '';
  drawPage(now);
}

function busy(on: boolean): void {
  part('[data-push-form]').setAttribute('aria-busy', String(on));
  for (const button of panel!.querySelectorAll<HTMLButtonElement>('form button')) button.disabled = on;
}

async function turnOn(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const choices = Object.fromEntries(PUSH_CHOICES.map((choice) => [choice, box(choice).checked])) as Choices;
  if (!PUSH_CHOICES.some((choice) => choices[choice])) return status(texts().labelNone);
  // Asked in the press itself, before anything is awaited: Safari asks only then.
  const asked = Notification.permission === 'granted' ? Promise.resolve('granted') : Notification.requestPermission();
  const wasOn = store !== null;
  busy(true);
  status(texts().labelWorking);
  try {
    const permission = await asked;
    if (permission === 'denied') {
      drawPanel('denied');
      part('[data-push-close]').focus();
      return;
    }
    if (permission !== 'granted') return status(texts().labelNotAllowed);
    const subscription = await subscribe();
    await send(subscription, choices);
    writeStore({ ...choices, edition, ...(user ? { account: user } : {}) });
    drawPanel('on');
    status(wasOn ? texts().labelSaved : texts().labelTurnedOn);
  } catch {
    status(texts().labelFailed);
  } finally {
    busy(false);
  }
}

async function turnOff(): Promise<void> {
  busy(true);
  status(texts().labelWorking);
  try {
    const subscription = await current().catch(() => null);
    if (subscription) {
      // Not told (offline), the server learns it from the push service at the next alert (410).
      await api('/api/push/unsubscribe', { endpoint: subscription.endpoint }).catch(() => undefined);
      await subscription.unsubscribe().catch(() => false);
    }
    writeStore(null);
    drawPanel('off');
    status(texts().labelTurnedOff);
  } finally {
    busy(false);
    part<HTMLButtonElement>('[data-push-submit]').focus();
  }
}

/** The panel, fetched once in the page's edition and wired. */
function loadPanel(): Promise<HTMLDialogElement> {
  loading ??= (async () => {
    const res = await fetch(`${EDITIONS[edition].prefix}/alerts-panel`, { headers: { accept: 'text/html' } });
    if (!res.ok) throw new Error(String(res.status));
    const drawn = new DOMParser()
      .parseFromString(await res.text(), 'text/html')
      .querySelector<HTMLDialogElement>('dialog[data-push-panel]');
    if (!drawn) throw new Error('no panel');
    const dialog = document.importNode(drawn, true);
    document.body.append(dialog);
    panel = dialog;
    part('[data-push-form]').addEventListener('submit', (event) => void turnOn(event as SubmitEvent));
    part('[data-push-off]').addEventListener('click', () => void turnOff());
    part('[data-push-close]').addEventListener('click', () => dialog.close());
    // A press on the backdrop (outside the panel's box) closes it, as Escape does.
    dialog.addEventListener('click', (event) => {
      const box = dialog.getBoundingClientRect();
      const outside =
        event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (event.target === dialog && outside && event.detail > 0) dialog.close();
    });
    dialog.addEventListener('close', () => opener?.focus());
    return dialog;
  })();
  // A failed fetch (offline) is tried again at the next press.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** What this browser has now: a subscription the browser dropped turns alerts off here. */
async function checkedState(): Promise<State> {
  const now = state();
  if (now !== 'on' && now !== 'off') return now;
  const subscription = await current().catch(() => null);
  if (!subscription && store) writeStore(null);
  else if (subscription && !store) writeStore({ ...defaultChoices(), edition });
  return state();
}

export async function open(button: HTMLElement): Promise<void> {
  let dialog: HTMLDialogElement;
  try {
    dialog = await loadPanel();
  } catch {
    return announce(document.querySelector<HTMLElement>('[data-push-open][data-label-offline]')?.dataset.labelOffline);
  }
  if (dialog.open) return;
  opener = button;
  const now = await checkedState();
  status();
  const shown = store ?? defaultChoices();
  for (const choice of PUSH_CHOICES) box(choice).checked = shown[choice];
  drawPanel(now);
  dialog.showModal();
  // The first choice; where a note stands instead of them, the close button.
  (now === 'on' || now === 'off' ? box(PUSH_CHOICES[0]) : part('[data-push-close]')).focus();
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-push-open]');
  if (button) void open(button);
});

drawPage(state());

// Signed out since the subscription joined an account: the server signed it out with that
// session (migration 0053), so the next sign-in, even as the same account, joins it again.
if (!user && store?.account) {
  const { account: _signedOut, ...signedOut } = store;
  writeStore(signedOut);
}

// A reader who turned alerts on signed out (or as someone else) and is now signed in: the
// subscription joins this account, as it would have had it been made here.
if (user && store && store.account !== user && state() === 'on') {
  const joining = store;
  void current()
    .then(async (subscription) => {
      if (!subscription) return;
      await send(subscription, choicesOf(joining), joining.edition);
      writeStore({ ...joining, account: user });
    })
    .catch(() => undefined);
}
