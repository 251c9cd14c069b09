/**
 * Tag for a test whose behaviour does not depend on the screen (HTTP answers, rules,
 * stored state, texts): it runs once, in the desktop project. The phone project skips
 * it (`grepInvert` in playwright.config.ts) and keeps every test of layout and touch.
 */
export const ONCE = '@once';

/** Tag for an accessibility scan (`npx playwright test --grep @a11y` runs them alone). */
export const A11Y = '@a11y';
