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
  if (!res.ok)
    throw new Error(res.status === 429 ? 'Too many requests. Please try again shortly.' : 'Could not save your like.');
  return (await res.json()) as LikeState;
}

/** '1 like', '1,20,000 likes': the same words as the page draws (`likesLabel`, app/components/like-button.tsx). */
export function likesLabel(likes: number): string {
  return `${likes.toLocaleString('en-IN')} ${likes === 1 ? 'like' : 'likes'}`;
}
