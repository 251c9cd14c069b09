import { useState } from 'react';
import { useIntl } from 'react-intl';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { RESET_LINK_BAD } from '../../core/account';
import { PASSWORD_MIN } from '../../core/roles';
import { AuthCard, FormError, NewPasswordFields } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm } from '../lib/use-case.server';

/** The mailed link's page: its form only while the link works (looking uses nothing up). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const works = token !== '' && (await context.queries.account.resetLinkWorks(context.actor, token));
  return { token: works ? token : null };
}

/** Sets the new password (AccountCommands.resetPassword): every session of the account ends. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('newPassword') !== form.get('confirmPassword')) {
    const message = intlAt(new URL(request.url).pathname).formatMessage({ id: 'authForm.passwordsDiffer' });
    return data({ ok: false as const, message, fields: {} }, { status: 400 });
  }
  return forForm(request, async () => {
    const input = { token: form.get('token'), newPassword: form.get('newPassword') };
    const { message } = await context.commands.account.resetPassword(context.actor, input);
    return { ok: true as const, message };
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'resetPassword.title' }),
    description: intl.formatMessage({ id: 'resetPassword.description' }),
    path: '/reset-password',
    noindex: true,
  });
};

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [mismatch, setMismatch] = useState(false);
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'resetPassword.title' });
  const footer = (
    <Link to="/login" className="link font-semibold">
      {intl.formatMessage({ id: 'resetPassword.backToSignIn' })}
    </Link>
  );
  if (actionData?.ok) {
    return (
      <AuthCard title={intl.formatMessage({ id: 'resetPassword.changed' })} footer={null}>
        <p role="status" className="text-neutral-800 dark:text-neutral-200">
          {actionData.message}
        </p>
        <Link to="/login" className="btn-primary mt-6 w-full">
          {intl.formatMessage({ id: 'authForm.signIn' })}
        </Link>
      </AuthCard>
    );
  }
  const refused = actionData && !actionData.ok ? formMessage(actionData) : undefined;
  if (!loaderData.token || refused === RESET_LINK_BAD) {
    return (
      <AuthCard title={title} footer={footer}>
        <p role="alert" className="text-neutral-800 dark:text-neutral-200">
          {intl.formatMessage({ id: 'resetPassword.linkBad' })}
        </p>
        <Link to="/forgot-password" className="btn-primary mt-6 w-full">
          {intl.formatMessage({ id: 'resetPassword.askNew' })}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} footer={footer}>
      <Form
        method="post"
        className="space-y-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const differ = form.get('newPassword') !== form.get('confirmPassword');
          setMismatch(differ);
          if (differ) event.preventDefault();
        }}
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {intl.formatMessage({ id: 'resetPassword.intro' }, { min: PASSWORD_MIN })}
        </p>
        <NewPasswordFields />
        <FormError message={mismatch ? intl.formatMessage({ id: 'authForm.passwordsDiffer' }) : refused} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {intl.formatMessage({ id: busy ? 'resetPassword.saving' : 'resetPassword.submit' })}
        </button>
      </Form>
    </AuthCard>
  );
}
