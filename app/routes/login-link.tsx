import { useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/login-link';
import { SIGN_IN_LINK_MINUTES } from '../../core/account';
import { AuthCard, AuthSwitch, Field, FormStatus } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { intlAt } from '../i18n/intl';
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

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'loginLink.title' }),
    description: intl.formatMessage({ id: 'loginLink.description' }),
    path: '/login/link',
    noindex: true,
  });
};

export default function LoginLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'loginLink.title' });
  const footer = (
    <AuthSwitch
      question={intl.formatMessage({ id: 'loginLink.knowPassword' })}
      to="/login"
      label={intl.formatMessage({ id: 'authForm.signIn' })}
    />
  );
  const result = actionData && { ok: actionData.ok, message: formMessage(actionData) };
  if (loaderData.mode === 'use') {
    return (
      <AuthCard title={title} footer={footer}>
        {loaderData.username ? (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="use" />
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-neutral-800 dark:text-neutral-200">
              {intl.formatMessage(
                { id: 'loginLink.signsInAs' },
                { username: loaderData.username, strong: (chunks) => <strong>{chunks}</strong> },
              )}
            </p>
            <FormStatus result={result} />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy
                ? intl.formatMessage({ id: 'authForm.signingIn' })
                : intl.formatMessage({ id: 'loginLink.signInAs' }, { username: loaderData.username })}
            </button>
          </Form>
        ) : (
          <p role="alert" className="text-neutral-800 dark:text-neutral-200">
            {intl.formatMessage(
              { id: 'loginLink.askNew' },
              {
                linkBad: intl.formatMessage({ id: 'loginLink.linkBad' }),
                link: (chunks) => (
                  <a className="link" href="/login/link">
                    {chunks}
                  </a>
                ),
              },
            )}
          </p>
        )}
      </AuthCard>
    );
  }
  if (!loaderData.mail) {
    return (
      <AuthCard title={title} footer={footer}>
        <p className="text-neutral-800 dark:text-neutral-200">
          {intl.formatMessage({ id: 'loginLink.mailOff' })} {intl.formatMessage({ id: 'loginLink.usePassword' })}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} footer={footer}>
      {actionData?.ok ? (
        <FormStatus result={{ ok: true, message: actionData.message }} />
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage({ id: 'loginLink.intro' }, { minutes: SIGN_IN_LINK_MINUTES })}
          </p>
          <Field name="login" label={intl.formatMessage({ id: 'authForm.usernameOrEmail' })} autoComplete="username" />
          <FormStatus result={result} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {intl.formatMessage({ id: busy ? 'authForm.sending' : 'login.emailLink' })}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
