import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Article HTML against an allow-list (DOMPurify on jsdom): what the editor can
 * make and nothing else. No scripts, no event handlers, no styles, no forms;
 * links only to http(s), mailto and site paths; images only from http(s) or the
 * site; embeds only from the video players below, sandboxed.
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

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

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const value = data.attrValue.trim();
  if (data.attrName === 'href' && !SAFE_LINK.test(value)) data.keepAttr = false;
  if (data.attrName === 'src' && node.nodeName === 'IMG' && !SAFE_IMAGE.test(value)) data.keepAttr = false;
  if (data.attrName === 'src' && node.nodeName === 'IFRAME' && !embedAllowed(value)) data.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
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

export function sanitizeArticleHtml(html: string): string {
  return purify
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      KEEP_CONTENT: true,
    })
    .trim();
}
