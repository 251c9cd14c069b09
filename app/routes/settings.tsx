import { useSyncExternalStore } from 'react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/settings';
import { PASSWORDS_DIFFER } from '../../core/roles';
import { Field, FormStatus, NewPasswordFields } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { saveTheme, subscribeTheme } from '../components/theme-toggle';
import { pageMeta, rootDataOf } from '../lib/meta';
import type { MySubscription } from '../../core/newsletter';
import { readTheme, type ThemePreference } from '../lib/theme';
import { forForm, forPage } from '../lib/use-case.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await forPage(request, async () => context.queries.account.me(context.actor));
  // The newsletter's part waits for the new password (its use case would refuse before).
  const [newsletter, commentMail] = viewer.mustChangePassword
    ? [null, null]
    : await Promise.all([
        forPage(request, () => context.queries.newsletter.mine(context.actor)),
        // Offered only where the site sends mail.
        context.queries.staff.mailEnabled
          ? forPage(request, () => context.queries.comments.mailPreference(context.actor))
          : null,
      ]);
  return { passwordRequired: viewer.mustChangePassword, newsletter, commentMail, hasEmail: viewer.email !== null };
}

/**
 * Changes the password (AuthCommands.changePassword; this session stays signed in, the others
 * end), or subscribes or unsubscribes the account's address (NewsletterCommands).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'newsletter-subscribe' || intent === 'newsletter-unsubscribe') {
    const { newsletter } = context.commands;
    const answer = await forForm(request, async () => {
      const done =
        intent === 'newsletter-subscribe'
          ? await newsletter.subscribeMe(context.actor)
          : await newsletter.unsubscribeMe(context.actor);
      return { ok: true as const, message: done.message, intent: 'newsletter' as const };
    });
    // A refusal (no address on the profile, too many tries) is shown by the newsletter's form too.
    return 'init' in answer
      ? data({ ...answer.data, intent: 'newsletter' as const }, answer.init ?? undefined)
      : answer;
  }
  if (intent === 'comment-mail-on' || intent === 'comment-mail-off') {
    const answer = await forForm(request, async () => {
      const { on } = await context.commands.comments.setMail(context.actor, intent === 'comment-mail-on');
      return {
        ok: true as const,
        message: on ? 'We will e-mail you about your comments.' : 'No more e-mails about your comments.',
        intent: 'comment-mail' as const,
      };
    });
    return 'init' in answer
      ? data({ ...answer.data, intent: 'comment-mail' as const }, answer.init ?? undefined)
      : answer;
  }
  if (form.get('newPassword') !== form.get('confirmPassword'))
    return data({ ok: false as const, message: PASSWORDS_DIFFER, fields: {} }, { status: 400 });
  return forForm(request, async () => {
    const input = { currentPassword: form.get('currentPassword'), newPassword: form.get('newPassword') };
    await context.commands.auth.changePassword(context.actor, input, context.sessionToken);
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
  const intent = actionData && 'intent' in actionData ? actionData.intent : null;
  const passwordResult = intent ? undefined : actionData;
  const newsletterResult = intent === 'newsletter' ? actionData : undefined;
  const commentMailResult = intent === 'comment-mail' ? actionData : undefined;
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
          <NewPasswordFields />
          <FormStatus result={passwordResult && { ok: passwordResult.ok, message: formMessage(passwordResult) }} />
          <button type="submit" className="btn-primary" disabled={busy}>
            Change password
          </button>
        </Form>
      </section>
      {loaderData.newsletter?.enabled ? (
        <NewsletterSettings
          mine={loaderData.newsletter}
          busy={busy}
          result={newsletterResult && { ok: newsletterResult.ok, message: formMessage(newsletterResult) }}
        />
      ) : null}
      {loaderData.commentMail ? (
        <section aria-labelledby="comment-mail-heading">
          <h2 id="comment-mail-heading" className="font-serif text-xl font-bold">
            E-mails about your comments
          </h2>
          <Form method="post" className="mt-4 space-y-3">
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {loaderData.commentMail.on
                ? 'We e-mail you when someone answers your comment or the newsroom features it (once a story an hour at most), and, if you write for us, a summary of the day’s comments on your stories.'
                : 'We do not e-mail you about your comments.'}
              {loaderData.hasEmail ? '' : ' Add and verify an e-mail address on your profile to get them.'}
            </p>
            <FormStatus
              result={commentMailResult && { ok: commentMailResult.ok, message: formMessage(commentMailResult) }}
            />
            <button
              type="submit"
              name="intent"
              value={loaderData.commentMail.on ? 'comment-mail-off' : 'comment-mail-on'}
              className="btn-secondary"
              disabled={busy}
            >
              {loaderData.commentMail.on ? 'Stop these e-mails' : 'E-mail me about my comments'}
            </button>
          </Form>
        </section>
      ) : null}
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

/** The morning newsletter at the account's address: subscribe (confirmed by the emailed link) or stop it. */
function NewsletterSettings({
  mine,
  busy,
  result,
}: {
  mine: MySubscription;
  busy: boolean;
  result: { ok: boolean; message: string } | undefined;
}) {
  const subscribed = mine.status === 'confirmed';
  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="font-serif text-xl font-bold">
        Morning newsletter
      </h2>
      {mine.email ? (
        <Form method="post" className="mt-4 space-y-3">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {subscribed
              ? `The morning briefing goes to ${mine.email} every day.`
              : mine.status === 'pending'
                ? `We sent a confirmation link to ${mine.email}. Open it to start the newsletter, or send another.`
                : `Get the day's top stories at ${mine.email} every morning.`}
          </p>
          <FormStatus result={result} />
          <button
            type="submit"
            name="intent"
            value={subscribed ? 'newsletter-unsubscribe' : 'newsletter-subscribe'}
            className={subscribed ? 'btn-secondary' : 'btn-primary'}
            disabled={busy}
          >
            {subscribed ? 'Unsubscribe' : mine.status === 'pending' ? 'Send the link again' : 'Subscribe'}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300">
          Add an email address to{' '}
          <a className="link" href="/profile">
            your profile
          </a>{' '}
          to get the morning newsletter.
        </p>
      )}
    </section>
  );
}
