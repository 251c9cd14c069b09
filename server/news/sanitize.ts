import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { JSDOM as Jsdom } from 'jsdom';
import { UPLOAD_WIDTHS } from '../../core/images';
import { EMBED_FRAME_ORIGINS, embedOf, facadeLabel, httpUrl } from '../../core/embeds';
import type { EmbedPreview } from '../embeds/embeds.service';

/** A library picture as a story's figure shows it (server/media/library.service.ts). */
export interface FigurePicture {
  id: string;
  width: number | null;
  height: number | null;
  alt: string;
  caption: string;
  credit: string;
}

/**
 * Article HTML against an allow-list (DOMPurify on jsdom): what the editor can
 * make and nothing else. No scripts, no event handlers, no styles, no forms;
 * links only to http(s), mailto and site paths; images only from http(s) or the
 * site; embeds only from the video players below, sandboxed.
 */

let purifier: DOMPurify | undefined;
let page: Document | undefined;

/**
 * DOMPurify on a jsdom window, made by the first sanitize: loading jsdom costs about 0.6 s of CPU,
 * which every process that imports the services (the server, each command-line tool, each test
 * worker) paid at start-up whether it sanitized anything or not (docs/performance.md, 'Start-up').
 */
function purify(): DOMPurify {
  if (purifier) return purifier;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof Jsdom };
  const { window } = new JSDOM('');
  page = window.document as unknown as Document;
  const made = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  made.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue.trim();
    if (data.attrName === 'href' && !SAFE_LINK.test(value)) data.keepAttr = false;
    if (data.attrName === 'src' && node.nodeName === 'IMG' && !SAFE_IMAGE.test(value)) data.keepAttr = false;
    if (data.attrName === 'src' && node.nodeName === 'IFRAME' && !embedAllowed(value)) data.keepAttr = false;
    // Only a figure names a library picture or holds a gallery; its inside is drawn by the server (drawFigures).
    if (data.attrName === 'data-media' && (node.nodeName !== 'FIGURE' || !UUID.test(value))) data.keepAttr = false;
    if (data.attrName === 'data-gallery' && node.nodeName !== 'FIGURE') data.keepAttr = false;
    if (data.attrName === 'data-embed' && (node.nodeName !== 'FIGURE' || !httpUrl(value))) data.keepAttr = false;
    // Where a locked story's public preview ends (core/access.ts): a rule of its own, empty.
    if (data.attrName === 'data-preview-end') {
      if (node.nodeName === 'HR') data.attrValue = '';
      else data.keepAttr = false;
    }
  });

  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        // Outside links open apart from the site and get no standing from it.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    if (node.nodeName === 'IMG') {
      if (!node.getAttribute('src')) node.remove();
      else node.setAttribute('loading', 'lazy');
    }
    if (node.nodeName === 'IFRAME') {
      if (!node.getAttribute('src')) {
        node.remove();
        return;
      }
      node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      if (!node.getAttribute('title')) node.setAttribute('title', 'Embedded video');
    }
  });
  purifier = made;
  return made;
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'figure',
  'figcaption',
  'img',
  'iframe',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'start',
  'allowfullscreen',
  'data-media',
  'data-gallery',
  'data-embed',
  'data-preview-end',
];

/**
 * Players whose frames a story may hold as such (stories saved with the editor's old Video button);
 * anything else is dropped. New embeds are facades (drawEmbed), framed only when a reader asks.
 */
const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/** Every origin a story's page may frame: the old players and the embeds' providers (the CSP's frame-src). */
export const EMBED_ORIGINS = [...new Set([...PLAYER_ORIGINS, ...EMBED_FRAME_ORIGINS])];
const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?!\/))/i;

function embedAllowed(src: string): boolean {
  try {
    const url = new URL(src);
    return PLAYER_ORIGINS.includes(url.origin) && /^\/(embed|video)\//.test(url.pathname);
  } catch {
    return false;
  }
}

/**
 * Article HTML as stored: the allow-list above, then each `<figure data-media="<id>">` drawn
 * anew from the library's picture (`pictures`, by id): a `<picture>` with AVIF and WebP at every
 * stored width, the JPEG with its size (no layout shift) and alt text, and a caption with the
 * credit. A figure whose picture is not in `pictures` loses its `data-media` and keeps what the
 * allow-list left of it.
 */
