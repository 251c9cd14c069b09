/**
 * Embeds in a story (docs/product.md, 'Embeds'): the server draws each as a link to the
 * provider's page carrying the frame's address (`data-frame`); nothing comes from the provider
 * until the reader clicks it. Then the link becomes the provider's frame (a video starts
 * playing), allowed by the Content Security Policy's frame-src and no other. Without JavaScript
 * it stays a link. Loaded only on pages with an embed (app/islands/main.ts).
 */
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('figure[data-embed] a[data-frame]');
  const figure = link?.closest<HTMLElement>('figure[data-embed]');
  if (!link || !figure) return;
  event.preventDefault();
  const frame = document.createElement('iframe');
  const src = new URL(link.dataset.frame!);
  if (figure.dataset.kind === 'video') src.searchParams.set('autoplay', '1');
  frame.src = src.toString();
  frame.title = link.querySelector('.embed-label')?.textContent ?? 'Embedded content';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen; clipboard-write';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
  );
  link.replaceWith(frame);
  frame.focus();
});

// A module of its own, imported by main.ts only where a page has an embed.
export {};
