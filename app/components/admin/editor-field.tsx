import { counter } from '../../../core/article-input';
import type { CHARACTER_LIMITS } from '../../../core/seo';
import type { TextField, Values } from './editor-values';

/** A field's length against its advised limit: red for meta fields when over, advice for titles. */
export function Counter({ value, field }: { value: string; field: keyof typeof CHARACTER_LIMITS }) {
  const c = counter(value, field);
  return (
    <span
      className={`text-xs tabular-nums ${
        c.warn
          ? 'font-bold text-red-700 dark:text-red-300'
          : c.advice
            ? 'font-semibold text-amber-800 dark:text-amber-300'
            : 'text-neutral-700 dark:text-neutral-300'
      }`}
    >
      {c.count}/{c.limit}
      {c.warn && !c.advice ? <span className="sr-only"> (over the limit)</span> : null}
      {c.count >= c.max ? ' · the most this field takes' : null}
    </span>
  );
}

/** One labelled text field of the article editor, with its counter and hint. */
export function Field({
  name,
  label,
  values,
  set,
  counted,
  multiline,
  required,
  invalid,
  type = 'text',
  hint,
}: {
  name: TextField;
  label: string;
  values: Values;
  set: (patch: Partial<Values>) => void;
  counted?: keyof typeof CHARACTER_LIMITS;
  multiline?: boolean;
  required?: boolean;
  invalid?: boolean;
  type?: string;
  hint?: string;
}) {
  const id = `article-${name}`;
  const c = counted ? counter(values[name], counted) : null;
  const describedBy = [c?.advice ? `${id}-advice` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value: values[name],
    required,
    maxLength: c?.max,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    className: 'input mt-1',
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [name]: e.target.value } as Partial<Values>),
  };
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {counted ? <Counter value={values[name]} field={counted} /> : null}
      </div>
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} {...common} />}
      {c?.advice ? (
        <p id={`${id}-advice`} role="status" className="mt-1 text-xs font-semibold text-amber-800 dark:text-amber-300">
          {c.advice}: it can still be saved.
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
