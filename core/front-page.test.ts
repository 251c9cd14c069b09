import { describe, expect, it } from 'vitest';
import { arrangeHome, arrangementOf, frontPageInput, moveItem, PIN_DUPLICATE, type Curation } from './front-page';

const story = (n: number) => ({ _id: `s${n}` });
/** s1 is the newest. */
const newest = Array.from({ length: 60 }, (_, i) => story(i + 1));
const ids = (list: { _id: string }[]) => list.map((s) => s._id);
const none: Curation<{ _id: string }> = { featured: [], breaking: [], flagged: [] };
const now = new Date('2026-11-25T10:00:00Z');
const later = '2026-11-25T12:00:00.000Z';
const earlier = '2026-11-25T09:59:59.000Z';

describe('arrangeHome', () => {
  it('without pins or flags: Featured is the 3 newest, the banner the next 5, Latest the 50 after Featured', () => {
    const home = arrangeHome(none, newest, now);
    expect(ids(home.featured)).toEqual(['s1', 's2', 's3']);
    expect(ids(home.breaking)).toEqual(['s4', 's5', 's6', 's7', 's8']);
    expect(home.latest).toHaveLength(50);
    expect(home.latest[0]?._id).toBe('s4');
    expect(home.placement.featured.s1).toBe('newest');
    expect(home.placement.breaking.s4).toBe('newest');
  });

  it('pins come first in their order; the newest not pinned fill the rest; Latest leaves out all of Featured', () => {
    const home = arrangeHome(
      {
        featured: [
          { article: story(40), expiresAt: null },
          { article: story(2), expiresAt: later },
        ],
        breaking: [],
        flagged: [],
      },
      newest,
      now,
    );
    expect(ids(home.featured)).toEqual(['s40', 's2', 's1']);
    expect(home.placement.featured).toEqual({ s40: 'pinned', s2: 'pinned', s1: 'newest' });
    expect(ids(home.latest).slice(0, 3)).toEqual(['s3', 's4', 's5']);
    expect(ids(home.latest)).not.toContain('s40');
    expect(ids(home.latest)).not.toContain('s2');
  });

  it('a pin that has ended is left out at once', () => {
    const home = arrangeHome(
      {
        featured: [{ article: story(40), expiresAt: earlier }],
        breaking: [{ article: story(30), expiresAt: now.toISOString() }],
        flagged: [],
      },
      newest,
      now,
    );
    expect(ids(home.featured)).toEqual(['s1', 's2', 's3']);
    expect(ids(home.breaking)).not.toContain('s30');
  });

  it('the banner: its pins in order, then flagged stories (latest flag first), then the newest after Featured; five at most, none twice', () => {
    const home = arrangeHome(
      {
        featured: [],
        breaking: [
          { article: story(20), expiresAt: null },
          { article: story(4), expiresAt: null },
        ],
        flagged: [
          { article: story(31), until: '2026-11-25T11:00:00.000Z' },
          { article: story(32), until: '2026-11-25T15:00:00.000Z' },
          { article: story(20), until: later },
          { article: story(33), until: earlier },
        ],
      },
      newest,
      now,
    );
    expect(ids(home.breaking)).toEqual(['s20', 's4', 's32', 's31', 's5']);
    expect(home.placement.breaking).toEqual({
      s20: 'pinned',
      s4: 'pinned',
      s32: 'flagged',
      s31: 'flagged',
      s5: 'newest',
    });
  });

  it('the newest story flagged Breaking is in Featured as the newest and in the banner as flagged (finding 21)', () => {
    const home = arrangeHome(
      { featured: [], breaking: [], flagged: [{ article: story(1), until: later }] },
      newest,
      now,
    );
    expect(home.featured[0]?._id).toBe('s1');
    expect(home.breaking[0]?._id).toBe('s1');
    expect(home.placement.featured.s1).toBe('newest');
    expect(home.placement.breaking.s1).toBe('flagged');
  });

  it('a story pinned to Featured may also be pinned to the banner', () => {
    const pin = { article: story(9), expiresAt: null };
    const home = arrangeHome({ featured: [pin], breaking: [pin], flagged: [] }, newest, now);
    expect(home.featured[0]?._id).toBe('s9');
    expect(home.breaking[0]?._id).toBe('s9');
  });

  it('a site with fewer stories than slots shows what it has', () => {
    const home = arrangeHome(none, newest.slice(0, 2), now);
    expect(ids(home.featured)).toEqual(['s1', 's2']);
    expect(home.breaking).toEqual([]);
    expect(home.latest).toEqual([]);
  });
});

describe('frontPageInput', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  it('takes up to 3 Featured and 5 banner pins, each with an optional end', () => {
    const parsed = frontPageInput.parse({
      featured: [{ articleId: id(1), expiresAt: '2026-12-01T18:00' }, { articleId: id(2) }],
      breaking: [],
    });
    expect(parsed.featured[1]).toEqual({ articleId: id(2) });
  });

  it('refuses a fourth Featured pin, a story twice in one slot, and an id that is not one', () => {
    expect(
      frontPageInput.safeParse({ featured: [1, 2, 3, 4].map((n) => ({ articleId: id(n) })), breaking: [] }).success,
    ).toBe(false);
    const twice = frontPageInput.safeParse({ featured: [{ articleId: id(1) }, { articleId: id(1) }], breaking: [] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({ message: PIN_DUPLICATE, path: ['featured', 1, 'articleId'] });
    expect(frontPageInput.safeParse({ featured: [{ articleId: 'abc' }], breaking: [] }).success).toBe(false);
    expect(frontPageInput.safeParse({ featured: [] }).success).toBe(false);
  });
});

describe('moveItem and arrangementOf', () => {
  it('moves one item, leaving the others in order; a move out of range changes nothing', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 3)).toEqual(['a', 'b', 'c']);
  });

  it('the arrangement to save again leaves out ended pins and unpublished stories', () => {
    const pin = (n: number, status: string, expiresAt: string | null) => ({
      article: { _id: `s${n}`, status },
      expiresAt,
    });
    expect(
      arrangementOf(
        {
          featured: [pin(1, 'published', null), pin(2, 'draft', null), pin(3, 'published', earlier)],
          breaking: [pin(4, 'published', later)],
        },
        now,
      ),
    ).toEqual({ featured: [{ articleId: 's1', expiresAt: null }], breaking: [{ articleId: 's4', expiresAt: later }] });
  });
});
