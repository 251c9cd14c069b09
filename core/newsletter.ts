import { z } from './zod';

/**
 * The morning newsletter's rules and texts (docs/product.md, 'Morning newsletter'), used by
 * the server and the pages. Readers subscribe with double opt-in; every morning the top
 * stories go out as one email.
 */

/** Stories in one newsletter at most. */
export const NEWSLETTER_MAX_STORIES = 10;
/** Hours a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;
/** Minutes before one address is sent another confirmation email, however often it is typed in. */
export const CONFIRM_RESEND_MINUTES = 10;
/** When the newsletter goes out unless NEWSLETTER_CRON says otherwise: 07:00 every day. */
export const DEFAULT_NEWSLETTER_CRON = '0 7 * * *';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SEND_STATUSES = ['sending', 'sent', 'skipped'] as const;
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** The answer to every subscription request, whether the address was new, waiting or subscribed already. */
export const SUBSCRIBE_ANSWER =
  'Thanks! If this address is not subscribed yet, we have sent it an email with a link to confirm. The link works for 48 hours.';
export const SUBSCRIBE_RATE_LIMITED = 'Too many sign-ups from here. Please try again in a few minutes.';
export const NEWSLETTER_OFF = 'The newsletter is not available on this site.';
export const CONFIRMED = 'You are subscribed.';
export const CONFIRM_LINK_BAD = 'This confirmation link has expired or was used already. Please sign up again.';
export const UNSUBSCRIBED = 'You are unsubscribed. You will get no more newsletters from us.';
export const UNSUBSCRIBE_LINK_BAD = 'This unsubscribe link is not valid. It may be from an old email.';

/** The subscription form's one field. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: 'Email Address is required' })
    .trim()
    .min(1, 'Email Address is required')
    .max(254, 'Email Address is too long')
    .pipe(z.email('Enter a valid email address')),
});

/** A link's token: what the confirmation and unsubscribe forms post. */
export const tokenSchema = z.object({
  token: z
    .string({ error: 'The link is incomplete' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete'),
});

/** One address, one subscriber: addresses are compared without case, as nearly every provider treats them. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

interface Story {
  _id: string;
  /** The samples a new site starts with: never mailed as news (as they are kept out of feeds and sitemaps). */
  isSample?: boolean;
}

/**
 * The newsletter's stories: the editor's picks first (the front page's Featured pins, in their
 * order), then the most read of the last 24 hours, then the newest; no story twice, no sample
 * story, at most `max`. The preview, the test and the send all take their stories from here.
 */
export function pickDigest<T extends Story>(
  lists: { picks: readonly T[]; mostRead: readonly T[]; newest: readonly T[] },
  max = NEWSLETTER_MAX_STORIES,
): T[] {
  const chosen: T[] = [];
  const seen = new Set<string>();
  for (const story of [...lists.picks, ...lists.mostRead, ...lists.newest]) {
    if (chosen.length >= max) break;
    if (seen.has(story._id) || story.isSample) continue;
    seen.add(story._id);
    chosen.push(story);
  }
  return chosen;
}

/** The heading of the confirmation page once the address is confirmed. */
export const SUBSCRIBED_HEADING = 'You’re subscribed';

/**
 * What a reader who just confirmed is told about the first email: `next` is the next send
 * (NEWSLETTER_CRON in SCHEDULER_TZ, from croner), worded in that zone against `now`: 'this
 * morning at 07:00' before the send on its day, 'tomorrow at 07:00' after it, else the weekday
 * and date. Without a next send (the newsletter off) only that they are subscribed.
 */
export function confirmedMessage(next: Date | null, now: Date, timeZone: string): string {
  if (!next) return CONFIRMED;
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(d);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(next);
  const hour = Number(time.slice(0, 2));
  const tomorrow = new Date(now.getTime() + 86_400_000);
  let when: string;
  if (day(next) === day(now))
    when = `${hour < 12 ? 'this morning' : hour < 18 ? 'this afternoon' : 'this evening'} at ${time}`;
  else if (day(next) === day(tomorrow)) when = `tomorrow at ${time}`;
  else {
    const date = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(
      next,
    );
    when = `on ${date} at ${time}`;
  }
  return `${CONFIRMED} The next newsletter arrives ${when}.`;
}

/** The email's subject: the site and the day, as readers in the site's time zone see it. */
export function digestSubject(siteName: string, date: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
    date,
  );
  return `${siteName} morning briefing: ${day}`;
}

/** A send's state for the history table. */
export type SendStatus = (typeof SEND_STATUSES)[number];

export interface SendSummary {
  id: string;
  /** The scheduled time this send was for (ISO). */
  slot: string;
  startedAt: string;
  finishedAt: string | null;
  status: SendStatus;
  subject: string;
  stories: number;
  recipients: number;
  sent: number;
  failed: number;
  /** Why a send went to nobody (no stories, no subscribers). */
  note: string | null;
}

export interface NewsletterOverview {
  /** Whether mail can be sent (SMTP_URL set). */
  enabled: boolean;
  counts: { confirmed: number; pending: number; unsubscribed: number };
  /** The next send (ISO) and the schedule in words; null when off. */
  nextSend: string | null;
  schedule: string;
  from: string;
  history: SendSummary[];
}

/** What Settings shows a signed-in reader about their own address. */
export interface MySubscription {
  enabled: boolean;
  email: string;
  status: SubscriberStatus | 'none';
}
