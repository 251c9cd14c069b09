import { Node } from '@tiptap/core';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { embedOf, facadeLabel, httpUrl } from '../../../core/embeds';

/** A library picture in a story, as the editor holds it (the server draws the reader's version). */
export interface FigureAttrs {
  id: string;
  alt: string;
  caption: string;
  credit: string;
  width: number | null;
  height: number | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mediaFigure: {
      /** Puts a library picture at the cursor (or in place of the selected one), then a paragraph to write on in. */
      setFigure: (attrs: FigureAttrs) => ReturnType;
    };
    mediaGallery: {
      /** Puts a gallery of library pictures at the cursor (or in place of the selected one). */
      setGallery: (pictures: FigureAttrs[]) => ReturnType;
    };
    linkEmbed: {
      /** Puts an embed of a known provider's page at the cursor. */
      setLinkEmbed: (url: string) => ReturnType;
    };
  }
}

const numberOr = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** A `<figure data-media>` as saved (or as the server drew it) read back into the editor. */
export function figureAttrsOf(element: Element): FigureAttrs {
  const img = element.querySelector('img');
  const caption = element.querySelector('figcaption');
  const credit = caption?.querySelector('.credit')?.textContent ?? '';
  const captionText = [...(caption?.childNodes ?? [])]
    .filter((node) => !(node instanceof HTMLElement && node.classList.contains('credit')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
  return {
    id: element.getAttribute('data-media') ?? '',
    alt: img?.getAttribute('alt') ?? '',
    caption: captionText,
    credit,
    width: numberOr(img?.getAttribute('width')),
    height: numberOr(img?.getAttribute('height')),
  };
}

/** How the editor writes a library picture: the server draws it again from the library on save. */
function figureSpec(attrs: FigureAttrs): DOMOutputSpec {
  const size = attrs.width && attrs.height ? { width: String(attrs.width), height: String(attrs.height) } : {};
  const caption: DOMOutputSpec[] =
    attrs.caption || attrs.credit
      ? [
          [
            'figcaption',
            {},
            ...(attrs.caption ? [attrs.caption] : []),
            ...(attrs.caption && attrs.credit ? [' '] : []),
            ...(attrs.credit ? [['span', { class: 'credit' }, attrs.credit] as DOMOutputSpec] : []),
          ],
        ]
      : [];
  return [
    'figure',
    { 'data-media': attrs.id },
    ['img', { src: `/uploads/images/${attrs.id}-1200.jpg`, alt: attrs.alt, ...size }],
    ...caption,
  ];
}

/**
 * `<figure data-media="<id>">`: a picture from the media library with its alt text, caption and
 * credit. The editor shows it as saved; on save the server draws it again from the library's row
 * (every format and width, its size; server/news/sanitize.ts), so a change in the library shows
 * in every story.
 */
export const MediaFigure = Node.create({
  name: 'mediaFigure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      id: { default: null },
      alt: { default: '' },
      caption: { default: '' },
      credit: { default: '' },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-media]', getAttrs: (element) => ({ ...figureAttrsOf(element) }) }];
  },
  renderHTML({ node }) {
    return figureSpec(node.attrs as FigureAttrs);
  },
  addCommands() {
    return {
      // With a paragraph after it, the cursor's new place: typing goes on below the picture
      // instead of replacing it (an atom at the end of a story leaves no place for text).
      setFigure:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent([{ type: this.name, attrs }, { type: 'paragraph' }]),
    };
  },
});

/**
 * `<figure data-gallery>` holding 2 to 12 library pictures: readers see them side by side, each
 * opening a viewer at its largest size (app/islands/gallery.ts). Drawn by the server like a picture.
 */
export const MediaGallery = Node.create({
  name: 'mediaGallery',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { pictures: { default: [] as FigureAttrs[] } };
  },
  parseHTML() {
    return [
      {
        tag: 'figure[data-gallery]',
        priority: 60,
        getAttrs: (element) => ({
          pictures: [...element.querySelectorAll(':scope > figure[data-media]')].map(figureAttrsOf),
        }),
      },
    ];
  },
  renderHTML({ node }) {
    const pictures = node.attrs.pictures as FigureAttrs[];
    return ['figure', { 'data-gallery': String(pictures.length) }, ...pictures.map(figureSpec)];
  },
  addCommands() {
    return {
      setGallery:
        (pictures) =>
        ({ commands }) =>
          commands.insertContent([{ type: this.name, attrs: { pictures } }, { type: 'paragraph' }]),
    };
  },
});

/**
 * `<figure data-embed="<link>">`: a link to a known provider's page (core/embeds.ts), shown as
 * readers see it before they ask for the provider's frame. The server draws it again on save.
 */
export const LinkEmbed = Node.create({
  name: 'linkEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { url: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'figure[data-embed]', getAttrs: (element) => ({ url: element.getAttribute('data-embed') }) }];
  },
  renderHTML({ node }) {
    const url = String(node.attrs.url ?? '');
    const found = embedOf(url);
    const where = httpUrl(url)?.hostname.replace(/^www\./, '') ?? url;
    return [
      'figure',
      { 'data-embed': url, ...(found ? { 'data-kind': found.provider.kind } : {}) },
      [
        'a',
        { href: url },
        ['span', { class: 'embed-label' }, found ? facadeLabel(found.provider) : url],
        ['span', { class: 'embed-where' }, where],
      ],
    ];
  },
  addCommands() {
    return {
      setLinkEmbed:
        (url) =>
        ({ commands }) =>
          commands.insertContent([{ type: this.name, attrs: { url } }, { type: 'paragraph' }]),
    };
  },
});
