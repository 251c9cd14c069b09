import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { loginSchema } from '../../core/auth';
import { can, LOGIN_FAILED, type Role } from '../../core/roles';
import { safeRedirect } from '../../core/redirect';
import { AuthCard, AuthSwitch, Field, FormError } from '../components/auth-form';
import { pageMeta, rootDataOf } from '../lib/meta';
import { refererPath } from '../lib/referer';

/** Staff go to /admin (or back where the guard sent them from); readers to the page they came from. */
function destination(role: Role, redirectTo: FormDataEntryValue | null, from: FormDataEntryValue | null): string {
  if (redirectTo) return safeRedirect(redirectTo, can(role, 'admin:access') ? '/admin' : '/');
  return can(role, 'admin:access') ? '/admin' : safeRedirect(from, '/');
}

export function loader({ context, request, url }: Route.LoaderArgs) {
  const redirectTo = url.searchParams.get('redirectTo');
  if (context.viewer) throw redirect(destination(context.viewer.role, redirectTo, null));
  return { redirectTo, from: refererPath(request, url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = loginSchema.safeParse({ username: form.get('username'), password: form.get('password') });
  if (!parsed.success) return data({ error: 'Username and password are required' }, { status: 400 });
  try {
    const signedIn = await context.services.auth.login(parsed.data, context.clientIp);
    return redirect(destination(signedIn.viewer.role, form.get('redirectTo'), form.get('from')), {
      headers: { 'Set-Cookie': context.services.auth.sessionCookie(signedIn) },
    });
  } catch (error) {
    const { status, code, retryAfterSeconds } = error as { status?: number; code?: string; retryAfterSeconds?: number };
    if (status === 401) return data({ error: LOGIN_FAILED }, { status: 401 });
    // Too many attempts (429) or a full password-hashing queue (503 'busy'): said on the form.
    if (status === 429 || code === 'busy') {
      const headers: Record<string, string> = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {};
      return data({ error: (error as Error).message }, { status, headers });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'Sign In',
    description: 'Sign in to your account.',
    path: '/login',
    noindex: true,
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard title="Sign In" footer={<AuthSwitch question="New here?" to="/register" label="Create an account" />}>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo ?? ''} />
        <input type="hidden" name="from" value={loaderData.from ?? ''} />
        <Field name="username" label="Username" autoComplete="username" />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
        <FormError message={actionData?.error} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign In'}
        </button>
      </Form>
    </AuthCard>
  );
}
