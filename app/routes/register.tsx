import { useState } from 'react';
import { useIntl } from 'react-intl';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { PASSWORD_MIN } from '../../core/roles';
import { safeRedirect } from '../../core/redirect';
import { DEFAULT_EDITION, editionOf, isEdition } from '../../core/editions';
import { AuthCard, AuthSwitch, Field, FormError } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { intlAt } from '../i18n/intl';
import { redirectFromApp } from '../lib/hand-off';
import { pageMeta, rootDataOf } from '../lib/meta';
import { refererPath } from '../lib/referer';
import { forForm } from '../lib/use-case.server';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  if (context.viewer) throw redirectFromApp('/');
  // The link printed at start-up on a site with no admin: this sign-up makes the admin.
  const setup = url.searchParams.get('setup');
  const valid = setup !== null && context.queries.auth.isSetupToken(setup);
  // A setup link that no longer works says why, instead of offering an ordinary sign-up.
  const spent = setup !== null && !valid ? ((await context.queries.auth.hasAdmin()) ? 'used' : 'stale') : null;
  const from = refererPath(request, url);
  // The edition the reader came from (the header's link says, `?edition=hi`; else the page they
  // came from): the language of the account's e-mails (docs/product.md, 'Emails to an account').
  const asked = url.searchParams.get('edition');
  const language = isEdition(asked) ? asked : from ? editionOf(from) : DEFAULT_EDITION;
  return { from, setup: valid ? setup : null, spent, language };
}

/**
 * Signs up and in (AuthCommands.register). Refusals, including too many sign-ups (429) and a
 * password-hashing queue that is full (503 'busy'), are shown on the form; Retry-After tells a
 * script when to come back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('password') !== form.get('confirmPassword')) {
    const message = intlAt(new URL(request.url).pathname).formatMessage({ id: 'authForm.passwordsDiffer' });
    return data({ ok: false as const, message, fields: {} }, { status: 400 });
  }
  return forForm(request, async () => {
    const input = {
      username: form.get('username'),
      password: form.get('password'),
      setupToken: form.get('setup'),
      from: form.get('from'),
      language: form.get('language'),
    };
    const signedIn = await context.commands.auth.register(context.actor, input);
    // The site's first admin (the setup link): straight to the dashboard; a reader back to the
    // page they came from, loaded as a document (app/lib/hand-off.ts).
    const to = signedIn.staff ? '/admin' : safeRedirect(form.get('from'), '/');
    return redirectFromApp(to, { headers: { 'Set-Cookie': context.queries.auth.sessionCookie(signedIn) } });
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'register.title' }),
    description: intl.formatMessage({ id: 'register.description' }),
    path: '/register',
    noindex: true,
  });
};

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [mismatch, setMismatch] = useState(false);
  const intl = useIntl();
  const createAdmin = intl.formatMessage({ id: 'register.createAdmin' });
  if (loaderData.spent === 'used') {
    return (
      <AuthCard title={intl.formatMessage({ id: 'register.setupUsed' })} footer={null}>
        <p className="text-neutral-800 dark:text-neutral-200">{intl.formatMessage({ id: 'register.setupUsedBody' })}</p>
        <Link to="/login" className="btn-primary mt-6 w-full">
          {intl.formatMessage({ id: 'authForm.signIn' })}
        </Link>
      </AuthCard>
    );
  }
  if (loaderData.spent === 'stale') {
    return (
      <AuthCard title={createAdmin} footer={null}>
        <p role="alert" className="text-neutral-800 dark:text-neutral-200">
          {intl.formatMessage({ id: 'register.setupStale' })}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={loaderData.setup ? createAdmin : intl.formatMessage({ id: 'register.createAccount' })}
      footer={
        <AuthSwitch
          question={intl.formatMessage({ id: 'authForm.haveAccount' })}
          to="/login"
          label={intl.formatMessage({ id: 'authForm.signIn' })}
        />
      }
    >
      <Form
        method="post"
        className="space-y-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const differ = form.get('password') !== form.get('confirmPassword');
          setMismatch(differ);
          if (differ) event.preventDefault();
        }}
      >
        <input type="hidden" name="from" value={loaderData.from ?? ''} />
        <input type="hidden" name="language" value={loaderData.language} />
        {loaderData.setup ? (
          <>
            <input type="hidden" name="setup" value={loaderData.setup} />
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {intl.formatMessage({ id: 'register.noAdminYet' })}
            </p>
          </>
        ) : null}
        <Field name="username" label={intl.formatMessage({ id: 'authForm.username' })} autoComplete="username" />
        <p className="-mt-2 text-xs text-neutral-600 dark:text-neutral-400">
          {intl.formatMessage({ id: 'authForm.usernameHint' })}
        </p>
        <Field
          name="password"
          label={intl.formatMessage({ id: 'authForm.password' })}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
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
          {intl.formatMessage({ id: busy ? 'authForm.creatingAccount' : 'register.submit' })}
        </button>
      </Form>
    </AuthCard>
  );
}
