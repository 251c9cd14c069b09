import { useEffect, useState } from 'react';
import type { LikeState } from '../../core/analytics';
import { likeRequest } from '../lib/engagement';
import { HeartIcon } from './icons';

/**
 * One like per reader (their account) or browser. The page's HTML is shared and
 * cached, so the count and the reader's own like are fetched once it is running.
 */
export function LikeButton({ articleId, initialLikes }: { articleId: string; initialLikes: number }) {
  const [state, setState] = useState<LikeState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    likeRequest(articleId, 'GET')
      .then((s) => current && setState(s))
      .catch(() => current && setState({ likes: initialLikes, liked: false }));
    return () => {
      current = false;
    };
  }, [articleId, initialLikes]);

  const likes = state?.likes ?? initialLikes;
  const liked = state?.liked ?? false;

  async function toggle() {
    if (!state || busy) return;
    const before = state;
    setBusy(true);
    setError('');
    setState({ liked: !before.liked, likes: before.likes + (before.liked ? -1 : 1) });
    try {
      setState(await likeRequest(articleId, before.liked ? 'DELETE' : 'PUT'));
    } catch (e) {
      setState(before);
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={liked}
        disabled={!state || busy}
        onClick={() => void toggle()}
        className={`btn border ${
          liked
            ? 'border-brand-700 bg-brand-50 text-brand-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200'
            : 'border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800'
        }`}
      >
        <HeartIcon className="h-4 w-4" filled={liked} /> Like
      </button>
      <span className="text-sm text-neutral-700 tabular-nums dark:text-neutral-300" aria-live="polite">
        {likes.toLocaleString('en-IN')} {likes === 1 ? 'like' : 'likes'}
      </span>
      {error ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </span>
      ) : null}
    </div>
  );
}
