import { useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { registerSchema } from '../../core/auth';
import { can, PASSWORD_MIN, PASSWORDS_DIFFER, REGISTER_FAILED } from '../../core/roles';
import { safeRedirect } from '../../core/redirect';
import { AuthCard, AuthSwitch, Field, FormError } from '../components/auth-form';
import { pageMeta, rootDataOf } from '../lib/meta';
import { refererPath } from '../lib/referer';

export function loader({ context, request, url }: Route.LoaderArgs) {
  if (context.viewer) throw redirect('/');
  // The link printed at start-up on a site with no admin: this sign-up makes the admin.
  const setup = url.searchParams.get('setup');
  return {
    from: refererPath(request, url),
    setup: setup && context.services.auth.isSetupToken(setup) ? setup : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = form.get('password');
  if (password !== form.get('confirmPassword')) return data({ error: PASSWORDS_DIFFER }, { status: 400 });
  const parsed = registerSchema.safeParse({ username: form.get('username'), password });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? REGISTER_FAILED }, { status: 400 });
  }
  try {
    const setupToken = form.get('setup');
    const viewer = await context.services.auth.register(parsed.data, {
      ip: context.clientIp,
      setupToken: typeof setupToken === 'string' ? setupToken : null,
    });
    const signedIn = await context.services.auth.startSessionFor(viewer._id);
    // The site's first admin (the setup link): straight to the dashboard.
    const to = can(viewer.role, 'admin:access') ? '/admin' : safeRedirect(form.get('from'), '/');
    return redirect(to, { headers: { 'Set-Cookie': context.services.auth.sessionCookie(signedIn) } });
  } catch (error) {
    const { status, code, retryAfterSeconds } = error as { status?: number; code?: string; retryAfterSeconds?: number };
    // Refusals, including too many sign-ups (429) and a password-hashing queue that is full (503
    // 'busy'), are shown on the form; Retry-After tells a script when to come back.
    if (status && (status < 500 || code === 'busy')) {
      const headers: Record<string, string> = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {};
      return data({ error: (error as Error).message || REGISTER_FAILED }, { status, headers });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Sign Up',
    description: 'Create an account.',
    path: '/register',
    noindex: true,
  });

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [mismatch, setMismatch] = useState(false);
  return (
    <AuthCard
      title={loaderData.setup ? 'Create the admin account' : 'Create an account'}
      footer={<AuthSwitch question="Already have an account?" to="/login" label="Sign in" />}
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
        {loaderData.setup ? (
          <>
            <input type="hidden" name="setup" value={loaderData.setup} />
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              This site has no admin yet. The account you create here will run it.
            </p>
          </>
        ) : null}
        <Field name="username" label="Username" autoComplete="username" />
        <p className="-mt-2 text-xs text-neutral-600 dark:text-neutral-400">
          3-32 characters: letters, digits, dots, underscores and hyphens.
        </p>
        <Field name="password" label="Password" type="password" autoComplete="new-password" minLength={PASSWORD_MIN} />
        <Field name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
        <FormError message={mismatch ? PASSWORDS_DIFFER : actionData?.error} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Creating account…' : 'Sign Up'}
        </button>
      </Form>
    </AuthCard>
  );
}
