import { useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { RESET_LINK_HOURS } from '../../core/account';
import { AuthCard, AuthSwitch, Field, FormStatus } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { intlAt } from '../i18n/intl';
import { redirectFromApp } from '../lib/hand-off';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm } from '../lib/use-case.server';

export async function loader({ context }: Route.LoaderArgs) {
  if (context.viewer) throw redirectFromApp('/settings');
  const site = await context.queries.site.publicConfig();
  return { mail: context.queries.accountMail.enabled, contactEmail: site.contact.email || null };
}

/** Asks for a reset link (AccountCommands.forgot): the same answer whatever was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return forForm(request, async () => {
    const { message } = await context.commands.account.forgot(context.actor, { login: form.get('login') });
    return { ok: true as const, message };
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'forgotPassword.title' }),
    description: intl.formatMessage({ id: 'forgotPassword.description' }),
    path: '/forgot-password',
    noindex: true,
  });
};

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'forgotPassword.title' });
  const footer = (
    <AuthSwitch
      question={intl.formatMessage({ id: 'forgotPassword.remembered' })}
      to="/login"
      label={intl.formatMessage({ id: 'authForm.signIn' })}
    />
  );
  if (!loaderData.mail) {
    const { contactEmail } = loaderData;
    const contact = (chunks: React.ReactNode[]) => (
      <Link className="link" to="/contact" reloadDocument>
        {chunks}
      </Link>
    );
    return (
      <AuthCard title={title} footer={footer}>
        <p className="text-neutral-800 dark:text-neutral-200">
          {intl.formatMessage({ id: 'forgotPassword.noMailHelp' })}
        </p>
        <p className="mt-4 text-neutral-800 dark:text-neutral-200">
          {contactEmail
            ? intl.formatMessage(
                { id: 'forgotPassword.contactEmail' },
                {
                  email: contactEmail,
                  mail: (chunks) => (
                    <a className="link" href={`mailto:${contactEmail}`}>
                      {chunks}
                    </a>
                  ),
                  contact,
                },
              )
            : intl.formatMessage({ id: 'forgotPassword.contactPage' }, { contact })}
        </p>
      </AuthCard>
    );
  }
  const sent = actionData?.ok === true;
  return (
    <AuthCard title={title} footer={footer}>
      {sent ? (
        <FormStatus result={{ ok: true, message: actionData.message }} />
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage({ id: 'forgotPassword.intro' }, { hours: RESET_LINK_HOURS })}
          </p>
          <Field name="login" label={intl.formatMessage({ id: 'authForm.usernameOrEmail' })} autoComplete="username" />
          <FormStatus result={actionData && { ok: actionData.ok, message: formMessage(actionData) }} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {intl.formatMessage({ id: busy ? 'authForm.sending' : 'forgotPassword.submit' })}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
