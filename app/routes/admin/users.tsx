import { data, Form } from 'react-router';
import type { Route } from './+types/users';
import { formatDate } from '../../../core/dates';
import { isRole, LAST_ADMIN, ROLES } from '../../../core/roles';
import { StatusMessage } from '../../components/status-message';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { forForm, forPage } from '../../lib/use-case.server';
import { HeaderCells } from '../../components/admin/table-parts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const users = await forPage(request, () => context.services.commands.users.list(context.actor));
  return { users, me: context.actor.viewer?._id ?? null };
}

/** Changes a role or deletes an account (UsersCommands); a refusal (the only admin, oneself) is said on the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { users } = context.services.commands;
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') === 'delete') {
    return forForm(request, async () => {
      await users.delete(context.actor, id);
      return { ok: true as const, message: 'User deleted.' };
    });
  }
  const role = form.get('role');
  if (!isRole(role)) return data({ ok: false as const, message: 'Choose a role.', fields: {} }, { status: 400 });
  return forForm(request, async () => {
    await users.changeRole(context.actor, id, { role });
    return { ok: true as const, message: 'Role changed.' };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Users');

export default function Users({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { users, me } = loaderData;
  const admins = users.filter((u) => u.role === 'admin').length;
  return (
    <div>
      <h1 className="font-serif text-3xl font-black">Users</h1>
      <StatusMessage result={actionData} />
      {users.length === 0 ? (
        <p className="mt-6">No admin users found.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
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
                    <td className="p-3 text-right">
                      <Form
                        method="post"
                        onSubmit={(event) => {
                          if (!window.confirm(`Delete the account ${u.username}?`)) event.preventDefault();
                        }}
                      >
                        <input type="hidden" name="id" value={u._id} />
                        <span
                          title={onlyAdmin ? LAST_ADMIN : self ? 'You cannot delete your own account here' : undefined}
                        >
                          <button
                            type="submit"
                            name="intent"
                            value="delete"
                            disabled={onlyAdmin || self}
                            className="btn border border-red-300 py-1 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
                          >
                            Delete<span className="sr-only"> {u.username}</span>
                          </button>
                        </span>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
