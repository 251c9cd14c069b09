/**
 * What staff send to create or change an article: the rules of docs/product.md, 'Admin: article editor' and 'SEO score',
 * used by the editor as it is typed and by the server before it saves.
 */
import { DEFAULT_EDITION, EDITIONS, type Edition } from './editions';
import { z } from './zod';
import { ARTICLE_STATUSES } from './article';
import { CATEGORIES } from './categories';
import { MAX_STORY_TIERS, STORY_ACCESS } from './access';
import { STORY_COMMENTS } from './comments';
import { CHARACTER_LIMITS, effectiveMeta, type MetaField, type MetaSource } from './seo';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './text';

export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const NEWS_CREATED = 'News created successfully';
export const NEWS_UPDATED = 'News updated successfully';
export const NEWS_SAVE_FAILED = 'Error saving news';

/** Hard bounds, far above the counters' advice, so nobody can store a novel in a title. */
export const HARD_LIMITS = {
  title: 300,
  text: 2000,
  content: 500_000,
  url: 2048,
  listItems: 50,
  listItem: 100,
} as const;

/** Trims, and leaves out empty and repeated entries (in any letter case). */
export function normalizeList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim().replace(/\s+/g, ' ');
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/**
 * Splits what was typed or pasted into a tag or keyword field at commas (and line breaks), as
 * WordPress and Ghost do: 'Fisheries, Kochi, Climate change' is three tags, not one.
 */
export function splitList(value: string): string[] {
  return value.split(/[,，、\n]/);
}

