import { useSyncExternalStore } from 'react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/settings';
import { PASSWORD_MIN, PASSWORDS_DIFFER } from '../../core/roles';
import { Field, FormStatus } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { saveTheme, subscribeTheme } from '../components/theme-toggle';
import { pageMeta, rootDataOf } from '../lib/meta';
import { readTheme, type ThemePreference } from '../lib/theme';
import { forForm, forPage } from '../lib/use-case.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await forPage(request, async () => context.services.commands.auth.me(context.actor));
  return { passwordRequired: viewer.mustChangePassword };
}

/** Changes the password (AuthCommands.changePassword); this session stays signed in, the others end. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('newPassword') !== form.get('confirmPassword'))
    return data({ ok: false as const, message: PASSWORDS_DIFFER, fields: {} }, { status: 400 });
  return forForm(request, async () => {
    const input = { currentPassword: form.get('currentPassword'), newPassword: form.get('newPassword') };
    await context.services.commands.auth.changePassword(context.actor, input, context.sessionToken);
    return { ok: true as const, message: 'Password changed. Your other sessions were signed out.' };
  });
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
          <FormStatus result={actionData && { ok: actionData.ok, message: formMessage(actionData) }} />
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
