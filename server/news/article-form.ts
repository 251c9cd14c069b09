import type { Context } from 'hono';
import { z } from 'zod';
import { ARTICLE_STATUSES, type Article } from '../../core/article';
import { articleInputSchema, NEW_ARTICLE_DEFAULTS, type ArticleInput } from '../../core/article-input';
import { bylinesInputSchema, MAX_BYLINES, type BylineInput } from '../../core/bylines';
import { CATEGORIES } from '../../core/categories';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../core/editions';
import { STORY_ACCESS } from '../../core/access';
import { STORY_COMMENTS } from '../../core/comments';
import { LIVE_BODY_MAX, LIVE_TITLE_MAX } from '../../core/live';
import { MAX_UPLOAD_BYTES } from '../../core/media';
import { AppError, ValidationError } from '../lib/errors';
import { readBody } from '../lib/body';
import { parseOr400 } from '../lib/validate';

const LISTS = ['keywords', 'tags', 'accessTiers'] as const;
const BOOLEANS = ['featured', 'trending', 'liveBlog', 'republishable'] as const;
const FIELDS = Object.keys(articleInputSchema.shape) as (keyof ArticleInput)[];

/** An empty new article: draft, India, not featured, not trending. */
export const BLANK: Record<keyof ArticleInput, unknown> = {
  title: '',
  category: NEW_ARTICLE_DEFAULTS.category,
  description: '',
  content: '',
  excerpt: null,
  status: NEW_ARTICLE_DEFAULTS.status,
  featured: NEW_ARTICLE_DEFAULTS.featured,
  trending: NEW_ARTICLE_DEFAULTS.trending,
  liveBlog: NEW_ARTICLE_DEFAULTS.liveBlog,
  republishable: NEW_ARTICLE_DEFAULTS.republishable,
  access: NEW_ARTICLE_DEFAULTS.access,
  comments: NEW_ARTICLE_DEFAULTS.comments,
  accessTiers: [],
  metaTitle: null,
  metaDescription: null,
  keywords: [],
  focusKeyword: null,
  canonicalUrl: null,
  ogTitle: null,
  ogDescription: null,
  twitterTitle: null,
  twitterDescription: null,
  tags: [],
  image: null,
  imageAlt: null,
  publishAt: null,
  edition: DEFAULT_EDITION,
};

/** An existing article's editable fields: what a PUT starts from. */
export function fieldsOf(article: Article): Record<keyof ArticleInput, unknown> {
  return Object.fromEntries(FIELDS.map((key) => [key, article[key]])) as Record<keyof ArticleInput, unknown>;
}

function toBoolean(key: string, value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === 'off' || value === '') return false;
  throw new ValidationError(`${key}: must be true or false`, { [key]: 'must be true or false' });
}

function toList(key: string, value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') throw new ValidationError(`${key}: must be a list`, { [key]: 'must be a list' });
  if (value.trim() === '') return [];
  // A plain 'Fisheries, Kochi' (a form, a script) is a comma-separated list (core/article-input.ts splits it).
  if (!value.trim().startsWith('[')) return [value];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ValidationError(`${key}: must be a JSON list of strings`, { [key]: 'must be a JSON list of strings' });
  }
  if (!Array.isArray(parsed) || parsed.some((item) => typeof item !== 'string')) {
    throw new ValidationError(`${key}: must be a JSON list of strings`, { [key]: 'must be a JSON list of strings' });
  }
  return parsed;
}

/**
 * An article form as it arrived (POST and PUT /api/news), not yet
 * checked: text fields as sent (lists as JSON strings, booleans as 'true'/'false'), and the
 * bytes of an uploaded image. `NewsCommands` validates it over the article's current fields.
 */
