import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../core/dates';
import { DEFAULT_PREVIEW_LINK_DAYS, PREVIEW_LINK_DAYS, previewPath, type PreviewLinkDays } from '../../../core/preview';
import { answerOf } from './editor-values';

interface PreviewLink {
  url: string;
  expiresAt: string;
  days: number;
}

/** Makes a preview link (POST /api/news/:id/preview-link). */
async function makeLink(articleId: string, days: PreviewLinkDays): Promise<PreviewLink> {
  const res = await fetch(`/api/news/${articleId}/preview-link`, {
    method: 'POST',
    body: JSON.stringify({ days }),
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  });
  return answerOf<PreviewLink>(res);
}

/** Withdraws every preview link of the story (DELETE /api/news/:id/preview-link). */
async function withdrawLinks(articleId: string): Promise<{ revokedAt: string }> {
  const res = await fetch(`/api/news/${articleId}/preview-link`, {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return answerOf<{ revokedAt: string }>(res);
}

/**
 * The editor's Preview (docs/product.md, 'Preview'): opens the story's saved version as readers
 * will see it, in a new tab, and makes a preview link that works signed out for 1 or 7 days
 * (copied to the clipboard and shown to copy by hand), or withdraws the links made so far.
 */
export function EditorPreview({
  articleId,
  dirty,
  timeZone,
}: {
  articleId: string;
  /** Unsaved changes: the preview shows the saved version, so the panel says so. */
  dirty: boolean;
  timeZone: string;
}) {
  const headingId = useId();
  const daysId = useId();
  const linkId = useId();
  const [days, setDays] = useState<PreviewLinkDays>(DEFAULT_PREVIEW_LINK_DAYS);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const create = useMutation({
    mutationFn: () => makeLink(articleId, days),
    onSuccess: async (made) => {
      setLink(made);
      const copied = await navigator.clipboard?.writeText(made.url).then(
        () => true,
        () => false,
      );
      toast.success(copied ? 'Preview link copied' : 'Preview link made', {
        description: `It works until ${formatDateTime(made.expiresAt, timeZone)}.`,
      });
    },
    onError: (error) => toast.error('No preview link was made', { description: error.message }),
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawLinks(articleId),
    onSuccess: () => {
      setLink(null);
      toast.success('Preview links withdrawn', { description: 'Every link made so far no longer opens the story.' });
    },
    onError: (error) => toast.error('The links were not withdrawn', { description: error.message }),
  });
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-neutral-300 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold">
        Preview
      </h2>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        See the story exactly as readers will, before it is out. The preview shows the last saved version
        {dirty ? <strong>: save first to see your latest changes</strong> : null}.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <a href={previewPath(articleId)} target="_blank" rel="noopener" className="btn-primary">
          Preview<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <label htmlFor={daysId} className="text-sm font-semibold">
          Link works for
        </label>
        <select
          id={daysId}
          className="input w-auto"
          value={days}
          onChange={(e) => setDays(Number(e.target.value) as PreviewLinkDays)}
        >
          {PREVIEW_LINK_DAYS.map((n) => (
            <option key={n} value={n}>
              {n === 1 ? '1 day' : `${n} days`}
            </option>
          ))}
        </select>
        <button type="button" className="btn-secondary" disabled={create.isPending} onClick={() => create.mutate()}>
          Copy preview link
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={withdraw.isPending}
          onClick={() => {
            if (
              window.confirm('Withdraw every preview link of this story? Anyone you sent one to can no longer open it.')
            ) {
              withdraw.mutate();
            }
          }}
        >
          Withdraw preview links
        </button>
      </div>
      {link ? (
        <div className="space-y-1">
          <label htmlFor={linkId} className="block text-sm font-semibold">
            Preview link, for anyone who has it, until{' '}
            <time dateTime={link.expiresAt}>{formatDateTime(link.expiresAt, timeZone)}</time>
          </label>
          <input
            id={linkId}
            readOnly
            value={link.url}
            className="input w-full font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
            data-preview-link
          />
        </div>
      ) : null}
    </section>
  );
}
