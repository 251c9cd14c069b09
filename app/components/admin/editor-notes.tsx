import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  NOTE_KINDS,
  NOTE_LABELS,
  NOTE_TEXT_MAX,
  NOTE_TEXT_REQUIRED,
  type ArticleNote,
  type NoteKind,
} from '../../../core/corrections';
import { formatDateTime } from '../../../core/dates';
import { answerOf } from './editor-values';
import { RequiredTextArea, useRequiredText } from './required-text';

/** Adds a correction or update (POST /api/news/:id/notes); answers the note. */
async function addNote(articleId: string, kind: NoteKind, text: string): Promise<ArticleNote> {
  const res = await fetch(`/api/news/${articleId}/notes`, {
    method: 'POST',
    body: JSON.stringify({ kind, text }),
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  });
  return answerOf<ArticleNote>(res);
}

/**
 * Corrections and updates on a published story (docs/product.md, 'Corrections and updates'):
 * the notes readers see under the headline, and a form to add one. `onAdded` reloads the page's
 * data (the list, and the story's modified time).
 */
export function EditorNotes({
  articleId,
  notes,
  timeZone,
  onAdded,
}: {
  articleId: string;
  notes: ArticleNote[];
  timeZone: string;
  onAdded: () => void;
}) {
  const [kind, setKind] = useState<NoteKind>('correction');
  const text = useRequiredText();
  const headingId = useId();
  const kindId = useId();
  const mutation = useMutation({
    mutationFn: (note: string) => addNote(articleId, kind, note),
    onSuccess: (note) => {
      toast.success(`${NOTE_LABELS[note.kind]} added`, { description: 'Readers see it under the headline now.' });
      text.clear();
      onAdded();
    },
    onError: (error) => toast.error('The note was not added', { description: error.message }),
  });
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-neutral-300 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold">
        Corrections and updates
      </h2>
      {notes.length === 0 ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">None yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {notes.map((note) => (
            <li key={note._id}>
              <strong>{NOTE_LABELS[note.kind]}</strong> ·{' '}
              <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, timeZone)}</time>: {note.text}
            </li>
          ))}
        </ol>
      )}
      <form
        className="space-y-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const note = text.take();
          if (note) mutation.mutate(note);
        }}
      >
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          A note is shown under the headline with its time, and stays there, like a printed correction.
        </p>
        <div>
          <label htmlFor={kindId} className="block text-sm font-semibold">
            Kind
          </label>
          <select
            id={kindId}
            value={kind}
            onChange={(e) => setKind(e.target.value as NoteKind)}
            className="input mt-1 w-auto"
          >
            {NOTE_KINDS.map((k) => (
              <option key={k} value={k}>
                {NOTE_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <RequiredTextArea field={text} label="Note" max={NOTE_TEXT_MAX} message={NOTE_TEXT_REQUIRED} />
        <button type="submit" className="btn-secondary" disabled={mutation.isPending}>
          Add {NOTE_LABELS[kind].toLowerCase()}
        </button>
      </form>
    </section>
  );
}
