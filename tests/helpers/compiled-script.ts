import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { NODE_BUNDLE } from '../../scripts/build-server';

/**
 * A TypeScript entry (a command-line tool, a test's server) compiled to one JavaScript file, the
 * way the production server is (scripts/build-server.ts), for the tests that start it as a process
 * again and again: a start then spends about 1 s of CPU instead of 3-4 s in tsx's loader. The same
 * source; only the transform moves from every start to once per test process. Written under
 * node_modules/.cache, inside the project so its packages resolve from there, and removed when the
 * process exits.
 */
const compiled = new Map<string, Promise<string>>();
let folder: string | undefined;

export function compiledScript(entry: string): Promise<string> {
  let file = compiled.get(entry);
  if (!file) {
    file = compile(entry);
    compiled.set(entry, file);
  }
  return file;
}

async function compile(entry: string): Promise<string> {
  if (!folder) {
    const cache = path.resolve('node_modules', '.cache', 'newsdesk-tests');
    mkdirSync(cache, { recursive: true });
    const made = mkdtempSync(path.join(cache, 'run-'));
    folder = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const outfile = path.join(folder, `${path.basename(entry, '.ts')}.mjs`);
  await build({ ...NODE_BUNDLE, entryPoints: [entry], outfile });
  return outfile;
}
