import { Fragment } from 'react';
import type { Byline } from '../../core/bylines';

const LINK =
  'font-semibold text-neutral-900 underline decoration-neutral-400 underline-offset-2 hover:decoration-2 dark:text-white';

/** Names in order, 'A, B and C', each linked to their page where they have one. */
function Names({ people }: { people: readonly Byline[] }) {
  return people.map((person, i) => (
    <Fragment key={`${person.path ?? person.name}-${i}`}>
      {i === 0 ? null : i === people.length - 1 ? ' and ' : ', '}
      {person.path ? (
        <a href={person.path} rel="author" className={LINK}>
          {person.name}
        </a>
      ) : (
        <strong className="font-semibold text-neutral-900 dark:text-white">{person.name}</strong>
      )}
    </Fragment>
  ));
}

/** 'By A and B' (docs/product.md, 'Bylines and contributors'). */
export function BylineNames({ authors }: { authors: readonly Byline[] }) {
  return (
    <span>
      By <Names people={authors} />
    </span>
  );
}

/** 'With reporting by X and Y', under the byline; nothing when nobody else reported. */
export function ReportingLine({ reporters }: { reporters: readonly Byline[] }) {
  if (reporters.length === 0) return null;
  return (
    <p className="text-sm text-neutral-700 dark:text-neutral-300">
      With reporting by <Names people={reporters} />
    </p>
  );
}
