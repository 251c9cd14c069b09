/**
 * Crash safety under writes: a write the server acknowledged (answered 2xx) survives the
 * process being killed. The server runs as a real process (tests/security/crash-server.ts:
 * the production start-up without the React build) on a new site's PGlite folder (its database
 * migrated, tests/helpers/site-folder.ts), or with
 * DATABASE_URL on a fresh PostgreSQL database made for this test. Several clients write at
 * once: sign-ups, articles by the admin (Bearer token) and likes by readers. After enough
 * acknowledged writes, with others still unanswered, the process gets SIGKILL (no shutdown,
 * no closing of the database); a new one opens the same folder or database. Every
 * acknowledged write must be there; unanswered ones may or may not be. The restarted server
 * must be healthy and take new writes (the folder was not left corrupt).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, it } from 'vitest';
import { compiledScript } from '../helpers/compiled-script';
import { freshDatabase } from '../helpers/fresh-database';
import { siteFolder } from '../helpers/site-folder';

const databaseUrl = process.env.DATABASE_URL;
/** Acknowledged writes before the kill: enough of each kind to matter, few enough to be quick. */
const KILL_AFTER = 45;
/** Clients writing at once, two per kind of write. */
const CLIENTS = 6;
const SETUP_TOKEN = randomBytes(24).toString('base64url');
const ADMIN = { username: 'crashadmin', password: 'Crash-admin-pass-42' };

interface Server {
  child: ChildProcess;
  url: string;
  /** The tail of its output, for a failure message. */
  output: string[];
  exited: Promise<void>;
}

/** Every server process started, stopped at the end whatever happened. */
const servers: Server[] = [];

