/**
 * Web push alerts and following (docs/product.md, 'Alerts and following'): the kinds of alert,
 * what each asks of the push service, the rules that hold back followed-topic alerts, and the
 * shape of the payload the service worker shows. Pure: used by the server and the browser.
 */

/** What sends an alert. */
export const ALERT_KINDS = ['breaking', 'story', 'live', 'briefing', 'following'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What a reader chooses to hear (a push subscription's choices). */
export const PUSH_CHOICES = ['breaking', 'briefing', 'following'] as const;
export type PushChoice = (typeof PUSH_CHOICES)[number];

/** Which of a reader's choices an alert kind goes to: an editor's alert goes to 'breaking news'. */
export const CHOICE_OF: Record<AlertKind, PushChoice> = {
  breaking: 'breaking',
  story: 'breaking',
  live: 'breaking',
  briefing: 'briefing',
  following: 'following',
};

/** RFC 8030 §5.3 urgency. */
export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * RFC 8030 TTL (seconds the push service keeps an undelivered alert) and urgency, by kind:
 * breaking news is urgent and stale within the hour; a briefing or a followed story can wait.
 */
export const DELIVERY_OF: Record<AlertKind, { ttl: number; urgency: Urgency }> = {
  breaking: { ttl: 60 * 60, urgency: 'high' },
  story: { ttl: 4 * 60 * 60, urgency: 'normal' },
  live: { ttl: 30 * 60, urgency: 'high' },
  briefing: { ttl: 6 * 60 * 60, urgency: 'low' },
  following: { ttl: 12 * 60 * 60, urgency: 'normal' },
};

/** Limits of an alert's words (what phones show before they cut). */
export const ALERT_TITLE_MAX = 120;
export const ALERT_BODY_MAX = 240;

/**
 * The JSON the server encrypts for each device and the service worker shows
 * (app/service-worker.ts `push`): `tag` is the alert's id, so a device given the same alert
 * twice shows it once.
 */
export interface AlertPayload {
  /** The alert's id (deliveries and clicks are counted against it). */
  id: string;
  title: string;
  body: string;
  /** A site path ('/news/…', '/hi/news/…', '/my-news'). */
  url: string;
  /** The story's picture (an absolute URL) where the platform shows one. */
  image?: string;
  /** Shown once per id. */
  tag: string;
}

/** Followed-topic alerts: at most one an hour to a device, batching every followed topic's new stories. */
export const FOLLOW_ALERT_GAP_MS = 60 * 60 * 1000;
/** At most this many followed-topic alerts a day to a device (FOLLOW_ALERTS_PER_DAY overrides it). */
export const FOLLOW_ALERTS_PER_DAY = 4;
/** Hours of the day (0-23, the site's zone) from which and until which only breaking news is sent. */
export interface QuietHours {
  from: number;
  to: number;
}
/** Quiet hours in the site's time zone: no alert but breaking news from 23:00 to 07:00 (PUSH_QUIET_HOURS). */
export const QUIET_HOURS: QuietHours = { from: 23, to: 7 };

/** Whether `hour` (0-23, the site's zone) falls in the quiet hours; none when `hours` is null. */
export function inQuietHours(hour: number, hours: QuietHours | null = QUIET_HOURS): boolean {
  if (!hours || hours.from === hours.to) return false;
  return hours.from > hours.to ? hour >= hours.from || hour < hours.to : hour >= hours.from && hour < hours.to;
}

/** PUSH_QUIET_HOURS's value: '23-7' (from 23:00 until 07:00), or 'off'. Undefined: not a valid value. */
export function parseQuietHours(text: string): QuietHours | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'off' || value === 'none') return null;
  const match = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(value);
  if (!match) return undefined;
  const [from, to] = [Number(match[1]), Number(match[2])];
  return from <= 23 && to <= 23 ? { from, to } : undefined;
}

/** What one may follow: a tag, a section (category) or a writer. */
export const FOLLOW_KINDS = ['tag', 'section', 'author'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
/** Topics one reader (or browser) may follow. */
export const FOLLOW_LIMIT = 200;
