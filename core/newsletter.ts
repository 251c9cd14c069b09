import { DEFAULT_EDITION, EDITIONS, type Edition } from './editions';
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

/** What a reader is told in an edition's language (docs/decisions/009-editions.md): the pages' answers and refusals. */
export interface NewsletterTexts {
  subscribeAnswer: string;
  rateLimited: string;
  off: string;
  confirmed: string;
  confirmLinkBad: string;
  unsubscribed: string;
  unsubscribeLinkBad: string;
  /** 'this morning at 07:00', 'tomorrow at 07:00', 'on Friday 20 November at 07:00'. */
  arrives(when: {
    day: 'today' | 'tomorrow' | 'later';
    part: 'morning' | 'afternoon' | 'evening';
    time: string;
    date: string;
  }): string;
  subject(siteName: string, day: string): string;
}

/**
 * The newsletter's answers and the email's subject in each edition's language. The server says
 * them (the pages show the server's answer) and may not import the pages' catalogue, so they
 * are here, as the feeds' are in core/feed-texts.ts.
 */
export const NEWSLETTER_TEXTS: Readonly<Record<Edition, NewsletterTexts>> = {
  en: {
    subscribeAnswer:
      'Thanks! If this address is not subscribed yet, we have sent it an email with a link to confirm. The link works for 48 hours.',
    rateLimited: 'Too many sign-ups from here. Please try again in a few minutes.',
    off: 'The newsletter is not available on this site.',
    confirmed: 'You are subscribed.',
    confirmLinkBad: 'This confirmation link has expired or was used already. Please sign up again.',
    unsubscribed: 'You are unsubscribed. You will get no more newsletters from us.',
    unsubscribeLinkBad: 'This unsubscribe link is not valid. It may be from an old email.',
    arrives: ({ day, part, time, date }) =>
      `The next newsletter arrives ${
        day === 'today'
          ? `this ${part} at ${time}`
          : day === 'tomorrow'
            ? `tomorrow at ${time}`
            : `on ${date} at ${time}`
      }.`,
    subject: (siteName, day) => `${siteName} morning briefing: ${day}`,
  },
  hi: {
    subscribeAnswer:
      'धन्यवाद! अगर यह पता पहले से सब्सक्राइब नहीं है, तो हमने इस पर पुष्टि के लिंक वाला ईमेल भेजा है। लिंक 48 घंटे तक काम करेगा।',
    rateLimited: 'यहाँ से बहुत ज़्यादा साइन-अप हुए हैं। कृपया कुछ मिनट बाद फिर कोशिश करें।',
    off: 'इस साइट पर न्यूज़लेटर उपलब्ध नहीं है।',
    confirmed: 'आपका सब्सक्रिप्शन शुरू हो गया है।',
    confirmLinkBad: 'पुष्टि का यह लिंक एक्सपायर हो चुका है या पहले ही इस्तेमाल हो चुका है। कृपया दोबारा साइन अप करें।',
    unsubscribed: 'आपने अनसब्सक्राइब कर दिया है। अब आपको हमारा न्यूज़लेटर नहीं भेजा जाएगा।',
    unsubscribeLinkBad: 'अनसब्सक्राइब करने का यह लिंक सही नहीं है। हो सकता है यह किसी पुराने ईमेल का हो।',
    arrives: ({ day, part, time, date }) =>
      `अगला न्यूज़लेटर ${
        day === 'today'
          ? `आज ${part === 'morning' ? 'सुबह' : part === 'afternoon' ? 'दोपहर' : 'शाम'} ${time} बजे`
          : day === 'tomorrow'
            ? `कल ${time} बजे`
            : `${date} को ${time} बजे`
      } आएगा।`,
    subject: (siteName, day) => `${siteName} सुबह की ब्रीफ़िंग: ${day}`,
  },
};

