import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FetchResult, Plugin } from 'vite';

/** The folder of the server's modules, which the services run from source (docs/architecture.md, 'One copy of every module'). */
export const SERVER_FOLDER = 'server';

/**
 * The file under server/ that a module id names, or null: an absolute path (what the build
 * resolves), a root-relative URL (`/server/lib/errors.ts`, what the development server asks
 * for) or `/@fs/` and a path.
 */
export function serverModuleFile(id: string, root: string): string | null {
  const clean = id.split('?')[0] ?? '';
  const folder = path.join(root, SERVER_FOLDER) + path.sep;
  const candidates = [clean.replace(/^\/@fs\//, '/'), path.join(root, clean)];
  return candidates.find((file) => file.startsWith(folder) && /\.tsx?$/.test(file)) ?? null;
}

/**
 * How the server build imports a server module: through the package's own import map
 * (package.json `imports`, `#server/*`), so the import names the source file wherever the
 * bundle's chunk lies: `#server/lib/errors.ts`.
 */
export function serverImport(file: string, root: string): string {
  return `#${path.relative(root, file).split(path.sep).join('/')}`;
}

/**
 * Keeps the server's modules out of the page bundle. Route modules (app/**\/*.server.ts) import
 * a few (server/lib/errors.ts among them); bundled, the pages would hold a second copy of each,
 * with classes and module state of their own, while the services run from the source: an
 * `AppError` thrown by a use case would not be `instanceof` the page's `AppError`.
 *
 * In the server build those imports stay imports of the source file (`#server/lib/errors.ts`,
 * `serverImport`): the compiled server (scripts/build-server.ts) bundles them into the chunk the
 * services use, and a script that runs the build from source under tsx loads them as the same
 * module the services use. In development the module runner that draws pages loads them with
 * Node's own `import` (externalized), for the same reason.
 */
export function serverModulesOutside(root = process.cwd()): Plugin {
  return {
    name: 'newsdesk:server-modules-outside',
    // Before Vite's own resolver, which would answer the path first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'ssr' || this.environment.mode !== 'build' || !importer) return null;
      // Only paths (`../../server/lib/errors`); packages are the build's own business.
      if (!source.startsWith('.') && !path.isAbsolute(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && !resolved.external ? serverModuleFile(resolved.id, root) : null;
      return file ? { id: serverImport(file, root), external: true } : null;
    },
    configureServer(server) {
      const ssr = server.environments.ssr;
      if (!ssr) return;
      // Vite's development module runner externalizes only packages; a server file is answered
      // here as an external module before Vite would transform it into a copy of its own.
      const fetchModule = ssr.fetchModule.bind(ssr);
      ssr.fetchModule = async (id, importer, options): Promise<FetchResult> => {
        const file = serverModuleFile(id, root);
        return file ? { externalize: pathToFileURL(file).href, type: 'module' } : fetchModule(id, importer, options);
      };
    },
  };
}
