import { useIntl } from 'react-intl';
import { editionOf } from '../../core/editions';
import { useEditionPath } from '../i18n/paths';
import type { Route } from './+types/newsletter-confirm';
import { formMessage } from '../components/status-message';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm } from '../lib/use-case.server';

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** The button's post: confirms the address the link was mailed to (NewsletterCommands.confirm). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return forForm(request, async () => {
    const { message } = await context.commands.newsletter.confirm(context.actor, {
      token: form.get('token') ?? '',
      // The answer in the page's language: the edition whose email linked here.
      edition: editionOf(new URL(request.url).pathname),
    });
    return { ok: true as const, message };
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'newsletterConfirm.title' }),
    description: intl.formatMessage({ id: 'newsletterConfirm.description' }),
    path: '/newsletter/confirm',
    noindex: true,
  });
};

/**
 * The confirmation link's page. Following the link shows a button rather than confirming at
 * once: mail filters open links to check them, and that must not subscribe anybody.
 */
export default function ConfirmPage({ loaderData, actionData: result, matches }: Route.ComponentProps) {
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  const intl = useIntl();
  const local = useEditionPath();
  // 'This link has expired… Sign up again': why, then the link back to the form.
  const failed = (reason: string) =>
    intl.formatMessage(
      { id: 'newsletterConfirm.failed' },
      {
        reason,
        link: (chunks) => (
          <a className="link" href={local('/newsletter')}>
            {chunks}
          </a>
        ),
      },
    );
  return (
    <div className="max-w-xl pb-12">
      <h1 className="font-serif text-3xl font-black">
        {intl.formatMessage({ id: result?.ok ? 'newsletterConfirm.subscribed' : 'newsletterConfirm.title' })}
      </h1>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-6 rounded-lg border p-4 ${result.ok ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100' : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'}`}
        >
          {result.ok ? result.message : failed(formMessage(result))}
        </p>
      ) : loaderData.token ? (
        <form method="post" className="mt-6 space-y-4">
          <p className="text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage({ id: 'newsletterConfirm.prompt' }, { siteName })}
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary">
            {intl.formatMessage({ id: 'newsletterConfirm.submit' })}
          </button>
        </form>
      ) : (
        <p role="alert" className="mt-6">
          {failed(intl.formatMessage({ id: 'newsletterConfirm.linkBad' }))}
        </p>
      )}
    </div>
  );
}
