import { recordShare } from '../lib/engagement';
import { FacebookLogo, ShareIcon, XLogo } from './icons';

/**
 * Share (the device's share sheet, or copy the link), Tweet and Facebook (docs/product.md, 'Article page').
 * Tweet and Facebook are plain links, so they work without JavaScript.
 */
export function ShareButtons({ articleId, url, title }: { articleId: string; url: string; title: string }) {
  const tweet = `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        recordShare(articleId);
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to do.
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      recordShare(articleId);
      window.alert('Link copied to clipboard!');
    } catch {
      window.prompt('Copy this link:', url);
    }
  }

  const button =
    'btn border border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800';
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Share this article">
      <button type="button" className={button} onClick={() => void share()}>
        <ShareIcon className="h-4 w-4" /> Share
      </button>
      <a
        className={button}
        href={tweet}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => recordShare(articleId)}
      >
        <XLogo className="h-4 w-4" /> Tweet<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        className={button}
        href={facebook}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => recordShare(articleId)}
      >
        <FacebookLogo className="h-4 w-4" /> Facebook<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
