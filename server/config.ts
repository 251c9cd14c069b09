import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads the environment. A bad value stops start-up with a
 * message naming the variable; every variable is listed in `.env.example`.
 */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

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

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  SITE_NAME: z.string().trim().min(1).max(60).default('Newsdesk'),
  SITE_TIMEZONE: timeZone('Asia/Kolkata'),
  SEED_SAMPLES: bool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  PAGE_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(500),
  ADS_CLIENT: optionalText,
  ADS_SLOT_INLINE: optionalText,
  ADS_SLOT_SIDEBAR: optionalText,
  ANALYTICS_ID: optionalText,
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_X_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_YOUTUBE_URL: optionalUrl,
  SOCIAL_LINKEDIN_URL: optionalUrl,
});

type Env = z.infer<typeof schema>;

export interface SocialLink {
  network: 'facebook' | 'x' | 'instagram' | 'youtube' | 'linkedin';
  label: string;
  url: string;
}

/** What the browser may see. Nothing secret goes here. */
export interface PublicConfig {
  siteName: string;
  publicUrl: string;
  timeZone: string;
  adsClient: string | null;
  adSlots: { inline: string | null; sidebar: string | null };
  social: SocialLink[];
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedSamples: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  pageCacheSize: number;
  analyticsId: string | undefined;
  public: PublicConfig;
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
  const social: SocialLink[] = [
    { network: 'facebook' as const, label: 'Facebook', url: e.SOCIAL_FACEBOOK_URL },
    { network: 'x' as const, label: 'X (Twitter)', url: e.SOCIAL_X_URL },
    { network: 'instagram' as const, label: 'Instagram', url: e.SOCIAL_INSTAGRAM_URL },
    { network: 'youtube' as const, label: 'YouTube', url: e.SOCIAL_YOUTUBE_URL },
    { network: 'linkedin' as const, label: 'LinkedIn', url: e.SOCIAL_LINKEDIN_URL },
  ].flatMap((link) => (link.url ? [{ ...link, url: link.url }] : []));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedSamples: e.SEED_SAMPLES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    pageCacheSize: e.PAGE_CACHE_SIZE,
    analyticsId: e.ANALYTICS_ID,
    public: {
      siteName: e.SITE_NAME,
      publicUrl,
      timeZone: e.SITE_TIMEZONE,
      adsClient: e.ADS_CLIENT ?? null,
      adSlots: { inline: e.ADS_SLOT_INLINE ?? null, sidebar: e.ADS_SLOT_SIDEBAR ?? null },
      social,
    },
  };
}
