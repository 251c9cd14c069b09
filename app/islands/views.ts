/**
 * One view per article page load (docs/product.md, 'Article page'): the article names itself
 * with `data-view` (its id); the server leaves out crawlers, staff and a repeat from one reader,
 * and this tab does not count the same story twice in a row (a reload).
 */
import { recordView } from '../lib/engagement';

const article = document.querySelector<HTMLElement>('[data-view]');
if (article?.dataset.view) recordView(article.dataset.view);
