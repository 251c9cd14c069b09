import path from 'node:path';
import type { Plugin } from 'vite';

/** The one module of browser behaviour every page loads (app/islands/main.ts). */
export const ISLANDS_ENTRY = 'app/islands/main.ts';

const ID = 'virtual:islands';

/**
 * Builds app/islands/main.ts as its own chunk of the client build (`assets/islands-<hash>.js`)
 * and tells the server where it is: `import islandsUrl from 'virtual:islands'` gives its
 * address, in the server build the built file's, in development the source file Vite serves.
 * Reading pages load only this module (docs/decisions/005-reading-pages-as-documents.md).
 */
export function islands(root = process.cwd()): Plugin {
  let command: 'build' | 'serve' = 'build';
  let reference: string | null = null;
  let fileName: string | null = null;
  return {
    name: 'newsdesk:islands',
    // One instance for the client and the server builds: the server build reads the file name.
    sharedDuringBuild: true,
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command !== 'build' || this.environment.name !== 'client') return;
      reference = this.emitFile({ type: 'chunk', id: path.resolve(root, ISLANDS_ENTRY), name: 'islands' });
    },
    generateBundle() {
      if (this.environment.name === 'client' && reference) fileName = this.getFileName(reference);
    },
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      if (command === 'serve') return `export default ${JSON.stringify(`/${ISLANDS_ENTRY}`)};`;
      if (this.environment.name === 'client') return 'export default "";';
      if (!fileName) this.error('The islands module was not built: the client build must run before the server build.');
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
