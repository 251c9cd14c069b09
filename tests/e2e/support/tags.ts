/**
 * Tag for a test whose behaviour does not depend on the screen (HTTP answers, rules,
 * stored state, texts): it runs once, in the desktop project. The phone project skips
 * it (`grepInvert` in playwright.config.ts) and keeps every test of layout and touch.
 */
export const ONCE = '@once';

/**
 * Tag for an accessibility scan. Scans measure the page, not the database: CI's second pass
 * (PostgreSQL, TEST_E2E_DESKTOP_ONLY=1) leaves them out, as the first pass ran them on the same build.
 */
export const A11Y = '@a11y';
