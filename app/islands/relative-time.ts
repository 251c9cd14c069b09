/**
 * Relative times on live pages (docs/product.md, 'Live blogs'): the server draws each entry's
 * clock time in a `<time data-relative datetime>` (true on a cached page whenever it is read);
 * here, in the reader's browser and at the reader's time, it becomes '5 min ago',
 * 'Yesterday, 18:40' (core/relative-time.ts), kept current every half minute, with the full
 * time as its title. Loaded only on pages that have such times (app/islands/main.ts).
 */
import { relativeTime } from '../../core/relative-time';

/** Says every relative time under `root` as it stands now. */
export function refreshRelativeTimes(root: ParentNode = document): void {
  const now = new Date();
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    const zone = time.closest<HTMLElement>('[data-tz]')?.dataset.tz;
    if (!time.dateTime || !zone) continue;
    time.title ||= time.textContent ?? '';
    // In the page's language (`<html lang>`, its edition's).
    time.textContent = relativeTime(time.dateTime, now, zone, document.documentElement.lang || 'en');
  }
}

refreshRelativeTimes();
window.setInterval(() => refreshRelativeTimes(), 30_000);
