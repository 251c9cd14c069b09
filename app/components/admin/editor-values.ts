import { DEFAULT_EDITION, type Edition } from '../../../core/editions';
import type { Article, ArticleStatus } from '../../../core/article';
import { NEW_ARTICLE_DEFAULTS } from '../../../core/article-input';
import { bylineFromKey, type BylineEntry } from '../../../core/bylines';
import type { Category } from '../../../core/categories';
import type { StoryAccess } from '../../../core/access';
import type { StoryComments } from '../../../core/comments';
import { HttpError } from '../../../core/query';
import { scheduleFieldValue } from '../../../core/schedule';

/** The article editor's form model: what each field holds while someone types. */
export interface Values {
  title: string;
  category: Category;
  description: string;
  excerpt: string;
  content: string;
  image: string;
  imageAlt: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  focusKeyword: string;
  canonicalUrl: string;
  ogTitle: string;
  ogDescription: string;
  twitterTitle: string;
  twitterDescription: string;
  tags: string[];
  status: ArticleStatus;
  /** When a scheduled story goes out: the `datetime-local` field, in the site's time zone ('' for none). */
  publishAt: string;
  featured: boolean;
  trending: boolean;
  liveBlog: boolean;
  republishable: boolean;
  /** Who may read it in full (core/access.ts), and with `members` the tiers that open it. */
  access: StoryAccess;
  accessTiers: string[];
  /** Readers' comments (core/comments.ts): open, closed or off. */
  comments: StoryComments;
  /** Who the story credits, in order (core/bylines.ts). */
  bylines: BylineEntry[];
  /** The edition it is written for (core/editions.ts): chosen for a new story, fixed once saved. */
  edition: Edition;
}

/** The fields that hold text (the ones `Field` edits). */
export type TextField = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values];

/**
 * The form's values for an article, or for a new one (`null`); times shown in `timeZone`. Its
 * credits come from the editor's loader (an article as the API answers it names them without ids).
 */
export function valuesOf(article: Article | null, timeZone = 'UTC', bylines: BylineEntry[] = []): Values {
  return {
    title: article?.title ?? '',
    category: article?.category ?? NEW_ARTICLE_DEFAULTS.category,
    description: article?.description ?? '',
    excerpt: article?.excerpt ?? '',
    content: article?.content ?? '',
    image: article?.image ?? '',
    imageAlt: article?.imageAlt ?? '',
    metaTitle: article?.metaTitle ?? '',
    metaDescription: article?.metaDescription ?? '',
    keywords: article?.keywords ?? [],
    focusKeyword: article?.focusKeyword ?? '',
    canonicalUrl: article?.canonicalUrl ?? '',
    ogTitle: article?.ogTitle ?? '',
    ogDescription: article?.ogDescription ?? '',
    twitterTitle: article?.twitterTitle ?? '',
    twitterDescription: article?.twitterDescription ?? '',
    tags: article?.tags ?? [],
    status: article?.status ?? NEW_ARTICLE_DEFAULTS.status,
    publishAt: article?.publishAt ? scheduleFieldValue(article.publishAt, timeZone) : '',
    featured: article?.featured ?? NEW_ARTICLE_DEFAULTS.featured,
    trending: article?.trending ?? NEW_ARTICLE_DEFAULTS.trending,
    liveBlog: article?.liveBlog ?? NEW_ARTICLE_DEFAULTS.liveBlog,
    republishable: article?.republishable ?? NEW_ARTICLE_DEFAULTS.republishable,
    access: article?.access ?? NEW_ARTICLE_DEFAULTS.access,
    accessTiers: article?.accessTiers ?? [],
    comments: article?.comments ?? NEW_ARTICLE_DEFAULTS.comments,
    bylines,
    edition: article?.edition ?? DEFAULT_EDITION,
  };
}

/** A new article's values: draft, India, not featured, not trending. */
export const BLANK: Values = valuesOf(null);

/**
 * The article form as POST and PUT /api/news read it (docs/product.md, 'API'): lists as JSON,
 * booleans as 'true'/'false', the image as the new file or else its address.
 */