export interface ArticleForm {
  fields: Record<string, unknown>;
  imageFile: Uint8Array | null;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
const MB = MAX_UPLOAD_BYTES / 1024 / 1024;
const formField = (description?: string) => (description ? z.string().meta({ description }) : z.string()).optional();
/** An uploaded file, as OpenAPI writes it (a binary string). */
const imageFile = (description: string) =>
  z.file().mime(IMAGE_TYPES).meta({ type: 'string', format: 'binary', description }).optional();

/**
 * The multipart form of POST and PUT /api/news as `articleInputOver` reads it (the API's
 * declaration): every field a string ('null' or an absent field keeps the value), and `image` a
 * file or an image URL.
 */
export const articleFormFields = z.object({
  ...Object.fromEntries(Object.keys(articleInputSchema.shape).map((key) => [key, formField()])),
  category: z.enum(CATEGORIES).optional(),
  status: z.enum(ARTICLE_STATUSES).optional(),
  publishAt: formField(
    "With status 'scheduled' (editors and admins): when it goes out, `YYYY-MM-DDTHH:mm` in the site's time zone (SITE_TIMEZONE) or ISO 8601 with an offset; it must be in the future.",
  ),
  featured: formField("'true' or 'false'"),
  trending: formField("'true' or 'false'"),
  liveBlog: formField("'true' or 'false': a live blog, whose page lists its entries (/api/news/{id}/live)."),
  republishable: formField("'true' or 'false': free to republish under the site's licence (its page offers the HTML)."),
  access: z.enum(STORY_ACCESS).optional().meta({
    description:
      "Who may read it in full: 'default' (its category's setting, else the site's), 'public', 'registered' or 'members'.",
  }),
  edition: z
    .enum(Object.keys(EDITIONS) as [Edition, ...Edition[]])
    .optional()
    .meta({
      description: "The edition it is written for ('en' when left out); set when it is made, never changed.",
    }),
  comments: z.enum(STORY_COMMENTS).optional().meta({
    description:
      "Readers' comments: 'open' (the default; they close the site's days after publication), 'closed' (shown, no new ones) or 'off'.",
  }),
  accessTiers: formField("With access 'members': a JSON array of the tier ids that open it (none: any paid tier)."),
  keywords: formField('A JSON array of strings.'),
  tags: formField('A JSON array of strings.'),
  bylines: formField(
    `Who the story credits, in order: a JSON array of \`{ "user": <account id> }\` or \`{ "contributor": <contributor id> }\`, each with \`"role": "author"\` (the byline, the default) or \`"reporting"\` ('With reporting by'); at most ${MAX_BYLINES}. Left out, they stay as they are (a new story credits its writer).`,
  ),
  image: z
    .union([z.file().mime(IMAGE_TYPES), z.string()])
    .optional()
    .meta({ type: 'string', description: `An image file (at most ${MB} MB), or the URL of an image.` }),
});

const bylinesField = z.object({ bylines: bylinesInputSchema });

/**
 * The credits a form sends (`bylines`: a JSON list, or the list itself in a JSON body), checked
 * by core's rule; absent when the form leaves them as they are.
 */
export function bylinesOver(form: ArticleForm): BylineInput[] | undefined {
  const value = form.fields.bylines;
  if (value === undefined || value === null || value === 'null') return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw new ValidationError('bylines: must be a JSON list', { bylines: 'must be a JSON list' });
    }
  }
  return parseOr400(bylinesField, { bylines: list }).bylines;
}

/** The multipart form of a live entry (POST and PUT /api/news/{id}/live…), as live.commands.ts reads it. */
export const liveEntryFormFields = z.object({
  title: formField(`At most ${LIVE_TITLE_MAX} characters.`),
  body: z.string().meta({
    description: `HTML (sanitized like an article), at most ${LIVE_BODY_MAX.toLocaleString('en')} characters.`,
  }),
  imageAlt: formField(),
  keyEvent: formField("'true' or 'false'"),
  pinned: formField("'true' or 'false': pinned above the others (one at a time)."),
  removeImage: formField("'true' on a change: take the picture off."),
  image: imageFile(`A picture (at most ${MB} MB).`),
});

/** Splits parsed form entries into text fields and the uploaded image (an empty file is none). */
async function formOf(entries: Iterable<[string, unknown]>): Promise<ArticleForm> {
  const fields: Record<string, unknown> = {};
  let file: Blob | null = null;
  for (const [key, value] of entries) {
    if (key === 'image' && value instanceof Blob) {
      if (value.size > 0) file = value;
    } else if (typeof value === 'string') {
      fields[key] = value;
    }
  }
  return { fields, imageFile: file ? new Uint8Array(await file.arrayBuffer()) : null };
}

/** Reads the multipart (or JSON) article form of POST and PUT /api/news. */
export async function readArticleRequest(c: Context): Promise<ArticleForm> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return { fields: await readBody(c), imageFile: null };
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    throw new AppError(400, 'invalid_form', 'The form could not be read', { cause: error });
  }
  return formOf(Object.entries(form));
}

/**
 * The article input a form makes over `base` (a new article's BLANK, or an existing article's
 * fields): lists as JSON strings, booleans as 'true'/'false', the image as a file or a URL; a
 * field that is absent or 'null' keeps the base value. Invalid: a ValidationError naming the field.
 */
export function articleInputOver(base: Record<keyof ArticleInput, unknown>, form: ArticleForm): ArticleInput {
  const raw = form.fields;
  const merged: Record<string, unknown> = { ...base };
  for (const key of FIELDS) {
    const value = raw[key];
    if (value === undefined || value === null || value === 'null') continue;
    if ((LISTS as readonly string[]).includes(key)) merged[key] = toList(key, value);
    else if ((BOOLEANS as readonly string[]).includes(key)) merged[key] = toBoolean(key, value);
    else merged[key] = value;
  }
  if (form.imageFile) merged.image = null;
  return parseOr400(articleInputSchema, merged);
}
