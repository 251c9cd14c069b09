import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { serviceWorkerPages } from '../core/page-kinds.ts';

/** The service worker's source (docs/architecture.md, 'The service worker'). */
export const SERVICE_WORKER_SOURCE = 'app/service-worker.ts';

/**
 * Writes the service worker into the client build as `sw.js` (served from the site's root, so its
 * scope is the whole site), with `__SW_VERSION__` set to a hash of every other file of the build
 * and of the worker's own source and pages, and `__SW_PAGES__` to the pages it keeps and leaves
 * alone (core/page-kinds.ts, as JSON text). The build's files carry their content's hash in their
 * names, so any change in a release changes the worker's bytes: browsers install the new worker,
 * which drops the old caches.
 */
export function serviceWorker(root = process.cwd()): Plugin {
  return {
    name: 'newsdesk:service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const file = path.resolve(root, SERVICE_WORKER_SOURCE);
      const source = await readFile(file, 'utf8');
      const pages = JSON.stringify(serviceWorkerPages());
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .update(source)
        .update(pages)
        .digest('hex')
        .slice(0, 16);
      const { code } = await transformWithOxc(source, file, {
        lang: 'ts',
        define: { __SW_VERSION__: JSON.stringify(version), __SW_PAGES__: JSON.stringify(pages) },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
