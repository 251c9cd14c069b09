/**
 * What every command-line tool shares (docs/architecture.md, 'Command-line tools'): its arguments
 * (node:util's parseArgs), the configuration (`.env`, then the environment, as the server reads
 * it), the site's database opened as the server opens it (PGlite in DATA_DIR under its lock, or
 * DATABASE_URL; migrated; failures logged) and its services, the system actor the tools act as
 * (server/lib/actor.ts), one way to fail, and closing whatever was opened before the process ends.
 *
 * A tool is one call:
 *
 *   await runCli({ usage, args: { options: { … } }, failure: 'Could not …' }, async (cli) => {
 *     const { services } = await cli.site();
 *     await services.commands.staff.createFromConsole(cli.actor, { … });
 *   });
 *
 * Failing: a failure the operator can act on (a `CliError`, a use case's refusal, a bad
 * configuration, a locked data directory, or one of the tool's `expected` errors) is its message
 * alone, on one line of stderr, with exit code 1 and no stack trace; anything else is
 * `<failure>: <message>`, its stack written to the log. Either is reported after every database
 * the tool opened is closed (PGlite writes its directory back on close).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../server/config';
import type { Database, OpenOptions } from '../server/db/client';
import { DataDirLockedError } from '../server/db/lock';
import { systemActor, type Actor } from '../server/lib/actor';
import { AppError, ValidationError } from '../server/lib/errors';
import { createLogger, type Logger } from '../server/lib/logger';
import type { Services } from '../server/services';

/** A failure the operator can act on (a wrong argument, a missing folder): its message is all they see. */
export class CliError extends Error {
  override name = 'CliError';
}

type ErrorClass = abstract new (...args: never[]) => Error;

export interface CliTool<T extends ParseArgsConfig> {
  /** How the tool is called: shown after a wrong argument ('Usage: npm run backup [-- --out DIR]'). */
  usage: string;
  /** The arguments, as parseArgs takes them (strict unless `strict: false`). */
  args: T;
  /** What an unexpected error stopped, put before its message: 'Could not create the user'. */
  failure: string;
  /** The tool's own errors whose message is meant for the operator as it stands (BackupError, …). */
  expected?: ErrorClass[];
}

type Parsed<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

/** The site as the server holds it: its database and the services built over it. */
export interface Site {
  database: Database;
  services: Services;
}

export interface Cli<T extends ParseArgsConfig> {
  values: Parsed<T>['values'];
  positionals: Parsed<T>['positionals'];
  config: Config;
  /** Warnings and errors (LOG_LEVEL may quieten it), as JSON lines on stderr: stdout is the tool's. */
  log: Logger;
  /** The system itself, as the scheduler acts: use cases record it as 'system' in the audit log. */
  actor: Actor;
  /**
   * The site's database, opened (and migrated) on first call as the server opens it, and its
   * services. On PGlite the server must be stopped: one process may open the directory.
   */
  site(): Promise<Site>;
  /** Another database (db:copy's source and target); every one is closed when the tool ends, last opened first. */
  open(options: OpenOptions): Promise<Database>;
}

/** Prints `message` as one line on stderr and exits with code 1: the tools' one way to fail. */
function fail(message: string): never {
  console.error(message.replace(/\s*\n\s*/g, ' ').trim());
  process.exit(1);
}

/** The tools print their own lines; the log adds warnings and errors unless LOG_LEVEL asks for fewer. */
function logLevel(configured: string): string {
  return ['silent', 'fatal', 'error'].includes(configured) ? configured : 'warn';
}

/**
 * Runs a command-line tool: parses its arguments, reads the configuration, hands `main` what it
 * needs, closes what was opened, and exits (0, or 1 through `fail`).
 */
export async function runCli<T extends ParseArgsConfig>(
  tool: CliTool<T>,
  main: (cli: Cli<T>) => Promise<void>,
): Promise<never> {
  let parsed: Parsed<T>;
  try {
    parsed = parseArgs(tool.args);
  } catch (error) {
    fail(`${(error as Error).message}. ${tool.usage}`);
  }
  loadDotEnv();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const log = createLogger(logLevel(config.logLevel), pino.destination({ dest: 2, sync: true }));
  const opened: Database[] = [];
  let siteOpened: Promise<Site> | undefined;
  const open = async (options: OpenOptions) => {
    const { openDatabase } = await import('../server/db/client');
    const database = await openDatabase(options);
    opened.push(database);
    return database;
  };
  const cli: Cli<T> = {
    values: parsed.values,
    positionals: parsed.positionals,
    config,
    log,
    actor: systemActor(log),
    open,
    site() {
      siteOpened ??= (async () => {
        // Loaded when asked for: backup and restore never open the site's services.
        const [{ openSiteDatabase }, { createServices }] = await Promise.all([
          import('../server/runtime'),
          import('../server/services'),
        ]);
        const database = await openSiteDatabase(config, log);
        opened.push(database);
        return { database, services: createServices(database, config, { logger: log }) };
      })();
      return siteOpened;
    },
  };

  let failure: string | undefined;
  try {
    await main(cli);
  } catch (error) {
    failure = describe(error, tool, log);
  }
  // What the tool changed is purged at the CDN before it exits, not left to a timer that never
  // fires (server/cache/cdn-purge.ts; up to 2 s for a purge under way, no retry after).
  if (siteOpened) {
    const site = await siteOpened.catch(() => undefined);
    await site?.services.cdnPurge?.close();
  }
  for (const database of opened.reverse()) {
    await database.close().catch((error: unknown) => {
      failure ??= describe(error, { ...tool, failure: 'Could not close the database' }, log);
    });
  }
  if (failure !== undefined) fail(failure);
  // Done and closed: a timer some service armed must not keep the terminal waiting.
  process.exit(0);
}

/** The one line an error is reported as (and, when nobody expected it, its stack in the log). */
function describe(error: unknown, tool: Pick<CliTool<ParseArgsConfig>, 'failure' | 'expected'>, log: Logger): string {
  if (error instanceof ValidationError && error.fields) {
    // A use case names its input's fields, which the tools take as options of the same names.
    return Object.entries(error.fields)
      .map(([field, message]) => `--${field}: ${message}`)
      .join('; ');
  }
  if (error instanceof AppError) return `${tool.failure}: ${error.message}`;
  const expected = [CliError, ConfigError, DataDirLockedError, ...(tool.expected ?? [])];
  if (error instanceof Error && expected.some((kind) => error instanceof kind)) return error.message;
  log.error({ err: error }, tool.failure);
  return `${tool.failure}: ${error instanceof Error ? error.message : String(error)}`;
}
