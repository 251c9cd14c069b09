import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/users';
import { formatDate, formatDateTime } from '../../../core/dates';
import { LAST_ADMIN, ROLES } from '../../../core/roles';
import { INVITE_DAYS, MAIL_OFF, ONE_TIME_SHOWN_ONCE, STAFF_ROLES } from '../../../core/staff';
import { StatusMessage } from '../../components/status-message';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { HeaderCells } from '../../components/admin/table-parts';
import { usersAction, usersPage, type UsersAnswer, type UsersIntent } from './users.server';

export function loader({ context, request }: Route.LoaderArgs) {
  return usersPage(request, context);
}

/** Roles, deletions, invitations, 'Add user' and one-time passwords (users.server.ts); a refusal is said at its form. */
export function action({ request, context }: Route.ActionArgs) {
  return usersAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Users');

const muted = 'text-neutral-700 dark:text-neutral-300';
const card = 'rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900';
const dangerButton =
  'btn border border-red-300 py-1 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950';

/** The answer of the form `intent`, if the last post was that form's. */
function answerFor(actionData: UsersAnswer | undefined, ...intents: UsersIntent[]): UsersAnswer | undefined {
  return actionData && intents.includes(actionData.intent) ? actionData : undefined;
}

/** A labelled field of the invite and add forms, with the server's word on it when it refused it. */
function TextField({
  form,
  name,
  label,
  type = 'text',
  required = false,
  hint,
  error,
  autoComplete = 'off',
}: {
  form: string;
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  hint?: string;
  error?: string;
  autoComplete?: string;
}) {
  const id = `${form}-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="input mt-1"
      />
      {hint ? (
        <p id={`${id}-hint`} className={`mt-1 text-xs ${muted}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RoleSelect({ form, roles, defaultValue }: { form: string; roles: readonly string[]; defaultValue: string }) {
  return (
    <div>
      <label htmlFor={`${form}-role`} className="block text-sm font-semibold">
        Role
      </label>
      <select id={`${form}-role`} name="role" defaultValue={defaultValue} className="input mt-1">
        {roles.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A link or one-time password shown once, in a read-only field with 'Copy'. It lives only in the
 * form's answer: a reload or another page loses it.
 */
function ShownOnce({ secret, note }: { secret: NonNullable<UsersAnswer['secret']>; note: string }) {
  const [copied, setCopied] = useState(false);
  const id = `secret-${secret.for.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <label htmlFor={id} className="block text-sm font-semibold">
        {secret.label}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={secret.value}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-note`}
          className="input min-w-0 flex-1 font-mono text-sm"
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(secret.value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy<span className="sr-only"> {secret.label}</span>
        </button>
      </div>
      <p id={`${id}-note`} className="mt-1 text-xs">
        {note}
      </p>
      <p role="status" aria-live="polite" className="mt-1 min-h-4 text-xs font-semibold">
        {copied ? 'Copied.' : ''}
      </p>
    </div>
  );
}

/** Staff management for admins (docs/product.md, 'Admin: users'). */
export default function Users({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { users, invitations, mail, me } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const admins = users.filter((u) => u.role === 'admin').length;
  const invited = answerFor(actionData, 'invite');
  const added = answerFor(actionData, 'add');
  const accountAnswer = answerFor(actionData, 'account', 'one-time-password', 'invitation');
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-serif text-3xl font-black">Users</h1>
        <p className={`mt-1 ${muted}`}>
          Staff are invited by email or added here. Readers sign up on their own; give one a role below to make them
          staff.
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="invite-heading" className={card}>
          <h2 id="invite-heading" className="font-serif text-xl font-bold">
            Invite staff
          </h2>
          {mail ? (
            <p className={`mt-1 text-sm ${muted}`}>
              We email them a link that works once, for {INVITE_DAYS} days. They choose their own username and password.
            </p>
          ) : (
            <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
              {MAIL_OFF}
            </p>
          )}
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <input type="hidden" name="intent" value="invite" />
            <TextField
              form="invite"
              name="email"
              label="Email address"
              type="email"
              required
              error={invited?.ok === false ? invited.fields?.email : undefined}
            />
            <RoleSelect form="invite" roles={STAFF_ROLES} defaultValue="author" />
            <button type="submit" className="btn-primary" disabled={busy}>
              {mail ? 'Send invitation' : 'Create invitation link'}
            </button>
          </Form>
          <StatusMessage result={invited} />
          {invited?.secret ? (
            <ShownOnce
              secret={invited.secret}
              note={`Shown once. It works once, for ${INVITE_DAYS} days; anyone holding it can make the account.`}
            />
          ) : null}
        </section>

        <section aria-labelledby="add-heading" className={card}>
          <h2 id="add-heading" className="font-serif text-xl font-bold">
            Add user
          </h2>
          <p className={`mt-1 text-sm ${muted}`}>
            Makes the account now with a one-time password for you to give them; they choose their own at the first
            sign-in. Works without mail.
          </p>
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <input type="hidden" name="intent" value="add" />
            <TextField
              form="add"
              name="username"
              label="Username"
              required
              hint="3-32 characters: letters, digits, dots, underscores and hyphens."
              error={added?.ok === false ? added.fields?.username : undefined}
            />
            <TextField
              form="add"
              name="displayName"
              label="Display name (optional)"
              error={added?.ok === false ? added.fields?.displayName : undefined}
            />
            <RoleSelect form="add" roles={ROLES} defaultValue="author" />
            <TextField
              form="add"
              name="email"
              label="Email address (optional)"
              type="email"
              error={added?.ok === false ? added.fields?.email : undefined}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              Add user
            </button>
          </Form>
          <StatusMessage result={added} />
          {added?.secret ? <ShownOnce secret={added.secret} note={ONE_TIME_SHOWN_ONCE} /> : null}
        </section>
      </div>

      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="font-serif text-xl font-bold">
          Invitations
        </h2>
        {invitations.length === 0 ? (
          <p className={`mt-2 ${muted}`}>No open invitations.</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-neutral-200 dark:border-neutral-800">
                <tr>
                  <HeaderCells
                    cellClass="p-3"
                    columns={[
                      { label: 'Email' },
                      { label: 'Role', className: 'hidden p-3 sm:table-cell' },
                      { label: 'Invited by', className: 'hidden p-3 md:table-cell' },
                      { label: 'Expires' },
                      { label: <span className="sr-only">Actions</span> },
                    ]}
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {invitations.map((inv) => (
                  <tr key={inv._id}>
                    <th scope="row" className="p-3 font-semibold [overflow-wrap:anywhere]">
                      {inv.email}
                      {/* On a phone the role goes under the address: one column less. */}
                      <span className="block font-normal sm:hidden">{inv.role}</span>
                    </th>
                    <td className="hidden p-3 sm:table-cell">{inv.role}</td>
                    <td className="hidden p-3 md:table-cell">{inv.invitedBy}</td>
                    <td className="p-3">
                      {inv.state === 'expired' ? (
                        <span className="font-semibold text-red-800 dark:text-red-300">
                          Expired{' '}
                          <time dateTime={inv.expiresAt} suppressHydrationWarning>
                            {formatDate(inv.expiresAt, timeZone)}
                          </time>
                        </span>
                      ) : (
                        <>
                          Pending, until{' '}
                          <time dateTime={inv.expiresAt} suppressHydrationWarning>
                            {formatDateTime(inv.expiresAt, timeZone)}
                          </time>
                        </>
                      )}
                    </td>
                    <td className="p-3">
                      <div className="flex flex-wrap justify-end gap-2">
                        <Form method="post">
                          <input type="hidden" name="id" value={inv._id} />
                          <button
                            type="submit"
                            name="intent"
                            value="resend"
                            className="btn-secondary py-1"
                            disabled={busy}
                          >
                            Send again<span className="sr-only"> to {inv.email}</span>
                          </button>
                        </Form>
                        <Form
                          method="post"
                          onSubmit={(event) => {
                            if (!window.confirm(`Withdraw the invitation to ${inv.email}? Its link will stop working.`))
                              event.preventDefault();
                          }}
                        >
                          <input type="hidden" name="id" value={inv._id} />
                          <button type="submit" name="intent" value="revoke" className={dangerButton} disabled={busy}>
                            Withdraw<span className="sr-only"> the invitation to {inv.email}</span>
                          </button>
                        </Form>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="font-serif text-xl font-bold">
          Accounts
        </h2>
        <StatusMessage result={accountAnswer} />
        {accountAnswer?.secret ? <ShownOnce secret={accountAnswer.secret} note={ONE_TIME_SHOWN_ONCE} /> : null}
        {users.length === 0 ? (
          <p className="mt-2">No admin users found.</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-neutral-200 dark:border-neutral-800">
                <tr>
                  <HeaderCells
                    cellClass="p-3"
                    columns={[
                      { label: 'Username' },
                      { label: 'Role' },
                      { label: 'Created', className: 'hidden p-3 sm:table-cell' },
                      { label: <span className="sr-only">Actions</span> },
                    ]}
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {users.map((u) => {
                  const onlyAdmin = u.role === 'admin' && admins <= 1;
                  const self = u._id === me;
                  return (
                    <tr key={u._id}>
                      <th scope="row" className="p-3 font-semibold [overflow-wrap:anywhere]">
                        {u.username}
                        {self ? ' (you)' : ''}
                      </th>
                      <td className="p-3">
                        <Form
                          method="post"
                          className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2"
                        >
                          <input type="hidden" name="id" value={u._id} />
                          <label htmlFor={`role-${u._id}`} className="sr-only">
                            Role of {u.username}
                          </label>
                          <select id={`role-${u._id}`} name="role" defaultValue={u.role} className="input w-auto py-1">
                            {ROLES.map((r) => (
                              <option key={r} value={r}>
                                {r}
                              </option>
                            ))}
                          </select>
                          <button type="submit" name="intent" value="role" className="btn-secondary py-1">
                            Save<span className="sr-only"> role of {u.username}</span>
                          </button>
                        </Form>
                      </td>
                      <td className="hidden p-3 sm:table-cell">
                        <time dateTime={u.createdAt}>{formatDate(u.createdAt, timeZone)}</time>
                      </td>
                      <td className="p-3">
                        <div className="flex flex-wrap justify-end gap-2">
                          {self ? null : (
                            <Form
                              method="post"
                              onSubmit={(event) => {
                                const question =
                                  `Set a one-time password for ${u.username}? Their current password stops working, ` +
                                  'they are signed out everywhere, and they must choose a new one when they sign in.';
                                if (!window.confirm(question)) event.preventDefault();
                              }}
                            >
                              <input type="hidden" name="id" value={u._id} />
                              <button
                                type="submit"
                                name="intent"
                                value="one-time-password"
                                className="btn-secondary py-1"
                                disabled={busy}
                              >
                                One-time password<span className="sr-only"> for {u.username}</span>
                              </button>
                            </Form>
                          )}
                          <Form
                            method="post"
                            onSubmit={(event) => {
                              if (!window.confirm(`Delete the account ${u.username}?`)) event.preventDefault();
                            }}
                          >
                            <input type="hidden" name="id" value={u._id} />
                            <span
                              title={
                                onlyAdmin ? LAST_ADMIN : self ? 'You cannot delete your own account here' : undefined
                              }
                            >
                              <button
                                type="submit"
                                name="intent"
                                value="delete"
                                disabled={onlyAdmin || self}
                                className={dangerButton}
                              >
                                Delete<span className="sr-only"> {u.username}</span>
                              </button>
                            </span>
                          </Form>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
