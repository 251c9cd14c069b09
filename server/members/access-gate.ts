import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createIsbotFromList, list as botPatterns } from 'isbot';
import {
  accessVariant,
  decideAccess,
  meterMonth,
  NO_METER,
  storyLock,
  type AccessResult,
  type Meter,
  type PaywallSettings,
  type Reader,
  type StoryLock,
} from '../../core/access';
import { entitled } from '../../core/members';
import { isPlausibleSlug } from '../../core/slug';
import type { Viewer } from '../auth/auth.service';
import type { Db } from '../db/client';
import { articles, meterReads, settings } from '../db/schema';
import type { MemberStore } from './members.service';
import { GIFT_PARAMETER, type GiftStore } from './gifts.service';

/** The signed-out reader's meter: the month and the stories read in it, signed (HMAC-SHA256). */
export const METER_COOKIE = 'nd_meter';
/** How long the meter cookie lives: past the end of any month it counts. */
const METER_COOKIE_SECONDS = 32 * 24 * 3600;
/** The settings row holding the key that signs meter cookies (made once, shared by every process). */
const METER_KEY = 'meter-key';
/**
 * Crawlers and other robots (isbot's list), but not headless browsers: those are people's tools
 * (and the browser tests'), metered like any reader, whereas a crawler never gets a metered story.
 */
const isCrawler = createIsbotFromList(botPatterns.filter((pattern) => pattern !== 'headless'));
/** Stories kept in memory by address (their locks), and readers by account (their tiers). */
const MAX_KEPT = 10_000;

/** What the story page is told of its reader's access (`context.access`, app/routes/article.tsx). */
export interface AccessGrant {
  /** The story the decision is for: a page drawn for another story treats it as no access. */
  articleId: string;
  result: AccessResult;
  signedIn: boolean;
  /** Opened by a member's gift link (docs/product.md, 'Gift links'). */
  gift?: boolean;
  /** The reader has a paid membership: the page offers them a gift link. */
  member?: boolean;
}

/** A decision for one request to a locked story. */
export interface GateDecision {
  grant: AccessGrant;
  /** The page variant it is drawn and cached as (core/access.ts `accessVariant`). */
  variant: string;
  /** A new meter cookie for a signed-out reader who just read a metered story. */
  setCookie: string | null;
}

interface KeptStory {
  id: string;
  lock: StoryLock | null;
}

export interface AccessGateDeps {
  db: Db;
  members: Pick<MemberStore, 'membershipOf'>;
  gifts: Pick<GiftStore, 'open'>;
  paywall: () => Promise<PaywallSettings>;
  timeZone: string;
  secureCookies: boolean;
  now?: () => Date;
}

/**
 * Who may read a locked story in full, decided per request before the page cache is asked
 * (docs/product.md, 'Access and the paywall'): the story's lock and the reader's tiers are kept in
 * memory (dropped by `articles.changed`, `settings.changed` and `members.changed`, relayed across
 * processes), and a signed-out reader's meter is a signed cookie, so a cached story costs no
 * query. A signed-in reader's meter is counted in `meter_reads`.
 */
export class AccessGate {
  private readonly stories = new Map<string, Promise<KeptStory | null>>();
  private readonly readers = new Map<string, { tiers: string[]; until: number }>();
  private key: Promise<Buffer> | null = null;
  private keeping = true;
  /** Counts forgets: a membership read while one happened is not kept (it may be the old one). */
  private readersGeneration = 0;
  private readonly now: () => Date;

