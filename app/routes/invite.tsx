import { useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/invite';
import { PASSWORD_MIN, PASSWORDS_DIFFER } from '../../core/roles';
import { INVITE_LINK_BAD, INVITE_LINK_EXPIRED } from '../../core/staff';
import { AuthCard, Field, FormError } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { redirectFromApp } from '../lib/hand-off';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm } from '../lib/use-case.server';

const ROLE_WORDS = { author: 'an author', editor: 'an editor', admin: 'an admin' } as const;

/**
 * An invitation's link (`/invite/<token>`, StaffQueries.lookup): the form while it works; a
 * used, withdrawn or unknown link 404 and an expired one 410, each with a page that says so.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await context.queries.staff.lookup(context.actor, params.token);
  const signedInAs = context.viewer?.username ?? null;
  if (found.state === 'valid') return { ...found, signedInAs };
  return data({ ...found, signedInAs }, { status: found.state === 'expired' ? 410 : 404 });
}

/**
 * Makes the account (StaffCommands.accept) and signs it in; staff land in /admin. A refusal
 * (username taken, a weak password, a link used meanwhile) is said on the form.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('password') !== form.get('confirmPassword')) {
    return data(
      { ok: false as const, message: PASSWORDS_DIFFER, fields: { confirmPassword: PASSWORDS_DIFFER } },
      { status: 400 },
    );
  }
  return forForm(request, async () => {
    const input = {
      username: form.get('username'),
      password: form.get('password'),
      displayName: form.get('displayName') ?? undefined,
    };
    const signedIn = await context.commands.staff.accept(context.actor, params.token, input);
    return redirectFromApp(signedIn.staff ? '/admin' : '/', {
      headers: { 'Set-Cookie': context.queries.auth.sessionCookie(signedIn) },
    });
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(rootDataOf(matches), {
    title: loaderData && 'siteName' in loaderData ? `Join ${loaderData.siteName}` : 'Invitation',
    description: 'Accept an invitation to join the site’s staff.',
    path: '/invite',
    noindex: true,
  });

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [mismatch, setMismatch] = useState(false);
  const signIn = (
    <Link to="/login" className="link font-semibold">
      Sign in
    </Link>
  );
  if (loaderData.state !== 'valid') {
    return (
      <AuthCard
        title={loaderData.state === 'expired' ? 'Invitation expired' : 'Invitation not valid'}
        footer={<>Already have an account? {signIn}</>}
      >
        <p>{loaderData.state === 'expired' ? INVITE_LINK_EXPIRED : INVITE_LINK_BAD}</p>
      </AuthCard>
    );
  }
  const fields: Record<string, string> = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  return (
    <AuthCard title={`Join ${loaderData.siteName}`} footer={<>Already have an account? {signIn}</>}>
      <p>
        You are invited to join {loaderData.siteName} as <strong>{ROLE_WORDS[loaderData.role]}</strong>. Choose a
        username and a password to create your account.
      </p>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
        Your account&apos;s email address: <strong className="[overflow-wrap:anywhere]">{loaderData.email}</strong>
      </p>
      {loaderData.signedInAs ? (
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          You are signed in as {loaderData.signedInAs}: creating this account signs you in to it instead.
        </p>
      ) : null}
      <Form
        method="post"
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const differ = form.get('password') !== form.get('confirmPassword');
          setMismatch(differ);
          if (differ) event.preventDefault();
        }}
      >
        <Field name="username" label="Username" autoComplete="username" error={fields.username} />
        <p className="-mt-2 text-xs text-neutral-600 dark:text-neutral-400">
          3-32 characters: letters, digits, dots, underscores and hyphens.
        </p>
        <div>
          <label htmlFor="field-displayName" className="block text-sm font-semibold">
            Display name (optional)
          </label>
          <input
            id="field-displayName"
            name="displayName"
            type="text"
            autoComplete="name"
            aria-describedby="field-displayName-hint"
            className="input mt-1"
          />
          <p id="field-displayName-hint" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            Shown on your stories; your username otherwise.
          </p>
        </div>
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          error={fields.password}
        />
        <Field name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
        <FormError message={mismatch ? PASSWORDS_DIFFER : actionData && formMessage(actionData)} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Creating account…' : 'Create account'}
        </button>
      </Form>
    </AuthCard>
  );
}
