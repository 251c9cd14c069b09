import type { common as english } from '../en/common';

/** Lists, cards, bylines, banners and the pages that list stories (home, sections, tags, people, saved). */
export const common: Record<keyof typeof english, string> = {};
