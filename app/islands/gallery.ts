/**
 * Galleries in a story (docs/product.md, 'Pictures and the media library'): each picture is a
 * link to its largest size, which is where it leads without JavaScript. Here a click opens it in
 * a viewer instead: a modal dialog with the picture, its caption and credit, 'Previous' and
 * 'Next' (and the arrow keys), 'Close' (and Escape), focus kept inside and given back after.
 * Loaded on the reader's first click on a gallery's picture (app/islands/main.ts). Its words are
 * the page's, drawn in its language on the story (`data-gallery-*`, app/routes/article.tsx).
 */
interface Slide {
  href: string;
  alt: string;
  caption: string;
}

let viewer: HTMLDialogElement | null = null;
/** The page's words: `data-gallery-label`, `-previous`, `-next`, `-close`, `-count` ('{at} of {total}'). */
let texts: DOMStringMap = {};
let slides: Slide[] = [];
let at = 0;

function button(name: string, label: string, text: string, onClick: () => void): HTMLButtonElement {
  const made = document.createElement('button');
  made.type = 'button';
  made.className = `gallery-viewer-${name}`;
  made.setAttribute('aria-label', label);
  made.textContent = text;
  made.addEventListener('click', onClick);
  return made;
}

function show(index: number): void {
  if (!viewer) return;
  at = (index + slides.length) % slides.length;
  const slide = slides[at]!;
  const img = viewer.querySelector('img')!;
  img.src = slide.href;
  img.alt = slide.alt;
  viewer.querySelector('.gallery-viewer-caption')!.textContent = slide.caption;
  viewer.querySelector('.gallery-viewer-count')!.textContent = (texts.galleryCount ?? '')
    .replace('{at}', String(at + 1))
    .replace('{total}', String(slides.length));
}

function made(): HTMLDialogElement {
  if (viewer) return viewer;
  viewer = document.createElement('dialog');
  viewer.className = 'gallery-viewer';
  viewer.setAttribute('aria-label', texts.galleryLabel ?? '');
  const figure = document.createElement('figure');
  figure.append(document.createElement('img'));
  const caption = document.createElement('figcaption');
  const text = document.createElement('span');
  text.className = 'gallery-viewer-caption';
  const count = document.createElement('span');
  count.className = 'gallery-viewer-count';
  caption.append(text, count);
  figure.append(caption);
  const { galleryPrevious: previous = '', galleryNext: next = '', galleryClose: close = '' } = texts;
  const controls = document.createElement('div');
  controls.className = 'gallery-viewer-controls';
  controls.append(
    button('previous', previous, `‹ ${previous}`, () => show(at - 1)),
    button('next', next, `${next} ›`, () => show(at + 1)),
    button('close', close, `${close} ×`, () => viewer?.close()),
  );
  viewer.append(controls, figure);
  viewer.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(at - 1);
    else if (event.key === 'ArrowRight') show(at + 1);
  });
  document.body.append(viewer);
  return viewer;
}

/** Opens the viewer at `link`'s picture, with its gallery's pictures to page through. */
export function open(link: HTMLAnchorElement): void {
  const gallery = link.closest('figure[data-gallery]');
  if (!gallery) return;
  texts = link.closest<HTMLElement>('[data-gallery-label]')?.dataset ?? texts;
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-viewer]')];
  slides = links.map((one) => ({
    href: one.href,
    alt: one.querySelector('img')?.alt ?? '',
    caption: one.closest('figure')?.querySelector('figcaption')?.textContent ?? '',
  }));
  const dialog = made();
  show(links.indexOf(link));
  dialog.showModal();
}
