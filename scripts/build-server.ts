/**
 * Compiles the server to JavaScript after React Router's build (react-router.config.ts, `buildEnd`),
 * so production runs no TypeScript transform: `build/node/main.js` is what `npm start` runs.
 *
 * One esbuild pass bundles two entries, `server/main.ts` (`server.js`) and React Router's server
 * build (`pages.js`, whose imports of server/ name the source files, scripts/server-modules-plugin.ts),
 * with code splitting: a module both use (server/lib/errors.ts, …) is one shared chunk, so there is
 * one copy of every module, as when both run from source (docs/architecture.md, 'One copy of every
 * module'). Packages stay imports of node_modules. `main.js` sets NODE_ENV before anything loads
 * React (server/lib/production-mode.ts says why; in a bundle its import would run after the
 * packages'), then loads `server.js`.
 */
import type { BuildOptions } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the compiled server goes, beside React Router's `client/` and `server/`. */
export const COMPILED_FOLDER = path.join('build', 'node');
/** The compiled server's entry, relative to the project: what `npm start` runs, and the tests that start the server as a process. */
export const COMPILED_MAIN = path.join(COMPILED_FOLDER, 'main.js');

const ENTRY = `// Made by scripts/build-server.ts: the compiled server's entry (npm start).
process.env.NODE_ENV ??= 'production';
await import('./server.js');
`;

/**
 * How the server's code is compiled for Node: ES modules for Node 20, packages left to node_modules,
 * classes keeping their names (bundling renames a top-level name two modules share, `NotFoundError2`,
 * and errors and logs read classes' names), source maps for logged errors. Also used by the tests that
 * start a tool or a server as a process many times (tests/helpers/compiled-script.ts).
 */
export const NODE_BUNDLE = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
} satisfies BuildOptions;

export async function compileServer(root = process.cwd()): Promise<void> {
  const outdir = path.join(root, COMPILED_FOLDER);
  rmSync(outdir, { recursive: true, force: true });
  // Loaded here, not on import: the scripts that only need the folder's name do not load esbuild.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'server/main.ts', out: 'server' },
      { in: 'build/server/index.js', out: 'pages' },
    ],
    outdir,
    ...NODE_BUNDLE,
    splitting: true,
  });
  writeFileSync(path.join(outdir, 'main.js'), ENTRY);
}
