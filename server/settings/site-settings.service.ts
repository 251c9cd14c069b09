import { DEFAULT_EDITION, otherEditions, type Edition } from '../../core/editions';
import { eq } from 'drizzle-orm';
import { DEFAULT_COMMENT_SETTINGS, type CommentSettings } from '../../core/comments';
import {
  addressLines,
  DEFAULT_SITE_CONTENT,
  siteSettingsInput,
  EDITION_TEXT_FIELDS,
  type EditionSiteTexts,
  type EditionTexts,
  socialLinks,
  SOCIAL_NETWORKS,
  type SiteSettings,
  type SocialNetwork,
} from '../../core/site-settings';
import type { PublicConfig } from '../config';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import type { Logger } from '../lib/logger';
import { AppError, FieldRefusalError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { MediaService } from '../media/media.service';

const KEY = 'site';

/** The row kept under settings.key = 'site'. */
interface Stored {
  values: SiteSettings;
  updatedBy: string;
  /** ISO date of the last change to the legal pages' organisation. */
  legalUpdatedAt: string | null;
}

export interface SiteSettingsView {
  values: SiteSettings;
  /** Null until an admin first saves: the values are then the environment's. */
  updatedAt: Date | null;
  updatedBy: string | null;
  legalUpdatedAt: string | null;
}

/** What a save answers: the saved view, and which keys changed (`social.x` for a social link). */
export interface SiteSettingsSaved extends SiteSettingsView {
  changed: string[];
}

export interface SiteImages {
  logo?: Uint8Array | null;
  favicon?: Uint8Array | null;
  removeLogo?: boolean;
  removeFavicon?: boolean;
}

/**
 * The site's own details (/admin/settings): the environment's values until an
 * admin saves, the database's after. Read on every page render from memory;
 * a save writes the row and refreshes the copy (the use case's `settings.changed`
 * event clears the page cache).
 */
export class SiteSettingsService {
  private cached: Promise<{ stored: Stored | null; updatedAt: Date | null }> | null = null;

  constructor(
    private readonly db: Db,
    private readonly defaults: PublicConfig,
    private readonly media: MediaService,
    private readonly logger?: Logger,
  ) {}

  /** The public configuration with the saved settings applied: what pages and feeds show. */
  async publicConfig(): Promise<PublicConfig> {
    const { stored } = await this.load();
    if (!stored) return this.defaults;
    const v = stored.values;
    return {
      ...this.defaults,
      siteName: v.siteName,
      tagline: v.tagline,
      description: v.description,
      social: socialLinks(v.social),
      contact: {
        email: v.contactEmail,
        phone: v.contactPhone,
        address: addressLines(v.contactAddress),
        hours: v.contactHours,
      },
      legalName: v.legalName || v.siteName,
      logo: v.logo,
      favicon: v.favicon,
      navigation: v.navigation,
      faq: v.faq,
      breakingText: v.breakingText,
      republishLicence: v.republishLicence,
      paywall: v.paywall,
      editions: v.editions,
      legalUpdatedAt: stored.legalUpdatedAt,
    };
  }

  /**
   * The comment settings (core/comments.ts). Kept out of the public configuration, which pages
   * send to the browser: the banned words are the moderators' alone.
   */
  async commentSettings(): Promise<CommentSettings> {
    const { stored } = await this.load();
    return stored?.values.comments ?? DEFAULT_COMMENT_SETTINGS;
  }

  /** The form's values, and who saved them last. */
  async view(): Promise<SiteSettingsView> {
    const { stored, updatedAt } = await this.load();
    return {
      values: stored?.values ?? this.fromDefaults(),
      updatedAt,
      updatedBy: stored?.updatedBy ?? null,
      legalUpdatedAt: stored?.legalUpdatedAt ?? null,
    };
  }

  /**
   * Saves an admin's changes: text validated (400 naming the field), images checked by their
   * bytes and re-encoded, replaced images removed once the new row is saved. Answers the saved
   * view and the keys that changed; the use case (SettingsCommands.update) records and announces it.
   */
  async update(by: { username: string }, input: unknown, images: SiteImages = {}): Promise<SiteSettingsSaved> {
    const { navigation, faq, breakingText, republishLicence, paywall, comments, editions, ...text } = parseOr400(
      siteSettingsInput,
      input,
    );
    const { stored: current } = await this.load();
    const before = current?.values ?? this.fromDefaults();
    const made: string[] = [];
    try {
      const logo = images.logo
        ? await inField('logo', this.media.saveLogo(images.logo))
        : images.removeLogo
          ? null
          : before.logo;
      if (images.logo) made.push(logo as string);
      const favicon = images.favicon
        ? await inField('favicon', this.media.saveIcon(images.favicon))
        : images.removeFavicon
          ? null
          : before.favicon;
      if (images.favicon) made.push(favicon as string);
      const values: SiteSettings = {
        ...text,
        logo,
        favicon,
        navigation: navigation ?? before.navigation,
        faq: faq ?? before.faq,
        breakingText: breakingText ?? before.breakingText,
        republishLicence: republishLicence ?? before.republishLicence,
        paywall: paywall ?? before.paywall,
        comments: comments ?? before.comments,
        editions: mergedEditions(before.editions, editions),
      };
      const legalChanged = effectiveLegalName(before) !== effectiveLegalName(values);
      const now = new Date();
      const stored: Stored = {
        values,
        updatedBy: by.username,
        legalUpdatedAt: legalChanged ? now.toISOString().slice(0, 10) : (current?.legalUpdatedAt ?? null),
      };
      await this.db
        .insert(settings)
        .values({ key: KEY, value: stored, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: now } });
      made.length = 0;
      this.cached = Promise.resolve({ stored, updatedAt: now });
      for (const old of [before.logo, before.favicon]) {
        if (old && old !== values.logo && old !== values.favicon) {
          await this.media
            .removeSiteImage(old)
            .catch((err: unknown) => this.logger?.warn({ err }, 'old site image left'));
        }
      }
      return {
        values,
        updatedAt: now,
        updatedBy: by.username,
        legalUpdatedAt: stored.legalUpdatedAt,
        changed: changedKeys(before, values),
      };
    } finally {
      // A save that failed leaves no new files behind.
      for (const file of made) await this.media.removeSiteImage(file).catch(() => undefined);
    }
  }

  /** Reads the row again on next use: another process may have saved (the `settings.changed` event). */
  forget(): void {
    this.cached = null;
  }

  private load() {
    this.cached ??= this.db
      .select()
      .from(settings)
      .where(eq(settings.key, KEY))
      .then(([row]) => ({ stored: row ? withDefaults(row.value as Stored) : null, updatedAt: row?.updatedAt ?? null }))
      .catch((error: unknown) => {
        this.cached = null;
        throw error;
      });
    return this.cached;
  }

  private fromDefaults(): SiteSettings {
    const d = this.defaults;
    const social = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as Record<SocialNetwork, string>;
    for (const link of d.social) social[link.network] = link.url;
    return {
      siteName: d.siteName,
      tagline: d.tagline,
      description: d.description,
      contactEmail: d.contact.email,
      contactPhone: d.contact.phone,
      contactAddress: d.contact.address.join('\n'),
      contactHours: d.contact.hours,
      social,
      legalName: d.legalName === d.siteName ? '' : d.legalName,
      logo: null,
      favicon: null,
      navigation: d.navigation,
      faq: d.faq,
      breakingText: d.breakingText,
      republishLicence: d.republishLicence,
      paywall: d.paywall,
      comments: DEFAULT_COMMENT_SETTINGS,
      editions: {},
    };
  }
}

