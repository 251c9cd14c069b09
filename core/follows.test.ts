import { describe, expect, it } from 'vitest';
import { checkedTopic, mergeFollowsInput, topicListSchema } from './follows-input';
import { joinTopicNames } from './follow-texts';
import {
  FOLLOW_LIMIT,
  formatTopic,
  isFollowing,
  parseFollowStore,
  parseTopic,
  topicPath,
  topicsToMerge,
  withFollow,
  withoutFollow,
  type FollowItem,
} from './follows';

const tag = (key: string, name = key): FollowItem => ({
  kind: 'tag',
  key,
  name,
  path: `/tag/${encodeURIComponent(key)}`,
});

describe('topics', () => {
  it('are written and read back', () => {
    expect(formatTopic('tag', 'monsoon')).toBe('tag:monsoon');
    expect(parseTopic('tag:monsoon')).toEqual({ kind: 'tag', key: 'monsoon' });
    expect(parseTopic('section:sports')).toEqual({ kind: 'section', key: 'sports' });
    expect(parseTopic('author:Asha.Rao')).toEqual({ kind: 'author', key: 'Asha.Rao' });
    expect(parseTopic('tag:मानसून-अपडेट')).toEqual({ kind: 'tag', key: 'मानसून-अपडेट' });
  });

  it('refuse what is not one', () => {
    for (const bad of [
      '',
      'monsoon',
      'topic:x',
      'tag:',
      'tag:a b',
      'tag:-a',
      'tag:a--b',
      'section:Sports',
      'author:a',
      'author:a/b',
    ]) {
      expect(parseTopic(bad), bad).toBeNull();
    }
  });

  it('have pages in the default edition', () => {
    expect(topicPath('tag', 'मानसून')).toBe(`/tag/${encodeURIComponent('मानसून')}`);
    expect(topicPath('section', 'ipo')).toBe('/ipo-news');
    expect(topicPath('author', 'asha')).toBe('/author/asha');
  });

  it('are checked in full for the API: a tag as its slug, a section that exists', () => {
    expect(checkedTopic('tag:climate-change')).toBe('tag:climate-change');
    expect(checkedTopic('section:ipo')).toBe('section:ipo');
    expect(checkedTopic('section:weather')).toBeNull();
    expect(checkedTopic('tag:Climate')).toBeNull();
    expect(topicListSchema.parse(['tag:a', 'tag:a', 'section:india'])).toEqual(['tag:a', 'section:india']);
    expect(topicListSchema.safeParse(Array.from({ length: FOLLOW_LIMIT + 1 }, (_, i) => `tag:t${i}`)).success).toBe(
      false,
    );
    expect(mergeFollowsInput.safeParse({ follows: [], more: 1 }).success).toBe(false);
  });
});

describe('the browser store', () => {
  it('reads back what was stored, with its account', () => {
    const store = {
      user: 'asha',
      items: [tag('monsoon', 'Monsoon'), { kind: 'section', key: 'sports', name: 'Sports', path: '/sports-news' }],
    };
    expect(parseFollowStore(JSON.stringify(store))).toEqual(store);
  });

  it('starts empty from nothing, broken JSON or another shape', () => {
    for (const raw of [null, '', '{', '[]', '"x"', '{"items":"no"}'])
      expect(parseFollowStore(raw)).toEqual({ items: [] });
  });

  it('drops broken and repeated items, a path that is not the topic page, and keeps at most the limit', () => {
    const items = [
      tag('a'),
      { ...tag('b'), path: 'https://evil.example/' },
      { ...tag('c'), name: '' },
      { kind: 'topic', key: 'x', name: 'X', path: '/x' },
      tag('a'),
      ...Array.from({ length: FOLLOW_LIMIT + 5 }, (_, i) => tag(`t-${i}`)),
    ];
    const store = parseFollowStore(JSON.stringify({ items }));
    expect(store.items[0]).toEqual(tag('a'));
    expect(store.items).toHaveLength(FOLLOW_LIMIT);
    expect(store.items.map((i) => i.key)).not.toContain('b');
  });

  it('follows (first, or moved to the top), unfollows, and refuses past the limit', () => {
    const one = withFollow([], tag('a'))!;
    const two = withFollow(one, tag('b'))!;
    expect(two.map((i) => i.key)).toEqual(['b', 'a']);
    expect(withFollow(two, tag('a'))!.map((i) => i.key)).toEqual(['a', 'b']);
    expect(isFollowing(two, 'tag:a')).toBe(true);
    expect(withoutFollow(two, 'tag:a').map((i) => i.key)).toEqual(['b']);
    const full = Array.from({ length: FOLLOW_LIMIT }, (_, i) => tag(`t-${i}`));
    expect(withFollow(full, tag('new'))).toBeNull();
    expect(withFollow(full, tag('t-3'))?.[0]?.key).toBe('t-3');
  });

  it('joins the account at sign-in with what fits', () => {
    expect(topicsToMerge(['tag:a'], ['tag:b', 'tag:a', 'tag:b', 'tag:c'])).toEqual(['tag:b', 'tag:c']);
    const held = Array.from({ length: FOLLOW_LIMIT - 1 }, (_, i) => `tag:t-${i}`);
    expect(topicsToMerge(held, ['tag:x', 'tag:y'])).toEqual(['tag:x']);
  });
});

describe("an alert's topic names", () => {
  it('are one phrase in the edition', () => {
    expect(joinTopicNames(['Monsoon'], 'en')).toBe('Monsoon');
    expect(joinTopicNames(['Monsoon', 'Sports', 'Asha Rao'], 'en')).toBe('Monsoon, Sports and Asha Rao');
    expect(joinTopicNames(['मानसून', 'खेल'], 'hi')).toBe('मानसून और खेल');
  });
});
