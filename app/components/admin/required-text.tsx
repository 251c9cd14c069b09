import { useId, useState } from 'react';

/**
 * A required text box's state: what is typed, and whether an empty send marked it. `take`
 * answers the trimmed text, or null after marking the field and moving the focus to it.
 */
export function useRequiredText() {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  return {
    id,
    value,
    invalid,
    change(next: string) {
      setValue(next);
      setInvalid(false);
    },
    clear: () => setValue(''),
    take(): string | null {
      const text = value.trim();
      if (text) return text;
      setInvalid(true);
      document.getElementById(id)?.focus();
      return null;
    },
  };
}

/** A labelled, required text area with its error, tied to `useRequiredText`'s state. */
export function RequiredTextArea({
  field,
  label,
  max,
  message,
}: {
  field: ReturnType<typeof useRequiredText>;
  label: string;
  max: number;
  /** Shown when it was sent empty. */
  message: string;
}) {
  const errorId = useId();
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={field.id}
        value={field.value}
        rows={3}
        maxLength={max}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.invalid ? errorId : undefined}
        onChange={(e) => field.change(e.target.value)}
        className="input mt-1"
      />
      {field.invalid ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800 dark:text-red-300">
          {message}
        </p>
      ) : null}
    </div>
  );
}
