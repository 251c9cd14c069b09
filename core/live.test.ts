import { describe, expect, it } from 'vitest';
import { arrangeLive, newUpdatesLabel, parseAfter } from './live';
import { liveEntryInput } from './live-input';

const entry = (id: number, over: { pinned?: boolean; keyEvent?: boolean } = {}) => ({
  _id: id,
  pinned: false,
  keyEvent: false,
  ...over,
});

describe('live blogs', () => {
  it('puts the newest pinned entry on top, once, and lists the key events', () => {
    const entries = [
      entry(5),
      entry(4, { keyEvent: true }),
      entry(3, { pinned: true }),
      entry(2, { pinned: true, keyEvent: true }),
    ];
    const { pinned, keyEvents, stream } = arrangeLive(entries);
    expect(pinned?._id).toBe(3);
    expect(stream.map((e) => e._id)).toEqual([5, 4, 2]);
    expect(keyEvents.map((e) => e._id)).toEqual([4, 2]);
    expect(arrangeLive([]).pinned).toBeNull();
  });

  it('reads a poll cursor: digits only, empty for none', () => {
    expect(parseAfter(null)).toBe(0);
    expect(parseAfter('')).toBe(0);
    expect(parseAfter('42')).toBe(42);
    for (const bad of ['-1', '1.5', 'abc', '1e3', '9'.repeat(16)]) expect(parseAfter(bad)).toBeNull();
  });

  it('words the new-updates button', () => {
    expect(newUpdatesLabel(1)).toBe('1 new update');
    expect(newUpdatesLabel(3)).toBe('3 new updates');
  });

  it('checks an entry: text required by the server, a short title, checkboxes as the form sends them', () => {
    expect(liveEntryInput.parse({ body: '<p>x</p>', keyEvent: 'on', pinned: 'false', title: ' ' })).toEqual({
      body: '<p>x</p>',
      title: null,
      imageAlt: null,
      keyEvent: true,
      pinned: false,
    });
    expect(liveEntryInput.safeParse({ body: 'x', title: 'y'.repeat(201) }).success).toBe(false);
    expect(liveEntryInput.safeParse({ title: 'no body' }).success).toBe(false);
  });
});
