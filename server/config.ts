import type { EditionSiteTexts } from '../core/site-settings';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { CATEGORIES, parseCategory, type Category } from '../core/categories';
import { DEFAULT_EDITION, EDITIONS, isEdition, type Edition } from '../core/editions';
import { INGEST_DEFAULTS } from '../core/ingest';
import { DEFAULT_NEWSLETTER_CRON } from '../core/newsletter';
import { FOLLOW_ALERTS_PER_DAY, parseQuietHours, QUIET_HOURS, type QuietHours } from '../core/alerts';
import type { FaqItem, Navigation } from '../core/navigation';
import type { RepublishLicence } from '../core/republishing';
import type { PaywallSettings } from '../core/access';
import {
  addressLines,
  DEFAULT_CONTACT_HOURS,
  DEFAULT_SITE_CONTENT,
  DEFAULT_TAGLINE,
  defaultDescription,
  socialLinks,
  type SocialLink,
} from '../core/site-settings';

/**
 * The one place that reads the environment. A bad value stops start-up with a
 * message naming the variable; every variable is listed in `.env.example`.
 */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

/** Who drops a changed page from the CDN's cache (server/cache/cdn-purge.ts; README, 'Behind a CDN'). */
export const CDN_PURGE_PROVIDERS = ['none', 'varnish', 'fastly', 'cloudflare'] as const;

/** Where a purge is sent: the Varnish cache itself, or the CDN's API. */
export type CdnPurgeConfig =
  | { provider: 'none' }
  | { provider: 'varnish'; url: string }
  | { provider: 'fastly'; url: string; serviceId: string; token: string }
  | { provider: 'cloudflare'; url: string; zoneId: string; token: string };

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const timeZone = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : fallback))
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'not a known IANA time zone, e.g. Asia/Kolkata' },
    );

/** An edition's RSS/Atom feeds: category → feed URLs. */
export type FeedsByCategory = Partial<Record<Category, string[]>>;

/**
 * `RSS_FEEDS` (the English edition's) and `RSS_FEEDS_HI` (the Hindi edition's): a JSON object of
 * category → feed URL or list of feed URLs (docs/product.md, 'News fetch').
 */
const rssFeeds = z
  .string()
  .optional()
  .transform((raw, ctx): FeedsByCategory => {
    if (!raw || raw.trim() === '') return {};
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON, e.g. {"Technology": ["https://example.com/feed.xml"]}' });
      return z.NEVER;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of category → list of feed URLs' });
      return z.NEVER;
    }
    const feeds: FeedsByCategory = {};
    for (const [key, urls] of Object.entries(value)) {
      const category = parseCategory(key);
      if (!category) {
        ctx.addIssue({ code: 'custom', message: `unknown category '${key}' (one of ${CATEGORIES.join(', ')})` });
        return z.NEVER;
      }
      const list = Array.isArray(urls) ? urls : [urls];
      for (const url of list) {
        if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) {
          ctx.addIssue({ code: 'custom', message: `${category}: '${String(url).slice(0, 80)}' is not an http(s) URL` });
          return z.NEVER;
        }
      }
      feeds[category] = [...(feeds[category] ?? []), ...(list as string[])];
    }
    return feeds;
  });

const EDITION_CODES = Object.keys(EDITIONS) as Edition[];

/**
 * `GNEWS_EDITIONS`, `NEWSDATA_EDITIONS`: the editions a provider that can fetch in another
 * language fills, as codes separated by commas (`en,hi`); unset, the English edition alone.
 */
