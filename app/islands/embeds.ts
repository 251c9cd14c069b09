/**
 * Embeds in a story (docs/product.md, 'Embeds'): the server draws each as a link to the
 * provider's page carrying the frame's address (`data-frame`); nothing comes from the provider
 * until the reader clicks it. Then the link becomes the provider's frame (a video starts
 * playing), allowed by the Content Security Policy's frame-src and no other. Without JavaScript
 * it stays a link. Loaded on the reader's first click on an embed (app/islands/main.ts), so a page
 * with embeds costs no script until then. A frame without its label is named in the page's words
 * (`data-embed-frame`, app/routes/article.tsx).
 */
/** Puts the provider's frame in place of the embed's link (its figure's `data-kind` says whether it is a video). */
export function play(link: HTMLAnchorElement): void {
  const figure = link.closest<HTMLElement>('figure[data-embed]');
  if (!figure) return;
  const frame = document.createElement('iframe');
  const src = new URL(link.dataset.frame!);
  if (figure.dataset.kind === 'video') src.searchParams.set('autoplay', '1');
  frame.src = src.toString();
  frame.title =
    link.querySelector('.embed-label')?.textContent ??
    link.closest<HTMLElement>('[data-embed-frame]')?.dataset.embedFrame ??
    '';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen; clipboard-write';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
  );
  link.replaceWith(frame);
  frame.focus();
}
