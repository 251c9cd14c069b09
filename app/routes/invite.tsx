import { useState } from 'react';
import { useIntl } from 'react-intl';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/invite';
import { PASSWORD_MIN } from '../../core/roles';
import { AuthCard, Field, FormError } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { intlAt } from '../i18n/intl';
import { redirectFromApp } from '../lib/hand-off';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm } from '../lib/use-case.server';

/**
 * An invitation's link (`/invite/<token>`, StaffQueries.lookup): the form while it works; a
 * used, withdrawn or unknown link 404 and an expired one 410, each with a page that says so.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await context.queries.staff.lookup(context.actor, params.token);
  const signedInAs = context.viewer?.username ?? null;
  if (found.state === 'valid') return { ...found, signedInAs };
  return data({ ...found, signedInAs }, { status: found.state === 'expired' ? 410 : 404 });
}

/**
 * Makes the account (StaffCommands.accept) and signs it in; staff land in /admin. A refusal
 * (username taken, a weak password, a link used meanwhile) is said on the form.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('password') !== form.get('confirmPassword')) {
    const differ = intlAt(new URL(request.url).pathname).formatMessage({ id: 'authForm.passwordsDiffer' });
    return data({ ok: false as const, message: differ, fields: { confirmPassword: differ } }, { status: 400 });
  }
  return forForm(request, async () => {
    const input = {
      username: form.get('username'),
      password: form.get('password'),
      displayName: form.get('displayName') ?? undefined,
    };
    const signedIn = await context.commands.staff.accept(context.actor, params.token, input);
    return redirectFromApp(signedIn.staff ? '/admin' : '/', {
      headers: { 'Set-Cookie': context.queries.auth.sessionCookie(signedIn) },
    });
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title:
      loaderData && 'siteName' in loaderData
        ? intl.formatMessage({ id: 'invite.join' }, { siteName: loaderData.siteName })
        : intl.formatMessage({ id: 'invite.title' }),
    description: intl.formatMessage({ id: 'invite.description' }),
    path: '/invite',
    noindex: true,
  });
};

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [mismatch, setMismatch] = useState(false);
  const intl = useIntl();
  const footer = (
    <>
      {intl.formatMessage({ id: 'authForm.haveAccount' })}{' '}
      <Link to="/login" className="link font-semibold">
        {intl.formatMessage({ id: 'authForm.signIn' })}
      </Link>
    </>
  );
  if (loaderData.state !== 'valid') {
    const expired = loaderData.state === 'expired';
    return (
      <AuthCard title={intl.formatMessage({ id: expired ? 'invite.expired' : 'invite.notValid' })} footer={footer}>
        <p>{intl.formatMessage({ id: expired ? 'invite.linkExpired' : 'invite.linkBad' })}</p>
      </AuthCard>
    );
  }
  const fields: Record<string, string> = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  return (
    <AuthCard title={intl.formatMessage({ id: 'invite.join' }, { siteName: loaderData.siteName })} footer={footer}>
      <p>
        {intl.formatMessage(
          { id: 'invite.invited' },
          { siteName: loaderData.siteName, role: loaderData.role, strong: (chunks) => <strong>{chunks}</strong> },
        )}
      </p>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage(
          { id: 'invite.email' },
          {
            email: loaderData.email,
            strong: (chunks) => <strong className="[overflow-wrap:anywhere]">{chunks}</strong>,
          },
        )}
      </p>
      {loaderData.signedInAs ? (
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          {intl.formatMessage({ id: 'invite.signedInAs' }, { username: loaderData.signedInAs })}
        </p>
      ) : null}
      <Form
        method="post"
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const differ = form.get('password') !== form.get('confirmPassword');
          setMismatch(differ);
          if (differ) event.preventDefault();
        }}
      >
        <Field
          name="username"
          label={intl.formatMessage({ id: 'authForm.username' })}
          autoComplete="username"
          error={fields.username}
        />
        <p className="-mt-2 text-xs text-neutral-600 dark:text-neutral-400">
          {intl.formatMessage({ id: 'authForm.usernameHint' })}
        </p>
        <div>
          <label htmlFor="field-displayName" className="block text-sm font-semibold">
            {intl.formatMessage({ id: 'invite.displayName' })}
          </label>
          <input
            id="field-displayName"
            name="displayName"
            type="text"
            autoComplete="name"
            aria-describedby="field-displayName-hint"
            className="input mt-1"
          />
          <p id="field-displayName-hint" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            {intl.formatMessage({ id: 'invite.displayNameHint' })}
          </p>
        </div>
        <Field
          name="password"
          label={intl.formatMessage({ id: 'authForm.password' })}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          error={fields.password}
        />
        <Field
          name="confirmPassword"
          label={intl.formatMessage({ id: 'authForm.confirmPassword' })}
          type="password"
          autoComplete="new-password"
        />
        <FormError
          message={
            mismatch ? intl.formatMessage({ id: 'authForm.passwordsDiffer' }) : actionData && formMessage(actionData)
          }
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {intl.formatMessage({ id: busy ? 'authForm.creatingAccount' : 'invite.createAccount' })}
        </button>
      </Form>
    </AuthCard>
  );
}