const providerEditions = z
  .string()
  .optional()
  .transform((raw, ctx): Edition[] => {
    const codes = (raw ?? '')
      .split(',')
      .map((code) => code.trim().toLowerCase())
      .filter(Boolean);
    if (codes.length === 0) return [DEFAULT_EDITION];
    for (const code of codes) {
      if (!isEdition(code)) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown edition '${code}' (one or more of ${EDITION_CODES.join(', ')})`,
        });
        return z.NEVER;
      }
    }
    return EDITION_CODES.filter((edition) => codes.includes(edition));
  });

const cronExpression = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : fallback))
    .refine(
      (cron) => {
        try {
          new Cron(cron, { paused: true });
          return true;
        } catch {
          return false;
        }
      },
      { message: "not a cron expression, e.g. '0 6 * * *' (minute hour day month weekday)" },
    );

/**
 * A number from the environment, with a message that names the range and what was given
 * ('must be a whole number between 0 and 65535, got "abc"'), as every other value's does; unset
 * or empty gives `fallback`.
 */
function envNumber(min: number, max: number, fallback: number, whole = true) {
  const kind = whole ? 'a whole number' : 'a number';
  const range = `${kind} between ${min} and ${max}`;
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const text = raw?.trim() ?? '';
      if (text === '') return fallback;
      const value = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(value) || (whole && !Number.isInteger(value)) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `must be ${range}, got ${JSON.stringify(raw)}` });
        return z.NEVER;
      }
      return value;
    });
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: envNumber(0, 65535, 3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATABASE_STATEMENT_TIMEOUT_SECONDS: envNumber(0, 3600, 30, false),
    PUBLIC_URL: optionalUrl,
    SITE_NAME: z.string().trim().min(1).max(60).default('Newsdesk'),
    SITE_TIMEZONE: timeZone('Asia/Kolkata'),
    SITE_TAGLINE: optionalText.pipe(z.string().max(200).optional()),
    SITE_DESCRIPTION: optionalText.pipe(z.string().max(300).optional()),
    CONTACT_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
    CONTACT_PHONE: optionalText.pipe(z.string().max(40).optional()),
    CONTACT_ADDRESS: optionalText.pipe(z.string().max(400).optional()),
    CONTACT_HOURS: optionalText.pipe(z.string().max(120).optional()),
    SEED_SAMPLES: bool(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = (v ?? '').trim().toLowerCase();
        if (['', 'false', 'no'].includes(value)) return 0;
        if (['true', 'yes'].includes(value)) return 1;
        const hops = Number(value);
        if (Number.isInteger(hops) && hops >= 0 && hops <= 10) return hops;
        ctx.addIssue({ code: 'custom', message: 'the number of reverse proxies in front (0-10), or true (one)' });
        return z.NEVER;
      }),
    SETUP_TOKEN: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),
    PAGE_CACHE_SIZE: envNumber(0, 1_000_000, 100_000),
    PAGE_CACHE_MB: envNumber(1, 1_048_576, 64),
    CDN_MAX_AGE: envNumber(0, 31_536_000, 0),
    CDN_PURGE: z.enum(CDN_PURGE_PROVIDERS).default('none'),
    CDN_PURGE_URL: optionalUrl,
    FASTLY_SERVICE_ID: optionalText,
    FASTLY_API_TOKEN: optionalText,
    CLOUDFLARE_ZONE_ID: optionalText,
    CLOUDFLARE_API_TOKEN: optionalText,
    ADS_CLIENT: optionalText,
    ADS_SLOT_INLINE: optionalText,
    ADS_SLOT_SIDEBAR: optionalText,
    ANALYTICS_ID: optionalText,
    NEWSAPI_KEY: optionalText,
    GNEWS_KEY: optionalText,
    NEWSDATA_KEY: optionalText,
    GUARDIAN_KEY: optionalText,
    NEWSAPI_URL: optionalUrl,
    GNEWS_URL: optionalUrl,
    NEWSDATA_URL: optionalUrl,
    GUARDIAN_URL: optionalUrl,
    // GNews and NewsData.io can fetch in Hindi; NewsAPI and The Guardian fill the English edition.
    GNEWS_EDITIONS: providerEditions,
    NEWSDATA_EDITIONS: providerEditions,
    RSS_FEEDS: rssFeeds,
    RSS_FEEDS_HI: rssFeeds,
    // The news fetch's settings: their defaults are here and nowhere else (the fetch takes
    // `config.ingest` through ingestOptions() in server/ingest/ingest.service.ts).
    INGEST_PER_CATEGORY: envNumber(1, 50, INGEST_DEFAULTS.perCategory),
    INGEST_STATUS: z.enum(['published', 'draft']).default('published'),
    INGEST_SIMILARITY: envNumber(0.5, 1, INGEST_DEFAULTS.similarity, false),
    INGEST_TIMEOUT_SECONDS: envNumber(0.1, 60, 10, false),
    SCHEDULER_CRON: cronExpression(INGEST_DEFAULTS.cron),
    // The morning newsletter (README, 'Readers who come back'): off until SMTP_URL is set.
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com')
        .refine(
          (v) => URL.canParse(v),
          'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com',
        )
        .optional(),
    ),
    NEWSLETTER_FROM: optionalText.pipe(z.email('must be an email address').optional()),
    // Reader revenue (README, 'Reader revenue'): paid tiers and donations through Stripe, off until both are set.
    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9]+$/, 'must be a webhook signing secret (whsec_…)')
        .optional(),
    ),
    STRIPE_API_BASE: optionalUrl,
    NEWSLETTER_CRON: cronExpression(DEFAULT_NEWSLETTER_CRON),
    // Web push (README, 'Alerts and following'): the VAPID key pair, made and kept in the database when unset.
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{87}$/,
          'must be a base64url P-256 public key (87 characters: `npx web-push generate-vapid-keys`)',
        )
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{43}$/,
          'must be a base64url P-256 private key (43 characters: `npx web-push generate-vapid-keys`)',
        )
        .optional(),
    ),
    // Who push services contact about the site's alerts (RFC 8292): mailto: or https:; the contact e-mail by default.
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:[^\s]+@[^\s]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https: URL')
        .optional(),
    ),
    // Followed-topic alerts a device gets a day at most.
    FOLLOW_ALERTS_PER_DAY: envNumber(1, 24, FOLLOW_ALERTS_PER_DAY),
    // Hours (site's zone) when only breaking news is pushed: '23-7', or 'off'.
    PUSH_QUIET_HOURS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return QUIET_HOURS;
        const hours = parseQuietHours(v);
        if (hours !== undefined) return hours;
        ctx.addIssue({ code: 'custom', message: "hours from-to in the site's time zone, e.g. '23-7', or 'off'" });
        return z.NEVER;
      }),
    // How often followed-topic alerts are put together: every minute; whole seconds for tests.
    FOLLOW_ALERT_CHECK_SECONDS: envNumber(1, 60, 60),
    // Push requests in flight at once, per process.
    PUSH_CONCURRENCY: envNumber(1, 500, 64),
    // Seconds a process's claim on push deliveries holds: a killed process's come back after it (tests shorten it).
    PUSH_LEASE_SECONDS: envNumber(1, 600, 30),
    // Tests only: lets push subscriptions name a loopback or private address (a local push service).
    PUSH_ALLOW_PRIVATE_ENDPOINTS: bool(false),
    SCHEDULER_TZ: timeZone(INGEST_DEFAULTS.timeZone),
    // How often scheduled stories are checked: every minute; whole seconds for tests.
    PUBLISH_CHECK_SECONDS: envNumber(1, 60, 60),
    // How often the 'Most read' lists are read again: every minute; whole seconds for tests.
    MOST_READ_REFRESH_SECONDS: envNumber(1, 60, 60),
    WORKERS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = (v ?? '').trim().toLowerCase();
        if (value === '') return 1;
        if (value === 'auto') return Math.max(1, availableParallelism());
        const n = Number(value);
        if (Number.isInteger(n) && n >= 1 && n <= 256) return n;
        ctx.addIssue({ code: 'custom', message: "a number of processes (1-256), or 'auto' (one per core)" });
        return z.NEVER;
      }),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: bool(false),
    S3_PUBLIC_URL: optionalUrl,
    SOCIAL_FACEBOOK_URL: optionalUrl,
    SOCIAL_X_URL: optionalUrl,
    SOCIAL_INSTAGRAM_URL: optionalUrl,
    SOCIAL_YOUTUBE_URL: optionalUrl,
    SOCIAL_LINKEDIN_URL: optionalUrl,
  })
  .superRefine((e, ctx) => {
    if (e.STORAGE === 's3' && !e.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE=s3' });
    }
    if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither: paid tiers off)',
      });
    }
    if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message:
          'web push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or neither: a pair is made and kept in the database)',
      });
    }
    const needs: Record<(typeof CDN_PURGE_PROVIDERS)[number], (keyof typeof e)[]> = {
      none: [],
      varnish: ['CDN_PURGE_URL'],
      fastly: ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN'],
      cloudflare: ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'],
    };
    for (const name of needs[e.CDN_PURGE]) {
      if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required when CDN_PURGE=${e.CDN_PURGE}` });
    }
    // A feed is in one language: the same address for two editions is a slip in one of them.
    const english = new Set(Object.values(e.RSS_FEEDS).flat());
    const both = Object.values(e.RSS_FEEDS_HI)
      .flat()
      .find((url) => english.has(url));
    if (both) {
      ctx.addIssue({
        code: 'custom',
        path: ['RSS_FEEDS_HI'],
        message: `'${both.slice(0, 80)}' is in RSS_FEEDS too: a feed fills one edition (RSS_FEEDS English, RSS_FEEDS_HI Hindi)`,
      });
    }
    if (e.WORKERS > 1 && !e.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message:
          'more than one process needs PostgreSQL (set DATABASE_URL): only one process may open the embedded database in DATA_DIR',
      });
    }
  });

