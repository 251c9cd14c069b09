import { useId, type ReactNode } from 'react';
import { RequiredTextArea, useRequiredText } from './required-text';
import type { Article, ReviewNote } from '../../../core/article';
import { authorName } from '../../../core/article';
import { formatDateTime } from '../../../core/dates';
import { REVIEW_NOTE_MAX, REVIEW_NOTE_REQUIRED } from '../../../core/review';

/**
 * Review in the article editor (docs/product.md, 'Review'): the note a story was sent back
 * with, and the editor's panel for a story waiting for review.
 */

const TONES = {
  note: 'border-yellow-400 bg-yellow-50 text-yellow-950 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-50',
  review: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50',
};

/** A boxed section above the form, named by its heading. */
function Box({ tone, heading, children }: { tone: keyof typeof TONES; heading: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`space-y-2 rounded-lg border p-4 text-sm ${TONES[tone]}`}>
      <h2 id={headingId} className="font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The note an editor sent the story back with, above the form until the story moves on. */
export function ReviewNoteNotice({ note, timeZone }: { note: ReviewNote; timeZone: string }) {
  return (
    <Box
      tone="note"
      heading={
        <>
          Sent back by {note.by || 'an editor'} · <time dateTime={note.at}>{formatDateTime(note.at, timeZone)}</time>
        </>
      }
    >
      <p className="whitespace-pre-line">{note.text}</p>
      <p>Make the changes, then submit it for review again.</p>
    </Box>
  );
}

/**
 * For editors, on a story waiting for review: who submitted it and when, and a note to send it
 * back with. Publishing and scheduling are the form's own buttons.
 */
export function ReviewPanel({
  article,
  timeZone,
  pending,
  onSendBack,
}: {
  article: Pick<Article, 'author' | 'submittedAt'>;
  timeZone: string;
  pending: boolean;
  onSendBack: (note: string) => void;
}) {
  const note = useRequiredText();
  return (
    <Box tone="review" heading="Waiting for review">
      <p>
        Submitted by {authorName(article)}
        {article.submittedAt ? (
          <>
            {' '}
            <time dateTime={article.submittedAt}>{formatDateTime(article.submittedAt, timeZone)}</time>
          </>
        ) : null}
        . Publish or schedule it with the buttons below the form, or send it back to its author with a note.
      </p>
      <RequiredTextArea field={note} label="Note to the author" max={REVIEW_NOTE_MAX} message={REVIEW_NOTE_REQUIRED} />
      <button
        type="button"
        className="btn-secondary"
        disabled={pending}
        onClick={() => {
          const text = note.take();
          if (text) onSendBack(text);
        }}
      >
        Send back to the author
      </button>
    </Box>
  );
}
