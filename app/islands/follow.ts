/**
 * Following (docs/product.md, 'Alerts and following'): the Follow buttons of tag, section and
 * writer pages and under a story's tags, and My news (its own module, ./my-news, loaded on that
 * page). Loaded only where one of them is (app/islands/main.ts).
 *
 * The list lives in this browser (localStorage, core/follows.ts), as saved stories do
 * (app/islands/save.ts): a signed-in reader's page (never a shared one: `data-username` on the
 * user menu) also keeps it in the account; the first such page merges the browser's list into the
 * account, and after that the browser keeps a copy of the account's. Signed out, a browser that
 * receives alerts tells its push subscription what it follows, so followed-topic alerts reach it.
 *
 * Its words are the page's, drawn by the server in its language on the first element with
 * `data-label-following` (app/components/follow-button.tsx `FollowTexts`).
 */
import {
  FOLLOW_LIMIT,
  FOLLOW_STORE_KEY,
  isFollowing,
  parseFollowStore,
  parseTopic,
  topicOf,
  topicPath,
  withFollow,
  withoutFollow,
  type FollowItem,
  type FollowStore,
} from '../../core/follows';
import { choicesOf, parsePushStore, PUSH_STORE_KEY } from '../../core/push-store';

const user = document.querySelector<HTMLElement>('[data-username]')?.dataset.username;
const texts: DOMStringMap = document.querySelector<HTMLElement>('[data-label-following]')?.dataset ?? {};

function read(): FollowStore {
  try {
    return parseFollowStore(localStorage.getItem(FOLLOW_STORE_KEY));
  } catch {
    return { items: [] };
  }
}

let store = read();
const listeners = new Set<() => void>();

/** Keeps the list and redraws what shows it. */
function write(next: FollowStore): void {
  store = next;
  try {
    localStorage.setItem(FOLLOW_STORE_KEY, JSON.stringify(next));
  } catch {
    // No storage (private mode): the list lasts as long as the page.
  }
  draw();
}

async function api(path: string, method = 'GET', body?: unknown): Promise<{ items: FollowItem[] }> {
  const res = await fetch(`/api/follows${path}`, {
    method,
    credentials: 'same-origin',
    headers: body ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = (await res.json().catch(() => ({}))) as { items: FollowItem[]; message?: string };
  if (!res.ok) throw new Error(data.message || texts.labelFailed);
  return data;
}

/** One message at a time, read out by screen readers (the save island's look, `.save-alert`). */
function announce(text: string | undefined): void {
  if (!text) return;
  let alert = document.querySelector<HTMLElement>('[data-follow-alert]');
  if (!alert) {
    alert = document.createElement('p');
    alert.dataset.followAlert = '';
    alert.setAttribute('role', 'alert');
    alert.className = 'save-alert';
    document.body.append(alert);
  }
  alert.textContent = text;
  setTimeout(() => alert.textContent === text && (alert.textContent = ''), 6000);
}

/**
 * A signed-out browser with a push subscription tells it what it follows now (with the choices
 * the bell island keeps, `newsdesk:push`), so followed-topic alerts reach it. Nothing without one.
 */
async function tellSubscription(): Promise<void> {
  if (user || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    // The choices the bell island keeps while alerts are on here; none kept: alerts are off, nothing to tell.
    const kept = (() => {
      try {
        return parsePushStore(localStorage.getItem(PUSH_STORE_KEY));
      } catch {
        return null;
      }
    })();
    if (!kept) return;
    await fetch('/api/push/subscribe', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        subscription: subscription.toJSON(),
        choices: choicesOf(kept),
        edition: kept.edition,
        follows: store.items.map(topicOf),
      }),
    });
  } catch {
    // Offline, or no push here: the next change tells it again.
  }
}

/** Follows or unfollows `topic`; `name`: the topic's name, for the list. */
export async function setFollowing(topic: string, follow: boolean, name = ''): Promise<void> {
  const parsed = parseTopic(topic);
  if (!parsed) return;
  const before = store;
  const items = follow
    ? withFollow(store.items, { ...parsed, name: name || parsed.key, path: topicPath(parsed.kind, parsed.key) })
    : withoutFollow(store.items, topic);
  if (!items) return announce(texts.labelFull?.replace('#', String(FOLLOW_LIMIT)));
  // Followed while signed out, the list is the browser's again: the next sign-in merges it.
  write(user ? { user, items } : { items });
  if (!user) return void tellSubscription();
  try {
    const { items: now } = await api(`/${parsed.kind}/${encodeURIComponent(parsed.key)}`, follow ? 'PUT' : 'DELETE');
    write({ user, items: now });
  } catch (error) {
    write(before);
    announce((error as Error).message);
  }
}

/** The list as it is now, and a way to hear of its changes (My news). */
export function followed(): readonly FollowItem[] {
  return store.items;
}
export function onChange(listener: () => void): void {
  listeners.add(listener);
}

/**
 * Every Follow button shows whether its topic is followed, then comes alive: pressed, it reads
 * 'Following', and its tooltip says a press stops it.
 */
function draw(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-follow]')) {
    const following = isFollowing(store.items, button.dataset.follow ?? '');
    const word = (following ? texts.labelFollowing : texts.labelFollow) ?? '';
    const text = button.querySelector('[data-follow-text]');
    if (text && text.textContent !== word) text.textContent = word;
    if (following && texts.labelUnfollow) button.title = texts.labelUnfollow;
    else button.removeAttribute('title');
    button.setAttribute('aria-pressed', String(following));
    button.disabled = false;
    const link = button.parentElement?.querySelector<HTMLElement>('[data-follow-my-news]');
    if (link) link.hidden = !following;
  }
  for (const listener of listeners) listener();
}

/** A signed-in page: the browser's own list joins the account once, then the copy follows the account. */
async function sync(): Promise<void> {
  if (!user) return;
  try {
    const merging = !store.user;
    const { items } = merging ? await api('/merge', 'POST', { follows: store.items.map(topicOf) }) : await api('');
    write({ user, items });
  } catch {
    // Offline or refused: the copy stays as it was.
  }
}

document.addEventListener('click', (event) => {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-follow]') : null;
  if (!button?.dataset.follow) return;
  void setFollowing(button.dataset.follow, button.getAttribute('aria-pressed') !== 'true', button.dataset.followName);
});

// Signing out leaves no copy of the account's list in this browser.
document.addEventListener('submit', (event) => {
  if (event.target instanceof Element && event.target.matches('[data-sign-out]') && store.user) {
    write({ items: [] });
  }
});

// A signed-in page holding another account's copy starts from that account's list, not a merge of it.
if (user && store.user && store.user !== user) store = { user, items: [] };
draw();
const synced = sync();

// My news: its lists, once the account's list is in.
const page = document.querySelector<HTMLElement>('[data-my-news]');
export const ready: Promise<unknown> = page
  ? synced.then(() => import('./my-news')).then((m) => m.start(page))
  : synced;
