import type { Route } from './+types/newsletter-confirm';
import { CONFIRM_LINK_BAD, SUBSCRIBED_HEADING } from '../../core/newsletter';
import { formMessage } from '../components/status-message';
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
    });
    return { ok: true as const, message };
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to the morning newsletter.',
    path: '/newsletter/confirm',
    noindex: true,
  });

/**
 * The confirmation link's page. Following the link shows a button rather than confirming at
 * once: mail filters open links to check them, and that must not subscribe anybody.
 */
export default function ConfirmPage({ loaderData, actionData: result, matches }: Route.ComponentProps) {
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  return (
    <div className="max-w-xl pb-12">
      <h1 className="font-serif text-3xl font-black">
        {result?.ok ? SUBSCRIBED_HEADING : 'Confirm your subscription'}
      </h1>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-6 rounded-lg border p-4 ${result.ok ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100' : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'}`}
        >
          {result.ok ? result.message : formMessage(result)}
          {result.ok ? null : (
            <>
              {' '}
              <a className="link" href="/newsletter">
                Sign up again
              </a>
            </>
          )}
        </p>
      ) : loaderData.token ? (
        <form method="post" className="mt-6 space-y-4">
          <p className="text-neutral-700 dark:text-neutral-300">
            One click and {siteName}&apos;s morning briefing starts arriving in your inbox.
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary">
            Confirm subscription
          </button>
        </form>
      ) : (
        <p role="alert" className="mt-6">
          {CONFIRM_LINK_BAD}{' '}
          <a className="link" href="/newsletter">
            Sign up again
          </a>
        </p>
      )}
    </div>
  );
}
