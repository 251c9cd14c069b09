/**
 * The browser behaviour of the public pages, loaded as one module on every page
 * (docs/decisions/005-reading-pages-as-documents.md). Each island enhances markup the
 * server already drew and that works without JavaScript; most listen on `document`,
 * so they work the same where React also hydrates the page (account pages, admin).
 */
import './theme';
import './menus';
import './search';
import './breaking';
import './share';
import './like';
import './save';
import './views';
import './back';
import './images';
import './consent';
import './ads';
import './analytics';

// Islands of their own, loaded only on the pages that need them.
const lazy: Promise<unknown>[] = [];
// Live blogs.
if (document.querySelector('[data-live]')) lazy.push(import('./live'));
// Follow buttons and My news (their state is the reader's, kept in the browser).
if (document.querySelector('[data-follow],[data-my-news]')) lazy.push(import('./follow').then((m) => m.ready));
// A gallery's picture opens in a viewer, an embed becomes its provider's frame: their islands load
// on that first click, so pictures and embeds cost no script before it (should one fail to
// load, the link leads where it does without JavaScript).
document.addEventListener('click', (event) => {
  // `data-frame`: an embed's link (its provider's frame); `data-viewer`: a gallery picture's.
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-frame],a[data-viewer]');
  if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  (link.dataset.frame
    ? import('./embeds').then((m) => m.play(link))
    : import('./gallery').then((m) => m.open(link))
  ).catch(() => location.assign(link.href));
});
// 'Copy the HTML' of a story free to republish.
if (document.querySelector('button[data-copy]')) lazy.push(import('./copy'));
// A story's comments: a few lines watch for them, and load their island when they come into view.
if (document.querySelector('[data-comments]')) lazy.push(import('./comments-seen'));
// Live entries' '5 min ago'.
if (document.querySelector('[data-relative]')) lazy.push(import('./relative-time'));
// The alerts bell (its panel is fetched on the first press). Its island loads at once where it has
// something to show: a story's invitation (hidden where alerts are on or cannot be), a browser with
// alerts on (the bell marked, the subscription joined to the account signed in). Elsewhere the
// bell is enabled here and the island loads on its first press.
const bells = document.querySelectorAll<HTMLButtonElement>('[data-push-open]');
if (bells.length > 0) {
  let on = false;
  try {
    // core/push-store.ts PUSH_STORE_KEY, written out: importing that module would split three
    // small chunks out of this one, three more requests on every page.
    on = localStorage.getItem('newsdesk:push') !== null;
  } catch {
    // No storage: alerts cannot be on here.
  }
  if (on || document.querySelector('[data-push-optin]')) lazy.push(import('./push'));
  else {
    for (const bell of bells) bell.disabled = false;
    const first = (event: MouseEvent) => {
      const bell = (event.target as Element | null)?.closest?.<HTMLElement>('[data-push-open]');
      if (!bell) return;
      document.removeEventListener('click', first);
      void import('./push').then((m) => m.open(bell));
    };
    document.addEventListener('click', first);
  }
}

// Every island has attached itself, those loaded on demand included (a click before then is the
// link's own): browser tests wait for this mark (tests/e2e/support/axe.ts).
void Promise.allSettled(lazy).then(() => {
  document.documentElement.dataset.islands = 'ready';
});
