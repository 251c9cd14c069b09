import { useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { isEdition } from '../../core/editions';
import { safeRedirect } from '../../core/redirect';
import { AuthCard, AuthSwitch, Field, FormError } from '../components/auth-form';
import { intlAt } from '../i18n/intl';
import { redirectFromApp } from '../lib/hand-off';
import { pageMeta, rootDataOf } from '../lib/meta';
import { refererPath } from '../lib/referer';
import { forForm } from '../lib/use-case.server';

/** Staff go to /admin (or back where the guard sent them from); readers to the page they came from. */
function destination(staff: boolean, redirectTo: FormDataEntryValue | null, from: FormDataEntryValue | null): string {
  if (redirectTo) return safeRedirect(redirectTo, staff ? '/admin' : '/');
  return staff ? '/admin' : safeRedirect(from, '/');
}

export function loader({ context, request, url }: Route.LoaderArgs) {
  const redirectTo = url.searchParams.get('redirectTo');
  if (context.viewer) {
    throw redirectFromApp(destination(context.queries.account.isStaff(context.actor), redirectTo, null));
  }
  // A sign-in from an edition's page (`?edition=hi`): its 'Create an account' keeps the edition.
  const edition = url.searchParams.get('edition');
  return { redirectTo, from: refererPath(request, url), edition: isEdition(edition) ? edition : null };
}

/** Signs in (AuthCommands.login); a refusal (wrong password, too many tries, a busy server) is said on the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return forForm(request, async () => {
    const input = { username: form.get('username'), password: form.get('password') };
    const signedIn = await context.commands.auth.login(context.actor, input);
    // A reading page is a document: the browser loads it (app/lib/hand-off.ts).
    return redirectFromApp(destination(signedIn.staff, form.get('redirectTo'), form.get('from')), {
      headers: { 'Set-Cookie': context.queries.auth.sessionCookie(signedIn) },
    });
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'login.title' }),
    description: intl.formatMessage({ id: 'login.description' }),
    path: '/login',
    noindex: true,
  });
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const intl = useIntl();
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'login.title' })}
      footer={
        <AuthSwitch
          question={intl.formatMessage({ id: 'login.newHere' })}
          to={loaderData.edition ? `/register?edition=${loaderData.edition}` : '/register'}
          label={intl.formatMessage({ id: 'login.createAccount' })}
        />
      }
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo ?? ''} />
        <input type="hidden" name="from" value={loaderData.from ?? ''} />
        <Field name="username" label={intl.formatMessage({ id: 'authForm.username' })} autoComplete="username" />
        <Field
          name="password"
          label={intl.formatMessage({ id: 'authForm.password' })}
          type="password"
          autoComplete="current-password"
        />
        <p className="-mt-2 flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/login/link" className="link font-semibold">
            {intl.formatMessage({ id: 'login.emailLink' })}
          </Link>
          <Link to="/forgot-password" className="link font-semibold">
            {intl.formatMessage({ id: 'login.forgotPassword' })}
          </Link>
        </p>
        <FormError message={actionData?.message} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {intl.formatMessage({ id: busy ? 'authForm.signingIn' : 'login.submit' })}
        </button>
      </Form>
    </AuthCard>
  );
}
