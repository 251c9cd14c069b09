/**
 * A story's date as the islands' lists show it ('29 Nov 2026'), in the page's language
 * (`<html lang>`: en-IN, hi-IN) and the site's time zone; empty when it cannot be said.
 */
export function storyDate(iso: string | null, timeZone: string | undefined): string {
  if (!iso) return '';
  try {
    return new Date(iso).toLocaleDateString(`${document.documentElement.lang || 'en'}-IN`, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone,
    });
  } catch {
    return '';
  }
}