type Env = z.infer<typeof schema>;

export type { SocialLink };

/** What the browser may see. Nothing secret goes here. */
export interface PublicConfig {
  siteName: string;
  publicUrl: string;
  /** Where pages load uploaded images from: S3_PUBLIC_URL (the bucket or its CDN) or '' for the site's /uploads. */
  mediaUrl: string;
  timeZone: string;
  adsClient: string | null;
  adSlots: { inline: string | null; sidebar: string | null };
  /** Web analytics measurement id; loaded only with the reader's consent. */
  analyticsId: string | null;
  social: SocialLink[];
  tagline: string;
  /** The home page's meta description and the main feed's description. */
  description: string;
  contact: { email: string; phone: string; address: string[]; hours: string };
  /** Who "we" are on the legal pages. */
  legalName: string;
  /** An uploaded logo (WebP) and icon (PNG base path), or null for the built-in ones. */
  logo: string | null;
  favicon: string | null;
  /** The site's menus (core/navigation.ts), as set on /admin/settings. */
  navigation: Navigation;
  /** The Contact page's questions and answers. */
  faq: FaqItem[];
  /** The sidebar's Breaking News box; empty: none. */
  breakingText: string;
  /** Another edition's name and words for the site, as set; the root loader applies them (`siteForEdition`). */
  editions: EditionSiteTexts;
  /** The licence stories free to republish are offered under; empty: none is offered. */
  republishLicence: RepublishLicence | '';
  /** Who may read stories by default, and the meter (core/access.ts). */
  paywall: PaywallSettings;
  /** When the legal pages' organisation was last changed on /admin/settings (ISO date), or null. */
  legalUpdatedAt: string | null;
  /** Whether the morning newsletter can be sent (SMTP_URL set): the subscribe forms show only then. */
  newsletter: boolean;
  /** Whether readers can pay (Stripe set up): the footer offers 'Donate' and 'Become a member' only then. */
  payments: boolean;
}

