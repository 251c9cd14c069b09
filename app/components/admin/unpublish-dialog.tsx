import { useEffect, useId, useRef } from 'react';

/**
 * The question before a published story leaves the site (docs/product.md, 'Admin: article
 * editor'): a modal `<dialog>` (focus kept inside, Escape cancels), 'Keep it published' focused
 * first so Enter never takes a story down by accident.
 */
export function UnpublishDialog({
  title,
  onCancel,
  onConfirm,
}: {
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      aria-describedby={textId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-neutral-300 bg-white p-6 text-neutral-900 shadow-xl backdrop:bg-black/50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <h2 id={headingId} className="font-serif text-xl font-black">
        Unpublish this story?
      </h2>
      <div id={textId} className="mt-3 space-y-2 text-sm">
        <p>
          “{title}” leaves the site at once: its page, the home page, its section, search and the feeds no longer show
          it, and links to it find nothing.
        </p>
        <p>It becomes a draft with your changes saved. You can publish it again at any time.</p>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" autoFocus onClick={onCancel}>
          Keep it published
        </button>
        <button type="button" className="btn-primary" onClick={onConfirm}>
          Unpublish
        </button>
      </div>
    </dialog>
  );
}
