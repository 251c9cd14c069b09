import type { ReactNode } from 'react';

/** One column heading: its text (or a screen-reader-only label) and, when it differs, its classes. */
export interface Column {
  label: ReactNode;
  className?: string;
}

/** The heading cells of an admin table, each `scope="col"`, in one line per column. */
export function HeaderCells({ columns, cellClass }: { columns: readonly Column[]; cellClass: string }) {
  return (
    <>
      {columns.map((column, index) => (
        <th key={index} scope="col" className={column.className ?? cellClass}>
          {column.label}
        </th>
      ))}
    </>
  );
}

/** A labelled select of a GET filter form: the first option (empty value) means 'no filter'. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="input h-11 w-full">
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
