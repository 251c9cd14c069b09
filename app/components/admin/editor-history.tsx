import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Article } from '../../../core/article';
import { formatDateTime } from '../../../core/dates';
import {
  FIELD_LABELS,
  wordDiff,
  type DiffPart,
  type Revision,
  type RevisionOrigin,
  type RevisionSummary,
} from '../../../core/revisions';
import { htmlToText } from '../../../core/text';
import { getJson } from './editor-values';

const ORIGIN_TEXT: Record<RevisionOrigin, string> = {
  created: 'written',
  saved: 'saved',
  restored: 'restored',
  fetched: 'fetched',
};

/** The parts of one side of a side-by-side diff: the older side shows what went, the newer what came. */
function Side({ parts, side }: { parts: DiffPart[]; side: 'older' | 'newer' }) {
  return (
    <>
      {parts.map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'removed' && side === 'older' ? (
          <del key={i} className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">
            {part.text}
          </del>
        ) : part.kind === 'added' && side === 'newer' ? (
          <ins key={i} className="bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-100">
            {part.text}
          </ins>
        ) : null,
      )}
    </>
  );
}

/** Title, description and body text of a revision against the current version, side by side. */
function RevisionDiff({
  revision,
  current,
}: {
  revision: Revision;
  current: Pick<Article, 'title' | 'description' | 'content'>;
}) {
  const rows = [
    ['Title', revision.snapshot.title, current.title],
    ['Description', revision.snapshot.description, current.description],
    ['Body text', htmlToText(revision.snapshot.content), htmlToText(current.content)],
  ] as const;
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">
        Revision {revision.number} against the current version: removed words are marked in the revision, added words in
        the current version
      </caption>
      <thead>
        <tr>
          <th scope="col" className="w-28 p-2 text-left">
            <span className="sr-only">Field</span>
          </th>
          <th scope="col" className="p-2 text-left">
            Revision {revision.number}
          </th>
          <th scope="col" className="p-2 text-left">
            Current
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, older, newer]) => {
          const parts = wordDiff(older, newer);
          return (
            <tr key={label} className="border-t border-neutral-200 align-top dark:border-neutral-800">
              <th scope="row" className="p-2 text-left font-semibold">
                {label}
              </th>
              <td className="p-2 break-words whitespace-pre-line">
                <Side parts={parts} side="older" />
              </td>
              <td className="p-2 break-words whitespace-pre-line">
                <Side parts={parts} side="newer" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The editor's History tab (docs/product.md, 'Revisions'): every save, newest first; one chosen
 * shows a word diff against the current version, and Restore brings it back as a new revision.
 */
export function EditorHistory({
  article,
  timeZone,
  onRestored,
}: {
  article: Pick<Article, '_id' | 'title' | 'description' | 'content' | 'updatedAt'>;
  timeZone: string;
  onRestored: (article: Article) => void;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const base = `/api/news/${article._id}/revisions`;
  const list = useQuery({
    queryKey: ['revisions', article._id, article.updatedAt],
    queryFn: () => getJson<{ revisions: RevisionSummary[] }>(base),
  });
  const revision = useQuery({
    queryKey: ['revision', article._id, chosen],
    queryFn: () => getJson<Revision>(`${base}/${chosen}`),
    enabled: chosen !== null,
  });
  const restore = useMutation({
    mutationFn: (number: number) => getJson<Article>(`${base}/${number}/restore`, { method: 'POST' }),
    onSuccess: (restored, number) => {
      toast.success(`Revision ${number} restored`, { description: 'Saved as a new revision.' });
      setChosen(null);
      onRestored(restored);
    },
    onError: (error) => toast.error('The revision was not restored', { description: error.message }),
  });

  if (list.isPending) return <p className="text-sm">Loading the history…</p>;
  if (list.isError) return <p className="text-sm text-red-800 dark:text-red-300">The history could not be loaded.</p>;
  const revisions = list.data.revisions;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          Every save keeps a revision (the newest 100). Choose one to compare it with the current version.
        </p>
        <ol className="mt-3 space-y-2">
          {revisions.map((r) => (
            <li key={r.number}>
              <button
                type="button"
                aria-pressed={chosen === r.number}
                onClick={() => setChosen(r.number)}
                className={`w-full rounded-lg border p-3 text-left text-sm ${
                  chosen === r.number
                    ? 'border-brand-700 bg-brand-50 dark:border-red-400 dark:bg-neutral-800'
                    : 'border-neutral-300 hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800'
                }`}
              >
                <span className="block font-semibold">
                  Revision {r.number}
                  {r === revisions[0] ? ' (current)' : ''}
                </span>
                <span className="block text-xs text-neutral-700 dark:text-neutral-300">
                  {ORIGIN_TEXT[r.origin]}
                  {r.restoredFrom ? ` from revision ${r.restoredFrom}` : ''} by {r.author} ·{' '}
                  <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, timeZone)}</time>
                </span>
                <span className="block text-xs text-neutral-700 dark:text-neutral-300">
                  {r.origin === 'created' || r.origin === 'fetched'
                    ? 'First version'
                    : r.changed.length === 0
                      ? 'No field changed'
                      : r.changed.map((f) => FIELD_LABELS[f]).join(', ')}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
      <div aria-live="polite">
        {chosen === null ? (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">No revision chosen.</p>
        ) : revision.isPending ? (
          <p className="text-sm">Loading revision {chosen}…</p>
        ) : revision.isError ? (
          <p className="text-sm text-red-800 dark:text-red-300">Revision {chosen} could not be loaded.</p>
        ) : (
          <div className="space-y-4">
            <RevisionDiff revision={revision.data} current={article} />
            <button
              type="button"
              className="btn-secondary"
              disabled={restore.isPending}
              onClick={() => {
                const message = `Restore revision ${chosen}? Its text and settings replace the current ones, saved as a new revision.`;
                if (window.confirm(message)) restore.mutate(revision.data.number);
              }}
            >
              Restore revision {chosen}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
