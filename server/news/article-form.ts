import type { Context } from 'hono';
import type { Article } from '../../core/article';
import { articleInputSchema, NEW_ARTICLE_DEFAULTS, type ArticleInput } from '../../core/article-input';
import { AppError, ValidationError } from '../lib/errors';
import { readBody } from '../lib/body';
import { parseOr400 } from '../lib/validate';

const LISTS = ['keywords', 'tags'] as const;
const BOOLEANS = ['featured', 'trending'] as const;
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
 * Reads the multipart (or JSON) article form of POST and PUT /api/news over `base`: lists as JSON
 * strings, booleans as 'true'/'false', the image as a file or a URL; a field
 * that is absent or 'null' keeps the base value.
 */
export async function readArticleForm(
  c: Context,
  base: Record<keyof ArticleInput, unknown>,
): Promise<{ input: ArticleInput; imageFile: Uint8Array | null }> {
  const type = c.req.header('content-type') ?? '';
  let raw: Record<string, unknown>;
  let file: File | null = null;
  if (type.startsWith('multipart/form-data')) {
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch (error) {
      throw new AppError(400, 'invalid_form', 'The form could not be read', { cause: error });
    }
    raw = {};
    for (const [key, value] of Object.entries(form)) {
      if (key === 'image' && typeof value !== 'string') {
        if (value.size > 0) file = value;
      } else if (typeof value === 'string') {
        raw[key] = value;
      }
    }
  } else {
    raw = await readBody(c);
  }

  const merged: Record<string, unknown> = { ...base };
  for (const key of FIELDS) {
    const value = raw[key];
    if (value === undefined || value === null || value === 'null') continue;
    if ((LISTS as readonly string[]).includes(key)) merged[key] = toList(key, value);
    else if ((BOOLEANS as readonly string[]).includes(key)) merged[key] = toBoolean(key, value);
    else merged[key] = value;
  }
  if (file) merged.image = null;
  const input = parseOr400(articleInputSchema, merged);
  return { input, imageFile: file ? new Uint8Array(await file.arrayBuffer()) : null };
}
