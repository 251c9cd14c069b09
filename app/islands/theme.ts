/**
 * The theme button (app/components/theme-toggle.tsx): cycles light → dark → system, kept in
 * browser storage (docs/product.md, 'Header'). The boot script in <head> already applied the
 * stored theme before the first paint; this follows the device while the choice is 'system',
 * applies another tab's or the settings page's change, and keeps every theme button's name,
 * title and `data-theme-current` in step with the preference (its names are the page's:
 * `data-label-<preference>`, `data-title-<preference>`, app/components/theme-toggle.tsx).
 */
import { applyTheme, nextTheme, readTheme, saveTheme, subscribeTheme } from '../lib/theme';

const BUTTON = '[data-theme-toggle]';

/** Names each button for the preference: 'Theme: Dark. Switch to System', drawn by the server in the page's language. */
function labelButtons(): void {
  const theme = readTheme();
  for (const button of document.querySelectorAll<HTMLElement>(BUTTON)) {
    const label = button.getAttribute(`data-label-${theme}`) ?? '';
    if (button.dataset.themeCurrent === theme && button.getAttribute('aria-label') === label) continue;
    button.setAttribute('aria-label', label);
    button.title = button.getAttribute(`data-title-${theme}`) ?? '';
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
