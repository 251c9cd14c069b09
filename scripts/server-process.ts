import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { COMPILED_MAIN } from './build-server';

export interface ServerProcessOptions {
  /** What the server reads besides HOST, PORT and NODE_ENV, which this sets. */
  env: NodeJS.ProcessEnv;
  /** Node options before the script, e.g. `--expose-gc` (the server is JavaScript: no TypeScript preloads). */
  nodeArgs?: string[];
  /** The child's stdin, stdout, stderr (and 'ipc'); default: output dropped, errors shown. */
  stdio?: StdioOptions;
  /** Names the server in errors. */
  label?: string;
}

/**
 * The server as `npm start` runs it (the compiled `build/node/main.js`) in a child process on
 * loopback `port`, for the scripts that measure it (scripts/bench.ts, scripts/soak.ts);
 * resolves once /api/health answers 200, within 180 s.
 */
export async function startServerProcess(port: number, options: ServerProcessOptions): Promise<ChildProcess> {
  const label = options.label ?? 'the server';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), COMPILED_MAIN], {
    env: { ...options.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  });
  return answering(child, port, label, 180_000);
}

/** Resolves with `child` once /api/health on `port` answers 200; fails if it exits or `ms` pass. */
export async function answering(child: ChildProcess, port: number, label: string, ms: number): Promise<ChildProcess> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${label} did not answer within ${ms / 1000} s`);
}

/** SIGTERM (the server finishes open requests and closes its database), then waits for it to exit. */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
