import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { readTheme, saveTheme, subscribeTheme, THEME_ORDER, type ThemePreference } from '../lib/theme';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

// The settings page and the admin layout take these from here.
export { saveTheme, subscribeTheme };

/** The stored preference, for hydrated pages (admin); null on the server and until hydrated. */
export function useThemePreference(): ThemePreference | null {
  return useSyncExternalStore<ThemePreference | null>(subscribeTheme, readTheme, () => null);
}

/**
 * Cycles light → dark → system; remembered in browser storage. Pure markup: the theme island
 * (app/islands/theme.ts) makes it work, and sets its name, its title and `data-theme-current`
 * to the stored preference, from what the server drew in the page's language: the three
 * preferences' names (`data-names`, light|dark|system) and the name and title with `{c}` for
 * the current one and `{n}` for the next (`data-label`, `data-title`). The icon follows
 * `<html data-theme>`, which the boot script in <head> sets before the first paint, so it is
 * right from the start. Without JavaScript the button could do nothing and is not shown (the
 * header's <noscript> style). `withText`: the labelled copy in the header's ☰ menu on phones
 * (`className` then gives its whole look).
 */
export function ThemeToggle({ className = 'flex', withText = false }: { className?: string; withText?: boolean }) {
  const intl = useIntl();
  const name = (theme: ThemePreference) => intl.formatMessage({ id: `theme.${theme}` });
  return (
    <button
      type="button"
      data-theme-toggle=""
      className={withText ? className : `header-icon ${className}`}
      aria-label={intl.formatMessage({ id: 'theme.label' }, { current: name('system'), next: name('light') })}
      title={intl.formatMessage({ id: 'theme.title' }, { current: name('system') })}
      data-names={THEME_ORDER.map(name).join('|')}
      data-label={intl.formatMessage({ id: 'theme.label' }, { current: '{c}', next: '{n}' })}
      data-title={intl.formatMessage({ id: 'theme.title' }, { current: '{c}' })}
    >
      <SunIcon className="hidden h-5 w-5 [html[data-theme=light]_&]:block" />
      <MoonIcon className="hidden h-5 w-5 [html[data-theme=dark]_&]:block" />
      <MonitorIcon className="h-5 w-5 [html[data-theme=dark]_&]:hidden [html[data-theme=light]_&]:hidden" />
      {/* In the ☰ menu on phones; its name is still the island's 'Theme: … Switch to …'. */}
      {withText ? intl.formatMessage({ id: 'theme.text' }) : null}
    </button>
  );
}
