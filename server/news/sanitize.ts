import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { JSDOM as Jsdom } from 'jsdom';

/**
 * Article HTML against an allow-list (DOMPurify on jsdom): what the editor can
 * make and nothing else. No scripts, no event handlers, no styles, no forms;
 * links only to http(s), mailto and site paths; images only from http(s) or the
 * site; embeds only from the video players below, sandboxed.
 */

let purifier: DOMPurify | undefined;

/**
 * DOMPurify on a jsdom window, made by the first sanitize: loading jsdom costs about 0.6 s of CPU,
 * which every process that imports the services (the server, each command-line tool, each test
 * worker) paid at start-up whether it sanitized anything or not (docs/performance.md, 'Start-up').
 */
function purify(): DOMPurify {
  if (purifier) return purifier;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof Jsdom };
  const made = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  made.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue.trim();
    if (data.attrName === 'href' && !SAFE_LINK.test(value)) data.keepAttr = false;
    if (data.attrName === 'src' && node.nodeName === 'IMG' && !SAFE_IMAGE.test(value)) data.keepAttr = false;
    if (data.attrName === 'src' && node.nodeName === 'IFRAME' && !embedAllowed(value)) data.keepAttr = false;
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
];

/** Players whose embeds the editor offers (by URL); anything else is dropped. */
export const EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];
const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?!\/))/i;

function embedAllowed(src: string): boolean {
  try {
    const url = new URL(src);
    return EMBED_ORIGINS.includes(url.origin) && /^\/(embed|video)\//.test(url.pathname);
  } catch {
    return false;
  }
}

export function sanitizeArticleHtml(html: string): string {
  return purify()
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      KEEP_CONTENT: true,
    })
    .trim();
}
