import { useId, useState } from 'react';
import {
  bylineText,
  joinNames,
  MAX_BYLINES,
  reporters,
  type BylineChoice,
  type BylineEntry,
  type BylineRole,
} from '../../../core/bylines';
import { DEFAULT_AUTHOR } from '../../../core/article';

const ROLE_LABELS: Record<BylineRole, string> = { author: 'Byline', reporting: 'With reporting by' };

/**
 * The editor's Bylines field (docs/product.md, 'Bylines and contributors'): who the story
 * credits, in order, each in the byline or the 'With reporting by' line; people are added from
 * the site's writers and guest contributors, moved up and down, and removed. Under it, the lines
 * as readers will see them.
 */
export function BylineField({
  entries,
  choices,
  onChange,
}: {
  entries: BylineEntry[];
  choices: BylineChoice[];
  onChange: (entries: BylineEntry[]) => void;
}) {
  const id = useId();
  const [adding, setAdding] = useState('');
  const taken = new Set(entries.map((e) => e.key));
  const open = choices.filter((c) => !taken.has(c.key));
  const staff = open.filter((c) => !c.guest);
  const guests = open.filter((c) => c.guest);
  const full = entries.length >= MAX_BYLINES;

  const move = (from: number, to: number) => {
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const add = () => {
    const choice = choices.find((c) => c.key === adding);
    if (!choice || taken.has(choice.key) || full) return;
    onChange([...entries, { ...choice, role: 'author' }]);
    setAdding('');
  };

  const byline = bylineText(entries) ?? DEFAULT_AUTHOR;
  const reporting = reporters(entries).map((e) => e.name);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">Bylines</legend>
      {entries.length ? (
        <ol className="space-y-2" aria-label="Credited, in order">
          {entries.map((entry, i) => (
            <li
              key={entry.key}
              className="flex flex-wrap items-center gap-2 rounded-md border border-neutral-300 px-3 py-2 dark:border-neutral-700"
            >
              <span className="min-w-0 basis-full font-medium sm:flex-1 sm:basis-0">
                {entry.name}
                {entry.guest ? (
                  <span className="ml-2 rounded bg-neutral-200 px-1.5 py-0.5 text-xs font-semibold text-neutral-800 dark:bg-neutral-700 dark:text-neutral-100">
                    Guest
                  </span>
                ) : null}
              </span>
              <label className="sr-only" htmlFor={`${id}-role-${i}`}>
                Role of {entry.name}
              </label>
              <select
                id={`${id}-role-${i}`}
                className="input w-auto py-1 text-sm"
                value={entry.role}
                onChange={(e) =>
                  onChange(entries.map((x, j) => (j === i ? { ...x, role: e.target.value as BylineRole } : x)))
                }
              >
                {(Object.keys(ROLE_LABELS) as BylineRole[]).map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn-secondary px-2 py-1 text-sm"
                disabled={i === 0}
                aria-label={`Move ${entry.name} up`}
                onClick={() => move(i, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn-secondary px-2 py-1 text-sm"
                disabled={i === entries.length - 1}
                aria-label={`Move ${entry.name} down`}
                onClick={() => move(i, i + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn-secondary px-2 py-1 text-sm"
                aria-label={`Remove ${entry.name}`}
                onClick={() => onChange(entries.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          Nobody is credited: the byline reads ‘{DEFAULT_AUTHOR}’.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-add`} className="block text-sm font-semibold">
            Add a person
          </label>
          <select
            id={`${id}-add`}
            className="input mt-1 w-auto"
            value={adding}
            disabled={full || open.length === 0}
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">Choose…</option>
            {staff.length ? (
              <optgroup label="Staff">
                {staff.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {guests.length ? (
              <optgroup label="Guest contributors">
                {guests.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </div>
        <button type="button" className="btn-secondary" disabled={!adding || full} onClick={add}>
          Add
        </button>
        <a href="/admin/contributors" className="text-sm font-semibold underline underline-offset-2">
          Guest contributors
        </a>
      </div>
      <p className="text-sm text-neutral-700 dark:text-neutral-300" aria-live="polite">
        Readers see: <strong className="text-neutral-900 dark:text-white">By {byline}</strong>
        {reporting.length ? (
          <>
            {' · '}With reporting by{' '}
            <strong className="text-neutral-900 dark:text-white">{joinNames(reporting)}</strong>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
