/**
 * A story's comments on its page (docs/product.md, 'Comments'; `data-comments` in
 * app/routes/article.tsx). Loaded only when the comments come into view (app/islands/main.ts):
 * it asks for the thread, a fragment of HTML drawn on the server (`/news/<slug>/comment-list`,
 * cached for visitors), and puts it in place of the link to the comments page. The thread's
 * forms and links are plain ones, made for that page; here they are sent from the page itself:
 * a form's post answers the thread drawn again (or a refusal, said by the form, which keeps what
 * was typed), an order's link swaps the thread, 'Load more' adds the next comments.
 */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

export function mount(section: HTMLElement): void {
  const source = section.dataset.comments ?? '';
  /** The comments page's address for a fragment's (forms and links are made for it). */
  const fragmentOf = (href: string) => {
    const url = new URL(href, location.href);
    return `${source}${url.search}`;
  };
  let current = source;

  const show = (html: string) => {
    section.replaceChildren(...Array.from(parse(html).childNodes, (node) => document.importNode(node, true)));
  };

  const load = async (address: string) => {
    const res = await fetch(address, { headers: { Accept: 'text/html' } });
    if (!res.ok) return;
    current = address;
    show(await res.text());
  };

  section.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-comment-form]')) return;
    event.preventDefault();
    if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) return;
    const error = form.querySelector('[data-comment-error]');
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    void fetch(current.replace(/[?&]after=[^&]*/, ''), { method: 'POST', body: new FormData(form) })
      .then(async (res) => {
        const text = await res.text();
        if (res.ok) {
          show(text);
          // The answer is said in the thread's status line; the focus goes to it.
          const status = section.querySelector<HTMLElement>('[data-comment-status]');
          status?.setAttribute('tabindex', '-1');
          status?.focus();
        } else if (error) error.textContent = text;
      })
      .catch(() => {
        // In the page's words (`data-label-offline`, app/routes/article.tsx).
        if (error) error.textContent = section.dataset.labelOffline ?? '';
      })
      .finally(() => {
        if (button) button.disabled = false;
      });
  });

  section.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-comment-nav]');
    if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const address = fragmentOf(link.href);
    if (link.dataset.commentNav === 'sort') {
      void load(address);
      return;
    }
    // 'Load more': the next comments join the list; the link becomes the next page's, or goes.
    const more = link.closest('[data-comment-more]');
    void fetch(address, { headers: { Accept: 'text/html' } }).then(async (res) => {
      if (!res.ok) return;
      const page = parse(await res.text());
      const list = section.querySelector('[data-comment-list]');
      const items = page.querySelector('[data-comment-list]')?.children ?? [];
      const first = items[0] as HTMLElement | undefined;
      for (const item of Array.from(items)) list?.append(document.importNode(item, true));
      const next = page.querySelector('[data-comment-more]');
      if (next) more?.replaceWith(document.importNode(next, true));
      else more?.remove();
      // The focus goes to the first comment added, so a keyboard reader goes on from there.
      const added = first ? section.querySelector<HTMLElement>(`#${CSS.escape(first.id)} article`) : null;
      added?.setAttribute('tabindex', '-1');
      added?.focus();
    });
  });

  void load(source);
}
