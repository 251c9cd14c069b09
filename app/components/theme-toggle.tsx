import { useEffect, useSyncExternalStore } from 'react';
import { applyTheme, nextTheme, readTheme, THEME_KEY, type ThemePreference } from '../lib/theme';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const CHANGED = 'newsdesk:theme';

/** The stored preference, kept in step across tabs (storage event) and within this one. */
export function subscribeTheme(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function saveTheme(theme: ThemePreference) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts this page only.
  }
  applyTheme(theme);
  window.dispatchEvent(new Event(CHANGED));
}

/** The stored preference; null on the server and until hydrated (the server cannot know it). */
export function useThemePreference(): ThemePreference | null {
  return useSyncExternalStore<ThemePreference | null>(subscribeTheme, readTheme, () => null);
}

/** Cycles light → dark → system; remembered in browser storage. */
export function ThemeToggle() {
  const theme = useThemePreference();

  // Follow the device setting live while the preference is 'system'; another tab's change applies here too.
  useEffect(() => {
    if (!theme) return;
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme]);

  const current = theme ?? 'system';
  const next = nextTheme(current);
  const Icon = current === 'light' ? SunIcon : current === 'dark' ? MoonIcon : MonitorIcon;

  return (
    <button
      type="button"
      className="flex h-10 w-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
      aria-label={`Theme: ${LABELS[current]}. Switch to ${LABELS[next]}`}
      title={`Theme: ${LABELS[current]}`}
      data-theme-current={theme ?? undefined}
      onClick={() => saveTheme(next)}
    >
      <Icon />
    </button>
  );
}
