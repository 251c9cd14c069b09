import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_OPTIONS, lowerHashingCostInTests, verifyPassword } from './password';

// In the `unit` project, which keeps the real cost (the database-backed projects lower it:
// tests/setup/cheap-password-hashing.ts).
describe('password hashing', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it("stores argon2id at OWASP's minimum cost: 19 MiB, two passes, one lane", async () => {
    expect(PASSWORD_HASH_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
  });

  it('refuses the cheap cost outside the test runner', () => {
    process.env.NODE_ENV = 'production';
    expect(() => lowerHashingCostInTests()).toThrow('for the test runner only');
  });
});
