/**
 * A picture that fails to load shows the placeholder instead (docs/product.md: images load
 * lazily, with a placeholder when one fails). Article images (`img.article-img`,
 * app/components/article-image.tsx) fail before this module runs (the eager ones) or later
 * (the lazy ones, heard through `error` in the capture phase, as it does not bubble).
 * Only attributes change: the `<source>`s lose their `srcset`, so the `<img>` draws its `src`.
 */
// The same address as PLACEHOLDER_IMAGE in core/images.ts (imported here it would be a chunk of its own).
const PLACEHOLDER = '/placeholder.svg';

function fallBack(img: HTMLImageElement): void {
  if (img.getAttribute('src') === PLACEHOLDER) return;
  if (img.parentElement instanceof HTMLPictureElement) {
    for (const source of img.parentElement.querySelectorAll('source')) source.removeAttribute('srcset');
  }
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = PLACEHOLDER;
}

const isArticleImage = (target: EventTarget | null): target is HTMLImageElement =>
  target instanceof HTMLImageElement && target.classList.contains('article-img');

document.addEventListener('error', (event) => isArticleImage(event.target) && fallBack(event.target), true);

for (const img of document.querySelectorAll<HTMLImageElement>('img.article-img')) {
  if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) fallBack(img);
}
