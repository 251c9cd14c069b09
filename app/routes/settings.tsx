import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/settings';
import { Field, FormStatus, NewPasswordFields } from '../components/auth-form';
import { formMessage } from '../components/status-message';
import { saveTheme, subscribeTheme } from '../components/theme-toggle';
import { intlAt, languageName } from '../i18n/intl';
import { EDITIONS, type Edition } from '../../core/editions';
import type { MessageId } from '../i18n/messages/en';
import { pageMeta, rootDataOf } from '../lib/meta';
import type { MySubscription } from '../../core/newsletter';
import { readTheme, type ThemePreference } from '../lib/theme';
import { forForm, forPage } from '../lib/use-case.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await forPage(request, async () => context.queries.account.me(context.actor));
  // The newsletter's part waits for the new password (its use case would refuse before).
  const [newsletter, commentMail, newsletterFollowing] = viewer.mustChangePassword
    ? [null, null, null]
    : await Promise.all([
        forPage(request, () => context.queries.newsletter.mine(context.actor)),
        // Offered only where the site sends mail.
        context.queries.staff.mailEnabled
          ? forPage(request, () => context.queries.comments.mailPreference(context.actor))
          : null,
        // 'Following' (docs/product.md, 'Alerts and following'): offered once the address is subscribed.
        forPage(request, () => context.queries.newsletter.following(context.actor)),
      ]);
  const language = viewer.mustChangePassword ? null : await context.queries.account.language(context.actor);
  return {
    passwordRequired: viewer.mustChangePassword,
    newsletter,
    newsletterFollowing,
    commentMail,
    language,
    hasEmail: viewer.email !== null,
  };
}

