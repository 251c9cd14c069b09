import { describe, expect, it } from 'vitest';
import { changedFields, REVISION_FIELDS, snapshotOf, wordDiff, type RevisionSnapshot } from './revisions';

const version: RevisionSnapshot = {
  title: 'Monsoon reaches Kerala',
  category: 'India',
  description: 'The rains came early.',
  excerpt: null,
  content: '<p>Rain.</p>',
  image: null,
  imageAlt: null,
  metaTitle: null,
  metaDescription: null,
  keywords: [],
  focusKeyword: null,
  canonicalUrl: null,
  ogTitle: null,
  ogDescription: null,
  twitterTitle: null,
  twitterDescription: null,
  tags: ['weather'],
  status: 'draft',
  featured: false,
  trending: false,
};

describe('changedFields', () => {
  it('names every field of a first version, and only what differs after', () => {
    expect(changedFields(null, version)).toEqual([...REVISION_FIELDS]);
    expect(changedFields(version, { ...version })).toEqual([]);
    expect(changedFields(version, { ...version, title: 'Monsoon arrives', tags: ['weather', 'kerala'] })).toEqual([
      'title',
      'tags',
    ]);
  });

  it('keeps only the editable fields of what it is given', () => {
    const snapshot = snapshotOf({ ...version, views: 4, slug: 'x' } as RevisionSnapshot);
    expect(Object.keys(snapshot)).toEqual([...REVISION_FIELDS]);
  });
});

describe('wordDiff', () => {
  it('marks the words only the older text has, and those only the newer has', () => {
    expect(wordDiff('The vote was 48 to 52 today', 'The vote was 52 to 48 today')).toEqual([
      { text: 'The vote was ', kind: 'same' },
      { text: '48 to ', kind: 'removed' },
      { text: '52 ', kind: 'same' },
      { text: 'to 48 ', kind: 'added' },
      { text: 'today', kind: 'same' },
    ]);
    expect(wordDiff('same', 'same')).toEqual([{ text: 'same', kind: 'same' }]);
  });
});
