import { useState } from 'react';
import { addToList } from '../../../core/article-input';

/** Tags or keywords: added by the button or Enter (trimmed, no empties, no repeats), each removable. */
export function TagInput({
  id,
  label,
  values,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  hint?: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addToList(values, draft));
    setDraft('');
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={100}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className="input"
        />
        <button type="button" onClick={add} className="btn-secondary">
          Add<span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          {hint}
        </p>
      ) : null}
      {values.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
          {values.map((value) => (
            <li
              key={value}
              className="flex items-center gap-1 rounded-full bg-neutral-200 py-0.5 pr-1 pl-3 text-sm dark:bg-neutral-800"
            >
              {value}
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                className="rounded-full px-1.5 hover:bg-neutral-300 dark:hover:bg-neutral-700"
                aria-label={`Remove ${value}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
