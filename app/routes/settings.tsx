import { useSyncExternalStore } from 'react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/settings';
import { passwordChangeSchema } from '../../core/auth';
import { PASSWORD_MIN, PASSWORDS_DIFFER } from '../../core/roles';
import { Field, FormStatus } from '../components/auth-form';
import { saveTheme, subscribeTheme } from '../components/theme-toggle';
import { requireViewer } from '../lib/guard.server';
import { pageMeta, rootDataOf } from '../lib/meta';
import { readTheme, type ThemePreference } from '../lib/theme';

export function loader({ context, url }: Route.LoaderArgs) {
  const viewer = requireViewer(context, url, 'profile:edit');
  return { passwordRequired: viewer.mustChangePassword };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const viewer = requireViewer(context, url, 'profile:edit');
  const form = await request.formData();
  if (form.get('newPassword') !== form.get('confirmPassword'))
    return data({ ok: false, message: PASSWORDS_DIFFER }, { status: 400 });
  const parsed = passwordChangeSchema.safeParse({
    currentPassword: form.get('currentPassword'),
    newPassword: form.get('newPassword'),
  });
  if (!parsed.success)
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? 'Check the form' }, { status: 400 });
  try {
    await context.services.auth.changePassword(
      viewer._id,
      parsed.data.currentPassword,
      parsed.data.newPassword,
      context.sessionToken,
    );
  } catch (error) {
    if ((error as { status?: number }).status === 400)
      return data({ ok: false, message: (error as Error).message }, { status: 400 });
    throw error;
  }
  return { ok: true, message: 'Password changed. Your other sessions were signed out.' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), { title: 'Settings', description: 'Your settings.', path: '/settings', noindex: true });

const THEMES: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'system' as const);
  return (
    <div className="max-w-xl space-y-12">
      <h1 className="font-serif text-3xl font-black">Settings</h1>
      {loaderData.passwordRequired ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          Choose a new password to continue. The one you signed in with was generated for you and works only once.
        </p>
      ) : null}
      <section aria-labelledby="password-heading">
        <h2 id="password-heading" className="font-serif text-xl font-bold">
          Change password
        </h2>
        <Form method="post" className="mt-4 space-y-4">
          <Field name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
          <Field
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
          />
          <Field name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
          <FormStatus result={actionData} />
          <button type="submit" className="btn-primary" disabled={busy}>
            Change password
          </button>
        </Form>
      </section>
      <section aria-labelledby="theme-heading">
        <h2 id="theme-heading" className="font-serif text-xl font-bold">
          Theme
        </h2>
        <fieldset className="mt-4 flex gap-4">
          <legend className="sr-only">Colour theme</legend>
          {THEMES.map((t) => (
            <label key={t.value} className="flex items-center gap-2 text-sm font-semibold">
              <input
                type="radio"
                name="theme"
                value={t.value}
                checked={theme === t.value}
                onChange={() => saveTheme(t.value)}
              />
              {t.label}
            </label>
          ))}
        </fieldset>
      </section>
    </div>
  );
}
