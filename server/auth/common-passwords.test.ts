import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows well over ten thousand leaked passwords long enough to pass the length rule', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(10_000);
  });

  it.each(['iloveyou1', 'qwertyuiop', 'password123', 'Password123', 'baseball1', 'football1', 'letmein123'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('refuses the username as the password, in any case', () => {
    expect(isCommonPassword('Asha.Rao.92', 'asha.rao.92')).toBe(true);
  });

  it.each(['a long passphrase here', 'e2e correct horse battery', 'tidal-orchid-lantern-47'])('accepts %s', (p) => {
    expect(isCommonPassword(p, 'someone')).toBe(false);
  });
});