/** Starts tests/security/crash-server.ts (compiled once) and resolves once it listens (its own line on stdout). */
async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, [await compiledScript('tests/security/crash-server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 100) output.splice(0, output.length - 100);
  };
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: Server = { child, url: '', output, exited };
  servers.push(server);
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      seen += chunk.toString();
      const port = /crash-server listening on (\d+)/.exec(seen)?.[1];
      if (port && !server.url) {
        server.url = `http://127.0.0.1:${port}`;
        resolve(server);
      }
    });
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output.join('')}`)));
  });
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}

/** A reader's own address (TRUST_PROXY=1): the sign-up and counting limits are per address. */
let addresses = 0;
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

async function call(
  server: Server,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      'x-forwarded-for': nextAddress(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

/** What a write was, to look for it after the restart. */
type Write =
  | { kind: 'register'; username: string; password: string; token: string }
  | { kind: 'article'; id: string; title: string }
  | { kind: 'like'; articleId: string; liker: string };

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new server's environment: a new site's PGlite folder or, with DATABASE_URL, a fresh PostgreSQL database. */
async function serverEnv(name: string, extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
  const dataDir = siteFolder('newsdesk-crash-');
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_SAMPLES: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    SETUP_TOKEN,
    ...extra,
  };
  if (databaseUrl) {
    const database = await freshDatabase(databaseUrl, `newsdesk_crash_${name}_${process.pid}`);
    cleanups.push(() => database.drop());
    env.DATABASE_URL = database.url;
  }
  return env;
}

// The two run at once: the second mostly waits for its stories' times, while the first writes.
describe.concurrent(`crash safety under writes (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every acknowledged write through a SIGKILL in the middle of a stream of writes', async ({ expect }) => {
    const env = await serverEnv('writes');

    let server = await startServer(env);
    const logs = () => server.output.join('').slice(-4000);

    const admin = await call(server, 'POST', '/api/users/register', { body: { ...ADMIN, setupToken: SETUP_TOKEN } });
    expect(admin.status, JSON.stringify(admin.body)).toBe(201);
    expect(admin.body.role).toBe('admin');
    const adminToken = String(admin.body.token);

    const acknowledged: Write[] = [];
    /** Articles readers may like: published and acknowledged. */
    const liked: string[] = [];
    const statuses: number[] = [];
    let serial = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;

    const firstArticle = await call(server, 'POST', '/api/news', {
      token: adminToken,
      body: story(0),
    });
    expect(firstArticle.status, JSON.stringify(firstArticle.body)).toBe(201);
    liked.push(String(firstArticle.body._id));
    acknowledged.push({ kind: 'article', id: String(firstArticle.body._id), title: story(0).title });

    /** One write of `kind`: its record if acknowledged, null if refused (a 429 or 503 is allowed). */
    const write = async (kind: Write['kind']): Promise<Write | null> => {
      const n = ++serial;
      if (kind === 'register') {
        const account = { username: `crash_reader_${n}`, password: `Crash-reader-pass-${n}-x` };
        const answer = await call(server, 'POST', '/api/users/register', { body: account });
        statuses.push(answer.status);
        return answer.status === 201 ? { kind, ...account, token: String(answer.body.token) } : null;
      }
      if (kind === 'article') {
        const answer = await call(server, 'POST', '/api/news', { token: adminToken, body: story(n) });
        statuses.push(answer.status);
        return answer.status === 201 ? { kind, id: String(answer.body._id), title: story(n).title } : null;
      }
      const articleId = liked[n % liked.length]!;
      const liker = randomBytes(24).toString('base64url');
      const answer = await call(server, 'PUT', `/api/news/${articleId}/like`, {
        headers: { origin: server.url, cookie: `nd_liker=${liker}` },
      });
      statuses.push(answer.status);
      return answer.status === 200 ? { kind, articleId, liker } : null;
    };

    const client = async (kind: Write['kind']) => {
      // Bounded, should the writes stop being acknowledged: the checks below then say why.
      while (!killed && serial < 1000) {
        inFlight += 1;
        let done: Write | null = null;
        try {
          done = await write(kind);
        } catch {
          // No answer: the server died with this write in flight. It may or may not be kept.
        } finally {
          inFlight -= 1;
        }
        if (!done) continue;
        acknowledged.push(done);
        if (done.kind === 'article') liked.push(done.id);
        // Killed with writes still unanswered: the point of the test.
        if (!killed && acknowledged.length >= KILL_AFTER && inFlight >= 2) {
          killed = true;
          inFlightAtKill = inFlight;
          server.child.kill('SIGKILL');
        }
      }
    };
    const kinds: Write['kind'][] = ['register', 'article', 'like'];
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(kinds[i % kinds.length]!)));
    expect(killed, `${acknowledged.length} writes acknowledged; answers: ${statuses.join(' ')}\n${logs()}`).toBe(true);
    await server.exited;
    expect(server.child.signalCode).toBe('SIGKILL');
    // Usually all but one client's write; those may be kept or not (whether their answers had
    // left the server before it died is a race), so they are counted, not checked.
    expect(inFlightAtKill).toBeGreaterThanOrEqual(2);
    // Before the kill nothing failed: refusals under load are 429 or 503, never a 500.
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    for (const kind of kinds)
      expect(
        acknowledged.some((w) => w.kind === kind),
        kind,
      ).toBe(true);

    // The same folder (its lock left by the dead process) or database.
    server = await startServer(env);
    const health = await call(server, 'GET', '/api/health');
    expect(health.status, logs()).toBe(200);
    expect(health.body.status).toBe('ok');

    const adminMe = await call(server, 'GET', '/api/users/me', { token: adminToken });
    expect(adminMe.status, logs()).toBe(200);

    const users = await call(server, 'GET', '/api/users', { token: adminToken });
    expect(users.status).toBe(200);
    const usernames = new Set(JSON.stringify(users.body).match(/crash_reader_\d+/g) ?? []);

    const likers = new Map<string, number>();
    for (const w of acknowledged) {
      if (w.kind === 'register') {
        expect(usernames.has(w.username), `${w.username} is listed`).toBe(true);
        // Its session (stored after the account, before the answer) still signs it in.
        expect((await call(server, 'GET', '/api/users/me', { token: w.token })).body.username).toBe(w.username);
        const signIn = await call(server, 'POST', '/api/users/login', {
          body: { username: w.username, password: w.password },
        });
        expect(signIn.status, `${w.username} signs in`).toBe(200);
      } else if (w.kind === 'article') {
        const article = await call(server, 'GET', `/api/news/${w.id}`, { token: adminToken });
        expect(article.status, `article ${w.id}`).toBe(200);
        expect(article.body.title).toBe(w.title);
      } else {
        const state = await call(server, 'GET', `/api/news/${w.articleId}/like`, {
          headers: { cookie: `nd_liker=${w.liker}` },
        });
        expect(state.body, `like of ${w.articleId}`).toMatchObject({ liked: true });
        likers.set(w.articleId, (likers.get(w.articleId) ?? 0) + 1);
      }
    }
    for (const [articleId, count] of likers) {
      const state = await call(server, 'GET', `/api/news/${articleId}/like`);
      expect(Number(state.body.likes), `likes of ${articleId}`).toBeGreaterThanOrEqual(count);
    }

    // Not left corrupt: new writes of each kind work and are read back.
    const after = await call(server, 'POST', '/api/news', { token: adminToken, body: story(++serial) });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect((await call(server, 'GET', `/api/news/${String(after.body._id)}`)).status).toBe(200);
    expect((await write('register'))?.kind).toBe('register');
    expect((await write('like'))?.kind).toBe('like');
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
  }, 150_000);

  it('publishes a scheduled story once, at its time, though the server was killed before it and started after', async ({
    expect,
  }) => {
    const env = await serverEnv('schedule', { PUBLISH_CHECK_SECONDS: '1' });
    let server = await startServer(env);
    const admin = await call(server, 'POST', '/api/users/register', { body: { ...ADMIN, setupToken: SETUP_TOKEN } });
    expect(admin.status, JSON.stringify(admin.body)).toBe(201);
    const token = String(admin.body.token);
    const schedule = async (title: string, at: Date) => {
      const answer = await call(server, 'POST', '/api/news', {
        token,
        body: { ...story(0), title, status: 'scheduled', publishAt: at.toISOString() },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.status).toBe('scheduled');
      return String(answer.body.slug);
    };
    const published = (slug: string) =>
      expect
        .poll(async () => (await call(server, 'GET', `/api/news/${slug}`)).status, { timeout: 15_000, interval: 250 })
        .toBe(200);

    // Due while the server is down.
    const dueAt = new Date(Date.now() + 5_000);
    const due = await schedule('Due while the server was down', dueAt);
    expect((await call(server, 'GET', `/api/news/${due}`)).status).toBe(404);
    server.child.kill('SIGKILL');
    await server.exited;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt.getTime() - Date.now()) + 1_000));

    server = await startServer(env);
    // Out at start-up, and once.
    await published(due);
    // One due after the restart goes out on the new process's clock.
    const later = await schedule('Due after the restart', new Date(Date.now() + 3_000));
    expect((await call(server, 'GET', `/api/news/${later}`)).status).toBe(404);
    await published(later);
    const list = await call(server, 'GET', '/api/news?limit=50');
    const titles = (list.body.news as { title: string }[]).map((a) => a.title);
    expect(titles.filter((t) => t === 'Due while the server was down')).toHaveLength(1);
    expect(titles.filter((t) => t === 'Due after the restart')).toHaveLength(1);
  }, 90_000);
});

/** A published story the like calls can count. */
function story(n: number) {
  return {
    title: `Crash test story ${n}`,
    category: 'India',
    description: `Story ${n} of the crash test.`,
    content: `<p>Story ${n}, written while the server may be killed.</p>`,
    status: 'published',
  };
}
