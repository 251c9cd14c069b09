/**
 * `npm start`: builds the site when the build is missing or older than its
 * sources, then starts the server. A fresh clone builds once; later starts are instant.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const BUILD = path.resolve('build/server/index.js');
const SOURCES = ['app', 'core', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(BUILD) ? statSync(BUILD).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'Building the site (first start)…');
  const result = spawnSync(path.join('node_modules', '.bin', 'react-router'), ['build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../server/main');
