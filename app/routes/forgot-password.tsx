import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { NO_MAIL_HELP, RESET_LINK_HOURS } from '../../core/account';
import { AuthCard, AuthSwitch, Field, FormStatus } from '../components/auth-form';
import { formMessage } from '../components/status-message';
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

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Forgot password',
    description: 'Choose a new password for your account.',
    path: '/forgot-password',
    noindex: true,
  });

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const footer = <AuthSwitch question="Remembered it?" to="/login" label="Sign in" />;
  if (!loaderData.mail) {
    return (
      <AuthCard title="Forgot password" footer={footer}>
        <p className="text-neutral-800 dark:text-neutral-200">{NO_MAIL_HELP}</p>
        {loaderData.contactEmail ? (
          <p className="mt-4 text-neutral-800 dark:text-neutral-200">
            To reach the site&apos;s team, write to{' '}
            <a className="link" href={`mailto:${loaderData.contactEmail}`}>
              {loaderData.contactEmail}
            </a>{' '}
            or use the{' '}
            <Link className="link" to="/contact" reloadDocument>
              contact page
            </Link>
            .
          </p>
        ) : (
          <p className="mt-4 text-neutral-800 dark:text-neutral-200">
            To reach the site&apos;s team, use the{' '}
            <Link className="link" to="/contact" reloadDocument>
              contact page
            </Link>
            .
          </p>
        )}
      </AuthCard>
    );
  }
  const sent = actionData?.ok === true;
  return (
    <AuthCard title="Forgot password" footer={footer}>
      {sent ? (
        <FormStatus result={{ ok: true, message: actionData.message }} />
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            Type your username or the email address you verified on your profile. We will email you a link to choose a
            new password; it works once, for {RESET_LINK_HOURS} hour.
          </p>
          <Field name="login" label="Username or email" autoComplete="username" />
          <FormStatus result={actionData && { ok: actionData.ok, message: formMessage(actionData) }} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Sending…' : 'Email me a link'}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
