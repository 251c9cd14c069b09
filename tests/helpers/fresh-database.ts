import pg from 'pg';

/**
 * An empty PostgreSQL database named `name` on the server of `base` (a DATABASE_URL), dropped
 * first if a killed run left it: for tests whose server processes migrate their own database
 * (tests/cluster/harness.ts, tests/security/crash.test.ts). `drop()` removes it again.
 */
export async function freshDatabase(base: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = (query: string) => adminQuery(base, query);
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Runs one statement on the server of `base` (a DATABASE_URL) on a connection of its own. */
export async function adminQuery(base: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
