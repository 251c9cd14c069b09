import { describe, expect, it } from 'vitest';
import { REVIEW_NOTE_MAX, REVIEW_NOTE_REQUIRED, sendBackInput } from './review';

describe('the note that sends a story back', () => {
  it('is trimmed text of at least one character', () => {
    expect(sendBackInput.parse({ note: '  Check the second quote.  ' })).toEqual({ note: 'Check the second quote.' });
  });

  it('is required: missing, empty or blank says what to write', () => {
    for (const input of [{}, { note: '' }, { note: ' \n ' }, { note: 3 }]) {
      const result = sendBackInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REVIEW_NOTE_REQUIRED);
    }
  });

  it(`holds at most ${REVIEW_NOTE_MAX} characters`, () => {
    expect(sendBackInput.safeParse({ note: 'x'.repeat(REVIEW_NOTE_MAX) }).success).toBe(true);
    expect(sendBackInput.safeParse({ note: 'x'.repeat(REVIEW_NOTE_MAX + 1) }).success).toBe(false);
  });
});
