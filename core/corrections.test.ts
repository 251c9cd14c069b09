import { describe, expect, it } from 'vitest';
import { articleNoteInput, NOTE_TEXT_MAX, NOTE_TEXT_REQUIRED } from './corrections';

describe('a correction or update note', () => {
  it('is a kind and trimmed text', () => {
    expect(articleNoteInput.parse({ kind: 'correction', text: ' The vote was 52 to 48. ' })).toEqual({
      kind: 'correction',
      text: 'The vote was 52 to 48.',
    });
  });

  it('refuses another kind, and blank or overlong text', () => {
    expect(articleNoteInput.safeParse({ kind: 'retraction', text: 'x' }).success).toBe(false);
    const blank = articleNoteInput.safeParse({ kind: 'update', text: '  ' });
    expect(blank.error?.issues[0]?.message).toBe(NOTE_TEXT_REQUIRED);
    expect(articleNoteInput.safeParse({ kind: 'update', text: 'x'.repeat(NOTE_TEXT_MAX + 1) }).success).toBe(false);
  });
});
