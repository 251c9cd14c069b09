import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { LOCK_KEYS } from './locks';

describe('advisory lock keys', () => {
  it('gives every use a number of its own', () => {
    const keys = Object.values(LOCK_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('a running news fetch', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  // On PostgreSQL both used one key: a sign-up waited for the whole fetch, holding a pooled connection.
  it('does not hold up a registration', async () => {
    const held = await t.database.exclusive(LOCK_KEYS.newsFetch, () =>
      t.services.auth.register({ username: 'during.fetch', password: 'a long passphrase' }, null),
    );
    expect(held).toMatchObject({ ran: true, value: { username: 'during.fetch' } });
  });
});
