import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../helpers/fresh-database';
import { startS3Server } from '../helpers/s3-server';
import { COMPILED_MAIN } from '../../scripts/build-server';

/**
 * What the multi-process test runs: a throwaway PostgreSQL database, an S3-compatible
 * server, three processes of the built site and Debian's nginx in front of them
 * (docs/architecture.md, 'Events across processes'). Everything it starts it stops in
 * `close()`, which the test calls even after a failure.
 */

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
/** The Varnish configuration the README offers (backend and port set here). */
const VCL = 'deploy/varnish/newsdesk.vcl';
/**
 * The ports this suite owns: nginx, the three processes, the bucket (3445 is the test's news
 * providers), Varnish in front of nginx, and the relay the processes purge Varnish through.
 */
export const PORTS = { nginx: 3440, apps: [3441, 3442, 3443], s3: 3444, varnish: 3446, purgeRelay: 3447 } as const;
export const ADMIN = { username: 'clusteradmin', password: 'Cluster-admin-pass-42' };
export const BUCKET = 'newsdesk-cluster';

/** Why the suite cannot run here, or null when it can. */
export function missingPrerequisite(): string | null {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set (the processes share one PostgreSQL)';
  if (!existsSync(NGINX)) return `nginx is not installed at ${NGINX} (apt-get install nginx-light)`;
  if (!existsSync(VARNISHD)) return `Varnish is not installed at ${VARNISHD} (apt-get install varnish varnish-modules)`;
  if (!existsSync('build/server/index.js')) return 'no production build in build/ (npx react-router build)';
  return null;
}

export interface App {
  port: number;
  url: string;
  child: ChildProcess;
  output: string[];
}

export interface Cluster {
  apps: App[];
  /** nginx's address: what a reader's browser would use. */
  url: string;
  /** Varnish in front of nginx, which the processes purge (CDN_PURGE=varnish, CDN_MAX_AGE=300). */
  cdnUrl: string;
  /** While on, the processes' purges are answered 503 instead of reaching Varnish. */
  failPurges(on: boolean): void;
  /** The purges refused while failing, and those passed on to Varnish, so far. */
  purges: { refused: number; passed: number };
  /** The tail of every process's output, for a failure message. */
  logs(): string;
  close(): Promise<void>;
}

