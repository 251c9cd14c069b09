import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverModuleFile } from './server-modules-plugin';

describe('serverModuleFile', () => {
  const root = path.resolve('/site');
  const errors = path.join(root, 'server/lib/errors.ts');

  it('finds a server module by its path, its root-relative address or its /@fs/ address', () => {
    expect(serverModuleFile(errors, root)).toBe(errors);
    expect(serverModuleFile('/server/lib/errors.ts', root)).toBe(errors);
    expect(serverModuleFile('/server/lib/errors.ts?v=1', root)).toBe(errors);
    expect(serverModuleFile(`/@fs${errors}`, root)).toBe(errors);
  });

  it('leaves every other module to the bundle', () => {
    for (const id of [
      path.join(root, 'app/lib/use-case.server.ts'),
      path.join(root, 'core/error-codes.ts'),
      '/app/root.tsx',
      '/servers/x.ts',
      path.join(root, 'server/db/migrations/0001.sql'),
      'virtual:react-router/server-build',
      'react-router',
    ]) {
      expect(serverModuleFile(id, root), id).toBeNull();
    }
  });
});
