import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { inArray } from 'drizzle-orm';
import type { JSDOM as Jsdom } from 'jsdom';
import { embedOf, httpUrl } from '../../core/embeds';
import type { Db } from '../db/client';
import { embedPreviews, type EmbedPreviewRow } from '../db/schema';
import { httpGet } from '../ingest/http-client';
import type { Logger } from '../lib/logger';
import type { MediaService } from '../media/media.service';

/** What an embedded link shows before the reader asks for it (server/news/sanitize.ts draws it). */
export interface EmbedPreview {
  title: string | null;
  description: string | null;
  siteName: string | null;
  image: { url: string; width: number; height: number } | null;
}

export interface EmbedOptions {
  /** For each read (the oEmbed answer, the page, the picture). */
  timeoutMs?: number;
  /** Origins that may be private addresses (the site's own, and in tests the stand-ins). */
  trustedOrigins?: readonly string[];
  /** A provider's oEmbed endpoint in place of its own (tests: a local stand-in answering as it does). */
  endpoints?: Partial<Record<string, string>>;
  /** How long a preview is kept before it is read again, and a failure before it is tried again. */
  keepMs?: number;
  retryMs?: number;
  now?: () => Date;
  logger?: Logger;
}

const PAGE_BYTES = 1024 * 1024;
const IMAGE_BYTES = 5 * 1024 * 1024;
const TEXT_MAX = 300;

/** The links of a story's embeds (`<figure data-embed="<link>">`), once each. */
export function embedLinksIn(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<figure[^>]*\sdata-embed="([^"]{1,2000})"/g)) {
    const link = match[1]!.replace(/&amp;/g, '&');
    if (httpUrl(link)) links.add(link);
  }
  return [...links];
}

const clip = (text: string | null | undefined) => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean ? (clean.length > TEXT_MAX ? `${clean.slice(0, TEXT_MAX - 1)}…` : clean) : null;
};

/**
 * Previews of embedded links (docs/product.md, 'Embeds'): for a known provider its oEmbed answer
 * (title, author, thumbnail), for any other page its own tags (Open Graph, else `<title>` and
 * the description), read through the same guarded client as the news fetch (no private address,
 * a time limit, a size limit), the picture stored on the site so a reader's browser asks nothing
 * of the provider before a click. Kept in `embed_previews` for a week (a failure for an hour).
 */
export class EmbedService {
  private readonly trusted: ReadonlySet<string>;
  private dom: typeof Jsdom | null = null;

  constructor(
    private readonly db: Db,
    private readonly media: Pick<MediaService, 'saveEmbedImage'>,
    private readonly options: EmbedOptions = {},
  ) {
    this.trusted = new Set(options.trustedOrigins ?? []);
  }

