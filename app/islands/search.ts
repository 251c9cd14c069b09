/**
 * The header's search boxes (app/components/search-box.tsx), GET forms that work without
 * JavaScript: here the text is trimmed, empty input is ignored, the reader goes to the form's
 * search page (its edition's: /search, /hi/search) with ?q={encoded text} and the box is cleared
 * (docs/product.md, 'Header').
 */
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('[data-search-box]')) return;
  const input = form.elements.namedItem('q');
  if (!(input instanceof HTMLInputElement)) return;
  event.preventDefault();
  const query = input.value.trim();
  if (!query) return;
  input.value = '';
  window.location.assign(`${new URL(form.action).pathname}?q=${encodeURIComponent(query)}`);
});
