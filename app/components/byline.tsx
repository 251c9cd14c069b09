import { useEditionPath } from '../i18n/paths';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { Byline } from '../../core/bylines';

const LINK =
  'font-semibold text-neutral-900 underline decoration-neutral-400 underline-offset-2 hover:decoration-2 dark:text-white';

/** Names in order, 'A, B and C', each linked to their page where they have one. */
function Names({ people }: { people: readonly Byline[] }) {
  const local = useEditionPath();
  const intl = useIntl();
  return people.map((person, i) => (
    <Fragment key={`${person.path ?? person.name}-${i}`}>
      {i === 0 ? null : intl.formatMessage({ id: i === people.length - 1 ? 'byline.and' : 'byline.separator' })}
      {person.path ? (
        <a href={local(person.path)} rel="author" className={LINK}>
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
  const intl = useIntl();
  return <span>{intl.formatMessage({ id: 'byline.by' }, { names: <Names people={authors} /> })}</span>;
}

/** 'With reporting by X and Y', under the byline; nothing when nobody else reported. */
export function ReportingLine({ reporters }: { reporters: readonly Byline[] }) {
  const intl = useIntl();
  if (reporters.length === 0) return null;
  return (
    <p className="text-sm text-neutral-700 dark:text-neutral-300">
      {intl.formatMessage({ id: 'byline.reporting' }, { names: <Names people={reporters} /> })}
    </p>
  );
}
