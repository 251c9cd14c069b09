import { useState } from 'react';
import { addToList, splitList } from '../../../core/article-input';
import { tagSlug } from '../../../core/tags';

/**
 * Tags or keywords: added by the button, Enter or a comma (trimmed, no empties, no repeats), each
 * removable. A pasted list ('Fisheries, Kochi, Climate change') becomes one entry per item.
 * `followers`: how many readers follow each tag, by its slug ('1,230 follow'), shown beside it.
 */
export function TagInput({
  id,
  label,
  values,
  onChange,
  hint,
  followers,
}: {
  id: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  hint?: string;
  followers?: Record<string, number>;
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
          aria-describedby={`${id}-how${hint ? ` ${id}-hint` : ''}`}
          onChange={(e) => {
            const typed = e.target.value;
            const parts = splitList(typed);
            if (parts.length === 1) return setDraft(typed.trimStart());
            // Everything before the last comma is added; what follows it is still being typed.
            const rest = parts.pop() ?? '';
            onChange(addToList(values, parts.join(',')));
            setDraft(rest.trimStart());
          }}
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
      <p id={`${id}-how`} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
        Separate {label.toLowerCase()} with commas or press Enter.
      </p>
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
              {followers?.[tagSlug(value)] ? (
                <span className="text-xs text-neutral-700 dark:text-neutral-300">
                  · {followers[tagSlug(value)]!.toLocaleString('en-IN')} follow
                </span>
              ) : null}
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
