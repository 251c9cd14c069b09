import { HeartIcon } from './icons';

/**
 * '1 like', '1,20,000 likes'. The like island writes the same words with its own copy
 * (`likesLabel` in app/lib/engagement.ts; tests/e2e/article.spec.ts compares the two): one module
 * imported here and by the islands would be split by the build into a chunk of its own, an extra request.
 */
export function likesLabel(likes: number): string {
  return `${likes.toLocaleString('en-IN')} ${likes === 1 ? 'like' : 'likes'}`;
}

/**
 * One like per reader (their account) or browser. Markup only: the page's HTML is shared and
 * cached, so it shows the count it was drawn with and a button that stays disabled until the
 * like island (app/islands/like.ts) has fetched the count and the reader's own like; the island
 * then toggles `aria-pressed`, which also switches the look. Without JavaScript only the count shows.
 */
export function LikeButton({ articleId, initialLikes }: { articleId: string; initialLikes: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-like={articleId} data-likes={initialLikes}>
      <button
        type="button"
        aria-pressed="false"
        disabled
        data-like-button=""
        className="group btn border border-neutral-300 text-neutral-800 noscript:hidden hover:bg-neutral-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800 dark:aria-pressed:border-red-400 dark:aria-pressed:bg-red-950 dark:aria-pressed:text-red-200"
      >
        <HeartIcon className="h-4 w-4 group-aria-pressed:hidden" />
        <HeartIcon className="hidden h-4 w-4 group-aria-pressed:block" filled /> Like
      </button>
      <span
        className="text-sm text-neutral-700 tabular-nums dark:text-neutral-300"
        aria-live="polite"
        data-like-count=""
      >
        {likesLabel(initialLikes)}
      </span>
      <span role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-300" data-like-error="" />
    </div>
  );
}
