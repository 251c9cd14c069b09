import { TZDate } from '@date-fns/tz';

/**
 * Scheduled publishing's times (docs/product.md, 'Scheduled publishing'). The editor's field is
 * a `datetime-local` value, read as a wall-clock time in the site's time zone (SITE_TIMEZONE);
 * the database keeps the instant in UTC. Used by the editor and by the use case, tested once.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Refusals of a schedule time, by the field `publishAt`. */
export const SCHEDULE_TIME_REQUIRED = 'is needed to schedule a story: when should it go out?';
export const SCHEDULE_TIME_INVALID = 'must be a date and time, as YYYY-MM-DDTHH:mm';
export const SCHEDULE_TIME_PAST = 'must be in the future';
export const SCHEDULE_TIME_MISSING_IN_ZONE = 'does not exist in the site’s time zone (the clocks skip it)';

export type ScheduleTime = { ok: true; at: Date } | { ok: false; problem: string };

/**
 * The instant a schedule field names: `YYYY-MM-DDTHH:mm[:ss]` as a wall-clock time in
 * `timeZone`, or an ISO 8601 time with `Z` or an offset (API clients). A wall-clock time the
 * zone skips (a daylight-saving jump) is refused rather than moved.
 */
export function parseScheduleTime(value: string, timeZone: string): ScheduleTime {
  const text = value.trim();
  if (WITH_OFFSET.test(text)) {
    const at = new Date(text);
    return Number.isNaN(at.getTime()) ? { ok: false, problem: SCHEDULE_TIME_INVALID } : { ok: true, at };
  }
  const parts = LOCAL.exec(text);
  if (!parts) return { ok: false, problem: SCHEDULE_TIME_INVALID };
  const [year, month, day, hour, minute, second] = parts.slice(1).map((p) => Number(p ?? 0)) as number[];
  const zoned = new TZDate(year!, month! - 1, day!, hour!, minute!, second!, timeZone);
  if (Number.isNaN(zoned.getTime())) return { ok: false, problem: SCHEDULE_TIME_INVALID };
  // An impossible date (31 April) or a skipped hour comes back as another wall-clock time.
  const same =
    zoned.getFullYear() === year &&
    zoned.getMonth() === month! - 1 &&
    zoned.getDate() === day &&
    zoned.getHours() === hour &&
    zoned.getMinutes() === minute;
  if (!same) {
    const dateExists = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDate() === day && month! <= 12;
    return {
      ok: false,
      problem: dateExists && hour! < 24 && minute! < 60 ? SCHEDULE_TIME_MISSING_IN_ZONE : SCHEDULE_TIME_INVALID,
    };
  }
  return { ok: true, at: new Date(zoned.getTime()) };
}

/** An instant as the editor's `datetime-local` field shows it in `timeZone`: `YYYY-MM-DDTHH:mm`. */
export function scheduleFieldValue(at: string | Date, timeZone: string): string {
  const zoned = new TZDate(new Date(at).getTime(), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${zoned.getFullYear()}-${two(zoned.getMonth() + 1)}-${two(zoned.getDate())}T${two(zoned.getHours())}:${two(zoned.getMinutes())}`;
}

/**
 * Why a story cannot be scheduled for `value` at `now`, or the instant it goes out. The time must
 * be in the future: a past one would publish it at once, which is what 'Publish Article' is for.
 */
export function scheduleFor(value: string | null, timeZone: string, now: Date): ScheduleTime {
  if (!value) return { ok: false, problem: SCHEDULE_TIME_REQUIRED };
  const time = parseScheduleTime(value, timeZone);
  if (!time.ok) return time;
  if (time.at.getTime() <= now.getTime()) return { ok: false, problem: SCHEDULE_TIME_PAST };
  return time;
}

/**
 * What the editor says at its 'Publish at' field for each refusal (the API keeps the field's
 * wording above): a sentence a writer acts on, never 'publishAt: must be in the future'.
 */
export const SCHEDULE_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  [SCHEDULE_TIME_REQUIRED]: 'Choose when the story goes out.',
  [SCHEDULE_TIME_INVALID]: 'Enter a date and a time.',
  [SCHEDULE_TIME_PAST]: 'Choose a time in the future.',
  [SCHEDULE_TIME_MISSING_IN_ZONE]: 'That time does not exist in the site’s time zone (the clocks skip it).',
};

/** The editor's message for its 'Publish at' field as typed, or null when it can be scheduled. */
export function scheduleFieldProblem(value: string, timeZone: string, now: Date): string | null {
  const time = scheduleFor(value.trim() || null, timeZone, now);
  return time.ok ? null : (SCHEDULE_FIELD_MESSAGES[time.problem] ?? time.problem);
}
