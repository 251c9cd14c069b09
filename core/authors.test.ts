import { describe, expect, it } from 'vitest';
import { authorPath, BIO_MAX, bioSchema, parseAuthorParam, personName, WRITER_ROLES } from './authors';

describe('personName', () => {
  it('is the first and last name, either alone, else the username', () => {
    expect(personName({ username: 'asha', firstName: 'Asha', lastName: 'Rao' })).toBe('Asha Rao');
    expect(personName({ username: 'asha', firstName: null, lastName: 'Rao' })).toBe('Rao');
    expect(personName({ username: 'asha', firstName: '', lastName: null })).toBe('asha');
  });
});

describe('author addresses', () => {
  it('are /author/ and the username; only a possible username is taken from one', () => {
    expect(authorPath('Asha.Rao')).toBe('/author/Asha.Rao');
    expect(parseAuthorParam('Asha.Rao')).toBe('Asha.Rao');
    for (const bad of ['', 'ab', 'a'.repeat(33), 'a b c', '../x', 'аdmin', 'x%2Fy'])
      expect(parseAuthorParam(bad)).toBeNull();
  });

  it('exist for the roles that write', () => {
    expect(WRITER_ROLES).toEqual(['author', 'editor', 'admin']);
  });
});

describe('bioSchema', () => {
  it('trims, keeps single blank lines, and makes empty null', () => {
    expect(bioSchema.parse('  Covers rivers. \r\n\r\n\r\nAnd dams.  ')).toBe('Covers rivers.\n\nAnd dams.');
    expect(bioSchema.parse('   ')).toBeNull();
  });

  it(`refuses more than ${BIO_MAX} characters and bidirectional overrides`, () => {
    expect(bioSchema.safeParse('x'.repeat(BIO_MAX)).success).toBe(true);
    expect(bioSchema.safeParse('x'.repeat(BIO_MAX + 1)).success).toBe(false);
    expect(bioSchema.safeParse('evil \u202e txt').success).toBe(false);
  });
});