export function formDataOf(values: Values, imageFile: File | null, status: ArticleStatus): FormData {
  const body = new FormData();
  const { bylines, ...fields } = values;
  body.append('bylines', JSON.stringify(bylines.map((entry) => bylineFromKey(entry.key, entry.role))));
  for (const [key, value] of Object.entries({ ...fields, status })) {
    if (Array.isArray(value)) body.append(key, JSON.stringify(value));
    else if (typeof value === 'boolean') body.append(key, String(value));
    else if (key !== 'image') body.append(key, value);
  }
  if (imageFile) body.append('image', imageFile);
  else body.append('image', values.image);
  return body;
}

/** How far a save has gone: the picture going up (with its share), then the server's work. */
export type SaveProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' } | { phase: 'saving' };

/** What the editor's status line says while a save runs (docs/product.md, 'Admin: article editor'). */
export function progressText(progress: SaveProgress): string {
  if (progress.phase === 'uploading') return `Uploading picture… ${progress.percent}%`;
  if (progress.phase === 'processing') return 'Processing picture…';
  return 'Saving…';
}

/**
 * A random key for one save of a new article (its `Idempotency-Key`). `crypto.getRandomValues`
 * rather than `randomUUID`, which a site served over plain http (a newsroom's own network) lacks.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Saves the article through the API, the editor's one path for a save: a new one (`article`
 * null) with POST /api/news and `idempotencyKey`, so a save sent twice makes one article; a
 * change with PUT /api/news/:id. Answers it as saved; never sent again by itself. With a new
 * picture, `onProgress` hears how much of it has gone up, then that the server is at work on it
 * (XMLHttpRequest: fetch reports no upload progress).
 */
export function saveArticle(
  article: Article | null,
  values: Values,
  imageFile: File | null,
  status: ArticleStatus,
  onProgress: (progress: SaveProgress) => void = () => {},
  idempotencyKey: string | null = null,
): Promise<Article> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(article ? 'PUT' : 'POST', article ? `/api/news/${article._id}` : '/api/news');
    xhr.setRequestHeader('accept', 'application/json');
    if (!article && idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.withCredentials = true;
    onProgress(imageFile ? { phase: 'uploading', percent: 0 } : { phase: 'saving' });
    if (imageFile) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress({ phase: 'uploading', percent: Math.floor((e.loaded / e.total) * 100) });
      };
      xhr.upload.onload = () => onProgress({ phase: 'processing' });
    }
    xhr.onload = () => {
      const res = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { 'content-type': 'application/json' },
      });
      answerOf<Article>(res).then(resolve, reject);
    };
    xhr.onerror = () => reject(new HttpError(0, 'The connection failed. Check it, then save again.'));
    xhr.send(formDataOf(values, imageFile, status));
  });
}

/** Sends a story in review back to its author with a note (POST /api/news/:id/send-back); answers it, a draft again. */
export async function sendBackArticle(article: Article, note: string): Promise<Article> {
  const res = await fetch(`/api/news/${article._id}/send-back`, {
    method: 'POST',
    body: JSON.stringify({ note }),
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  });
  return answerOf<Article>(res);
}

/** A refused save: the server's message and, when it named them, the fields at fault. */
export class SaveError extends HttpError {
  constructor(
    status: number,
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(status, message);
  }
}

/** What an API call answers, or its refusal as an HttpError with the server's message (and fields). */
export async function answerOf<T extends object>(res: Response): Promise<T> {
  const answer = (await res.json().catch(() => null)) as
    (T & { message?: string; fields?: Record<string, string> }) | null;
  if (!res.ok || !answer) {
    throw new SaveError(res.status, answer?.message ?? `Request failed (${res.status})`, answer?.fields ?? {});
  }
  return answer;
}

/** A JSON call of the signed-in editor (GET unless `init` says otherwise); its answer or an HttpError. */
export async function getJson<T extends object>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, ...init });
  return answerOf<T>(res);
}
