import type { KeptCopy } from './use-unsaved-copy';

/** Changes not saved, kept in this browser from before a reload or a crash: take them back, or throw them away. */
export function UnsavedCopyBanner({
  copy,
  onRestore,
  onDiscard,
}: {
  copy: KeptCopy;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Unsaved draft"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-yellow-400 bg-yellow-50 p-4 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100"
    >
      <p>Changes you had not saved are kept in this browser ({new Date(copy.savedAt).toLocaleString()}).</p>
      <button type="button" className="btn-secondary" onClick={onRestore}>
        Restore them
      </button>
      <button type="button" className="btn-secondary" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
