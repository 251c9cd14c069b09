import { useIntl } from 'react-intl';
import { useEdition, useEditionPath } from '../i18n/paths';

/**
 * The morning newsletter's sign-up (docs/product.md, 'Morning newsletter'): a plain form posted
 * to the page's edition's /newsletter, which answers with the next step (a confirmation link is
 * emailed). It subscribes to the page's edition's newsletter (/newsletter offers the others). No
 * JavaScript; shown only when the site can send mail (SMTP_URL).
 */
export function NewsletterSignup({
  id,
  siteName,
  variant,
}: {
  id: string;
  siteName: string;
  variant: 'footer' | 'article';
}) {
  const boxed = variant === 'article';
  const intl = useIntl();
  const edition = useEdition();
  const local = useEditionPath();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={
        boxed
          ? 'mt-10 rounded-xl border border-neutral-200 bg-neutral-50 p-5 dark:border-neutral-800 dark:bg-neutral-900'
          : 'mt-6'
      }
    >
      <h2
        id={`${id}-heading`}
        className={
          boxed
            ? 'font-serif text-xl font-bold'
            : 'text-sm font-bold tracking-wide text-neutral-900 uppercase dark:text-white'
        }
      >
        {intl.formatMessage({ id: 'newsletterSignup.title' })}
      </h2>
      <p className="mt-2 text-sm leading-6 text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage({ id: 'newsletterSignup.text' }, { siteName })}
      </p>
      <form method="post" action={local('/newsletter')} className="mt-3 flex max-w-md flex-col gap-2 sm:flex-row">
        <input type="hidden" name="edition" value={edition} />
        <label htmlFor={`${id}-email`} className="sr-only">
          {intl.formatMessage({ id: 'newsletterSignup.email' })}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={intl.formatMessage({ id: 'newsletterSignup.placeholder' })}
          className="input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0">
          {intl.formatMessage({ id: 'newsletterSignup.subscribe' })}
        </button>
      </form>
    </section>
  );
}
