import { describe, expect, it } from 'vitest';
import { choicesOf, DEFAULT_PUSH_CHOICES, parsePushStore } from './push-store';

describe('parsePushStore', () => {
  it('reads back the choices, the edition and the account', () => {
    const store = { breaking: true, briefing: false, following: true, edition: 'hi' as const, account: 'asha' };
    expect(parsePushStore(JSON.stringify(store))).toEqual(store);
    expect(parsePushStore(JSON.stringify({ ...store, account: undefined }))).toEqual({ ...store, account: undefined });
  });

  it('is off for nothing, broken JSON, another shape or an unknown edition', () => {
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      'true',
      '{"breaking":true,"briefing":false,"edition":"en"}',
      '{"breaking":"yes","briefing":false,"following":false,"edition":"en"}',
      '{"breaking":true,"briefing":false,"following":false,"edition":"fr"}',
    ]) {
      expect(parsePushStore(raw), String(raw)).toBeNull();
    }
  });

  it('keeps only the choices, the edition and an account', () => {
    const raw = '{"breaking":true,"briefing":true,"following":false,"edition":"en","account":"","x":1}';
    expect(parsePushStore(raw)).toEqual({ breaking: true, briefing: true, following: false, edition: 'en' });
  });
});

describe('choicesOf', () => {
  it('answers the three choices alone', () => {
    expect(choicesOf({ ...DEFAULT_PUSH_CHOICES, edition: 'en', account: 'x' } as never)).toEqual({
      breaking: true,
      briefing: false,
      following: false,
    });
  });
});
