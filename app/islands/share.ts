/**
 * Share buttons of an article (app/components/share-buttons.tsx; docs/product.md, 'Article page'):
 * the group carries `data-share` (the article's id), `data-share-url` and `data-share-title`.
 * Share opens the device's share sheet, else copies the link and says so, else offers it to copy;
 * every share, and every Post (X) or Facebook link followed, is recorded.
 */
import { recordShare } from '../lib/engagement';

interface Shared {
  id: string;
  url: string;
  title: string;
  /** The page's words, in its language: `data-label-copied`, `data-label-copy`. */
  texts: DOMStringMap;
}

function sharedBy(group: HTMLElement): Shared {
  return {
    id: group.dataset.share ?? '',
    url: group.dataset.shareUrl ?? location.href,
    title: group.dataset.shareTitle ?? document.title,
    texts: group.dataset,
  };
}

/** The share sheet: true when the reader shared or closed it, false when there is none or it failed. */
async function shareSheet({ id, url, title }: Shared): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  try {
    await navigator.share({ title, url });
    recordShare(id);
    return true;
  } catch (error) {
    // The reader closed the share sheet: nothing to do.
    return (error as DOMException).name === 'AbortError';
  }
}

async function copyLink({ id, url, texts }: Shared): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    recordShare(id);
    window.alert(texts.labelCopied);
  } catch {
    window.prompt(texts.labelCopy, url);
  }
}

async function share(group: HTMLElement): Promise<void> {
  const shared = sharedBy(group);
  if (!(await shareSheet(shared))) await copyLink(shared);
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const group = target?.closest<HTMLElement>('[data-share]');
  if (!target || !group) return;
  if (target.closest('[data-share-button]')) void share(group);
  else if (target.closest('a[href]')) recordShare(sharedBy(group).id);
});
