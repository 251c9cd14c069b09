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

// Live blogs only: a module of its own, so other pages do not load it.
if (document.querySelector('[data-live]')) void import('./live');
// A story's galleries open their pictures in a viewer: only where there is one.
if (document.querySelector('figure[data-gallery]')) void import('./gallery');
// Embeds load their provider's frame when the reader asks: only where there is one.
if (document.querySelector('figure[data-embed]')) void import('./embeds');
// Live entries' '5 min ago': only where the page draws such times.
if (document.querySelector('[data-relative]')) void import('./relative-time');

// Every island above has attached itself: browser tests wait for this mark (tests/e2e/support/axe.ts).
document.documentElement.dataset.islands = 'ready';
