// @ts-check
/**
 * `npm start`: builds the site when the build is missing or older than its sources, then starts
 * the compiled server (build/node/main.js, scripts/build-server.ts). A fresh clone builds once;
 * later starts are instant. Plain JavaScript, so nothing at run time transforms TypeScript.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MAIN = path.resolve('build/node/main.js');
const SOURCES = ['app', 'core', 'server', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

/** @param {string} entry */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(MAIN) ? statSync(MAIN).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'Building the site (first start)…');
  const result = spawnSync(path.join('node_modules', '.bin', 'react-router'), ['build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(MAIN).href);
