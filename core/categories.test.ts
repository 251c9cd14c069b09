import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_INFO, categoryByPath, parseCategory } from './categories';

describe('categories', () => {
  it('has the ten editor categories with -news paths', () => {
    expect(CATEGORIES).toHaveLength(10);
    expect(CATEGORY_INFO.India.path).toBe('/india-news');
    expect(CATEGORY_INFO.IPO.title).toBe('IPO & Stock Market News');
    expect(CATEGORY_INFO.Sports.title).toBe('Sports News');
  });

  it('paginates Sports, Technology and IPO only', () => {
    expect(CATEGORIES.filter((c) => CATEGORY_INFO[c].paginated)).toEqual(['Sports', 'Technology', 'IPO']);
  });

  it('parses names in any case and refuses unknown ones', () => {
    expect(parseCategory('ipo')).toBe('IPO');
    expect(parseCategory(' World ')).toBe('World');
    expect(parseCategory('Crypto')).toBeNull();
    expect(categoryByPath('/technology-news')).toBe('Technology');
    expect(categoryByPath('/technology')).toBeNull();
  });
});