/** The morning newsletter: SMTP_URL turns it on (server/newsletter). */
export interface NewsletterConfig {
  /** nodemailer's connection URL; undefined: the newsletter is off. */
  smtpUrl: string | undefined;
  /** The From address; the site's name is its display name. */
  from: string;
  cron: string;
  /** SCHEDULER_TZ, as the news fetch. */
  timeZone: string;
}

/** News providers: a key turns one on; the URLs point them elsewhere (a local stand-in in tests). */
export interface IngestConfig {
  newsapi: { key: string; url?: string } | null;
  /** GNews and NewsData.io fetch in Hindi too: `editions` are those each fills (`GNEWS_EDITIONS`, `NEWSDATA_EDITIONS`). */
  gnews: { key: string; url?: string; editions: Edition[] } | null;
  newsdata: { key: string; url?: string; editions: Edition[] } | null;
  guardian: { key: string; url?: string } | null;
  /** Each edition's feeds: `RSS_FEEDS` the English edition's, `RSS_FEEDS_HI` the Hindi one's. */
  rssFeeds: Record<Edition, FeedsByCategory>;
  perCategory: number;
  status: 'published' | 'draft';
  similarity: number;
  timeoutMs: number;
  cron: string;
  timeZone: string;
}

/** `STORAGE=local` keeps media in DATA_DIR/uploads; `STORAGE=s3` in a bucket (AWS S3, Cloudflare R2, MinIO). */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Unset for AWS itself; the server's URL for R2, MinIO or a local stand-in. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Unset: the SDK's own chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Addresses as `endpoint/bucket/key` (MinIO, local servers) rather than `bucket.endpoint/key`. */
      forcePathStyle: boolean;
      /** Where readers' browsers fetch images from (the bucket's public URL or a CDN); unset: `/uploads/…` through the site. */
      publicUrl: string | undefined;
    };

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Milliseconds a database statement may run before it is stopped (0: no limit), on both
   * engines; migrations and PGlite's VACUUM are exempt. Search has a shorter limit of its own.
   */
  statementTimeoutMs: number;
  seedSamples: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** How many reverse proxies stand in front: that many X-Forwarded-For entries, from the right, are theirs. */
  trustProxy: number;
  /** At most this many pages are kept; 0 turns the page cache off (`PAGE_CACHE_SIZE`). */
  pageCacheSize: number;
  /** The memory the kept pages may take, bodies and compressed copies (`PAGE_CACHE_MB`). */
  pageCacheBytes: number;
  /**
   * Seconds a CDN may keep a cached public page (`s-maxage`); 0 keeps `max-age=0, must-revalidate`.
   * See README, 'Behind a CDN'.
   */
  cdnMaxAge: number;
  /** Purges by surrogate key at the CDN after a change (`CDN_PURGE`); README, 'Behind a CDN'. */
  cdnPurge: CdnPurgeConfig;
  /** The first admin's one-time sign-up token; made at random when unset. */
  setupToken: string | undefined;
  /** Processes serving the port (`WORKERS`, 'auto' = one per core); more than one needs PostgreSQL. */
  workers: number;
  /** Seconds between checks for scheduled stories that are due (server/news/scheduled-publisher.ts). */
  publishCheckSeconds: number;
  /** Seconds between readings of the 'Most read' lists (server/news/most-read-clock.ts). */
  mostReadRefreshSeconds: number;
  /** Where uploaded images live: DATA_DIR/uploads, or an S3-compatible bucket (README, 'Running at scale'). */
  storage: StorageConfig;
  ingest: IngestConfig;
  newsletter: NewsletterConfig;
  /** Stripe, for paid tiers and donations; null: they are off (README, 'Reader revenue'). */
  payments: PaymentsConfig | null;
  push: PushConfig;
  public: PublicConfig;
}

