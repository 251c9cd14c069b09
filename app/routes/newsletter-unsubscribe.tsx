import { useIntl } from 'react-intl';
import { useEditionPath } from '../i18n/paths';
import type { Route } from './+types/newsletter-unsubscribe';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf } from '../lib/meta';

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const state = query.has('done') ? 'done' : query.has('invalid') ? 'invalid' : 'ask';
  return { state, token: query.get('token') ?? '' } as const;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'newsletterUnsubscribe.title' }),
    description: intl.formatMessage({ id: 'newsletterUnsubscribe.description' }),
    path: '/newsletter/unsubscribe',
    noindex: true,
  });
};

/**
 * An email's unsubscribe link. Opening it shows a button (mail filters open links, and that must
 * not unsubscribe anybody); the button posts to the same address, which mail apps' one-click
 * unsubscribe (RFC 8058) posts to as well (server/http.ts), then comes back here with the result.
 */
export default function UnsubscribePage({ loaderData, matches }: Route.ComponentProps) {
  const siteName = rootDataOf(matches)?.site.siteName ?? 'Newsdesk';
  const { state, token } = loaderData;
  const intl = useIntl();
  // Posted to the edition's own address (server/http/site.ts), which answers in its language.
  const local = useEditionPath();
  return (
    <div className="max-w-xl pb-12">
      <h1 className="font-serif text-3xl font-black">{intl.formatMessage({ id: 'newsletterUnsubscribe.title' })}</h1>
      {state === 'done' ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {intl.formatMessage({ id: 'newsletterUnsubscribe.done' })}
        </p>
      ) : state === 'invalid' || !token ? (
        <p role="alert" className="mt-6">
          {intl.formatMessage(
            { id: 'newsletterUnsubscribe.invalid' },
            { reason: intl.formatMessage({ id: 'newsletterUnsubscribe.linkBad' }) },
          )}
        </p>
      ) : (
        <form
          method="post"
          action={`${local('/newsletter/unsubscribe')}?token=${encodeURIComponent(token)}`}
          className="mt-6 space-y-4"
        >
          <p className="text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage({ id: 'newsletterUnsubscribe.prompt' }, { siteName })}
          </p>
          <button type="submit" className="btn-primary">
            {intl.formatMessage({ id: 'newsletterUnsubscribe.submit' })}
          </button>
        </form>
      )}
    </div>
  );
}
