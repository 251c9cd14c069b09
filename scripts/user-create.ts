/**
 * `npm run user:create -- --username NAME --role admin|editor|author|reader [--password …]`
 * Creates a staff account from the command line. Without --password (or
 * NEWSDESK_PASSWORD) a strong one is generated and printed once. Takes the same
 * data-directory lock as the server: stop the server first when on PGlite.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isRole, passwordSchema, usernameSchema } from '../core/auth';
import { AuthService } from '../server/auth/auth.service';
import { loadConfig, loadDotEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirLockedError } from '../server/db/lock';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: { username: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
});
const username = usernameSchema.safeParse(values.username ?? '');
if (!username.success) fail(`--username: ${username.error.issues[0]?.message}`);
if (!isRole(values.role)) fail('--role must be one of admin, editor, author, reader');
const generated = !values.password && !process.env.NEWSDESK_PASSWORD;
const password = values.password ?? process.env.NEWSDESK_PASSWORD ?? randomBytes(15).toString('base64url');
const checked = passwordSchema.safeParse(password);
if (!checked.success) fail(`--password: ${checked.error.issues[0]?.message}`);

loadDotEnv();
const config = loadConfig();
let database;
try {
  database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
try {
  const auth = new AuthService(database.db);
  const user = await auth.register({ username: username.data, password }, null, values.role);
  console.log(`Created ${user.role} '${user.username}'.`);
  if (generated) {
    // A password shown on a terminal may be seen or logged: it opens the account once, to choose a new one.
    await auth.requirePasswordChange(user._id);
    console.log(`Password (shown once; it must be changed at the first sign-in): ${password}`);
  }
} catch (error) {
  fail(`Could not create the user: ${(error as Error).message}`);
} finally {
  await database.close();
}
