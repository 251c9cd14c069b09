/**
 * Who may read a story in full (docs/product.md, 'Access and the paywall'): everyone, registered
 * readers, or members of chosen tiers. Readers without access see the story's public preview and
 * a panel saying why and what to do; a monthly meter lets them read a few locked stories in full
 * first. Pure rules, used by the server's gate (server/members/access-gate.ts), the story page and
 * the editor.
 */
import { CATEGORIES, type Category } from './categories';
import { z } from './zod';

/** Who may read a story in full. */
export const ACCESS_LEVELS = ['public', 'registered', 'members'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
/** A story's own setting: a level, or `default` (its category's, else the site's). */
export const STORY_ACCESS = ['default', ...ACCESS_LEVELS] as const;
export type StoryAccess = (typeof STORY_ACCESS)[number];

export const ACCESS_LABELS: Record<AccessLevel, string> = {
  public: 'Everyone',
  registered: 'Registered readers',
  members: 'Members',
};

/** At most this many tiers a story may name; none named: any paid tier. */
export const MAX_STORY_TIERS = 20;
/** Paragraphs of a locked story readers without access see, when its writer placed no divider. */
export const DEFAULT_PREVIEW_PARAGRAPHS = 3;
/** The meter's and gift links' largest monthly allowance: more is a typing slip. */
export const METER_MAX = 100;

/** The site's paywall settings (/admin/settings, 'Access and paywall'). */
export interface PaywallSettings {
  /** Stories whose setting is `default` and whose category has none. */
  defaultAccess: AccessLevel;
  /** A category's own default, overriding the site's. */
  categoryAccess: Partial<Record<Category, AccessLevel>>;
  /** Locked stories a signed-out reader may read in full each calendar month (0: none). */
  meterAnonymous: number;
  /** Locked stories a signed-in reader without the right tier may read in full each month. */
  meterRegistered: number;
  /** Gift links a paying member may send each month. */
  giftLinksPerMonth: number;
}

export const DEFAULT_PAYWALL: PaywallSettings = {
  defaultAccess: 'public',
  categoryAccess: {},
  meterAnonymous: 3,
  meterRegistered: 10,
  giftLinksPerMonth: 10,
};

const allowance = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(METER_MAX, `${what} is at most ${METER_MAX}`);

/** The settings form's paywall fields. */
export const paywallInput = z.object({
  defaultAccess: z.enum(ACCESS_LEVELS, { message: 'must be public, registered or members' }),
  categoryAccess: z
    .record(z.string(), z.union([z.enum(ACCESS_LEVELS), z.literal('')]))
    .default({})
    .transform((map, ctx) => {
      const out: Partial<Record<Category, AccessLevel>> = {};
      for (const [name, level] of Object.entries(map)) {
        if (!(CATEGORIES as readonly string[]).includes(name)) {
          ctx.addIssue({ code: 'custom', message: `${name} is not a category` });
          return z.NEVER;
        }
        if (level) out[name as Category] = level;
      }
      return out;
    }),
  meterAnonymous: allowance('Free stories for signed-out readers'),
  meterRegistered: allowance('Free stories for signed-in readers'),
  giftLinksPerMonth: allowance('Gift links a month'),
});

/** What a locked story asks of its reader. */
export interface StoryLock {
  level: Exclude<AccessLevel, 'public'>;
  /** For `members`: the tiers that open it; empty: any paid tier. */
  tiers: string[];
}

/** A story's lock under the site's settings, or null when everyone may read it. */
export function storyLock(
  story: { access: StoryAccess; accessTiers: readonly string[]; category: Category },
  settings: Pick<PaywallSettings, 'defaultAccess' | 'categoryAccess'>,
): StoryLock | null {
  const level =
    story.access === 'default' ? (settings.categoryAccess[story.category] ?? settings.defaultAccess) : story.access;
  if (level === 'public') return null;
  return { level, tiers: level === 'members' ? [...story.accessTiers] : [] };
}

/** Who is asking, as far as access goes. */
export type Reader =
  | { kind: 'anonymous' }
  /** A search engine's or another robot's request: it sees the preview, never a metered story. */
  | { kind: 'crawler' }
  /** A signed-in reader: staff read everything; `tiers` are the tiers their memberships give now. */
  | { kind: 'account'; staff: boolean; tiers: readonly string[] };

/** The reader's monthly allowance of locked stories: how many they read, how many they may. */
export interface Meter {
  /** Locked stories read in full this month (this one not counted). */
  used: number;
  limit: number;
  /** This story was already counted this month: reading it again is free. */
  counted: boolean;
}

/** No allowance: outside the story page (the API, a live blog's list) nothing is metered. */
export const NO_METER: Meter = { used: 0, limit: 0, counted: false };

/** Why a reader sees only the preview: a free account would open it, or a membership. */
export type LockReason = 'register' | 'subscribe';

export type AccessResult =
  /** The whole story: `metered` when the meter opened it (with `left` stories still free). */
  | { full: true; metered: false }
  | { full: true; metered: true; left: number; counts: boolean }
  | { full: false; reason: LockReason; limit: number };

/** Whether a reader's tiers open a story for members. */
export function tiersOpen(lock: StoryLock, tiers: readonly string[]): boolean {
  if (lock.level !== 'members') return true;
  if (tiers.length === 0) return false;
  return lock.tiers.length === 0 || lock.tiers.some((tier) => tiers.includes(tier));
}

/**
 * Whether the reader sees the story in full. Staff, and readers whose account or tier it asks
 * for, always; others while the meter lasts (`counts`: this read uses one of the month's stories);
 * crawlers never. Without access the reason says what would open it.
 */
export function decideAccess(lock: StoryLock, reader: Reader, meter: Meter): AccessResult {
  if (reader.kind === 'account') {
    if (reader.staff) return { full: true, metered: false };
    if (lock.level === 'registered' || tiersOpen(lock, reader.tiers)) return { full: true, metered: false };
  }
  const why: LockReason = lock.level === 'registered' ? 'register' : 'subscribe';
  if (reader.kind === 'crawler') return { full: false, reason: why, limit: 0 };
  if (meter.counted) {
    return { full: true, metered: true, left: Math.max(0, meter.limit - meter.used - 1), counts: false };
  }
  if (meter.used < meter.limit) {
    return { full: true, metered: true, left: meter.limit - meter.used - 1, counts: true };
  }
  return { full: false, reason: why, limit: meter.limit };
}

/**
 * The page variant an access result is drawn as: the page cache keeps one per variant, so a locked
 * story is drawn once for each, never once a reader. `signedIn` changes the panel's offer (no
 * 'Sign in' link for someone signed in).
 */
export function accessVariant(result: AccessResult, signedIn: boolean): string {
  if (!result.full) return `preview-${result.reason}-${result.limit}${signedIn ? '-in' : ''}`;
  return result.metered ? `full-left-${result.left}` : 'full';
}

/** The calendar month a meter counts in, in the site's time zone: '2026-11'. */
export function meterMonth(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** 'You have 1 free story left this month'. */
export function meterNote(left: number, counts: boolean): string {
  if (left === 0) {
    return counts ? 'This is your last free story this month.' : 'You have read all your free stories this month.';
  }
  return `You have ${left} free ${left === 1 ? 'story' : 'stories'} left this month.`;
}

/** The panel's heading and words for a reader without access. */
export function lockPanelText(reason: LockReason, limit: number, signedIn: boolean): { title: string; body: string } {
  const spent = limit > 0 ? `You have read your ${limit} free ${limit === 1 ? 'story' : 'stories'} this month. ` : '';
  if (reason === 'register') {
    return {
      title: 'Keep reading with a free account',
      body: `${spent}Sign up free to read the rest of this story${signedIn ? '' : ', or sign in if you have an account'}.`,
    };
  }
  return {
    title: 'This story is for members',
    body: `${spent}Become a member to read the rest, and support the journalism behind it.`,
  };
}

/** A gift link opens its story for this many days, and at most this many times. */
export const GIFT_DAYS = 14;
export const GIFT_MAX_OPENS = 50;

/** A gift link as its member sees it on their account page. */
export interface GiftLink {
  _id: string;
  url: string;
  story: { title: string; path: string };
  /** Times it was opened (counts only: never who). */
  opens: number;
  createdAt: string;
  expiresAt: string;
  /** Still opens its story: not expired, not opened GIFT_MAX_OPENS times. */
  open: boolean;
}

/** The CSS selector of a locked story's part readers without access do not get (Google's paywalled-content markup). */
export const LOCKED_PART_CLASS = 'locked-part';

/** What the story page needs to know of its lock (null for a public story). */
export interface LockView {
  level: StoryLock['level'];
  result: AccessResult;
  signedIn: boolean;
}
