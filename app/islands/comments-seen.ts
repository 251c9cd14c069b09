/**
 * Watches a story's comments (`data-comments`) and loads their island (app/islands/comments.ts)
 * when they come within 400 px of the screen: a reader who never scrolls there costs no further
 * script and no request. Loaded by app/islands/main.ts on pages that have comments.
 */
const section = document.querySelector<HTMLElement>('[data-comments]');
if (section) {
  const seen = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      void import('./comments').then((island) => island.mount(section));
    },
    { rootMargin: '400px 0px' },
  );
  seen.observe(section);
}
export {};
