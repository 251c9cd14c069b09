import { useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/verify-email';
import { AuthCard } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm } from '../lib/use-case.server';

export function loader({ url, context }: Route.LoaderArgs) {
  return { token: url.searchParams.get('token') ?? '', signedIn: context.viewer !== null };
}

/** The button's post: verifies the address the link was mailed to (AccountCommands.verifyEmail). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return forForm(request, async () => {
    const { message } = await context.commands.account.verifyEmail(context.actor, {
      token: form.get('token') ?? '',
    });
    return { ok: true as const, message };
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'verifyEmail.title' }),
    description: intl.formatMessage({ id: 'verifyEmail.description' }),
    path: '/verify-email',
    noindex: true,
  });
};

/**
 * The verification link's page. Following the link shows a button rather than verifying at
 * once: mail filters open links to check them, and that must not verify an address.
 */
export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'verifyEmail.title' });
  const next = loaderData.signedIn ? (
    <Link to="/profile" className="link font-semibold">
      {intl.formatMessage({ id: 'verifyEmail.backToProfile' })}
    </Link>
  ) : (
    <Link to="/login" className="link font-semibold">
      {intl.formatMessage({ id: 'authForm.signIn' })}
    </Link>
  );
  if (actionData) {
    return (
      <AuthCard title={actionData.ok ? intl.formatMessage({ id: 'verifyEmail.verified' }) : title} footer={next}>
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={
            actionData.ok
              ? 'text-neutral-800 dark:text-neutral-200'
              : 'rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100'
          }
        >
          {actionData.ok ? actionData.message : formMessage(actionData)}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} footer={next}>
      {loaderData.token ? (
        <Form method="post" className="space-y-4">
          <p className="text-neutral-800 dark:text-neutral-200">{intl.formatMessage({ id: 'verifyEmail.intro' })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {intl.formatMessage({ id: busy ? 'verifyEmail.verifying' : 'verifyEmail.submit' })}
          </button>
        </Form>
      ) : (
        <p role="alert" className="text-neutral-800 dark:text-neutral-200">
          {intl.formatMessage({ id: 'verifyEmail.linkBad' })}
        </p>
      )}
    </AuthCard>
  );
}