/** A round-robin upstream that moves a request on when a process is gone or not ready. */
function nginxConfig(root: string, listen: number, upstreams: readonly number[]): string {
  const servers = upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  return `daemon off;
master_process off;
worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${root}/access.log;
  client_body_temp_path ${root}/client_body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  client_max_body_size 20m;
  upstream newsdesk {
${servers}
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://newsdesk;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process exited`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Asks a child to stop, and kills it if it has not within `graceMs`. */
async function stopProcess(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function keepTail(lines: string[], chunk: Buffer): void {
  lines.push(chunk.toString());
  if (lines.length > 200) lines.splice(0, lines.length - 200);
}

export interface ClusterOptions {
  /** The fake news providers' base URL (tests/helpers/fake-providers.ts). */
  providersUrl: string;
  /** More environment for the processes (a test's own settings: the push tests' local push service). */
  env?: Record<string, string>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'newsdesk-multiprocess-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(root, { recursive: true, force: true })];
  const apps: App[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // Best effort: the rest must still be cleaned up.
      }
    }
    cleanups.length = 0;
  };
  try {
    const database = await freshDatabase(process.env.DATABASE_URL!, `newsdesk_cluster_${process.pid}`);
    cleanups.push(() => database.drop());

    const s3 = await startS3Server({ port: PORTS.s3, bucket: BUCKET });
    cleanups.push(() => s3.close());

    const env = (port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORTS.nginx}`,
      DATABASE_URL: database.url,
      DATA_DIR: path.join(root, `data-${port}`),
      WORKERS: '1',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SEED_SAMPLES: 'false',
      ...s3.env,
      NEWSAPI_KEY: 'cluster-newsapi-key',
      NEWSAPI_URL: options.providersUrl,
      INGEST_PER_CATEGORY: '2',
      CDN_MAX_AGE: '300',
      CDN_PURGE: 'varnish',
      CDN_PURGE_URL: `http://127.0.0.1:${PORTS.purgeRelay}/`,
      ...options.env,
    });

    // The processes purge Varnish through this relay, which a test can make fail.
    let purgesFail = false;
    const purges = { refused: 0, passed: 0 };
    const relay = createServer((req, res) => {
      req.resume();
      if (purgesFail) {
        purges.refused += 1;
        res.writeHead(503).end('purges are failing on purpose');
        return;
      }
      purges.passed += 1;
      const headers = { 'xkey-purge': String(req.headers['xkey-purge'] ?? '') };
      fetch(`http://127.0.0.1:${PORTS.varnish}/`, { method: req.method, headers }).then(
        async (answer) => res.writeHead(answer.status).end(await answer.text()),
        () => res.writeHead(502).end('Varnish did not answer'),
      );
    });
    await new Promise<void>((resolve) => relay.listen(PORTS.purgeRelay, '127.0.0.1', resolve));
    cleanups.push(() => {
      relay.closeAllConnections();
      return new Promise<void>((resolve) => relay.close(() => resolve()));
    });

    // The admin first: this also migrates the new database once, before three processes race to.
    const made = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/user-create.ts',
        '--username',
        ADMIN.username,
        '--role',
        'admin',
        '--password',
        ADMIN.password,
      ],
      { env: env(PORTS.apps[0]), encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`user-create failed: ${made.stderr || made.stdout}`);

    const launch = (port: number): App => {
      const child = spawn(process.execPath, [COMPILED_MAIN], {
        env: env(port),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output: string[] = [];
      child.stdout?.on('data', (chunk: Buffer) => keepTail(output, chunk));
      child.stderr?.on('data', (chunk: Buffer) => keepTail(output, chunk));
      cleanups.push(() => stopProcess(child, 'SIGTERM', 5_000));
      const app = { port, url: `http://127.0.0.1:${port}`, child, output };
      apps.push(app);
      return app;
    };
    const ready = (app: App) => waitFor(`${app.url}/api/ready`, app.child, 60_000);
    await Promise.all(PORTS.apps.map(launch).map(ready));

    const nginxRoot = path.join(root, 'nginx');
    mkdirSync(nginxRoot);
    writeFileSync(path.join(nginxRoot, 'nginx.conf'), nginxConfig(nginxRoot, PORTS.nginx, PORTS.apps));
    // -e: nginx opens its error log before it reads the configuration; keep it in the temp folder too.
    const nginx = spawn(
      NGINX,
      ['-p', nginxRoot, '-c', path.join(nginxRoot, 'nginx.conf'), '-e', path.join(nginxRoot, 'error.log')],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const nginxOutput: string[] = [];
    nginx.stderr?.on('data', (chunk: Buffer) => keepTail(nginxOutput, chunk));
    // SIGQUIT: nginx's graceful stop.
    cleanups.push(() => stopProcess(nginx, 'SIGQUIT', 3_000));
    const url = `http://127.0.0.1:${PORTS.nginx}`;
    await waitFor(`${url}/api/health`, nginx, 10_000).catch((error: unknown) => {
      throw new Error(`nginx did not start: ${String(error)}\n${nginxOutput.join('')}`);
    });

    // Debian's Varnish with the README's configuration, in front of nginx; -j none: no jail, as this user.
    const varnishRoot = path.join(root, 'varnish');
    mkdirSync(varnishRoot);
    const vcl = path.join(varnishRoot, 'newsdesk.vcl');
    writeFileSync(vcl, readFileSync(VCL, 'utf8').replace('.port = "3000";', `.port = "${PORTS.nginx}";`));
    const varnish = spawn(
      VARNISHD,
      ['-F', '-j', 'none', '-n', varnishRoot, '-a', `127.0.0.1:${PORTS.varnish}`, '-f', vcl, '-s', 'malloc,64m'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const varnishOutput: string[] = [];
    varnish.stdout?.on('data', (chunk: Buffer) => keepTail(varnishOutput, chunk));
    varnish.stderr?.on('data', (chunk: Buffer) => keepTail(varnishOutput, chunk));
    cleanups.push(() => stopProcess(varnish, 'SIGTERM', 5_000));
    const cdnUrl = `http://127.0.0.1:${PORTS.varnish}`;
    await waitFor(`${cdnUrl}/api/health`, varnish, 30_000).catch((error: unknown) => {
      throw new Error(`Varnish did not start: ${String(error)}\n${varnishOutput.join('')}`);
    });

    return {
      apps,
      url,
      cdnUrl,
      failPurges(on) {
        purgesFail = on;
      },
      purges,
      logs: () => apps.map((app) => `--- process on ${app.port}\n${app.output.join('').slice(-4000)}`).join('\n'),
      close,
    };
  } catch (error) {
    const logs = apps.map((app) => `--- process on ${app.port}\n${app.output.join('').slice(-4000)}`).join('\n');
    await close();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${logs}`, { cause: error });
  }
}

/**
 * Asks until `check` holds or the deadline passes; the deadline is the behaviour under test
 * (publish-to-visible within a second on every process), not a speed measurement.
 */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  } while (Date.now() < deadline);
  return false;
}
