import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (where package.json is), for the files the server reads beside its code:
 * migrations, sample stories and images, the database thread's worker. Found by walking up from
 * this module, which lies in `server/lib/` when run from source and in `build/node/` once compiled
 * (scripts/build-server.ts), so a path relative to the module would differ between the two.
 */
export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}

/** A path inside the project: `projectPath('server', 'db', 'migrations')`. */
export const projectPath = (...parts: string[]): string => path.join(PROJECT_ROOT, ...parts);
