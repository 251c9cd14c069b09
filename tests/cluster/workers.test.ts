import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILED_MAIN } from '../../scripts/build-server';

/**
 * WORKERS=N as an operator runs it: the compiled server (`build/node/main.js`), a primary and its
 * workers as real processes on one PostgreSQL database. With the multi-process test, after the
 * build (vitest.cluster.config.ts); restartDelay's rule is tested in server/cluster.test.ts.
 */

const PORT = 3421;
const databaseUrl = process.env.DATABASE_URL;

interface Server {
  child: ChildProcess;
  /** pino's JSON lines (the workers' included: they share the primary's stdout). */
  logs: Record<string, unknown>[];
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
  waitFor(test: () => boolean): Promise<void>;
}

function startServer(env: Record<string, string>): Server {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-cluster-'));
  const child = spawn(process.execPath, [COMPILED_MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_SAMPLES: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its uploads folder goes with it: /tmp is shared by every run.
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const server: Server = {
    child,
    logs: [],
    stdout: [],
    stderr: [],
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    waitFor(test) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (test()) {
            child.stdout?.off('data', check);
            child.off('exit', check);
            resolve();
          } else if (child.exitCode !== null) {
            reject(new Error(`the server exited (${child.exitCode}): ${server.stderr.join('')}`));
          }
        };
        child.stdout?.on('data', check);
        child.on('exit', check);
        check();
      });
    },
  };
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      server.stdout.push(line);
      if (line.startsWith('{')) server.logs.push(JSON.parse(line) as Record<string, unknown>);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => server.stderr.push(chunk.toString()));
  return server;
}

/** Sends a request's head and half its body, and answers a function that sends the rest. */
async function openRequest(): Promise<{ finish(): Promise<string> }> {
  const socket = net.connect(PORT, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const body = JSON.stringify({ email: 'nobody@news.test', password: 'not the password' });
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  return {
    finish() {
      socket.write(body.slice(half));
      return ended;
    },
  };
}

describe('WORKERS=2', () => {
  it('refuses to start on the embedded database, saying why', async () => {
    const server = startServer({ WORKERS: '2' });
    expect(await server.exited).toBe(1);
    expect(server.stderr.join('')).toMatch(/WORKERS: more than one process needs PostgreSQL \(set DATABASE_URL\)/);
    // Loading the server's modules takes a while on a busy machine, before the configuration is read.
  }, 90_000);

  const onPostgres = describe.skipIf(!databaseUrl);
  onPostgres('on PostgreSQL (needs DATABASE_URL)', () => {
    const name = `newsdesk_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(query);
      await client.end();
    };
    afterAll(() => admin(`drop database if exists ${name} with (force)`));

    it('migrates once, serves from both workers, replaces a killed one, and drains both on SIGTERM, finishing an open request', async () => {
      await admin(`create database ${name}`);
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${name}`;
      const server = startServer({ WORKERS: '2', DATABASE_URL: url.toString() });
      try {
        // A new site: the running line, then its setup link.
        await server.waitFor(() => server.stdout.some((l) => l.includes('/register?setup=')));
        // The operator's lines come once, from the primary, with the one setup link.
        expect(server.stdout.filter((l) => l.startsWith('Newsdesk is running at'))).toHaveLength(1);
        expect(server.stdout.filter((l) => l.includes('/register?setup='))).toHaveLength(1);
        // Each worker's lines carry its number (the primary's 'worker listening' names it). The
        // setup link may come before the second worker listens: wait for both.
        const listening = () => new Set(server.logs.filter((l) => l.msg === 'worker listening').map((l) => l.worker));
        await server.waitFor(() => listening().size === 2);
        const workers = listening();
        expect(workers.size).toBe(2);

        // node:cluster hands new connections to the workers in turn: both answer, each ready.
        for (let i = 0; i < 6; i++) {
          const res = await fetch(`http://127.0.0.1:${PORT}/api/ready`, { headers: { connection: 'close' } });
          expect(res.status).toBe(200);
          await res.arrayBuffer();
        }
        await server.waitFor(() => server.logs.filter((l) => l.path === '/api/ready').length === 6);
        const answeredBy = new Set(server.logs.filter((l) => l.path === '/api/ready').map((l) => l.worker));
        expect(answeredBy).toEqual(workers);

        // A worker that dies is replaced: a new one listens, and the site keeps two.
        const victim = server.logs.find((l) => l.msg === 'worker listening');
        process.kill(Number(victim?.pid), 'SIGKILL');
        await server.waitFor(() => server.logs.filter((l) => l.msg === 'worker listening').length === 3);
        expect(server.logs.some((l) => String(l.msg).startsWith('worker ended unexpectedly (signal SIGKILL)'))).toBe(
          true,
        );
        const now = new Set(server.logs.filter((l) => l.msg === 'worker listening').map((l) => l.worker));
        now.delete(victim?.worker);
        expect(now.size).toBe(2);

        // A request still arriving when SIGTERM comes is answered before its worker stops.
        const open = await openRequest();
        // Time for the connection to reach a worker (the primary accepts it, then hands it over).
        await new Promise((resolve) => setTimeout(resolve, 300));
        server.child.kill('SIGTERM');
        await server.waitFor(
          () => server.logs.filter((l) => String(l.msg).startsWith('SIGTERM received')).length === 2,
        );
        const answer = await open.finish();
        expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
        expect(await server.exited).toBe(0);
        expect(new Set(server.logs.filter((l) => l.msg === 'stopped cleanly').map((l) => l.worker))).toEqual(now);
        expect(server.logs.some((l) => l.msg === 'every worker has stopped')).toBe(true);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    }, 150_000);
  });
});
