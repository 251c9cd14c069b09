/**
 * `npm run user:create -- --username NAME --role admin|editor|author|reader [--password …]`
 * Creates an account of any role from the command line, the site's first admin among them,
 * through the same use case as 'Add user' on /admin/users (StaffCommands.createFromConsole): one
 * `user.create` audit record by 'system' and a `users.changed` event. Without --password (or
 * NEWSDESK_PASSWORD) a one-time password is generated and printed once. Takes the same
 * data-directory lock as the server: stop the server first when on PGlite.
 */
import { runCli } from './cli';

await runCli(
  {
    usage: 'Usage: npm run user:create -- --username NAME --role admin|editor|author|reader [--password …]',
    args: { options: { username: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } } },
    failure: 'Could not create the user',
  },
  async ({ values, actor, site }) => {
    const { services } = await site();
    const { user, password, oneTime } = await services.commands.staff.createFromConsole(actor, {
      username: values.username ?? '',
      role: values.role,
      password: values.password ?? process.env.NEWSDESK_PASSWORD,
    });
    console.log(`Created ${user.role} '${user.username}'.`);
    // A password shown on a terminal may be seen or logged: it opens the account once, to choose a new one.
    if (oneTime) console.log(`Password (shown once; it must be changed at the first sign-in): ${password}`);
  },
);
