import { counter } from '../../../core/article-input';
import type { CHARACTER_LIMITS } from '../../../core/seo';
import type { TextField, Values } from './editor-values';

/** A field's length against its limit, red when over. */
export function Counter({ value, field }: { value: string; field: keyof typeof CHARACTER_LIMITS }) {
  const c = counter(value, field);
  return (
    <span
      className={`text-xs tabular-nums ${c.warn ? 'font-bold text-red-700 dark:text-red-300' : 'text-neutral-700 dark:text-neutral-300'}`}
    >
      {c.count}/{c.limit}
      {c.warn ? <span className="sr-only"> (over the limit)</span> : null}
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
  const common = {
    id,
    name,
    value: values[name],
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': hint ? `${id}-hint` : undefined,
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
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
