import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import {
  DEFAULT_NAVIGATION,
  faqInput,
  isHttpUrl,
  isSitePath,
  linkHref,
  MENU_INFO,
  moveItem,
  navigationInput,
  topTags,
  unreachableCategories,
  type Navigation,
} from './navigation';

const empty: Navigation = { header: [], more: [], sidebar: [], footer: [] };

function problems(input: unknown): Record<string, string> {
  const result = navigationInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the default menus', () => {
  it('keep the header, sidebar and footer a site always had, and reach every category', () => {
    expect(DEFAULT_NAVIGATION.header.map((l) => l.label)).toEqual([
      'World',
      'India',
      'Health',
      'Jobs',
      'Sports',
      'Technology',
      'IPO',
    ]);
    expect(DEFAULT_NAVIGATION.more.map((l) => l.target)).toEqual(['Business', 'Entertainment', 'Other']);
    expect(DEFAULT_NAVIGATION.footer.map((l) => l.target)).toEqual(
      expect.arrayContaining(['Business', 'Entertainment', 'Other']),
    );
    expect(unreachableCategories(DEFAULT_NAVIGATION, CATEGORIES)).toEqual([]);
    expect(navigationInput.parse(DEFAULT_NAVIGATION)).toEqual(DEFAULT_NAVIGATION);
  });
});

describe('unreachableCategories', () => {
  it('names the categories with stories that no menu leads to, in the categories’ order', () => {
    expect(unreachableCategories(empty, ['Other', 'Business', 'India'])).toEqual(['India', 'Business', 'Other']);
    const nav: Navigation = {
      ...empty,
      header: [{ kind: 'category', target: 'India', label: 'India' }],
      sidebar: [{ kind: 'url', target: '/business-news', label: 'Money' }],
      footer: [{ kind: 'url', target: '/other', label: 'Misc' }],
    };
    expect(unreachableCategories(nav, ['India', 'Business', 'Other', 'Entertainment'])).toEqual(['Entertainment']);
  });

  it('ignores categories without stories', () => {
    expect(unreachableCategories(empty, [])).toEqual([]);
  });
});

describe('navigationInput', () => {
  it('takes categories, tags, site pages, paths and http(s) addresses, trimming labels', () => {
    const parsed = navigationInput.parse({
      ...empty,
      header: [
        { kind: 'category', target: 'Business', label: ' Business ' },
        { kind: 'tag', target: 'Climate Change', label: 'Climate' },
        { kind: 'page', target: '/about', label: 'About us' },
        { kind: 'url', target: '/tag/monsoon?x=1', label: 'Monsoon' },
        { kind: 'url', target: 'https://example.org/live', label: 'Partner' },
      ],
    });
    expect(parsed.header[0]?.label).toBe('Business');
    // A tag is kept as its slug, its page's address.
    expect(parsed.header[1]?.target).toBe('climate-change');
    expect(parsed.header.map(linkHref)).toEqual([
      '/business-news',
      '/tag/climate-change',
      '/about',
      '/tag/monsoon?x=1',
      'https://example.org/live',
    ]);
  });

  it('names the field of each refused link', () => {
    expect(
      problems({
        ...empty,
        footer: [
          { kind: 'category', target: 'Weather', label: 'Weather' },
          { kind: 'url', target: 'javascript:alert(1)', label: 'x' },
          { kind: 'url', target: '//evil.example/', label: 'x' },
          { kind: 'page', target: '/admin', label: 'Admin' },
          { kind: 'tag', target: '!!!', label: 'x' },
          { kind: 'category', target: 'India', label: '   ' },
          { kind: 'category', target: 'India', label: 'x'.repeat(41) },
          { kind: 'menu', target: '/', label: 'x' },
        ],
      }),
    ).toEqual({
      'footer.0.target': 'Choose a category',
      'footer.1.target': 'Enter a path on this site (/…) or a full address starting with https://',
      'footer.2.target': 'Enter a path on this site (/…) or a full address starting with https://',
      'footer.3.target': 'Choose a page',
      'footer.4.target': 'Enter a tag (letters or digits)',
      'footer.5.label': 'Label is required',
      'footer.6.label': 'Label is at most 40 characters',
      'footer.7.kind': 'Choose what the link leads to',
    });
  });

  it('limits how many links a menu holds', () => {
    const link = { kind: 'category', target: 'India', label: 'India' };
    const max = MENU_INFO.header.max;
    expect(problems({ ...empty, header: Array(max).fill(link) })).toEqual({});
    expect(problems({ ...empty, header: Array(max + 1).fill(link) })).toEqual({
      header: `Header sections: at most ${max} links`,
    });
  });

  it('knows a site path from another host', () => {
    expect(isSitePath('/about')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('about')).toBe(false);
    expect(isHttpUrl('https://example.org')).toBe(true);
    expect(isHttpUrl('ftp://example.org')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
  });
});

describe('faqInput', () => {
  it('takes question and answer pairs and names an empty one', () => {
    expect(faqInput.parse([{ question: ' Why? ', answer: 'Because.' }])).toEqual([
      { question: 'Why?', answer: 'Because.' },
    ]);
    const result = faqInput.safeParse([{ question: '', answer: 'x'.repeat(2001) }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.question', 'Question is required'],
      ['0.answer', 'Answer is at most 2000 characters'],
    ]);
  });
});

describe('moveItem', () => {
  it('moves one place up or down, and leaves the ends as they are', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('topTags', () => {
  it('counts each tag once per story, one tag per slug, most used first', () => {
    expect(
      topTags([['Monsoon', 'Kerala', 'monsoon'], ['monsoon', 'Floods'], ['Monsoon', 'Floods'], ['Cricket'], []], 3),
    ).toEqual([
      { slug: 'monsoon', label: 'Monsoon', stories: 3 },
      { slug: 'floods', label: 'Floods', stories: 2 },
      { slug: 'cricket', label: 'Cricket', stories: 1 },
    ]);
    expect(topTags([['!!!']])).toEqual([]);
  });
});