/**
 * Changes the password (AuthCommands.changePassword; this session stays signed in, the others
 * end), subscribes or unsubscribes the account's address (NewsletterCommands), or sets the
 * language of the account's e-mails (AccountCommands.setLanguage).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intl = intlAt(new URL(request.url).pathname);
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
  if (intent === 'newsletter-following') {
    const answer = await forForm(request, async () => {
      const { on } = await context.commands.newsletter.setFollowing(context.actor, form.get('following') === 'on');
      return {
        ok: true as const,
        message: intl.formatMessage({
          id: on ? 'settings.newsletterFollowingOn' : 'settings.newsletterFollowingOff',
        }),
        intent: 'newsletter' as const,
      };
    });
    return 'init' in answer
      ? data({ ...answer.data, intent: 'newsletter' as const }, answer.init ?? undefined)
      : answer;
  }
  if (intent === 'comment-mail-on' || intent === 'comment-mail-off') {
    const answer = await forForm(request, async () => {
      const { on } = await context.commands.comments.setMail(context.actor, intent === 'comment-mail-on');
      return {
        ok: true as const,
        message: intl.formatMessage({ id: on ? 'settings.commentMailOn' : 'settings.commentMailOff' }),
        intent: 'comment-mail' as const,
      };
    });
    return 'init' in answer
      ? data({ ...answer.data, intent: 'comment-mail' as const }, answer.init ?? undefined)
      : answer;
  }
  if (intent === 'language') {
    // The language of the account's e-mails (AccountCommands.setLanguage): an unknown one is a 400.
    const answer = await forForm(request, async () => {
      const { language } = await context.commands.account.setLanguage(context.actor, {
        language: form.get('language'),
      });
      return {
        ok: true as const,
        message: intl.formatMessage({ id: 'settings.languageSaved' }, { language: languageName(intl, language) }),
        intent: 'language' as const,
      };
    });
    return 'init' in answer ? data({ ...answer.data, intent: 'language' as const }, answer.init ?? undefined) : answer;
  }
  if (form.get('newPassword') !== form.get('confirmPassword')) {
    const message = intl.formatMessage({ id: 'authForm.passwordsDiffer' });
    return data({ ok: false as const, message, fields: {} }, { status: 400 });
  }
  return forForm(request, async () => {
    const input = { currentPassword: form.get('currentPassword'), newPassword: form.get('newPassword') };
    await context.commands.auth.changePassword(context.actor, input, context.sessionToken);
    return { ok: true as const, message: intl.formatMessage({ id: 'settings.passwordChanged' }) };
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: intl.formatMessage({ id: 'settings.title' }),
    description: intl.formatMessage({ id: 'settings.description' }),
    path: '/settings',
    noindex: true,
  });
};

const THEMES: { value: ThemePreference; label: MessageId }[] = [
  { value: 'light', label: 'settings.themeLight' },
  { value: 'dark', label: 'settings.themeDark' },
  { value: 'system', label: 'settings.themeSystem' },
];

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'system' as const);
  const intent = actionData && 'intent' in actionData ? actionData.intent : null;
  const passwordResult = intent ? undefined : actionData;
  const newsletterResult = intent === 'newsletter' ? actionData : undefined;
  const commentMailResult = intent === 'comment-mail' ? actionData : undefined;
  const languageResult = intent === 'language' ? actionData : undefined;
  const intl = useIntl();
  return (
    <div className="max-w-xl space-y-12">
      <h1 className="font-serif text-3xl font-black">{intl.formatMessage({ id: 'settings.title' })}</h1>
      {loaderData.passwordRequired ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {intl.formatMessage({ id: 'settings.mustChange' })}
        </p>
      ) : null}
      <section aria-labelledby="password-heading">
        <h2 id="password-heading" className="font-serif text-xl font-bold">
          {intl.formatMessage({ id: 'settings.changePassword' })}
        </h2>
        <Form method="post" className="mt-4 space-y-4">
          <Field
            name="currentPassword"
            label={intl.formatMessage({ id: 'settings.currentPassword' })}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields />
          <FormStatus result={passwordResult && { ok: passwordResult.ok, message: formMessage(passwordResult) }} />
          <button type="submit" className="btn-primary" disabled={busy}>
            {intl.formatMessage({ id: 'settings.changePasswordSubmit' })}
          </button>
        </Form>
      </section>
      {loaderData.newsletter?.enabled ? (
        <NewsletterSettings
          mine={loaderData.newsletter}
          following={loaderData.newsletterFollowing}
          busy={busy}
          result={newsletterResult && { ok: newsletterResult.ok, message: formMessage(newsletterResult) }}
        />
      ) : null}
      {loaderData.commentMail ? (
        <section aria-labelledby="comment-mail-heading">
          <h2 id="comment-mail-heading" className="font-serif text-xl font-bold">
            {intl.formatMessage({ id: 'settings.commentMailHeading' })}
          </h2>
          <Form method="post" className="mt-4 space-y-3">
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {intl.formatMessage({
                id: loaderData.commentMail.on ? 'settings.commentMailOnText' : 'settings.commentMailOffText',
              })}
              {loaderData.hasEmail ? null : <> {intl.formatMessage({ id: 'settings.commentMailAddAddress' })}</>}
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
              {intl.formatMessage({
                id: loaderData.commentMail.on ? 'settings.stopCommentMail' : 'settings.startCommentMail',
              })}
            </button>
          </Form>
        </section>
      ) : null}
      {loaderData.language ? (
        <section aria-labelledby="language-heading">
          <h2 id="language-heading" className="font-serif text-xl font-bold">
            {intl.formatMessage({ id: 'settings.languageHeading' })}
          </h2>
          <Form method="post" className="mt-4 space-y-3">
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {intl.formatMessage({ id: 'settings.languageText' })}
            </p>
            <div>
              <label htmlFor="settings-language" className="block text-sm font-semibold">
                {intl.formatMessage({ id: 'settings.languageLabel' })}
              </label>
              <select
                id="settings-language"
                name="language"
                defaultValue={loaderData.language}
                key={loaderData.language}
                className="input mt-1 max-w-xs"
              >
                {(Object.keys(EDITIONS) as Edition[]).map((code) => (
                  <option key={code} value={code}>
                    {languageName(intl, code)}
                  </option>
                ))}
              </select>
            </div>
            <FormStatus result={languageResult && { ok: languageResult.ok, message: formMessage(languageResult) }} />
            <button type="submit" name="intent" value="language" className="btn-secondary" disabled={busy}>
              {intl.formatMessage({ id: 'settings.languageSave' })}
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="theme-heading">
        <h2 id="theme-heading" className="font-serif text-xl font-bold">
          {intl.formatMessage({ id: 'settings.theme' })}
        </h2>
        <fieldset className="mt-4 flex gap-4">
          <legend className="sr-only">{intl.formatMessage({ id: 'settings.colourTheme' })}</legend>
          {THEMES.map((t) => (
            <label key={t.value} className="flex items-center gap-2 text-sm font-semibold">
              <input
                type="radio"
                name="theme"
                value={t.value}
                checked={theme === t.value}
                onChange={() => saveTheme(t.value)}
              />
              {intl.formatMessage({ id: t.label })}
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
  following,
  busy,
  result,
}: {
  mine: MySubscription;
  /** 'Following': null until the address is subscribed. */
  following: { on: boolean } | null;
  busy: boolean;
  result: { ok: boolean; message: string } | undefined;
}) {
  const subscribed = mine.status === 'confirmed';
  const intl = useIntl();
  const pending = mine.status === 'pending';
  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="font-serif text-xl font-bold">
        {intl.formatMessage({ id: 'settings.newsletter' })}
      </h2>
      {mine.email ? (
        <Form method="post" className="mt-4 space-y-3">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage(
              {
                id: subscribed
                  ? 'settings.newsletterSubscribed'
                  : pending
                    ? 'settings.newsletterPending'
                    : 'settings.newsletterOffer',
              },
              { email: mine.email },
            )}
          </p>
          <FormStatus result={result} />
          <button
            type="submit"
            name="intent"
            value={subscribed ? 'newsletter-unsubscribe' : 'newsletter-subscribe'}
            className={subscribed ? 'btn-secondary' : 'btn-primary'}
            disabled={busy}
          >
            {intl.formatMessage({
              id: subscribed ? 'settings.unsubscribe' : pending ? 'settings.sendAgain' : 'settings.subscribe',
            })}
          </button>
        </Form>
      ) : null}
      {mine.email && following ? (
        <Form method="post" className="mt-6 space-y-3" key={String(following.on)}>
          <div className="flex items-start gap-3">
            <input
              id="newsletter-following"
              type="checkbox"
              name="following"
              defaultChecked={following.on}
              aria-describedby="newsletter-following-hint"
              className="mt-1 h-4 w-4"
            />
            <div>
              <label htmlFor="newsletter-following" className="text-sm font-semibold">
                {intl.formatMessage({ id: 'settings.newsletterFollowing' })}
              </label>
              <p id="newsletter-following-hint" className="text-sm text-neutral-700 dark:text-neutral-300">
                {intl.formatMessage({ id: 'settings.newsletterFollowingHint' })}
              </p>
            </div>
          </div>
          <button type="submit" name="intent" value="newsletter-following" className="btn-secondary" disabled={busy}>
            {intl.formatMessage({ id: 'settings.newsletterFollowingSave' })}
          </button>
        </Form>
      ) : null}
      {mine.email ? null : (
        <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300">
          {intl.formatMessage(
            { id: 'settings.newsletterNoAddress' },
            {
              link: (chunks) => (
                <a className="link" href="/profile">
                  {chunks}
                </a>
              ),
            },
          )}
        </p>
      )}
    </section>
  );
}
