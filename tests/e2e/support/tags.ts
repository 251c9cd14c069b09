/**
 * Tag for a test whose behaviour does not depend on the screen (HTTP answers, rules,
 * stored state, texts): it runs once, in the desktop project. The phone project skips
 * it (`grepInvert` in playwright.config.ts) and keeps every test of layout and touch.
 */
export const ONCE = '@once';
