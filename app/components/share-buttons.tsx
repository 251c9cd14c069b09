import { FacebookLogo, ShareIcon, XLogo } from './icons';

const BUTTON =
  'btn border border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800';

/**
 * Share (the device's share sheet, or copy the link), Post (on X) and Facebook (docs/product.md, 'Article page').
 * Markup only: the share island (app/islands/share.ts) finds the group by `data-share` (the article's id),
 * runs the Share button and records each share. Post and Facebook are plain links, so they work
 * without JavaScript; the Share button needs it and is not drawn when scripting is off.
 */
export function ShareButtons({ articleId, url, title }: { articleId: string; url: string; title: string }) {
  const post = `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  return (
    <div
      className="flex flex-wrap gap-2"
      role="group"
      aria-label="Share this article"
      data-share={articleId}
      data-share-url={url}
      data-share-title={title}
    >
      <button type="button" className={`${BUTTON} noscript:hidden`} data-share-button="">
        <ShareIcon className="h-4 w-4" /> Share
      </button>
      {/* The service is X: 'Post on X' (it was 'Tweet'). */}
      <a className={BUTTON} href={post} target="_blank" rel="noopener noreferrer">
        <XLogo className="h-4 w-4" /> Post<span className="sr-only"> on X (opens in a new tab)</span>
      </a>
      <a className={BUTTON} href={facebook} target="_blank" rel="noopener noreferrer">
        <FacebookLogo className="h-4 w-4" /> Facebook<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