/** The answer to every subscription request, whether the address was new, waiting or subscribed already. */
export const SUBSCRIBE_ANSWER = NEWSLETTER_TEXTS.en.subscribeAnswer;
export const SUBSCRIBE_RATE_LIMITED = NEWSLETTER_TEXTS.en.rateLimited;
export const NEWSLETTER_OFF = NEWSLETTER_TEXTS.en.off;
export const CONFIRMED = NEWSLETTER_TEXTS.en.confirmed;
export const CONFIRM_LINK_BAD = NEWSLETTER_TEXTS.en.confirmLinkBad;
export const UNSUBSCRIBED = NEWSLETTER_TEXTS.en.unsubscribed;
export const UNSUBSCRIBE_LINK_BAD = NEWSLETTER_TEXTS.en.unsubscribeLinkBad;

/** The newsletter's texts for an edition. */
export const newsletterTexts = (edition: Edition = DEFAULT_EDITION): NewsletterTexts => NEWSLETTER_TEXTS[edition];

const EDITION_CODES = Object.keys(EDITIONS) as [Edition, ...Edition[]];
const UNKNOWN_EDITION = 'Choose an edition this site has';

/** An edition's code, as a form or the API names it ('en', 'hi'); another is a 400. */
export const editionSchema = z.enum(EDITION_CODES, { error: UNKNOWN_EDITION });

/** The subscription form: the address, the editions it gets, and the edition it signed up from. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: 'Email Address is required' })
    .trim()
    .min(1, 'Email Address is required')
    .max(254, 'Email Address is too long')
    .pipe(z.email('Enter a valid email address')),
  editions: z
    .array(editionSchema)
    .min(1, 'Choose at least one edition')
    .max(EDITION_CODES.length)
    .optional()
    .meta({ description: "The editions whose newsletter the address gets; the signing-up edition's when left out." }),
  edition: editionSchema.optional().meta({
    description: 'The edition the reader signs up from: the language of the answer and the confirmation email.',
  }),
});

/** The editions a sign-up asks for, each once, in the site's order. */
export function chosenEditions(editions: readonly Edition[] | undefined, from: Edition): Edition[] {
  const asked = new Set(editions && editions.length > 0 ? editions : [from]);
  return EDITION_CODES.filter((edition) => asked.has(edition));
}

/** A link's token: what the confirmation and unsubscribe forms post, with the page's edition (its language). */
export const tokenSchema = z.object({
  token: z
    .string({ error: 'The link is incomplete' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete'),
  edition: editionSchema.optional().meta({
    description: 'The language of the answer: the edition of the email the link came in (English when left out).',
  }),
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
export function confirmedMessage(
  next: Date | null,
  now: Date,
  timeZone: string,
  edition: Edition = DEFAULT_EDITION,
): string {
  const texts = NEWSLETTER_TEXTS[edition];
  if (!next) return texts.confirmed;
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(d);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(next);
  const hour = Number(time.slice(0, 2));
  const tomorrow = new Date(now.getTime() + 86_400_000);
  const when = day(next) === day(now) ? 'today' : day(next) === day(tomorrow) ? 'tomorrow' : 'later';
  const part = hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  return `${texts.confirmed} ${texts.arrives({ day: when, part, time, date: longDay(next, timeZone, edition) })}`;
}

/** 'Friday 20 November' ('शुक्रवार, 20 नवंबर'): a day in the edition's language. */
function longDay(date: Date, timeZone: string, edition: Edition): string {
  return new Intl.DateTimeFormat(edition === DEFAULT_EDITION ? 'en-GB' : EDITIONS[edition].locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(date);
}

/** The email's subject: the site and the day, as readers in the site's time zone see it, in the edition's language. */
export function digestSubject(
  siteName: string,
  date: Date,
  timeZone: string,
  edition: Edition = DEFAULT_EDITION,
): string {
  return NEWSLETTER_TEXTS[edition].subject(siteName, longDay(date, timeZone, edition));
}

/** A send's state for the history table. */
export type SendStatus = (typeof SEND_STATUSES)[number];

export interface SendSummary {
  id: string;
  /** The edition whose newsletter it was. */
  edition: Edition;
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
  /** Confirmed subscribers of each edition's newsletter (a reader of both counts in each). */
  editions: Record<Edition, number>;
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
  /** The editions it gets once confirmed (none while it never subscribed). */
  editions: Edition[];
}
