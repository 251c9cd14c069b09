import { useIntl } from 'react-intl';
import { BookmarkIcon } from './icons';

/**
 * The save island's words (app/islands/save.ts), in the page's language: it reads them from the
 * first element that has `data-label-saved`, `<SaveTexts />`, which the reading pages' layout
 * draws once (app/routes/public-layout.tsx).
 */
function useSaveTexts() {
  const intl = useIntl();
  return {
    'data-label-save': intl.formatMessage({ id: 'saveButton.save' }),
    'data-label-saved': intl.formatMessage({ id: 'saveButton.saved' }),
    'data-label-unsave': intl.formatMessage({ id: 'saveButton.unsave' }),
    'data-label-remove': intl.formatMessage({ id: 'saveButton.remove' }),
    'data-label-failed': intl.formatMessage({ id: 'saveButton.failed' }),
    // '#' the most a reader keeps (core/saved.ts SAVED_LIMIT: the island has it).
    'data-label-full': intl.formatMessage({ id: 'saveButton.full' }, { limit: '#' }),
  };
}

/** The save island's words, once a page (never shown). */
export function SaveTexts() {
  return <template {...useSaveTexts()} />;
}

/**
 * The article page's Save button (docs/product.md, 'Saved stories and offline reading'). The page
 * is shared and cached, so whether this reader saved the story is known only in the browser: the
 * button is drawn disabled, in its place (so nothing moves when it comes alive), and the save
 * island (app/islands/save.ts) sets `aria-pressed` from the reader's list and enables it, reading
 * 'Saved' when pressed. Without JavaScript it is not shown (`noscript:hidden`). Story cards carry a smaller
 * one (`CardSaveButton`, app/components/article-card.tsx).
 */
export function SaveButton({ slug }: { slug: string }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      disabled
      aria-pressed="false"
      data-save={slug}
      className="group save btn noscript:hidden border border-neutral-300 text-neutral-800 hover:bg-neutral-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800 dark:aria-pressed:border-red-400 dark:aria-pressed:bg-red-950 dark:aria-pressed:text-red-200"
    >
      <BookmarkIcon className="h-4 w-4 group-aria-pressed:hidden" />
      <BookmarkIcon className="hidden h-4 w-4 group-aria-pressed:block" filled />
      {/* 'Saved' once pressed (the save island). */}
      <span data-save-text="">{intl.formatMessage({ id: 'saveButton.save' })}</span>
    </button>
  );
}
