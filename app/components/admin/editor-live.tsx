import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../core/dates';
import { LIVE_TEXTS, LIVE_TITLE_MAX, type LiveCoverage, type LiveEntry } from '../../../core/live';
import { htmlToText } from '../../../core/text';
import { AlertComposer, type AlertStory } from './alert-composer';
import { getJson } from './editor-values';
import { RichTextEditor } from './rich-text-editor';

interface Draft {
  title: string;
  body: string;
  imageAlt: string;
  keyEvent: boolean;
  pinned: boolean;
}
const EMPTY: Draft = { title: '', body: '', imageAlt: '', keyEvent: false, pinned: false };

const hasText = (html: string) =>
  html
    .replace(/<(img|iframe|video)\b/gi, 'x<$1')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/**
 * The editor's Live updates panel (docs/product.md, 'Live blogs'): the entries of a live blog,
 * newest first, each with Edit and Delete, a form to post one (title, text, picture, 'Key event',
 * 'Pinned'), and for editors 'End live coverage' or 'Reopen'. Readers' open pages show a new
 * entry within 15 s. On a published story an editor may send a key event as an alert ('Send as
 * alert': the entry's title and text, opening the story).
 */
export function EditorLive({
  articleId,
  endedAt,
  canEnd,
  timeZone,
  onChanged,
  alertStory = null,
}: {
  articleId: string;
  endedAt: string | null;
  canEnd: boolean;
  timeZone: string;
  onChanged: () => void;
  /** The story, when its key events may be sent as alerts (published; the viewer an editor). */
  alertStory?: AlertStory | null;
}) {
  const base = `/api/news/${articleId}/live`;
  const headingId = useId();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [editing, setEditing] = useState<LiveEntry | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [bodyMissing, setBodyMissing] = useState(false);
  // The key event being sent as an alert.
  const [alerting, setAlerting] = useState<LiveEntry | null>(null);
  // The rich text editor starts again after a post or when an entry is opened for editing.
  const [generation, setGeneration] = useState(0);
  const coverage = useQuery({ queryKey: ['live', articleId], queryFn: () => getJson<LiveCoverage>(base) });

  const reset = () => {
    setDraft(EMPTY);
    setFile(null);
    setEditing(null);
    setBodyMissing(false);
    setGeneration((g) => g + 1);
  };
  const changed = () => {
    void coverage.refetch();
    onChanged();
  };

  const save = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('title', draft.title);
      form.append('body', draft.body);
      form.append('imageAlt', draft.imageAlt);
      form.append('keyEvent', String(draft.keyEvent));
      form.append('pinned', String(draft.pinned));
      if (file) form.append('image', file);
      return getJson<LiveEntry>(editing ? `${base}/${editing._id}` : base, {
        method: editing ? 'PUT' : 'POST',
        body: form,
      });
    },
    onSuccess: (entry) => {
      toast.success(editing ? 'Update changed' : 'Update posted', {
        description: editing ? 'Readers see it marked Updated.' : 'Readers’ open pages offer it within 15 seconds.',
        // A new key event may go out as an alert at once (its own button stays under it in the list).
        ...(!editing && entry.keyEvent && alertStory
          ? { action: { label: 'Send as alert', onClick: () => setAlerting(entry) } }
          : {}),
      });
      reset();
      changed();
    },
    onError: (error) => toast.error('The update was not saved', { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => getJson<{ message: string }>(`${base}/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Update deleted');
      setDeleting(null);
      changed();
    },
    onError: (error) => toast.error('The update was not deleted', { description: error.message }),
  });
  const ending = useMutation({
    mutationFn: (end: boolean) => getJson<LiveCoverage>(`${base}/${end ? 'end' : 'reopen'}`, { method: 'POST' }),
    onSuccess: (_, end) => {
      toast.success(end ? 'Live coverage ended' : 'Live coverage reopened');
      changed();
    },
    onError: (error) => toast.error('The coverage was not changed', { description: error.message }),
  });

  const ended = coverage.data ? coverage.data.endedAt !== null : endedAt !== null;
  const entries = coverage.data?.entries ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 space-y-4 rounded-lg border border-neutral-300 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-bold">
          Live updates
        </h2>
        {canEnd ? (
          <button
            type="button"
            className="btn-secondary"
            disabled={ending.isPending}
            onClick={() => ending.mutate(!ended)}
          >
            {ended ? 'Reopen live coverage' : 'End live coverage'}
          </button>
        ) : null}
      </div>
      {ended ? <p className="live-ended">{LIVE_TEXTS.ended}</p> : null}

      {!ended || editing ? (
        <form
          id={formId}
          className="space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!hasText(draft.body)) {
              setBodyMissing(true);
              return;
            }
            save.mutate();
          }}
        >
          <h3 className="font-semibold">{editing ? 'Change the update' : 'Post an update'}</h3>
          <div>
            <label htmlFor={`${formId}-title`} className="block text-sm font-semibold">
              Title <span className="font-normal">(optional)</span>
            </label>
            <input
              id={`${formId}-title`}
              className="input mt-1"
              maxLength={LIVE_TITLE_MAX}
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </div>
          <div>
            <p id={`${formId}-body-label`} className="block text-sm font-semibold">
              Text
            </p>
            <RichTextEditor
              key={generation}
              id={`${formId}-body`}
              value={draft.body}
              onChange={(body) => {
                setDraft((d) => ({ ...d, body }));
                setBodyMissing(false);
              }}
              labelledBy={`${formId}-body-label`}
              invalid={bodyMissing}
            />
            {bodyMissing ? (
              <p className="mt-1 text-sm text-red-800 dark:text-red-300" role="alert">
                {LIVE_TEXTS.bodyRequired}
              </p>
            ) : null}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${formId}-image`} className="block text-sm font-semibold">
                Picture <span className="font-normal">(optional)</span>
              </label>
              <input
                key={generation}
                id={`${formId}-image`}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                className="mt-1 block text-sm"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </div>
            <div>
              <label htmlFor={`${formId}-alt`} className="block text-sm font-semibold">
                Picture description
              </label>
              <input
                id={`${formId}-alt`}
                className="input mt-1"
                value={draft.imageAlt}
                onChange={(e) => setDraft({ ...draft, imageAlt: e.target.value })}
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-5">
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                checked={draft.keyEvent}
                onChange={(e) => setDraft({ ...draft, keyEvent: e.target.checked })}
              />
              Key event
            </label>
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                checked={draft.pinned}
                onChange={(e) => setDraft({ ...draft, pinned: e.target.checked })}
              />
              Pinned (above the others)
            </label>
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {editing ? 'Save the update' : 'Post update'}
            </button>
            {editing ? (
              <button type="button" className="btn-secondary" onClick={reset}>
                Cancel
              </button>
            ) : null}
          </div>
        </form>
      ) : null}

      {coverage.isPending ? <p className="text-sm">Loading the updates…</p> : null}
      {coverage.isError ? (
        <p className="text-sm text-red-800 dark:text-red-300">The updates could not be loaded.</p>
      ) : null}
      {coverage.data && entries.length === 0 ? <p className="text-sm">No updates yet.</p> : null}
      {entries.length > 0 ? (
        <ol className="divide-y divide-neutral-200 dark:divide-neutral-800" aria-label="Posted updates">
          {entries.map((entry) => (
            <li key={entry._id} className="space-y-1 py-3">
              <p className="live-entry-meta">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, timeZone)}</time>
                {entry.pinned ? <span className="live-tag">{LIVE_TEXTS.pinned}</span> : null}
                {entry.keyEvent ? <span className="live-tag">{LIVE_TEXTS.keyEvent}</span> : null}
                {entry.editedAt ? <span className="live-updated">{LIVE_TEXTS.updated}</span> : null}
                <span className="font-normal">by {entry.author}</span>
              </p>
              {entry.title ? <p className="font-semibold">{entry.title}</p> : null}
              <div className="prose prose-sm" dangerouslySetInnerHTML={{ __html: entry.body }} />
              {deleting === entry._id ? (
                <p className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Confirm deletion">
                  Delete this update? Readers no longer see it.
                  <button
                    type="button"
                    className="btn bg-red-700 text-white hover:bg-red-800"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(entry._id)}
                  >
                    Delete
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => setDeleting(null)}>
                    Keep it
                  </button>
                </p>
              ) : (
                <p className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-label={`Edit the update of ${formatDateTime(entry.createdAt, timeZone)}`}
                    onClick={() => {
                      setEditing(entry);
                      setDraft({
                        title: entry.title ?? '',
                        body: entry.body,
                        imageAlt: entry.imageAlt ?? '',
                        keyEvent: entry.keyEvent,
                        pinned: entry.pinned,
                      });
                      setFile(null);
                      setGeneration((g) => g + 1);
                      document.getElementById(formId)?.scrollIntoView({ block: 'start' });
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-label={`Delete the update of ${formatDateTime(entry.createdAt, timeZone)}`}
                    onClick={() => setDeleting(entry._id)}
                  >
                    Delete
                  </button>
                  {alertStory && entry.keyEvent ? (
                    <button
                      type="button"
                      className="btn-secondary"
                      aria-label={`Send as alert: the update of ${formatDateTime(entry.createdAt, timeZone)}`}
                      onClick={() => setAlerting(entry)}
                    >
                      Send as alert
                    </button>
                  ) : null}
                </p>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {alertStory && alerting ? (
        <AlertComposer
          story={alertStory}
          kind="live"
          // An entry without a title is announced under the story's.
          title={alerting.title ?? alertStory.title}
          body={htmlToText(alerting.body)}
          onClose={() => setAlerting(null)}
        />
      ) : null}
    </section>
  );
}
