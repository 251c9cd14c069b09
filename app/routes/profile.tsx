import { useIntl } from 'react-intl';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/profile';
import { authorPath, BIO_MAX } from '../../core/authors';
import { can } from '../../core/roles';
import { FormStatus } from '../components/auth-form';
import { PersonPhoto } from '../components/person-photo';
import { formMessage } from '../components/status-message';
import { intlAt } from '../i18n/intl';
import { pageMeta, rootDataOf } from '../lib/meta';
import { forForm, forPage } from '../lib/use-case.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await forPage(request, async () => context.queries.account.me(context.actor));
  return {
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    // Without mail (no SMTP_URL) no link can verify an address.
    mail: context.queries.accountMail.enabled,
    username: viewer.username,
    avatar: viewer.avatar,
    bio: viewer.bio,
    // Writers have an author page, where the bio shows (core/authors.ts).
    writes: can(viewer.role, 'articles:create'),
  };
}

type ProfileForm = 'photo' | 'profile' | 'email';

/** Runs one of the page's two forms' use case; its answer, or its refusal, says which form it belongs to. */
async function answer(request: Request, form: ProfileForm, call: () => Promise<string>) {
  const result = await forForm(request, async () => ({ form, ok: true as const, message: await call() }));
  return 'form' in result ? result : data({ form, ...result.data }, result.init ?? undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { commands } = context;
  const intl = intlAt(new URL(request.url).pathname);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data(
      { form: 'profile' as const, ok: false as const, message: intl.formatMessage({ id: 'myProfile.formUnreadable' }) },
      { status: 400 },
    );
  }
  const intent = form.get('intent');
  if (intent === 'avatar') {
    const file = form.get('avatar');
    const image = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
    return answer(request, 'photo', async () => {
      await commands.auth.setAvatar(context.actor, image);
      return intl.formatMessage({ id: 'myProfile.photoSaved' });
    });
  }
  if (intent === 'remove-avatar') {
    return answer(request, 'photo', async () => {
      await commands.auth.removeAvatar(context.actor);
      return intl.formatMessage({ id: 'myProfile.photoRemoved' });
    });
  }
  if (intent === 'verify-email') {
    return answer(request, 'email', async () => (await commands.account.sendVerification(context.actor)).message);
  }
  return answer(request, 'profile', async () => {
    const input = {
      firstName: String(form.get('firstName') ?? ''),
      lastName: String(form.get('lastName') ?? ''),
      email: String(form.get('email') ?? ''),
      // Only writers' forms have it; a reader's save leaves it as it is.
      bio: form.has('bio') ? String(form.get('bio')) : undefined,
    };
    const before = context.viewer?.email ?? null;
    const saved = await commands.auth.updateProfile(context.actor, input);
    // A new address gets a link (AccountCommands.addressChanged); the field then says 'Not verified'.
    return saved.email && saved.email !== before && !saved.emailVerified && context.queries.accountMail.enabled
      ? intl.formatMessage({ id: 'myProfile.savedVerify' }, { email: saved.email })
      : intl.formatMessage({ id: 'myProfile.saved' });
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'myProfile.title' }),
    description: intl.formatMessage({ id: 'myProfile.description' }),
    path: '/profile',
    noindex: true,
  });
};

const field = (
  name: 'firstName' | 'lastName' | 'email',
  label: string,
  value: string | null,
  type = 'text',
  autoComplete = 'off',
  describedBy?: string,
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
      aria-describedby={describedBy}
      className="input mt-1"
    />
  </div>
);

/**
 * Whether the saved address is verified, under its field; 'resend link' mails a new one. Its
 * button belongs to a form of its own (after the profile's), so Enter in a field still saves.
 */