export function sanitizeArticleHtml(
  html: string,
  pictures?: ReadonlyMap<string, FigurePicture>,
  embeds?: ReadonlyMap<string, EmbedPreview>,
): string {
  const clean = purify()
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      KEEP_CONTENT: true,
    })
    .trim();
  return clean.includes('data-media=') || clean.includes('data-gallery=') || clean.includes('data-embed=')
    ? drawFigures(clean, pictures ?? new Map(), embeds ?? new Map())
    : clean;
}

/** How wide a body picture shows: the article column's width (app/routes/article.tsx). */
export const FIGURE_SIZES = '(min-width: 1280px) 720px, (min-width: 1024px) 60vw, 100vw';

/** How wide a gallery's picture shows: two across the column, one on a small phone. */
export const GALLERY_SIZES = '(min-width: 1280px) 360px, (min-width: 640px) 45vw, 100vw';
/** A gallery holds 2 to 12 pictures (docs/product.md, 'Pictures and the media library'). */
export const GALLERY_MIN = 2;
export const GALLERY_MAX = 12;

function drawFigures(
  html: string,
  pictures: ReadonlyMap<string, FigurePicture>,
  embeds: ReadonlyMap<string, EmbedPreview>,
): string {
  const doc = page!;
  const box = doc.createElement('template');
  box.innerHTML = html;
  // A gallery: its library pictures (the first 12), each opening the viewer at its largest size;
  // fewer than two, and it is the figure(s) it holds, or nothing.
  for (const gallery of box.content.querySelectorAll('figure[data-gallery]')) {
    const inside = [...gallery.querySelectorAll(':scope > figure[data-media]')]
      .map((figure) => pictures.get(figure.getAttribute('data-media') ?? ''))
      .filter((picture): picture is FigurePicture => picture !== undefined)
      .slice(0, GALLERY_MAX);
    if (inside.length < GALLERY_MIN) {
      gallery.replaceWith(...inside.map((picture) => drawnFigure(doc, picture)));
      continue;
    }
    gallery.setAttribute('data-gallery', String(inside.length));
    gallery.replaceChildren(...inside.map((picture) => drawnFigure(doc, picture, true)));
  }
  for (const figure of box.content.querySelectorAll('figure[data-embed]')) drawEmbed(doc, figure, embeds);
  for (const figure of box.content.querySelectorAll('figure[data-media]')) {
    if (figure.parentElement?.hasAttribute('data-gallery')) continue;
    const picture = pictures.get(figure.getAttribute('data-media') ?? '');
    if (!picture) {
      figure.removeAttribute('data-media');
      continue;
    }
    figure.replaceChildren(...figureParts(doc, picture));
  }
  return box.innerHTML;
}

/**
 * A link on its own line in the editor (`<figure data-embed="<link>">`): a known provider's
 * click-to-load facade, a link to the page that the embeds island (app/islands/embeds.ts) turns
 * into the provider's frame when the reader asks, and that stays a link without JavaScript; its
 * preview (title, the picture stored on the site) when one was read. Any other link with a
 * preview is a bookmark card (title, description, site, picture), without one a paragraph with
 * the link.
 */
function drawEmbed(doc: Document, figure: Element, embeds: ReadonlyMap<string, EmbedPreview>): void {
  const link = figure.getAttribute('data-embed') ?? '';
  const found = embedOf(link);
  const preview = embeds.get(link);
  const anchor = doc.createElement('a');
  anchor.setAttribute('href', link);
  anchor.setAttribute('rel', 'noopener noreferrer nofollow');
  anchor.setAttribute('target', '_blank');
  const span = (name: string, text: string) => {
    const made = doc.createElement('span');
    made.setAttribute('class', name);
    made.append(text);
    return made;
  };
  const where = span('embed-where', preview?.siteName ?? new URL(link).hostname.replace(/^www\./, ''));
  if (!found && !preview) {
    anchor.append(link);
    const paragraph = doc.createElement('p');
    paragraph.append(anchor);
    figure.replaceWith(paragraph);
    return;
  }
  if (preview?.image) {
    const img = doc.createElement('img');
    img.setAttribute('src', preview.image.url);
    img.setAttribute('alt', '');
    img.setAttribute('width', String(preview.image.width));
    img.setAttribute('height', String(preview.image.height));
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    anchor.append(img);
  }
  if (!found) {
    figure.setAttribute('data-kind', 'card');
    const text = doc.createElement('span');
    text.setAttribute('class', 'embed-card');
    text.append(span('embed-title', preview!.title ?? link));
    if (preview!.description) text.append(span('embed-description', preview!.description));
    text.append(where);
    anchor.append(text);
    figure.replaceChildren(anchor);
    return;
  }
  const { provider, frame } = found;
  figure.setAttribute('data-provider', provider.id);
  figure.setAttribute('data-kind', provider.kind);
  anchor.setAttribute('data-frame', frame);
  anchor.append(span('embed-label', facadeLabel(provider)));
  if (preview?.title) anchor.append(span('embed-title', preview.title));
  anchor.append(where);
  figure.replaceChildren(anchor);
}

