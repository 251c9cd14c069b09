import { useEdition, useEditionPath } from '../i18n/paths';
import { EDITIONS, editionOf, type Edition } from '../../core/editions';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import type { Route } from './+types/newsletter';
import { NEWSLETTER_MAX_STORIES } from '../../core/newsletter';
import { Breadcrumb } from '../components/breadcrumb';
import { formMessage } from '../components/status-message';
import { intlAt, languageName } from '../i18n/intl';

/** The editions a reader may choose, in the site's order: each one's newsletter is its own. */
const EDITION_CODES = Object.keys(EDITIONS) as Edition[];
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm } from '../lib/use-case.server';

/** Off without SMTP_URL: there is nothing to sign up for. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.config.newsletter) throw data(null, { status: 404 });
  return { stories: NEWSLETTER_MAX_STORIES };
}

/**
 * The sign-up forms of the footer, the article page and this page post here (a document page:
 * with or without JavaScript). The answer is the same whatever the address's state.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = typeof form.get('email') === 'string' ? (form.get('email') as string) : '';
  // The editions ticked (the page's edition when none is: the footer's box has no choice), and
  // the page's edition, whose language the answer and the confirmation email are in.
  const editions = form.getAll('edition').filter((value): value is string => typeof value === 'string');
  const edition = editionOf(new URL(request.url).pathname);
  const answer = await forForm(request, async () => {
    const { message } = await context.commands.newsletter.subscribe(context.actor, {
      email,
      edition,
      ...(editions.length > 0 ? { editions } : {}),
    });
    return { ok: true as const, message };
  });
  return 'init' in answer ? data({ ...answer.data, email }, answer.init ?? undefined) : answer;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'newsletterPage.title' }),
    description: intl.formatMessage({ id: 'newsletterPage.description' }, { siteName }),
    path: '/newsletter',
    // Every edition has this page (docs/decisions/009-editions.md).
    alternates: 'every',
  });
};

export default function NewsletterPage({ loaderData, actionData: result, matches }: Route.ComponentProps) {
  const local = useEditionPath();
  const edition = useEdition();
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  const error = result && !result.ok ? formMessage(result) : null;
  const intl = useIntl();
  return (
    <div className="max-w-2xl pb-12">
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'header.home' }), to: '/' },
          { label: intl.formatMessage({ id: 'newsletterPage.breadcrumb' }) },
        ]}
      />
      <h1 className="mt-4 font-serif text-3xl font-black sm:text-4xl">
        {intl.formatMessage({ id: 'newsletterPage.title' })}
      </h1>
      <p className="mt-3 text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage({ id: 'newsletterPage.intro' }, { count: loaderData.stories, siteName })}
      </p>
      {result?.ok ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {result.message}
        </p>
      ) : (
        <form method="post" action={local('/newsletter')} className="mt-6 max-w-md space-y-3">
          <div>
            <label htmlFor="newsletter-email" className="block text-sm font-semibold">
              {intl.formatMessage({ id: 'newsletterPage.email' })}
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={result && !result.ok ? result.email : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'newsletter-email-error' : undefined}
              className="input mt-1"
            />
            {error ? (
              <p id="newsletter-email-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
                {error}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="text-sm font-semibold">{intl.formatMessage({ id: 'newsletterPage.editions' })}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {EDITION_CODES.map((code) => (
                <label key={code} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="edition" value={code} defaultChecked={code === edition} />
                  {intl.formatMessage({ id: 'newsletterPage.edition' }, { language: languageName(intl, code) })}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary">
            {intl.formatMessage({ id: 'newsletterPage.subscribe' })}
          </button>
        </form>
      )}
      <p className="mt-6 text-sm text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage(
          { id: 'newsletterPage.privacy' },
          {
            link: (chunks) => (
              <a className="link" href={local('/privacy-policy')}>
                {chunks}
              </a>
            ),
          },
        )}
      </p>
    </div>
  );
}