  constructor(private readonly deps: AccessGateDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * While other processes cannot be heard (server/lib/event-relay.ts), nothing is kept: a
   * membership cancelled elsewhere must not go on opening stories here.
   */
  suspend(): void {
    this.keeping = false;
    this.forgetStories();
    this.forgetReaders([]);
  }

  resume(): void {
    this.forgetStories();
    this.forgetReaders([]);
    this.keeping = true;
  }

  /** A story's lock changed, or the site's defaults did: read them again. */
  forgetStories(): void {
    this.stories.clear();
  }

  /** These readers' memberships changed (no ids: anyone's). */
  forgetReaders(ids: readonly string[]): void {
    this.readersGeneration++;
    if (ids.length === 0) this.readers.clear();
    for (const id of ids) this.readers.delete(id);
  }

  /**
   * The decision for a page request, or null when it is not a locked story's page (a public story,
   * any other page, an unknown address): such pages are served as ever.
   */
  async decide(request: {
    path: string;
    /** The address's query (`?gift=<token>` opens a story a member gave). */
    search?: string;
    viewer: Viewer | null;
    cookie: string | undefined;
    userAgent: string | undefined;
  }): Promise<GateDecision | null> {
    const slug = storySlug(request.path);
    if (!slug) return null;
    const story = await this.story(slug);
    if (!story?.lock) return null;
    const gift = new URLSearchParams(request.search ?? '').get(GIFT_PARAMETER);
    if (gift && (await this.deps.gifts.open(gift, story.id, this.now()))) {
      const grant: AccessGrant = {
        articleId: story.id,
        result: { full: true, metered: false },
        signedIn: false,
        gift: true,
      };
      return { grant, variant: 'full-gift', setCookie: null };
    }
    const paywall = await this.deps.paywall();
    const viewer = request.viewer;
    const reader = await this.readerOf(viewer, request.userAgent);
    const month = meterMonth(this.now(), this.deps.timeZone);
    let setCookie: string | null = null;
    let result: AccessResult;
    if (viewer) {
      // A reader whose account or tier opens the story needs no meter (and no query for it).
      const open = decideAccess(story.lock, reader, NO_METER);
      const read = open.full ? [] : await this.accountReads(viewer._id, month);
      result = open.full ? open : decideAccess(story.lock, reader, meterOf(read, story.id, paywall.meterRegistered));
      if (result.full && result.metered && result.counts) {
        await this.deps.db
          .insert(meterReads)
          .values({ userId: viewer._id, month, articleId: story.id })
          .onConflictDoNothing();
      }
    } else {
      const read = await this.cookieReads(request.cookie, month);
      result = decideAccess(story.lock, reader, meterOf(read, story.id, paywall.meterAnonymous));
      if (result.full && result.metered && result.counts) {
        setCookie = await this.meterCookie(month, [...read, story.id]);
      }
    }
    const member = reader.kind === 'account' && reader.tiers.length > 0;
    const grant: AccessGrant = { articleId: story.id, result, signedIn: viewer !== null, member };
    // A member's whole story offers 'Gift this story': a page of its own.
    const variant =
      accessVariant(result, viewer !== null) + (member && result.full && !result.metered ? '-member' : '');
    return { grant, variant, setCookie };
  }

  /**
   * Who asks, as access goes: an account (staff, and the tiers its membership gives now), a
   * crawler (by its user agent, when one is given), or a signed-out reader.
   */
  async readerOf(viewer: Viewer | null, userAgent?: string): Promise<Reader> {
    if (viewer) return { kind: 'account', staff: viewer.role !== 'reader', tiers: await this.tiersOf(viewer._id) };
    return userAgent !== undefined && isCrawler(userAgent) ? { kind: 'crawler' } : { kind: 'anonymous' };
  }

  /** The tiers a reader's membership gives now (kept until it ends or changes). */
  async tiersOf(userId: string): Promise<string[]> {
    const now = this.now().getTime();
    const kept = this.readers.get(userId);
    if (kept && kept.until > now) return kept.tiers;
    const generation = this.readersGeneration;
    const membership = await this.deps.members.membershipOf(userId);
    const open =
      membership.tier !== null &&
      membership.status !== 'free' &&
      entitled({ status: membership.status, periodEnd: membership.periodEnd }, new Date(now));
    const tiers = open && membership.tier ? [membership.tier._id] : [];
    if (!this.keeping || generation !== this.readersGeneration) return tiers;
    if (this.readers.size >= MAX_KEPT) this.readers.clear();
    this.readers.set(userId, { tiers, until: membership.periodEnd?.getTime() ?? Number.POSITIVE_INFINITY });
    return tiers;
  }

  private story(slug: string): Promise<KeptStory | null> {
    if (!this.keeping) return this.readStory(slug);
    let found = this.stories.get(slug);
    if (!found) {
      if (this.stories.size >= MAX_KEPT) this.stories.clear();
      found = this.readStory(slug);
      this.stories.set(slug, found);
      found.catch(() => this.stories.delete(slug));
    }
    return found;
  }

  private async readStory(slug: string): Promise<KeptStory | null> {
    const [row] = await this.deps.db
      .select({ id: articles.id, category: articles.category, access: articles.access, tiers: articles.accessTiers })
      .from(articles)
      .where(and(eq(articles.slug, slug), eq(articles.status, 'published')))
      .limit(1);
    if (!row) return null;
    const paywall = await this.deps.paywall();
    return {
      id: row.id,
      lock: storyLock({ access: row.access, accessTiers: row.tiers, category: row.category }, paywall),
    };
  }

  private async accountReads(userId: string, month: string): Promise<string[]> {
    const rows = await this.deps.db
      .select({ id: meterReads.articleId })
      .from(meterReads)
      .where(and(eq(meterReads.userId, userId), eq(meterReads.month, month)));
    return rows.map((row) => row.id);
  }

  /** The stories a signed-out reader read this month, from their cookie if its signature holds. */
  private async cookieReads(header: string | undefined, month: string): Promise<string[]> {
    const value = cookieValue(header, METER_COOKIE);
    if (!value) return [];
    const dot = value.lastIndexOf('.');
    if (dot < 0) return [];
    const payload = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64url');
    const expected = await this.sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    const [cookieMonth, ids = ''] = payload.split('.');
    if (cookieMonth !== month) return [];
    return ids ? ids.split('_').map(fromCompactId) : [];
  }

  private async meterCookie(month: string, ids: string[]): Promise<string> {
    const payload = `${month}.${ids.map(toCompactId).join('_')}`;
    const value = `${payload}.${(await this.sign(payload)).toString('base64url')}`;
    const secure = this.deps.secureCookies ? '; Secure' : '';
    return `${METER_COOKIE}=${value}; Path=/; Max-Age=${METER_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  }

  private async sign(payload: string): Promise<Buffer> {
    return createHmac('sha256', await this.signingKey())
      .update(payload)
      .digest()
      .subarray(0, 16);
  }

  /** The key that signs meter cookies: made by the first process that needs it, read by the rest. */
  private signingKey(): Promise<Buffer> {
    this.key ??= (async () => {
      const made = { key: randomBytes(32).toString('base64') };
      await this.deps.db.insert(settings).values({ key: METER_KEY, value: made }).onConflictDoNothing();
      const [row] = await this.deps.db.select().from(settings).where(eq(settings.key, METER_KEY));
      return Buffer.from((row?.value as { key: string }).key, 'base64');
    })().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }
}

function meterOf(read: readonly string[], storyId: string, limit: number): Meter {
  const counted = read.includes(storyId);
  return { used: counted ? read.length - 1 : read.length, limit, counted };
}

/**
 * The slug of a story's page address (`/news/<slug>`, its `.data`, and its live blog's poll
 * `/news/<slug>/live`), as React Router reads it; else null.
 */
export function storySlug(path: string): string | null {
  const match = /^\/news\/([^/]+?)(?:\/live)?(?:\.data)?\/?$/i.exec(path);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return isPlausibleSlug(slug) ? slug : null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const toCompactId = (id: string) => id.replace(/-/g, '');
const fromCompactId = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