  /** The previews of these links that can be had (read now when not kept), by link. */
  async previews(links: readonly string[]): Promise<Map<string, EmbedPreview>> {
    const found = new Map<string, EmbedPreview>();
    if (links.length === 0) return found;
    const now = this.now().getTime();
    const kept = await this.db
      .select()
      .from(embedPreviews)
      .where(inArray(embedPreviews.url, [...links]));
    const byUrl = new Map(kept.map((row) => [row.url, row]));
    await Promise.all(
      links.map(async (link) => {
        const row = byUrl.get(link);
        const age = row ? now - row.fetchedAt.getTime() : Infinity;
        const fresh =
          row && age < (row.ok ? (this.options.keepMs ?? 7 * 86_400_000) : (this.options.retryMs ?? 3_600_000));
        const current = fresh ? row : await this.read(link);
        if (current?.ok) found.set(link, previewOf(current));
      }),
    );
    return found;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Reads a link's preview and keeps it (or that it could not be read). */
  private async read(link: string): Promise<EmbedPreviewRow> {
    let row: EmbedPreviewRow;
    try {
      const known = embedOf(link);
      const endpoint = known ? (this.options.endpoints?.[known.provider.id] ?? known.provider.oembed) : undefined;
      const found =
        known === null ? await this.fromPage(link) : endpoint ? await this.fromOembed(endpoint, link) : null;
      const image = found?.imageUrl ? await this.picture(found.imageUrl, link) : null;
      row = {
        url: link,
        ok: found !== null,
        title: clip(found?.title),
        description: clip(found?.description),
        siteName: clip(found?.siteName ?? (known ? known.provider.name : null)),
        image: image?.url ?? null,
        imageWidth: image?.width ?? null,
        imageHeight: image?.height ?? null,
        fetchedAt: this.now(),
      };
    } catch (error) {
      // An everyday failure (the provider is down, the page is gone): its reason, no stack.
      this.options.logger?.warn({ url: link, reason: (error as Error).message }, 'embed: the link could not be read');
      row = { ...EMPTY, url: link, fetchedAt: this.now() };
    }
    await this.db
      .insert(embedPreviews)
      .values(row)
      .onConflictDoUpdate({ target: embedPreviews.url, set: { ...row, url: undefined } });
    return row;
  }

  private get(url: string, maxBytes: number, accept: string) {
    return httpGet(url, {
      timeoutMs: this.options.timeoutMs ?? 5000,
      maxBytes,
      headers: { accept, 'user-agent': 'Newsdesk (link preview)' },
      trustedOrigins: this.trusted,
    });
  }

  private async fromOembed(endpoint: string, link: string): Promise<Found> {
    const url = new URL(endpoint);
    url.searchParams.set('url', link);
    const answer = await this.get(url.toString(), PAGE_BYTES, 'application/json');
    const json = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
    const text = (key: string) => (typeof json[key] === 'string' ? (json[key] as string) : null);
    return {
      title: text('title') ?? (text('author_name') ? `A post by ${text('author_name')}` : null),
      description: text('author_name'),
      siteName: text('provider_name'),
      imageUrl: text('thumbnail_url'),
    };
  }

  private async fromPage(link: string): Promise<Found | null> {
    const answer = await this.get(link, PAGE_BYTES, 'text/html');
    if (!/html/i.test(answer.contentType)) return null;
    this.dom ??= (createRequire(import.meta.url)('jsdom') as { JSDOM: typeof Jsdom }).JSDOM;
    const { document } = new this.dom(answer.body.toString('utf8')).window;
    const meta = (...names: string[]) => {
      for (const name of names) {
        const value = document
          .querySelector(`meta[property="${name}"], meta[name="${name}"]`)
          ?.getAttribute('content')
          ?.trim();
        if (value) return value;
      }
      return null;
    };
    const title = meta('og:title', 'twitter:title') ?? document.querySelector('title')?.textContent?.trim() ?? null;
    if (!title) return null;
    const image = meta('og:image', 'twitter:image');
    return {
      title,
      description: meta('og:description', 'description', 'twitter:description'),
      siteName: meta('og:site_name') ?? new URL(answer.url).hostname.replace(/^www\./, ''),
      imageUrl: image ? new URL(image, answer.url).toString() : null,
    };
  }

  /** The preview's picture, stored on the site; none when it cannot be had (the preview stands without it). */
  private async picture(address: string, link: string) {
    try {
      const answer = await this.get(address, IMAGE_BYTES, 'image/*');
      const key = createHash('sha256').update(link).digest('hex').slice(0, 32);
      return await this.media.saveEmbedImage(new Uint8Array(answer.body), key);
    } catch (error) {
      this.options.logger?.warn(
        { url: address, reason: (error as Error).message },
        'embed: the picture could not be read',
      );
      return null;
    }
  }
}

interface Found {
  title: string | null;
  description: string | null;
  siteName: string | null;
  imageUrl: string | null;
}

const EMPTY: Omit<EmbedPreviewRow, 'url' | 'fetchedAt'> = {
  ok: false,
  title: null,
  description: null,
  siteName: null,
  image: null,
  imageWidth: null,
  imageHeight: null,
};

function previewOf(row: EmbedPreviewRow): EmbedPreview {
  return {
    title: row.title,
    description: row.description,
    siteName: row.siteName,
    image:
      row.image && row.imageWidth && row.imageHeight
        ? { url: row.image, width: row.imageWidth, height: row.imageHeight }
        : null,
  };
}