/** A library picture's whole figure; in a gallery, its picture a link to the largest size (the viewer's). */
function drawnFigure(doc: Document, picture: FigurePicture, inGallery = false): Element {
  const figure = doc.createElement('figure');
  figure.setAttribute('data-media', picture.id);
  const parts = figureParts(doc, picture, inGallery ? GALLERY_SIZES : FIGURE_SIZES);
  if (inGallery) {
    const link = doc.createElement('a');
    link.setAttribute('href', `/uploads/images/${picture.id}-1600.webp`);
    link.setAttribute('data-viewer', '');
    link.append(parts.shift()!);
    parts.unshift(link);
  }
  figure.append(...parts);
  return figure;
}

function figureParts(doc: Document, picture: FigurePicture, sizes = FIGURE_SIZES): Node[] {
  const base = `/uploads/images/${picture.id}`;
  const set = (ext: string) => UPLOAD_WIDTHS.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');
  const frame = doc.createElement('picture');
  for (const [type, ext] of [
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ] as const) {
    const source = doc.createElement('source');
    source.setAttribute('type', type);
    source.setAttribute('srcset', set(ext));
    source.setAttribute('sizes', sizes);
    frame.append(source);
  }
  const img = doc.createElement('img');
  img.setAttribute('src', `${base}-1200.jpg`);
  img.setAttribute('alt', picture.alt);
  if (picture.width && picture.height) {
    img.setAttribute('width', String(picture.width));
    img.setAttribute('height', String(picture.height));
  }
  img.setAttribute('loading', 'lazy');
  img.setAttribute('decoding', 'async');
  frame.append(img);
  const parts: Node[] = [frame];
  if (picture.caption || picture.credit) {
    const caption = doc.createElement('figcaption');
    if (picture.caption) caption.append(picture.caption);
    if (picture.credit) {
      const credit = doc.createElement('span');
      credit.setAttribute('class', 'credit');
      credit.append(picture.credit);
      caption.append(picture.caption ? ' ' : '', credit);
    }
    parts.push(caption);
  }
  return parts;
}

/**
 * A locked story's body in two (docs/product.md, 'Access and the paywall'): the public preview,
 * up to its `<hr data-preview-end>` divider (or, without one, its first `paragraphs` top-level
 * paragraphs, and never all of them), and the rest. The divider itself is dropped.
 */
export function splitAtPreviewEnd(html: string, paragraphs: number): { preview: string; rest: string } {
  purify();
  const box = page!.createElement('template');
  box.innerHTML = html;
  const nodes = [...box.content.childNodes];
  let cut = nodes.findIndex((node) => node.nodeName === 'HR' && (node as Element).hasAttribute('data-preview-end'));
  let skip = 1;
  if (cut === -1) {
    skip = 0;
    const shown = Math.min(paragraphs, nodes.filter((node) => node.nodeName === 'P').length - 1);
    let seen = 0;
    cut = 0;
    if (shown > 0) {
      cut = nodes.findIndex((node) => node.nodeName === 'P' && ++seen === shown) + 1;
    }
  }
  const serialize = (part: ChildNode[]) => {
    const out = page!.createElement('template');
    for (const node of part) out.content.appendChild(node);
    return out.innerHTML.trim();
  };
  const rest = serialize(nodes.slice(cut + skip));
  return { preview: serialize(nodes.slice(0, cut)), rest };
}
