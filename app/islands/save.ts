/**
 * Saved stories (docs/product.md, 'Saved stories and offline reading'): the Save buttons of the
 * article page and the story cards, the Saved page's list, and the service worker.
 *
 * The list lives in this browser (localStorage, core/saved.ts); a signed-in reader's page (never a
 * shared one: it names them, `data-username` on the user menu) also keeps it in the account: the
 * first such page merges the browser's list into the account, and after that the browser keeps a
 * copy of the account's list, so the Saved page works offline. Signing out removes that copy.
 *
 * Its words are the page's, drawn by the server in its language on the first element with
 * `data-label-saved` (`data-label-*`, app/components/save-button.tsx `SaveButton`, `SaveTexts`).
 */
import {
  isSaved,
  parseSavedStore,
  savedPath,
  SAVED_LIMIT,
  SAVED_STORE_KEY,
  withoutSaved,
  withSaved,
  type SavedItem,
  type SavedStore,
} from '../../core/saved';
import { storyDate } from './dates';

const user = document.querySelector<HTMLElement>('[data-username]')?.dataset.username;
const texts: DOMStringMap = document.querySelector<HTMLElement>('[data-label-saved]')?.dataset ?? {};

function read(): SavedStore {
  try {
    return parseSavedStore(localStorage.getItem(SAVED_STORE_KEY));
  } catch {
    return { items: [] };
  }
}

/** How long after the page's load event the service worker is registered. */
const SW_DELAY_MS = 4000;

let store = read();

/** Keeps the list, redraws what shows it and tells the service worker which stories to keep. */
function write(next: SavedStore): void {
  store = next;
  try {
    localStorage.setItem(SAVED_STORE_KEY, JSON.stringify(next));
  } catch {
    // No storage (private mode): the list lasts as long as the page.
  }
  draw();
  tellWorker();
}

function tellWorker(): void {
  void navigator.serviceWorker?.ready.then((registration) =>
    registration.active?.postMessage({ type: 'saved', paths: store.items.map(savedPath) }),
  );
}

