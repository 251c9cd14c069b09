import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../server/auth/auth.service';
import { openDatabase } from '../server/db/client';
import { auditLog, users } from '../server/db/schema';
import { AUTHOR_PAGES_TAG } from '../server/cache/tags';
import { compiledScript } from '../tests/helpers/compiled-script';
import { siteFolder } from '../tests/helpers/site-folder';

const run = promisify(execFile);

/** The command as an operator runs it (compiled once: tests/helpers/compiled-script.ts), on a PGlite site in `dataDir`; answers its exit code and output. */
async function userCreate(args: string[], dataDir: string, more: Record<string, string> = {}) {
  const { NEWSDESK_PASSWORD: _unset, ...env } = process.env;
  const file = await compiledScript('scripts/user-create.ts');
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], {
      env: { ...env, LOG_LEVEL: 'silent', STORAGE: 'local', DATA_DIR: dataDir, DATABASE_URL: '', ...more },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The site's accounts and audit records, read after the command has closed the directory. */
async function siteState(dataDir: string) {
  const site = await openDatabase({ dataDir });
  try {
    const accounts = await site.db
      .select({ username: users.username, role: users.role, mustChangePassword: users.mustChangePassword })
      .from(users)
      .orderBy(asc(users.createdAt));
    const records = await site.db.select().from(auditLog).orderBy(asc(auditLog.at));
    const auth = new AuthService(site.db);
    return { accounts, records, setupToken: await auth.prepareSetup(), auth, close: () => site.close() };
  } catch (error) {
    await site.close();
    throw error;
  }
}

// Each case starts the command in a new Node process (tsx compiles it): seconds on a busy machine.
describe('npm run user:create', { timeout: 240_000 }, () => {
  let dataDir = '';
  beforeAll(() => {
    // A new site, its database migrated: the command runs the services' first start on it.
    dataDir = siteFolder('newsdesk-user-create-');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("makes a new site's first admin through the use case: one audit record by the system", async () => {
    const made = await userCreate(
      ['--username', 'chief', '--role', 'admin', '--password', 'a long passphrase'],
      dataDir,
    );
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toBe("Created admin 'chief'.\n");
    const site = await siteState(dataDir);
    try {
      expect(site.accounts).toEqual([{ username: 'chief', role: 'admin', mustChangePassword: false }]);
      expect(site.records).toEqual([
        expect.objectContaining({
          action: 'user.create',
          actorId: null,
          actorName: 'system',
          ip: null,
          targetType: 'user',
          targetLabel: 'chief',
          details: { role: 'admin', email: false },
        }),
      ]);
      // The site has its admin: no setup link is offered any more, and the password signs in.
      expect(site.setupToken).toBeNull();
      await expect(
        site.auth.login({ username: 'chief', password: 'a long passphrase' }, '127.0.0.1'),
      ).resolves.toBeTruthy();
    } finally {
      await site.close();
    }
  });

  it('prints a generated one-time password once, which must be changed', async () => {
    const made = await userCreate(['--username', 'desk', '--role', 'editor'], dataDir);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      /^Created editor 'desk'\.\nPassword \(shown once; it must be changed at the first sign-in\): [\w-]{20}\n$/,
    );
    const site = await siteState(dataDir);
    try {
      expect(site.accounts.at(-1)).toEqual({ username: 'desk', role: 'editor', mustChangePassword: true });
      expect(site.records.at(-1)).toMatchObject({
        action: 'user.create',
        actorName: 'system',
        targetLabel: 'desk',
        details: { role: 'editor', email: false },
      });
    } finally {
      await site.close();
    }
  });

  it('purges what it changed at the CDN before it exits', async () => {
    // A Varnish in the shape deploy/varnish/newsdesk.vcl answers (PURGE, the keys in xkey-purge),
    // slowly, as a CDN across the internet does: the tool must still be there for the answer.
    const purged: string[] = [];
    const varnish = createServer((req, res) => {
      const keys = String(req.headers['xkey-purge']);
      setTimeout(() => res.end('purged', () => purged.push(keys)), 300);
    });
    await new Promise<void>((resolve) => varnish.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = varnish.address() as AddressInfo;
      const made = await userCreate(
        ['--username', 'writer', '--role', 'author', '--password', 'a long passphrase'],
        dataDir,
        {
          CDN_PURGE: 'varnish',
          CDN_PURGE_URL: `http://127.0.0.1:${port}/`,
        },
      );
      expect(made).toMatchObject({ code: 0, stderr: '' });
      // A new writer shows on the author pages: their key was purged, and answered, by the time
      // the tool ended.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(purged).toEqual([AUTHOR_PAGES_TAG]);
    } finally {
      varnish.close();
    }
  });

  it('refuses bad arguments and a taken username in one line, writing nothing', async () => {
    const bad = await userCreate(['--username', 'x', '--role', 'boss'], dataDir);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/^--username: .+; --role: must be one of reader, author, editor, admin\n$/);

    const taken = await userCreate(['--username', 'CHIEF', '--role', 'author'], dataDir);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toBe('Could not create the user: That username is already taken\n');

    const unknown = await userCreate(['--username', 'someone', '--role', 'author', '--admin'], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/Unknown option '--admin'.*Usage: npm run user:create/);

    const site = await siteState(dataDir);
    try {
      expect(site.accounts.map((a) => a.username)).toEqual(['chief', 'desk', 'writer']);
      expect(site.records).toHaveLength(3);
    } finally {
      await site.close();
    }
  });
});
