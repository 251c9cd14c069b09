export type ThemePreference = 'light' | 'dark' | 'system';

/** Browser storage key for the theme preference (docs/product.md, 'Header'). */
export const THEME_KEY = 'newsdesk-theme';

/** Light → dark → system → light (docs/product.md, 'Header'). */
export function nextTheme(current: ThemePreference): ThemePreference {
  return current === 'light' ? 'dark' : current === 'dark' ? 'system' : 'light';
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

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong
 * theme; kept tiny and free of imports because it is inlined as text.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;if(d)e.classList.add('dark');e.style.colorScheme=d?'dark':'light';e.dataset.theme=t==='light'||t==='dark'?t:'system'}catch(_){}})()`;