async function api(path: string, method = 'GET', body?: unknown): Promise<{ items: SavedItem[] }> {
  const res = await fetch(`/api/saved${path}`, {
    method,
    credentials: 'same-origin',
    headers: body ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = (await res.json().catch(() => ({}))) as { items: SavedItem[]; message?: string };
  if (!res.ok) throw new Error(data.message || texts.labelFailed);
  return data;
}

/** One message at a time, read out by screen readers. */
function announce(text: string): void {
  let alert = document.querySelector<HTMLElement>('[data-save-alert]');
  if (!alert) {
    alert = document.createElement('p');
    alert.dataset.saveAlert = '';
    alert.setAttribute('role', 'alert');
    alert.className = 'save-alert';
    document.body.append(alert);
  }
  alert.textContent = text;
  setTimeout(() => alert.textContent === text && (alert.textContent = ''), 6000);
}

/** The story a button saves, from the page around it: the article itself, or the card. */
function itemOf(button: HTMLElement): SavedItem | null {
  const root = button.closest('article');
  const link = root?.querySelector<HTMLAnchorElement>('h2 > a, h3 > a');
  // A story's address in any edition: /news/<slug>, /hi/news/<slug>.
  const slug = button.dataset.save ?? /^(?:\/[a-z]{2})?\/news\/([^/]+)$/.exec(link?.pathname ?? '')?.[1];
  const title = (button.dataset.save ? root?.querySelector('h1') : link)?.textContent?.trim();
  if (!root || !slug || !title) return null;
  return {
    slug: decodeURIComponent(slug),
    // Its address in its edition: the card's link, or the story's own page.
    path: button.dataset.save ? location.pathname : (link?.pathname ?? location.pathname),
    title,
    category: root.querySelector('.badge')?.textContent?.trim() ?? '',
    publishedAt: root.querySelector('time')?.getAttribute('datetime') ?? null,
    savedAt: new Date().toISOString(),
  };
}

async function toggle(button: HTMLElement): Promise<void> {
  const item = itemOf(button);
  if (!item) return;
  const before = store;
  const saved = isSaved(store.items, item.slug);
  const items = saved ? withoutSaved(store.items, item.slug) : withSaved(store.items, item);
  if (!items) return announce(texts.labelFull!.replace('#', String(SAVED_LIMIT)));
  // Saved while signed out, the list is the browser's again: the next sign-in merges it.
  write(user ? { user, items } : { items });
  if (!user) return;
  try {
    await api(`/${encodeURIComponent(item.slug)}`, saved ? 'DELETE' : 'PUT');
  } catch (error) {
    write(before);
    announce((error as Error).message);
  }
}

/** The Saved page's list, drawn from the reader's list (its look: `.saved-list` in app/app.css). */
function drawList(list: HTMLElement): void {
  const empty = document.querySelector<HTMLElement>('[data-saved-empty]');
  if (empty) empty.hidden = store.items.length > 0;
  list.hidden = store.items.length === 0;
  list.replaceChildren(
    ...store.items.map((item) => {
      const li = document.createElement('li');
      const text = document.createElement('div');
      const link = document.createElement('a');
      link.href = savedPath(item);
      link.textContent = item.title;
      const meta = document.createElement('p');
      meta.textContent = [item.category, storyDate(item.publishedAt, list.dataset.tz)].filter(Boolean).join(' · ');
      text.append(link, meta);
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.dataset.saveRemove = item.slug;
      remove.className = 'btn-secondary';
      remove.textContent = texts.labelRemove!;
      remove.setAttribute('aria-label', `${texts.labelRemove} ${item.title}`);
      li.append(text, remove);
      return li;
    }),
  );
}

/**
 * Every Save button shows whether its story is saved, then becomes visible: pressed, it reads
 * 'Saved' (a card's is named 'Saved: {title}') and its tooltip says a press removes it.
 */
function draw(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button.save')) {
    const item = itemOf(button);
    if (!item) continue;
    const saved = isSaved(store.items, item.slug);
    const word = (saved ? texts.labelSaved : texts.labelSave)!;
    // The article page's button has its word in a span beside the icons; a card's is text alone.
    const text = button.querySelector('[data-save-text]') ?? button;
    if (text.textContent !== word) text.textContent = word;
    if (!button.dataset.save) button.setAttribute('aria-label', `${word}: ${item.title}`);
    if (saved) button.title = texts.labelUnsave!;
    else button.removeAttribute('title');
    button.setAttribute('aria-pressed', String(saved));
    // A card's button is drawn hidden, the article page's disabled in its place.
    button.hidden = false;
    button.disabled = false;
  }
  const list = document.querySelector<HTMLElement>('[data-saved-list]');
  if (list) drawList(list);
}

async function remove(slug: string): Promise<void> {
  const before = store;
  write({ ...store, items: withoutSaved(store.items, slug) });
  document.querySelector<HTMLElement>('#saved-heading')?.focus();
  if (!user) return;
  try {
    await api(`/${encodeURIComponent(slug)}`, 'DELETE');
  } catch (error) {
    write(before);
    announce((error as Error).message);
  }
}

/** A signed-in page: the browser's own list joins the account once, then the copy follows the account. */
async function sync(): Promise<void> {
  if (!user) return;
  try {
    const merging = !store.user;
    const { items } = merging
      ? await api('/merge', 'POST', { stories: store.items.map((item) => item.slug) })
      : await api('');
    write({ user, items });
  } catch {
    // Offline or refused: the copy stays as it was.
  }
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>('button.save');
  if (button) return void toggle(button);
  const removeButton = target?.closest<HTMLElement>('[data-save-remove]');
  if (removeButton?.dataset.saveRemove) void remove(removeButton.dataset.saveRemove);
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
void sync();

// The worker is registered once the page has loaded and a few quiet seconds have passed: its install
// fetches and keeps pages, which must not compete with the reader's page for the network or the CPU.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    setTimeout(() => {
      navigator.serviceWorker.register('/sw.js').then(tellWorker, () => {
        // No worker (development, an old browser): the site works, only not offline.
      });
    }, SW_DELAY_MS);
  });
}
