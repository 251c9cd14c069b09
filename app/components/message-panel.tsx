import { useEditionPath } from '../i18n/paths';
import { useIntl } from 'react-intl';

/**
 * A full-width message with a way home: missing articles, errors, empty links. The way home is
 * a plain link, a full page load (also from the hydrated admin area: the home page is a document).
 */
export function MessagePanel({ title, children }: { title: string; children: React.ReactNode }) {
  const local = useEditionPath();
  const intl = useIntl();
  return (
    <section className="py-16 text-center">
      <h1 className="font-serif text-3xl font-black">{title}</h1>
      <div className="mx-auto mt-4 max-w-xl text-neutral-700 dark:text-neutral-300">{children}</div>
      <p className="mt-8">
        <a href={local('/')} className="btn-primary">
          {intl.formatMessage({ id: 'messagePanel.home' })}
        </a>
      </p>
    </section>
  );
}
