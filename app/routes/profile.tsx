import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/profile';
import { profileSchema } from '../../core/auth';
import { FormStatus } from '../components/auth-form';
import { requireViewer } from '../lib/guard.server';
import { pageMeta, rootDataOf } from '../lib/meta';

export function loader({ context, url }: Route.LoaderArgs) {
  const viewer = requireViewer(context, url, 'profile:edit');
  return { firstName: viewer.firstName, lastName: viewer.lastName, email: viewer.email, username: viewer.username };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const viewer = requireViewer(context, url, 'profile:edit');
  const form = await request.formData();
  const parsed = profileSchema.safeParse({
    firstName: String(form.get('firstName') ?? ''),
    lastName: String(form.get('lastName') ?? ''),
    email: String(form.get('email') ?? ''),
  });
  if (!parsed.success)
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? 'Check the form' }, { status: 400 });
  await context.services.users.updateProfile(viewer._id, parsed.data);
  return { ok: true, message: 'Profile saved' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), { title: 'Profile', description: 'Your profile.', path: '/profile', noindex: true });

const field = (
  name: 'firstName' | 'lastName' | 'email',
  label: string,
  value: string | null,
  type = 'text',
  autoComplete = 'off',
) => (
  <div key={name}>
    <label htmlFor={`profile-${name}`} className="block text-sm font-semibold">
      {label}
    </label>
    <input
      id={`profile-${name}`}
      name={name}
      type={type}
      defaultValue={value ?? ''}
      autoComplete={autoComplete}
      className="input mt-1"
    />
  </div>
);

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-xl">
      <h1 className="font-serif text-3xl font-black">Profile</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        Signed in as <strong>{loaderData.username}</strong>. Your name and email show in your account menu.
      </p>
      <Form method="post" className="mt-6 space-y-4">
        {field('firstName', 'First name', loaderData.firstName, 'text', 'given-name')}
        {field('lastName', 'Last name', loaderData.lastName, 'text', 'family-name')}
        {field('email', 'Email', loaderData.email, 'email', 'email')}
        <FormStatus result={actionData} />
        <button type="submit" className="btn-primary" disabled={busy}>
          Save profile
        </button>
      </Form>
    </div>
  );
}
