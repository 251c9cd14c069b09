/** Lists, cards, bylines, banners and the pages that list stories (home, sections, tags, people, saved). */
export const common = {} as const;
