/**
 * The theme button (app/components/theme-toggle.tsx): cycles light → dark → system, kept in
 * browser storage (docs/product.md, 'Header'). The boot script in <head> already applied the
 * stored theme before the first paint; this follows the device while the choice is 'system',
 * applies another tab's or the settings page's change, and keeps every theme button's name,
 * title and `data-theme-current` in step with the preference (its words are the page's:
 * `data-names`, `data-label`, `data-title`, app/components/theme-toggle.tsx).
 */
import {
  applyTheme,
  nextTheme,
  readTheme,
  saveTheme,
  subscribeTheme,
  THEME_ORDER,
  type ThemePreference,
} from '../lib/theme';

const BUTTON = '[data-theme-toggle]';

/** Names each button for the preference: 'Theme: Dark. Switch to System', drawn by the server in the page's language. */
function labelButtons(): void {
  const theme = readTheme();
  for (const button of document.querySelectorAll<HTMLElement>(BUTTON)) {
    const names = (button.dataset.names ?? '').split('|');
    const nameOf = (t: ThemePreference) => names[THEME_ORDER.indexOf(t)] ?? '';
    const fill = (text = '') => text.replace('{c}', nameOf(theme)).replace('{n}', nameOf(nextTheme(theme)));
    const label = fill(button.dataset.label);
    if (button.dataset.themeCurrent === theme && button.getAttribute('aria-label') === label) continue;
    button.setAttribute('aria-label', label);
    button.title = fill(button.dataset.title);
    button.dataset.themeCurrent = theme;
  }
}

function onPreferenceChanged(): void {
  applyTheme(readTheme());
  labelButtons();
}

document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest(BUTTON)) return;
  saveTheme(nextTheme(readTheme()));
});

subscribeTheme(onPreferenceChanged);

window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
  if (readTheme() === 'system') applyTheme('system');
});

// On the pages React hydrates (account pages, admin), a client-side navigation can draw a new theme button.
if ('__reactRouterContext' in window) {
  new MutationObserver(labelButtons).observe(document.body, { childList: true, subtree: true });
}

labelButtons();
