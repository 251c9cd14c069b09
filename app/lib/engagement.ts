/**
 * The reader's engagement with an article, as the islands send it to the API
 * (app/islands/views.ts, share.ts, like.ts). Only the islands import this module: it stays
 * inside their one bundle.
 */
import type { LikeState } from '../../core/analytics';

const LAST_VIEW_KEY = 'newsdesk-last-view';

function post(url: string): void {
  // keepalive: the count survives the reader leaving the page at once. The answer is read to its
  // end: a body left unread keeps the request open in the browser's network log, and page-load
  // tools (Lighthouse) then wait for it until they time out.
  fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' })
    .then((res) => res.arrayBuffer())
    .catch(() => {
      // Counting is best effort: a reader never sees an error for it.
    });
}

/** Counts a view of an article page, once per story in a row for this tab (the server checks too). */
export function recordView(articleId: string): void {
  try {
    if (sessionStorage.getItem(LAST_VIEW_KEY) === articleId) return;
    sessionStorage.setItem(LAST_VIEW_KEY, articleId);
  } catch {
    // No session storage (private mode): the server's own check remains.
  }
  post(`/api/news/${encodeURIComponent(articleId)}/view`);
}

export function recordShare(articleId: string): void {
  post(`/api/news/${encodeURIComponent(articleId)}/share`);
}

export async function likeRequest(articleId: string, method: 'GET' | 'PUT' | 'DELETE'): Promise<LikeState> {
  const res = await fetch(`/api/news/${encodeURIComponent(articleId)}/like`, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  // The island says why in the page's words (`data-label-busy`, `-failed`).
  if (!res.ok) throw new Error(res.status === 429 ? 'busy' : 'failed');
  return (await res.json()) as LikeState;
}

/**
 * '1 like', '1,20,000 likes': the same words as the page draws (app/components/like-button.tsx),
 * its `data-label-one`/`-other` ('#' the count) given as `texts`.
 */
export function likesLabel(likes: number, texts: DOMStringMap): string {
  return (likes === 1 ? texts.labelOne! : texts.labelOther!).replace('#', likes.toLocaleString('en-IN'));
}
