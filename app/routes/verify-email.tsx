import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/verify-email';
import { VERIFY_LINK_BAD } from '../../core/account';
import { AuthCard } from '../components/auth-form';
import { formMessage } from '../components/status-message';
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

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Verify your email address',
    description: 'Verify the email address of your account.',
    path: '/verify-email',
    noindex: true,
  });

/**
 * The verification link's page. Following the link shows a button rather than verifying at
 * once: mail filters open links to check them, and that must not verify an address.
 */
export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const next = loaderData.signedIn ? (
    <Link to="/profile" className="link font-semibold">
      Back to your profile
    </Link>
  ) : (
    <Link to="/login" className="link font-semibold">
      Sign in
    </Link>
  );
  if (actionData) {
    return (
      <AuthCard title={actionData.ok ? 'Email address verified' : 'Verify your email address'} footer={next}>
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
    <AuthCard title="Verify your email address" footer={next}>
      {loaderData.token ? (
        <Form method="post" className="space-y-4">
          <p className="text-neutral-800 dark:text-neutral-200">
            One click, and this address is yours on the site: we can then send you a link when you forget your password.
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Verifying…' : 'Verify email address'}
          </button>
        </Form>
      ) : (
        <p role="alert" className="text-neutral-800 dark:text-neutral-200">
          {VERIFY_LINK_BAD}
        </p>
      )}
    </AuthCard>
  );
}