/** A tag or keyword typed into the editor (one, or several separated by commas): each added when new and not empty. */
export function addToList(list: readonly string[], value: string): string[] {
  return normalizeList([...list, ...splitList(value)]);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type SeoFields = MetaSource;

/**
 * The six meta, OG and Twitter fields as the page will carry them (core/seo.ts, effectiveMeta):
 * the ones written by hand, the others from the headline (cut at 60 at a word, with '…') and the
 * description (cut at 160). For the editor's previews; only hand-written values are stored.
 */
export function autoFill<T extends SeoFields>(input: T): T & Record<MetaField, string> {
  const meta = effectiveMeta(input);
  return {
    ...input,
    metaTitle: meta.title,
    metaDescription: meta.description,
    ogTitle: meta.ogTitle,
    ogDescription: meta.ogDescription,
    twitterTitle: meta.twitterTitle,
    twitterDescription: meta.twitterDescription,
  };
}

/** The advice a title's counter gives past its limit; the SEO report gives the same (core/seo.ts). */
export const titleAdvice = (limit: number) => `Google may cut titles past ${limit} characters`;

/** The most a field may hold: the server refuses more (articleInputSchema). */
const HARD_MAX: Record<keyof typeof CHARACTER_LIMITS, number> = {
  title: HARD_LIMITS.title,
  description: HARD_LIMITS.text,
  excerpt: HARD_LIMITS.text,
  metaTitle: HARD_LIMITS.text,
  metaDescription: HARD_LIMITS.text,
  ogTitle: HARD_LIMITS.text,
  ogDescription: HARD_LIMITS.text,
  twitterTitle: HARD_LIMITS.text,
  twitterDescription: HARD_LIMITS.text,
};

/**
 * Character counters of the editor (docs/product.md, 'Admin: article editor'): `limit` is advice
 * (what search results and share cards show in full), never a refusal; a title past it says why,
 * and only the meta fields turn red. `max` is the hard maximum the field and the server keep.
 */
export function counter(value: string, field: keyof typeof CHARACTER_LIMITS) {
  const limit = CHARACTER_LIMITS[field];
  const count = Array.from(value).length;
  const over = count > limit;
  return {
    count,
    limit,
    max: HARD_MAX[field],
    over,
    warn: over && field.startsWith('meta'),
    advice: over && field.endsWith('itle') ? titleAdvice(limit) : null,
  };
}

const text = (max: number = HARD_LIMITS.text) =>
  z
    .string()
    .max(max, `must be at most ${max.toLocaleString('en')} characters`)
    .transform((v) => v.trim());

const optionalText = (max: number = HARD_LIMITS.text) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A title: text without bidirectional overrides (core/text.ts, `hasBidiControl`). */
const title = (max: number = HARD_LIMITS.text) => text(max).refine((v) => !hasBidiControl(v), BIDI_CONTROL_MESSAGE);
const optionalTitle = (max: number = HARD_LIMITS.text) =>
  title(max)
    .nullish()
    .transform((v) => (v ? v : null));

const httpUrl = z
  .string()
  .trim()
  .max(HARD_LIMITS.url)
  .refine((v) => v === '' || isHttpUrl(v), 'must be an http or https URL')
  .nullish()
  .transform((v) => (v ? v : null));

/** An image: a full http(s) URL, or one of the site's own (an upload, a sample). */
export function isImageRef(value: string): boolean {
  return (
    isHttpUrl(value) ||
    /^\/uploads\/images\/[0-9a-f-]{36}$/.test(value) ||
    /^\/samples\/[a-z0-9-]+-\d+\.webp$/.test(value)
  );
}

const imageRef = z
  .string()
  .trim()
  .max(HARD_LIMITS.url)
  .refine((v) => v === '' || isImageRef(v), 'must be an http or https URL')
  .nullish()
  .transform((v) => (v ? v : null));

const list = z
  .array(
    z
      .string()
      .max(HARD_LIMITS.listItem, `entries must be at most ${HARD_LIMITS.listItem} characters`)
      .refine((v) => !hasBidiControl(v), `entries ${BIDI_CONTROL_MESSAGE}`),
  )
  .max(HARD_LIMITS.listItems, `at most ${HARD_LIMITS.listItems} entries`)
  // An entry holding commas is several ('Fisheries, Kochi' from an API client is two tags).
  .transform((items) => normalizeList(items.flatMap(splitList)))
  .refine((items) => items.length <= HARD_LIMITS.listItems, `at most ${HARD_LIMITS.listItems} entries`);

/** The fields of POST and PUT /api/news, as the server takes them (docs/product.md, 'Admin: article editor'). */
export const articleInputSchema = z.object({
  title: title(HARD_LIMITS.title),
  category: z.enum(CATEGORIES, { message: `must be one of ${CATEGORIES.join(', ')}` }),
  description: text(),
  content: text(HARD_LIMITS.content),
  excerpt: optionalText(),
  status: z.enum(ARTICLE_STATUSES, { message: 'must be draft, review, scheduled, published or archived' }),
  /**
   * When a `scheduled` story goes out: `YYYY-MM-DDTHH:mm` in the site's time zone (the editor's
   * field), or an ISO 8601 time with its offset. Read by the use case (core/schedule.ts).
   */
  publishAt: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => (v ? v : null)),
  featured: z.boolean(),
  trending: z.boolean(),
  /** A live blog (core/live.ts): the 'Advanced' tab's option. */
  liveBlog: z.boolean(),
  /** Free to republish under the site's licence (core/republishing.ts): the 'Advanced' tab's option. */
  republishable: z.boolean(),
  /** Who may read it in full (core/access.ts): the 'Advanced' tab's Access. */
  access: z.enum(STORY_ACCESS, { message: 'must be default, public, registered or members' }),
  /** Readers' comments (core/comments.ts): the 'Advanced' tab's Comments. */
  comments: z.enum(STORY_COMMENTS, { message: 'must be open, closed or off' }),
  /** With `members`: the tiers that open it (none: any paid tier). */
  accessTiers: z
    .array(z.uuid('must be tier ids'))
    .max(MAX_STORY_TIERS, `at most ${MAX_STORY_TIERS} tiers`)
    .transform((ids) => [...new Set(ids)]),
  metaTitle: optionalTitle(),
  metaDescription: optionalText(),
  keywords: list,
  focusKeyword: optionalText(HARD_LIMITS.listItem),
  canonicalUrl: httpUrl,
  ogTitle: optionalTitle(),
  ogDescription: optionalText(),
  twitterTitle: optionalTitle(),
  twitterDescription: optionalText(),
  tags: list,
  /** A full http(s) URL (or the image it already has); an uploaded file comes separately. */
  image: imageRef,
  imageAlt: optionalText(300),
  /** The edition it is written for (core/editions.ts): chosen when it is made, never changed after. */
  edition: z
    .enum(Object.keys(EDITIONS) as [Edition, ...Edition[]], {
      message: `must be one of ${Object.keys(EDITIONS).join(', ')}`,
    })
    .default(DEFAULT_EDITION),
});

export type ArticleInput = z.infer<typeof articleInputSchema>;

/** New articles: draft, India, not featured, not trending. */
export const NEW_ARTICLE_DEFAULTS = {
  status: 'draft',
  category: 'India',
  featured: false,
  trending: false,
  liveBlog: false,
  republishable: false,
  access: 'default',
  comments: 'open',
} as const;

/** Title, description and content are required; content counts only when it has text or media. */
export function missingRequired(input: { title: string; description: string; content: string }): boolean {
  const body = input.content
    .replace(/<(img|iframe|video)\b/gi, 'x<$1')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return !input.title.trim() || !input.description.trim() || !body;
}