/** Each edition's words as saved, with the fields a save gives in place of theirs. */
function mergedEditions(
  before: EditionSiteTexts,
  given: Partial<Record<Edition, Partial<EditionTexts>>> | undefined,
): EditionSiteTexts {
  const blank = Object.fromEntries(EDITION_TEXT_FIELDS.map((f) => [f, ''])) as EditionTexts;
  return Object.fromEntries(
    otherEditions(DEFAULT_EDITION)
      // An edition with nothing said of it, before or now, stays unsaid (a blank form is no change).
      .filter((edition) => before[edition] || Object.values(given?.[edition] ?? {}).some(Boolean))
      .map((edition) => [edition, { ...blank, ...before[edition], ...given?.[edition] }]),
  );
}

/** A row saved before the menus and texts were settings has the defaults for them. */
function withDefaults(stored: Stored): Stored {
  return { ...stored, values: { ...DEFAULT_SITE_CONTENT, ...stored.values } };
}

/** An upload's refusal (not an image, too large) names its field, so the form shows it there. */
async function inField<T>(field: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof AppError && error.status < 500 ? new FieldRefusalError(error, field) : error;
  }
}

function effectiveLegalName(v: SiteSettings) {
  return v.legalName || v.siteName;
}

function changedKeys(a: SiteSettings, b: SiteSettings): string[] {
  const keys = Object.keys(b) as (keyof SiteSettings)[];
  return keys.flatMap((k) => {
    if (k === 'social') return SOCIAL_NETWORKS.filter((n) => a.social[n] !== b.social[n]).map((n) => `social.${n}`);
    return JSON.stringify(a[k]) === JSON.stringify(b[k]) ? [] : [k];
  });
}
