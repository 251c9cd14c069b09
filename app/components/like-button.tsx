import { useIntl } from 'react-intl';
import { HeartIcon } from './icons';
import { countPattern } from './live-blog';

/**
 * One like per reader (their account) or browser. Markup only: the page's HTML is shared and
 * cached, so it shows the count it was drawn with and a button that stays disabled until the
 * like island (app/islands/like.ts) has fetched the count and the reader's own like; the island
 * then toggles `aria-pressed`, which also switches the look. Without JavaScript only the count shows.
 * '1 like', '1,20,000 likes': the island writes the count in the same words, drawn here in the
 * page's language (`data-label-one`/`-other`, '#' the count; `likesLabel` in app/lib/engagement.ts;
 * tests/e2e/article.spec.ts compares the two), and its refusals (`data-label-busy`/`-failed`).
 */
export function LikeButton({ articleId, initialLikes }: { articleId: string; initialLikes: number }) {
  const intl = useIntl();
  const like = intl.formatMessage({ id: 'likeButton.like' });
  const likes = (count: number) => intl.formatMessage({ id: 'likeButton.count' }, { count });
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      data-like={articleId}
      data-likes={initialLikes}
      data-label-one={countPattern(likes(1), 1)}
      data-label-other={countPattern(likes(2), 2)}
      data-label-busy={intl.formatMessage({ id: 'likeButton.busy' })}
      data-label-failed={intl.formatMessage({ id: 'likeButton.failed' })}
    >
      <button
        type="button"
        aria-pressed="false"
        disabled
        data-like-button=""
        className="group btn border border-neutral-300 text-neutral-800 noscript:hidden hover:bg-neutral-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800 dark:aria-pressed:border-red-400 dark:aria-pressed:bg-red-950 dark:aria-pressed:text-red-200"
      >
        <HeartIcon className="h-4 w-4 group-aria-pressed:hidden" />
        <HeartIcon className="hidden h-4 w-4 group-aria-pressed:block" filled /> {like}
      </button>
      <span
        className="text-sm text-neutral-700 tabular-nums dark:text-neutral-300"
        aria-live="polite"
        data-like-count=""
      >
        {likes(initialLikes)}
      </span>
      <span role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-300" data-like-error="" />
    </div>
  );
}
