import { describe, expect, it } from 'vitest';
import { addUserSchema, inviteSchema, splitDisplayName } from './staff';

describe('splitDisplayName', () => {
  it('keeps the first word as the first name and the rest as the last, so the byline reads as typed', () => {
    expect(splitDisplayName('Asha K. Menon')).toEqual({ firstName: 'Asha', lastName: 'K. Menon' });
    expect(splitDisplayName('  Ravi  ')).toEqual({ firstName: 'Ravi', lastName: null });
    expect(splitDisplayName('')).toEqual({ firstName: null, lastName: null });
    expect(splitDisplayName(null)).toEqual({ firstName: null, lastName: null });
  });
});

describe('the staff forms', () => {
  it('invites staff roles only, at a valid address', () => {
    expect(inviteSchema.safeParse({ email: 'a@example.com', role: 'editor' }).success).toBe(true);
    expect(inviteSchema.safeParse({ email: 'a@example.com', role: 'reader' }).success).toBe(false);
    expect(inviteSchema.safeParse({ email: 'nope', role: 'author' }).success).toBe(false);
  });

  it("takes 'Add user' without an address, and refuses a bad one", () => {
    expect(addUserSchema.parse({ username: 'desk.one', role: 'reader', email: '' })).toMatchObject({ email: null });
    expect(addUserSchema.safeParse({ username: 'desk.one', role: 'author', email: 'nope' }).success).toBe(false);
  });
});
