import { useIntl } from 'react-intl';
import { data } from 'react-router';
import type { Route } from './+types/contact';
import { DEFAULT_FAQ } from '../../core/navigation';
import { telHref } from '../../core/site-settings';
import type { PublicConfig } from '../../server/config';
import { Breadcrumb } from '../components/breadcrumb';
import { SocialLinks } from '../components/social-links';
import { intlAt } from '../i18n/intl';
import type { MessageId } from '../i18n/messages/en';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm } from '../lib/use-case.server';

const FIELD_NAMES = ['name', 'email', 'subject', 'message'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

/**
 * The form is a plain POST (the page is a document, with or without JavaScript): the answer is
 * the page again, with the confirmation and empty fields, or with the error and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const input = Object.fromEntries(
    FIELD_NAMES.map((k) => {
      const v = form.get(k);
      // A browser's form post sends line breaks as CRLF: stored as the reader typed them (LF).
      return [k, typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : ''];
    }),
  ) as Record<FieldName, string>;
  // Invalid fields (400, each named) and the address's limit (429) come back as the form's error.
  const answer = await forForm(request, async () => {
    await context.commands.contact.send(context.actor, input);
    // The thank-you (core/messages.ts CONTACT_SUCCESS) in the page's language.
    const message = intlAt(new URL(request.url).pathname).formatMessage({ id: 'contactPage.sent' });
    return { ok: true as const, message };
  });
  return 'init' in answer ? data({ ...answer.data, values: input }, answer.init ?? undefined) : answer;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'contactPage.title' }),
    description: intl.formatMessage({ id: 'contactPage.description' }),
    path: '/contact',
    // Every edition has this page (docs/decisions/009-editions.md).
    alternates: 'every',
  });
};

const FIELDS: readonly { name: Exclude<FieldName, 'message'>; label: MessageId; type: string; autoComplete: string }[] =
  [
    { name: 'name', label: 'contactPage.name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'contactPage.email', type: 'email', autoComplete: 'email' },
    { name: 'subject', label: 'contactPage.subject', type: 'text', autoComplete: 'off' },
  ];

export default function ContactPage({ matches, actionData: result }: Route.ComponentProps) {
  const site = rootDataOf(matches)?.site;
  // The questions an admin set on /admin/settings (plain text); none: no section.
  const faq = site?.faq ?? DEFAULT_FAQ;
  // Sent: all four fields empty (docs/product.md, 'Contact page'); refused: what was typed, with the errors.
  const errors: Partial<Record<FieldName, string>> = result && !result.ok ? result.fields : {};
  const values: Partial<Record<FieldName, string>> = result && !result.ok ? result.values : {};
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <div>
      <Breadcrumb items={[{ label: t('header.home'), to: '/' }, { label: t('contactPage.breadcrumb') }]} />
      <h1 className="mt-4 font-serif text-3xl font-black sm:text-4xl">{t('contactPage.title')}</h1>
      <p className="mt-3 max-w-2xl text-neutral-700 dark:text-neutral-300">{t('contactPage.intro')}</p>

      <div className="mt-8 grid gap-10 lg:grid-cols-5">
        <section className="space-y-6 lg:col-span-2" aria-labelledby="details-heading">
          <h2 id="details-heading" className="font-serif text-xl font-bold">
            {t('contactPage.details')}
          </h2>
          <ContactDetails contact={site?.contact} />
          {site && site.social.length > 0 ? (
            <div>
              <h3 className="font-semibold">{t('contactPage.followUs')}</h3>
              <SocialLinks links={site.social} className="mt-3" />
            </div>
          ) : null}
        </section>

        <section className="scroll-mt-24 lg:col-span-3" aria-labelledby="form-heading" id="send">
          <h2 id="form-heading" className="font-serif text-xl font-bold">
            {t('contactPage.formHeading')}
          </h2>
          {/* '#send': after the post the browser shows this section again, with the answer. */}
          <form method="post" action="/contact#send" className="mt-4 space-y-4">
            {FIELDS.map((field) => (
              <div key={field.name}>
                <label htmlFor={`contact-${field.name}`} className="block text-sm font-semibold">
                  {t(field.label)}
                </label>
                <input
                  id={`contact-${field.name}`}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  defaultValue={values[field.name]}
                  required
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `contact-${field.name}-error` : undefined}
                  className="input mt-1"
                />
                {errors[field.name] ? (
                  <p id={`contact-${field.name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                    {errors[field.name]}
                  </p>
                ) : null}
              </div>
            ))}
            <div>
              <label htmlFor="contact-message" className="block text-sm font-semibold">
                {t('contactPage.message')}
              </label>
              <textarea
                id="contact-message"
                name="message"
                rows={6}
                defaultValue={values.message}
                required
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'contact-message-error' : undefined}
                className="input mt-1"
              />
              {errors.message ? (
                <p id="contact-message-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
                  {errors.message}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn-primary">
              {t('contactPage.send')}
            </button>
            <div aria-live="polite" role="status">
              {result ? (
                <p
                  className={`rounded-md p-3 text-sm ${
                    result.ok
                      ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100'
                      : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
                  }`}
                >
                  {result.message}
                </p>
              ) : null}
            </div>
          </form>
        </section>
      </div>

      {faq.length > 0 ? (
        <section className="mt-12" aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="font-serif text-2xl font-bold">
            {t('contactPage.faq')}
          </h2>
          <div className="mt-4 divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {faq.map((item, i) => (
              <details key={i} className="group p-4">
                <summary className="cursor-pointer font-semibold">{item.question}</summary>
                <p className="mt-2 whitespace-pre-line text-neutral-700 dark:text-neutral-300">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The details an admin set (/admin/settings); only those that are set. */
function ContactDetails({ contact }: { contact: PublicConfig['contact'] | undefined }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  if (!contact || !(contact.email || contact.phone || contact.address.length > 0 || contact.hours)) {
    return <p className="text-sm">{t('contactPage.noDetails')}</p>;
  }
  return (
    <dl className="space-y-4 text-sm">
      {contact.email ? (
        <div>
          <dt className="font-semibold">{t('contactPage.emailTerm')}</dt>
          <dd>
            <a className="link" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </dd>
        </div>
      ) : null}
      {contact.phone ? (
        <div>
          <dt className="font-semibold">{t('contactPage.phoneTerm')}</dt>
          <dd>
            <a className="link" href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          </dd>
        </div>
      ) : null}
      {contact.address.length > 0 ? (
        <div>
          <dt className="font-semibold">{t('contactPage.addressTerm')}</dt>
          <dd>
            <address className="not-italic">
              {contact.address.map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      ) : null}
      {contact.hours ? (
        <div>
          <dt className="font-semibold">{t('contactPage.hoursTerm')}</dt>
          <dd>{contact.hours}</dd>
        </div>
      ) : null}
    </dl>
  );
}