/** Web push alerts (server/push; README, 'Alerts and following'). */
export interface PushConfig {
  /** The VAPID key pair when set in the environment (both, or neither: then the database's). */
  vapid: { publicKey: string; privateKey: string } | null;
  /** mailto: or https:, sent to push services (RFC 8292 `sub`). */
  subject: string;
  followAlertsPerDay: number;
  /** When only breaking news is pushed (PUSH_QUIET_HOURS); null: never quiet. */
  quietHours: QuietHours | null;
  /** Seconds between runs of the followed-topic alerts' job. */
  followAlertCheckSeconds: number;
  /** Push requests in flight at once in one process. */
  concurrency: number;
  /** Tests only: endpoints on loopback and private addresses are accepted. */
  allowPrivateEndpoints: boolean;
  /** Milliseconds a claim on push deliveries holds (PUSH_LEASE_SECONDS; server/push/push.sender.ts). */
  leaseMs: number;
  /** The site's time zone (SITE_TIMEZONE): quiet hours and the daily briefing's day. */
  timeZone: string;
}

/** Stripe's keys, and its API's address (a Stripe-compatible gateway, or a local stand-in in tests). */
export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  apiBase: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads `.env` in the working directory into `process.env` (real variables win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const social = socialLinks({
    facebook: e.SOCIAL_FACEBOOK_URL ?? '',
    x: e.SOCIAL_X_URL ?? '',
    instagram: e.SOCIAL_INSTAGRAM_URL ?? '',
    youtube: e.SOCIAL_YOUTUBE_URL ?? '',
    linkedin: e.SOCIAL_LINKEDIN_URL ?? '',
  });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    statementTimeoutMs: Math.round(e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000),
    seedSamples: e.SEED_SAMPLES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    pageCacheSize: e.PAGE_CACHE_SIZE,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    cdnMaxAge: e.CDN_MAX_AGE,
    cdnPurge: cdnPurgeOf(e),
    setupToken: e.SETUP_TOKEN,
    workers: e.WORKERS,
    publishCheckSeconds: e.PUBLISH_CHECK_SECONDS,
    mostReadRefreshSeconds: e.MOST_READ_REFRESH_SECONDS,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET as string,
            region: e.S3_REGION ?? 'us-east-1',
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : { kind: 'local' },
    ingest: {
      newsapi: e.NEWSAPI_KEY ? { key: e.NEWSAPI_KEY, url: e.NEWSAPI_URL } : null,
      gnews: e.GNEWS_KEY ? { key: e.GNEWS_KEY, url: e.GNEWS_URL, editions: e.GNEWS_EDITIONS } : null,
      newsdata: e.NEWSDATA_KEY ? { key: e.NEWSDATA_KEY, url: e.NEWSDATA_URL, editions: e.NEWSDATA_EDITIONS } : null,
      guardian: e.GUARDIAN_KEY ? { key: e.GUARDIAN_KEY, url: e.GUARDIAN_URL } : null,
      rssFeeds: { en: e.RSS_FEEDS, hi: e.RSS_FEEDS_HI },
      perCategory: e.INGEST_PER_CATEGORY,
      status: e.INGEST_STATUS,
      similarity: e.INGEST_SIMILARITY,
      timeoutMs: Math.round(e.INGEST_TIMEOUT_SECONDS * 1000),
      cron: e.SCHEDULER_CRON,
      timeZone: e.SCHEDULER_TZ,
    },
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : null,
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL || `alerts@${new URL(publicUrl).hostname}`}`,
      followAlertsPerDay: e.FOLLOW_ALERTS_PER_DAY,
      quietHours: e.PUSH_QUIET_HOURS,
      followAlertCheckSeconds: e.FOLLOW_ALERT_CHECK_SECONDS,
      concurrency: e.PUSH_CONCURRENCY,
      allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS,
      leaseMs: e.PUSH_LEASE_SECONDS * 1000,
      timeZone: e.SITE_TIMEZONE,
    },
    newsletter: {
      smtpUrl: e.SMTP_URL,
      from: e.NEWSLETTER_FROM ?? `newsletter@${new URL(publicUrl).hostname}`,
      cron: e.NEWSLETTER_CRON,
      timeZone: e.SCHEDULER_TZ,
    },
    public: {
      siteName: e.SITE_NAME,
      publicUrl,
      mediaUrl: (e.STORAGE === 's3' && e.S3_PUBLIC_URL?.replace(/\/+$/, '')) || '',
      timeZone: e.SITE_TIMEZONE,
      adsClient: e.ADS_CLIENT ?? null,
      adSlots: { inline: e.ADS_SLOT_INLINE ?? null, sidebar: e.ADS_SLOT_SIDEBAR ?? null },
      analyticsId: e.ANALYTICS_ID ?? null,
      social,
      // First-run defaults: an admin's save on /admin/settings replaces them (server/settings).
      tagline: e.SITE_TAGLINE ?? DEFAULT_TAGLINE,
      description: e.SITE_DESCRIPTION ?? defaultDescription(e.SITE_NAME),
      contact: {
        email: e.CONTACT_EMAIL ?? '',
        phone: e.CONTACT_PHONE ?? '',
        address: addressLines((e.CONTACT_ADDRESS ?? '').replaceAll('|', '\n')),
        hours: e.CONTACT_HOURS ?? DEFAULT_CONTACT_HOURS,
      },
      legalName: e.SITE_NAME,
      logo: null,
      favicon: null,
      ...DEFAULT_SITE_CONTENT,
      legalUpdatedAt: null,
      newsletter: e.SMTP_URL !== undefined,
      payments: Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET),
    },
  };
}

/** The purge settings `CDN_PURGE` names; the APIs' own addresses unless `CDN_PURGE_URL` is set (a test's stand-in). */
function cdnPurgeOf(e: Env): CdnPurgeConfig {
  switch (e.CDN_PURGE) {
    case 'none':
      return { provider: 'none' };
    case 'varnish':
      return { provider: 'varnish', url: e.CDN_PURGE_URL! };
    case 'fastly':
      return {
        provider: 'fastly',
        url: e.CDN_PURGE_URL ?? 'https://api.fastly.com',
        serviceId: e.FASTLY_SERVICE_ID!,
        token: e.FASTLY_API_TOKEN!,
      };
    case 'cloudflare':
      return {
        provider: 'cloudflare',
        url: e.CDN_PURGE_URL ?? 'https://api.cloudflare.com/client/v4',
        zoneId: e.CLOUDFLARE_ZONE_ID!,
        token: e.CLOUDFLARE_API_TOKEN!,
      };
  }
}
