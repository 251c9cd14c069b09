/**
 * Times said the way a live page says them (docs/product.md, 'Live blogs'): the clock time
 * ('18:40'), the day a group of entries belongs to ('Friday 27 November'), and how long ago
 * ('5 min ago', 'Yesterday, 18:40'). The server draws the absolute forms, which stay true on
 * a cached page; the browser (app/islands/relative-time.ts) replaces an entry's time with the
 * relative form, computed there and then. No dependencies: the island imports this file.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  kind: 'clock' | 'day' | 'weekday' | 'date' | 'key',
  timeZone: string,
  locale = 'en-GB',
): Intl.DateTimeFormat {
  const id = `${kind}|${timeZone}|${locale}`;
  let f = formatters.get(id);
  if (!f) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      weekday: { weekday: 'long' },
      date: { day: 'numeric', month: 'short' },
      // en-CA writes dates as YYYY-MM-DD.
      key: { year: 'numeric', month: '2-digit', day: '2-digit' },
    };
    f = new Intl.DateTimeFormat(kind === 'key' ? 'en-CA' : locale, { timeZone, ...options[kind] });
    formatters.set(id, f);
  }
  return f;
}

const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** '18:40': the clock time in the zone, 24-hour. */
export function clockTime(at: string | Date, timeZone: string): string {
  return formatter('clock', timeZone).format(toDate(at));
}

/** The calendar day in the zone, 'YYYY-MM-DD': the key of a day's group of entries. */
export function dayOf(at: string | Date, timeZone: string): string {
  return formatter('key', timeZone).format(toDate(at));
}

/** 'Friday 27 November 2026' ('शुक्रवार, 27 नवंबर 2026' in Hindi): the heading of a day's group of entries. */
export function dayHeading(at: string | Date, timeZone: string, language = 'en'): string {
  const text = formatter('day', timeZone, language === 'en' ? 'en-GB' : language).format(toDate(at));
  return language === 'en' ? text.replace(',', '') : text;
}

/** Whole days from `from`'s calendar day to `to`'s, in the zone. */
function daysBetween(from: Date, to: Date, timeZone: string): number {
  const a = Date.parse(`${dayOf(from, timeZone)}T00:00:00Z`);
  const b = Date.parse(`${dayOf(to, timeZone)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/**
 * How long ago `at` was, seen at `now` in the zone:
 * - under a minute (or a little in the future, a clock apart): 'Just now';
 * - under an hour: '5 min ago';
 * - earlier the same day: '3 h ago';
 * - the day before: 'Yesterday, 18:40';
 * - within the week: 'Tuesday, 18:40';
 * - older: '20 Nov, 18:40'.
 */
export function relativeTime(at: string | Date, now: Date, timeZone: string, language = 'en'): string {
  if (language !== 'en') return relativeTimeIn(language, toDate(at), now, timeZone);
  const then = toDate(at);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const days = daysBetween(then, now, timeZone);
  if (days <= 0) return `${Math.floor(minutes / 60)} h ago`;
  const clock = clockTime(then, timeZone);
  if (days === 1) return `Yesterday, ${clock}`;
  if (days < 7) return `${formatter('weekday', timeZone).format(then)}, ${clock}`;
  return `${formatter('date', timeZone).format(then)}, ${clock}`;
}

/** `relativeTime` in another language, as `Intl` says it there ('5 मिनट पहले', 'कल, 18:40'). */
function relativeTimeIn(language: string, then: Date, now: Date, timeZone: string): string {
  const say = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return say.format(0, 'second');
  if (minutes < 60) return say.format(-minutes, 'minute');
  const days = daysBetween(then, now, timeZone);
  if (days <= 0) return say.format(-Math.floor(minutes / 60), 'hour');
  const clock = clockTime(then, timeZone);
  if (days === 1) return `${say.format(-1, 'day')}, ${clock}`;
  const when = formatter(days < 7 ? 'weekday' : 'date', timeZone, language).format(then);
  return `${when}, ${clock}`;
}

/** 'until 18:40' today, 'until 28 Nov, 18:40' another day: when a pin or flag ends. */
export function untilText(at: string | Date, now: Date, timeZone: string): string {
  const end = toDate(at);
  const clock = clockTime(end, timeZone);
  return daysBetween(now, end, timeZone) === 0
    ? `until ${clock}`
    : `until ${formatter('date', timeZone).format(end)}, ${clock}`;
}
