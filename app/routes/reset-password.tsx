import { useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { RESET_LINK_BAD } from '../../core/account';
import { PASSWORD_MIN, PASSWORDS_DIFFER } from '../../core/roles';
import { AuthCard, FormError, NewPasswordFields } from '../components/auth-form';
import { formMessage } from '../components/status-message';
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
    return data({ ok: false as const, message: PASSWORDS_DIFFER, fields: {} }, { status: 400 });
  }
  return forForm(request, async () => {
    const input = { token: form.get('token'), newPassword: form.get('newPassword') };
    const { message } = await context.commands.account.resetPassword(context.actor, input);
    return { ok: true as const, message };
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Choose a new password',
    description: 'Choose a new password for your account.',
    path: '/reset-password',
    noindex: true,
  });

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [mismatch, setMismatch] = useState(false);
  const footer = (
    <Link to="/login" className="link font-semibold">
      Back to sign in
    </Link>
  );
  if (actionData?.ok) {
    return (
      <AuthCard title="Password changed" footer={null}>
        <p role="status" className="text-neutral-800 dark:text-neutral-200">
          {actionData.message}
        </p>
        <Link to="/login" className="btn-primary mt-6 w-full">
          Sign in
        </Link>
      </AuthCard>
    );
  }
  const refused = actionData && !actionData.ok ? formMessage(actionData) : undefined;
  if (!loaderData.token || refused === RESET_LINK_BAD) {
    return (
      <AuthCard title="Choose a new password" footer={footer}>
        <p role="alert" className="text-neutral-800 dark:text-neutral-200">
          {RESET_LINK_BAD}
        </p>
        <Link to="/forgot-password" className="btn-primary mt-6 w-full">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" footer={footer}>
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
          At least {PASSWORD_MIN} characters. Every session of your account is signed out when you save it.
        </p>
        <NewPasswordFields />
        <FormError message={mismatch ? PASSWORDS_DIFFER : refused} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </Form>
    </AuthCard>
  );
}
