import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ONCE } from './support/tags';
import { COMPILED_MAIN } from '../../scripts/build-server';

test.describe('operations', { tag: ONCE }, () => {
  test('a second server on the same data directory refuses to start, clearly', () => {
    test.skip(Boolean(process.env.E2E_DATABASE_URL), 'PGlite only');
    const result = spawnSync(process.execPath, [COMPILED_MAIN], {
      encoding: 'utf8',
      timeout: 30_000,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '3299',
        DATA_DIR: path.join(process.env.E2E_DATA_ROOT ?? '', 'main'),
        LOG_LEVEL: 'info',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toContain('is in use by another Newsdesk process');
  });

  test('a bad setting stops start-up with a message naming the variable', () => {
    const result = spawnSync(process.execPath, [COMPILED_MAIN], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, PORT: 'not-a-port' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  });
});