function EmailState({
  verified,
  mail,
  busy,
  result,
}: {
  verified: boolean;
  mail: boolean;
  busy: boolean;
  result: { ok: boolean; message: string } | undefined;
}) {
  const intl = useIntl();
  return (
    <div className="-mt-2 text-sm">
      <p id="profile-email-state" className="flex flex-wrap items-center gap-x-2">
        {verified ? (
          <span className="font-semibold text-green-800 dark:text-green-300">
            {intl.formatMessage({ id: 'myProfile.verified' })}
          </span>
        ) : (
          <>
            <span className="font-semibold text-amber-900 dark:text-amber-200">
              {intl.formatMessage({ id: 'myProfile.notVerified' })}
            </span>
            {mail ? (
              <>
                <span aria-hidden="true">{intl.formatMessage({ id: 'myProfile.separator' })}</span>
                <button type="submit" form="verify-email-form" className="link font-semibold underline" disabled={busy}>
                  {intl.formatMessage({ id: 'myProfile.resendLink' })}
                </button>
              </>
            ) : (
              <span className="text-neutral-700 dark:text-neutral-300">
                {intl.formatMessage({ id: 'myProfile.noMail' })}
              </span>
            )}
          </>
        )}
      </p>
      <FormStatus result={result} />
    </div>
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const sentIntent = navigation.formData?.get('intent');
  const shown = actionData && { ok: actionData.ok, message: formMessage(actionData) };
  const photoResult = actionData?.form === 'photo' ? shown : undefined;
  const profileResult = actionData?.form === 'profile' ? shown : undefined;
  const intl = useIntl();
  return (
    <div className="max-w-xl">
      <h1 className="font-serif text-3xl font-black">{intl.formatMessage({ id: 'myProfile.title' })}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        {intl.formatMessage(
          { id: 'myProfile.signedInAs' },
          { username: loaderData.username, strong: (chunks) => <strong>{chunks}</strong> },
        )}
      </p>

      <section aria-labelledby="photo-heading" className="mt-6">
        <h2 id="photo-heading" className="text-lg font-bold">
          {intl.formatMessage({ id: 'myProfile.photo' })}
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-5">
          <PersonPhoto
            src={loaderData.avatar}
            name={loaderData.username}
            alt={intl.formatMessage({ id: 'myProfile.yourPhoto' })}
          />
          <Form key={loaderData.avatar ?? 'none'} method="post" encType="multipart/form-data" className="space-y-2">
            <label htmlFor="profile-avatar" className="block text-sm font-semibold">
              {intl.formatMessage({ id: 'myProfile.upload' })}
            </label>
            <input
              id="profile-avatar"
              name="avatar"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              aria-describedby="profile-avatar-hint"
              className="block text-sm file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold dark:file:border-neutral-700 dark:file:bg-neutral-900 dark:file:text-neutral-100"
            />
            <p id="profile-avatar-hint" className="text-xs text-neutral-700 dark:text-neutral-300">
              {intl.formatMessage({ id: 'myProfile.photoHint' })}
            </p>
            <FormStatus result={photoResult} />
            <div className="flex gap-2">
              <button type="submit" name="intent" value="avatar" className="btn-secondary" disabled={busy}>
                {intl.formatMessage({
                  id: busy && sentIntent === 'avatar' ? 'myProfile.uploading' : 'myProfile.savePhoto',
                })}
              </button>
              {loaderData.avatar ? (
                <button type="submit" name="intent" value="remove-avatar" className="btn-secondary" disabled={busy}>
                  {intl.formatMessage({ id: 'myProfile.removePhoto' })}
                </button>
              ) : null}
            </div>
          </Form>
        </div>
      </section>

      <Form method="post" className="mt-8 space-y-4">
        {field(
          'firstName',
          intl.formatMessage({ id: 'myProfile.firstName' }),
          loaderData.firstName,
          'text',
          'given-name',
        )}
        {field(
          'lastName',
          intl.formatMessage({ id: 'myProfile.lastName' }),
          loaderData.lastName,
          'text',
          'family-name',
        )}
        {field(
          'email',
          intl.formatMessage({ id: 'myProfile.email' }),
          loaderData.email,
          'email',
          'email',
          'profile-email-state',
        )}
        {loaderData.email ? (
          <EmailState
            verified={loaderData.emailVerified}
            mail={loaderData.mail}
            busy={busy}
            result={actionData?.form === 'email' ? shown : undefined}
          />
        ) : null}
        {loaderData.writes ? (
          <div>
            <label htmlFor="profile-bio" className="block text-sm font-semibold">
              {intl.formatMessage({ id: 'myProfile.bio' })}
            </label>
            <textarea
              id="profile-bio"
              name="bio"
              rows={4}
              maxLength={BIO_MAX}
              defaultValue={loaderData.bio ?? ''}
              aria-describedby="profile-bio-hint"
              className="input mt-1"
            />
            <p id="profile-bio-hint" className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
              {intl.formatMessage(
                { id: 'myProfile.bioHint' },
                {
                  max: BIO_MAX,
                  link: (chunks) => (
                    <a href={authorPath(loaderData.username)} className="link">
                      {chunks}
                    </a>
                  ),
                },
              )}
            </p>
          </div>
        ) : null}
        <FormStatus result={profileResult} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {intl.formatMessage({ id: 'myProfile.save' })}
        </button>
      </Form>
      <Form id="verify-email-form" method="post" hidden>
        <input type="hidden" name="intent" value="verify-email" />
      </Form>
    </div>
  );
}
