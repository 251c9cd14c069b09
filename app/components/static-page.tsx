import { useIntl } from 'react-intl';
import { formatDate } from '../../core/dates';
import { Breadcrumb } from './breadcrumb';

/** A static page: title, optional 'Last updated' line, long-form text. */
export function StaticPage({
  title,
  lastUpdated,
  timeZone,
  children,
}: {
  title: string;
  lastUpdated?: string;
  timeZone: string;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="max-w-3xl">
      <Breadcrumb items={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), to: '/' }, { label: title }]} />
      <h1 className="mt-4 font-serif text-3xl font-black sm:text-4xl">{title}</h1>
      {lastUpdated ? (
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          {intl.formatMessage(
            { id: 'staticPage.lastUpdated' },
            {
              date: formatDate(`${lastUpdated}T12:00:00Z`, timeZone, intl.locale),
              time: (chunks) => <time dateTime={lastUpdated}>{chunks}</time>,
            },
          )}
        </p>
      ) : null}
      <div className="prose mt-8">{children}</div>
    </div>
  );
}
