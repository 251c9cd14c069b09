/**
 * 'Go Back' buttons (`data-history-back`, the 404 page): one step back in the tab's history.
 * They need JavaScript, so the page does not draw them when scripting is off.
 */
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-history-back]')) history.back();
});
