import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../core/categories';
import { EDITIONS, type Edition } from '../../core/editions';
import { SECTION_NAMES } from '../../core/feed-texts';
import { intlFor } from '../../app/i18n/intl';

describe('the feeds’ section names (core/feed-texts.ts)', () => {
  it.each(Object.keys(EDITIONS) as Edition[])('are the %s catalogue’s', (edition) => {
    const intl = intlFor(edition);
    for (const category of CATEGORIES) {
      expect(SECTION_NAMES[edition][category], category).toEqual({
        name: intl.formatMessage({ id: `category.${category}` }),
        title: intl.formatMessage({ id: `categoryTitle.${category}` }),
      });
    }
  });
});
