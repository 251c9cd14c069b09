import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/login-link';
import { MAIL_OFF, SIGN_IN_LINK_BAD, SIGN_IN_LINK_MINUTES } from '../../core/account';
import { AuthCard, AuthSwitch, Field, FormStatus } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { redirectFromApp } from '../lib/hand-off';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm } from '../lib/use-case.server';

/**
 * `/login/link` (docs/product.md, 'Sign in'): asks for a sign-in link by email; opened from the
 * email (`?token=`), names the account and signs in with one press (a mail scanner that opens the
 * link signs nobody in).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  if (context.viewer) throw redirectFromApp('/');
  const token = url.searchParams.get('token');
  if (token === null) return { mode: 'ask' as const, mail: context.queries.accountMail.enabled };
  const username = await context.queries.account.signInLinkFor(context.actor, token);
  return { mode: 'use' as const, token, username };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'use') {
    return forForm(request, async () => {
      const signedIn = await context.commands.account.signInWithLink(context.actor, { token: form.get('token') });
      return redirectFromApp('/', { headers: { 'Set-Cookie': context.queries.auth.sessionCookie(signedIn) } });
    });
  }
  return forForm(request, async () => {
    const { message } = await context.commands.account.sendSignInLink(context.actor, { login: form.get('login') });
    return { ok: true as const, message };
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Sign in by email',
    description: 'Get a link that signs you in.',
    path: '/login/link',
    noindex: true,
  });

export default function LoginLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const footer = <AuthSwitch question="Know your password?" to="/login" label="Sign in" />;
  const result = actionData && { ok: actionData.ok, message: formMessage(actionData) };
  if (loaderData.mode === 'use') {
    return (
      <AuthCard title="Sign in by email" footer={footer}>
        {loaderData.username ? (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="use" />
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-neutral-800 dark:text-neutral-200">
              This link signs you in as <strong>{loaderData.username}</strong>.
            </p>
            <FormStatus result={result} />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? 'Signing in…' : `Sign in as ${loaderData.username}`}
            </button>
          </Form>
        ) : (
          <p role="alert" className="text-neutral-800 dark:text-neutral-200">
            {SIGN_IN_LINK_BAD}{' '}
            <a className="link" href="/login/link">
              Ask for a new one
            </a>
            .
          </p>
        )}
      </AuthCard>
    );
  }
  if (!loaderData.mail) {
    return (
      <AuthCard title="Sign in by email" footer={footer}>
        <p className="text-neutral-800 dark:text-neutral-200">{MAIL_OFF} Sign in with your password.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign in by email" footer={footer}>
      {actionData?.ok ? (
        <FormStatus result={{ ok: true, message: actionData.message }} />
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            Type your username or the email address you verified on your profile. We will email you a link that signs
            you in; it works once, for {SIGN_IN_LINK_MINUTES} minutes.
          </p>
          <Field name="login" label="Username or email" autoComplete="username" />
          <FormStatus result={result} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Sending…' : 'Email me a sign-in link'}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
