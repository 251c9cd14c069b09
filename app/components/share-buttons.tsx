import { useIntl } from 'react-intl';
import { FacebookLogo, ShareIcon, XLogo } from './icons';

const sr = (chunks: React.ReactNode[]) => <span className="sr-only">{chunks}</span>;

const BUTTON =
  'btn border border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800';

/**
 * Share (the device's share sheet, or copy the link), Post (on X) and Facebook (docs/product.md, 'Article page').
 * Markup only: the share island (app/islands/share.ts) finds the group by `data-share` (the article's id),
 * runs the Share button and records each share. Post and Facebook are plain links, so they work
 * without JavaScript; the Share button needs it and is not drawn when scripting is off. The island's
 * words are drawn in the page's language (`data-label-copied`, `data-label-copy`).
 */
export function ShareButtons({ articleId, url, title }: { articleId: string; url: string; title: string }) {
  const post = `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  const intl = useIntl();
  const share = intl.formatMessage({ id: 'shareButtons.share' });
  return (
    <div
      className="flex flex-wrap gap-2"
      role="group"
      aria-label={intl.formatMessage({ id: 'shareButtons.label' })}
      data-share={articleId}
      data-share-url={url}
      data-share-title={title}
      data-label-copied={intl.formatMessage({ id: 'shareButtons.copied' })}
      data-label-copy={intl.formatMessage({ id: 'shareButtons.copyPrompt' })}
    >
      <button type="button" className={`${BUTTON} noscript:hidden`} data-share-button="">
        <ShareIcon className="h-4 w-4" /> {share}
      </button>
      {/* The service is X: 'Post on X' (it was 'Tweet'). */}
      <a className={BUTTON} href={post} target="_blank" rel="noopener noreferrer">
        <XLogo className="h-4 w-4" /> {intl.formatMessage({ id: 'shareButtons.post' }, { sr })}
      </a>
      <a className={BUTTON} href={facebook} target="_blank" rel="noopener noreferrer">
        <FacebookLogo className="h-4 w-4" /> {intl.formatMessage({ id: 'shareButtons.facebook' }, { sr })}
      </a>
    </div>
  );
}
