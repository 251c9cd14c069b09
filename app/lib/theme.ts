export type ThemePreference = 'light' | 'dark' | 'system';

import { THEME_KEY } from '../../core/boot-script';

export { THEME_KEY };

/** Sent on `window` when this page changes the preference (the settings page and the theme island listen). */
export const THEME_CHANGED = 'newsdesk:theme';

/** Light → dark → system → light (docs/product.md, 'Header'). */
export const THEME_ORDER: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function nextTheme(current: ThemePreference): ThemePreference {
  return THEME_ORDER[(THEME_ORDER.indexOf(current) + 1) % THEME_ORDER.length]!;
}

export function readTheme(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(preference: ThemePreference): void {
  const dark =
    preference === 'dark' || (preference === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.dataset.theme = preference;
}

/** Stores and applies a preference, and tells this page (the other tabs hear the storage event). */
export function saveTheme(theme: ThemePreference): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts this page only.
  }
  applyTheme(theme);
  window.dispatchEvent(new Event(THEME_CHANGED));
}

/** Calls `onChange` when the preference changes, here or in another tab; answers the unsubscribe. */
export function subscribeTheme(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(THEME_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(THEME_CHANGED, onChange);
  };
}
