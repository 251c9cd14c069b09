/**
 * Tag for a test whose behaviour does not depend on the screen (HTTP answers, rules,
 * stored state, texts): it runs once, in the desktop project. The phone project skips
 * it (`grepInvert` in playwright.config.ts) and keeps every test of layout and touch.
 */
export const ONCE = '@once';

/** Tag for an accessibility scan (`npx playwright test --grep @a11y` runs them alone). */
export const A11Y = '@a11y';

/**
 * Tag for the dark-theme variant of a test that runs once per theme: the dark theme's colours are
 * the same on both screens, so the phone project skips it (as `expectAccessibleInThemes` scans
 * the phone layout in light only) and the desktop project checks them.
 */
export const DARK = '@dark';

/** The tags of a theme's variant: `DARK` for the dark one. */
export const themeTags = (theme: 'light' | 'dark'): string[] => (theme === 'dark' ? [DARK] : []);
