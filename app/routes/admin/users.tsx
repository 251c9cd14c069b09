import { data, Form } from 'react-router';
import type { Route } from './+types/users';
import { formatDate } from '../../../core/dates';
import { isRole, LAST_ADMIN, ROLES } from '../../../core/roles';
import { requireViewer } from '../../lib/guard.server';
import { adminMeta, rootDataOf } from '../../lib/meta';

export async function loader({ context, url }: Route.LoaderArgs) {
  const viewer = requireViewer(context, url, 'users:manage');
  return { users: await context.services.users.list(), me: viewer._id };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const viewer = requireViewer(context, url, 'users:manage');
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  try {
    if (form.get('intent') === 'delete') {
      await context.services.users.delete(id, viewer._id);
      return { ok: true, message: 'User deleted.' };
    }
    const role = form.get('role');
    if (!isRole(role)) return data({ ok: false, message: 'Choose a role.' }, { status: 400 });
    await context.services.users.changeRole(id, role);
    return { ok: true, message: 'Role changed.' };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status && status < 500) return data({ ok: false, message: (error as Error).message }, { status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Users');

export default function Users({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = rootDataOf(matches)?.site.timeZone ?? 'Asia/Kolkata';
  const { users, me } = loaderData;
  const admins = users.filter((u) => u.role === 'admin').length;
  return (
    <div>
      <h1 className="font-serif text-3xl font-black">Users</h1>
      <div role="status" aria-live="polite" className="mt-2 text-sm">
        {actionData ? (
          <p className={actionData.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'}>
            {actionData.message}
          </p>
        ) : null}
      </div>
      {users.length === 0 ? (
        <p className="mt-6">No admin users found.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-neutral-200 dark:border-neutral-800">
              <tr>
                <th scope="col" className="p-3">
                  Username
                </th>
                <th scope="col" className="p-3">
                  Role
                </th>
                <th scope="col" className="hidden p-3 sm:table-cell">
                  Created
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
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
