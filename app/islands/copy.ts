/**
 * 'Copy the HTML' of a story free to republish (docs/product.md, 'Republishing'): copies the
 * text of the field it names (`data-copy`, an id) and says so beside it; where the clipboard
 * cannot be written, selects the text for the reader to copy. What it says is the button's, in the
 * page's language (`data-label-copied`, `data-label-by-hand`, app/routes/article.tsx).
 */
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-copy]') : null;
  const field = button ? document.getElementById(button.dataset.copy ?? '') : null;
  if (!button || !(field instanceof HTMLTextAreaElement)) return;
  const said = button.parentElement?.querySelector<HTMLElement>('[data-copied]');
  navigator.clipboard.writeText(field.value).then(
    () => {
      if (said) said.textContent = button.dataset.labelCopied ?? '';
    },
    () => {
      field.focus();
      field.select();
      if (said) said.textContent = button.dataset.labelByHand ?? '';
    },
  );
});

// A module of its own, imported by main.ts only where a page has something to copy.
export {};
