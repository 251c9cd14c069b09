import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/admin/users?x=1')).toBe('/admin/users?x=1');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
    42,
    '/login',
    '/x\n',
  ])('falls back for %j', (to) => {
    expect(safeRedirect(to, '/home')).toBe('/home');
  });
});
