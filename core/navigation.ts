import { CATEGORIES, CATEGORY_INFO, FOOTER_CATEGORIES, HEADER_CATEGORIES, SIDEBAR_CATEGORIES } from './categories';
import type { Category } from './categories';
import { parseTagSlug, tagSlug } from './tags';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './text';
import { z } from './zod';

/**
 * The site's menus (docs/product.md, 'Menus'): what the header, its ☰ menu, the sidebar and
 * the footer link to, as an admin sets them on /admin/settings. A new site's menus are the ones
 * the site always had, plus Business, Entertainment and Other in the ☰ menu, the sidebar and the
 * footer, so that every category can be reached at every width. Home is always the header's first link and the footer's
 * 'Company' list (the legal pages) is fixed: neither is edited here.
 */

/** `more`: links the ☰ menu adds after the header's sections (the bar itself has no room for them). */
export const MENUS = ['header', 'more', 'sidebar', 'footer'] as const;
export type MenuName = (typeof MENUS)[number];

export const MENU_INFO: Record<MenuName, { title: string; hint: string; max: number }> = {
  header: {
    title: 'Header sections',
    hint: 'After Home, in the header on wide screens and in the ☰ menu. Keep it short: about seven fit on one line.',
    max: 8,
  },
  more: {
    title: 'Header ☰ menu: more links',
    hint: 'After the sections in the ☰ menu (phones, tablets and narrow windows). Put them in the sidebar or footer too, for wide screens.',
    max: 12,
  },
  sidebar: { title: 'Sidebar categories', hint: 'The sidebar’s list (wide screens).', max: 12 },
  footer: { title: 'Footer ‘Content’ links', hint: 'Beside the footer’s ‘Company’ list, on every page.', max: 12 },
};

export const LINK_KINDS = ['category', 'tag', 'page', 'url'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  category: 'Category',
  tag: 'Tag page',
  page: 'Site page',
  url: 'Custom address',
};

/** The site's own pages a menu may name (besides categories and tags). */
export const SITE_PAGES = [
  { path: '/about', label: 'About' },
  { path: '/contact', label: 'Contact' },
  { path: '/saved', label: 'Saved stories' },
  { path: '/newsletter', label: 'Newsletter' },
  { path: '/search', label: 'Search' },
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/terms-of-service', label: 'Terms of Service' },
  { path: '/disclaimer', label: 'Disclaimer' },
  { path: '/cookie-policy', label: 'Cookie Policy' },
] as const;

/**
 * One menu link: a category (`target` its name), a tag page (`target` the tag's slug), one of
 * SITE_PAGES (`target` its path), or an address (`target` a path on this site or an http(s) URL).
 */
export interface MenuLink {
  kind: LinkKind;
  target: string;
  label: string;
}

export type Navigation = Record<MenuName, MenuLink[]>;

export const LABEL_MAX = 40;
export const ADDRESS_MAX = 300;

const categoryLink = (c: Category): MenuLink => ({ kind: 'category', target: c, label: c });
const UNLISTED: Category[] = ['Business', 'Entertainment', 'Other'];

export const DEFAULT_NAVIGATION: Navigation = {
  header: HEADER_CATEGORIES.map(categoryLink),
  more: UNLISTED.map(categoryLink),
  sidebar: [...SIDEBAR_CATEGORIES, ...UNLISTED].map(categoryLink),
  footer: [...FOOTER_CATEGORIES, ...UNLISTED].map(categoryLink),
};

/** Where a link leads. */
export function linkHref(link: MenuLink): string {
  switch (link.kind) {
    case 'category':
      return CATEGORY_INFO[link.target as Category]?.path ?? '/';
    case 'tag':
      return `/tag/${encodeURIComponent(tagSlug(link.target))}`;
    default:
      return link.target;
  }
}

/** Whether a link leaves the site (an http(s) address). */
export function isExternal(link: MenuLink): boolean {
  return /^https?:\/\//i.test(linkHref(link));
}

/** A path on this site: one leading '/', no second (that would be another host), no spaces or backslashes. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** A full http(s) address with a host. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const label = z
  .string()
  .trim()
  .min(1, 'Label is required')
  .max(LABEL_MAX, `Label is at most ${LABEL_MAX} characters`)
  .refine((v) => !hasBidiControl(v), `Label ${BIDI_CONTROL_MESSAGE}`);

const menuLink = z
  .object({
    kind: z.enum(LINK_KINDS, 'Choose what the link leads to'),
    target: z.string().trim().max(ADDRESS_MAX, `At most ${ADDRESS_MAX} characters`),
    label,
  })
  .superRefine((link, ctx) => {
    const problem = targetProblem(link.kind, link.target);
    if (problem) ctx.addIssue({ code: 'custom', path: ['target'], message: problem });
  })
  .transform((link) => (link.kind === 'tag' ? { ...link, target: parseTagSlug(link.target) ?? link.target } : link));

function targetProblem(kind: LinkKind, target: string): string | null {
  switch (kind) {
    case 'category':
      return (CATEGORIES as readonly string[]).includes(target) ? null : 'Choose a category';
    case 'tag':
      return parseTagSlug(target) ? null : 'Enter a tag (letters or digits)';
    case 'page':
      return SITE_PAGES.some((p) => p.path === target) ? null : 'Choose a page';
    case 'url':
      return isSitePath(target) || isHttpUrl(target)
        ? null
        : 'Enter a path on this site (/…) or a full address starting with https://';
  }
}

const menu = (name: MenuName) =>
  z.array(menuLink).max(MENU_INFO[name].max, `${MENU_INFO[name].title}: at most ${MENU_INFO[name].max} links`);

export const navigationInput = z.object({
  header: menu('header'),
  more: menu('more'),
  sidebar: menu('sidebar'),
  footer: menu('footer'),
});

/** The category a link leads to, if any (a category link, or an address that is a category's page). */
function categoryOf(link: MenuLink): Category | null {
  if (link.kind === 'category')
    return (CATEGORIES as readonly string[]).includes(link.target) ? (link.target as Category) : null;
  if (link.kind !== 'url') return null;
  const path = link.target.split(/[?#]/)[0]?.replace(/\/+$/, '').toLowerCase() ?? '';
  return CATEGORIES.find((c) => CATEGORY_INFO[c].path === path || `/${CATEGORY_INFO[c].key}` === path) ?? null;
}

/**
 * The categories that hold published stories but that no menu leads to (docs/product.md,
 * 'Menus'): /admin/settings warns about them, as their stories could then only be found by search.
 */
export function unreachableCategories(navigation: Navigation, withStories: Iterable<Category>): Category[] {
  const reached = new Set(MENUS.flatMap((m) => navigation[m].map(categoryOf)));
  const has = new Set(withStories);
  return CATEGORIES.filter((c) => has.has(c) && !reached.has(c));
}

/** A new link for the editor: the first category no menu has yet, else the first category. */
export function newLink(navigation: Navigation): MenuLink {
  const unreachable = unreachableCategories(navigation, CATEGORIES);
  return categoryLink(unreachable[0] ?? CATEGORIES[0]);
}

/** Moves item `from` one place up (-1) or down (+1); the list unchanged when it cannot move. */
export function moveItem<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/** The FAQ on the Contact page: question and answer pairs, plain text. */
export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_MAX = 20;
export const QUESTION_MAX = 200;
export const ANSWER_MAX = 2000;
export const BREAKING_TEXT_MAX = 300;

export const faqInput = z
  .array(
    z.object({
      question: z
        .string()
        .trim()
        .min(1, 'Question is required')
        .max(QUESTION_MAX, `Question is at most ${QUESTION_MAX} characters`),
      answer: z
        .string()
        .trim()
        .min(1, 'Answer is required')
        .max(ANSWER_MAX, `Answer is at most ${ANSWER_MAX} characters`),
    }),
  )
  .max(FAQ_MAX, `At most ${FAQ_MAX} questions`);

export const breakingTextInput = z
  .string()
  .trim()
  .max(BREAKING_TEXT_MAX, `Breaking News box is at most ${BREAKING_TEXT_MAX} characters`);

export const DEFAULT_BREAKING_TEXT =
  'Stay updated with the latest breaking news and developments from around the world.';

export const DEFAULT_FAQ: readonly FaqItem[] = [
  {
    question: 'How often is the news updated?',
    answer:
      'New stories are fetched from our sources every morning and published throughout the day, alongside breaking news and stories written by our own staff as events happen.',
  },
  {
    question: 'How can I suggest a news source?',
    answer:
      'Send us a message using the form above with the name of the source, a link to its website or RSS feed, and a short note on why you think it would be useful to our readers. Our editorial team reviews every suggestion.',
  },
  {
    question: 'Is there a mobile app?',
    answer:
      'A mobile app is in development. In the meantime, the website works well on phones and tablets, so you can read, search and share the news from any mobile browser.',
  },
  {
    question: 'How do I report an issue or a correction?',
    answer:
      'Use the form above and choose a clear subject, such as “Correction” or “Technical issue”. Include a link to the story or page and a short description of the problem, and we will look into it as quickly as we can.',
  },
];

/** Trending Topics (the sidebar): how many tags, and the words shown when no story of the last 24 hours has a tag. */
export const TRENDING_TAGS_LIMIT = 6;
export const TRENDING_FALLBACK = ['ElectionUpdates', 'ClimateChange', 'TechInnovation', 'SportsHighlights'] as const;

export interface TrendingTag {
  label: string;
  slug: string;
  stories: number;
}

/**
 * The tags most used by the given stories (each story's tags, as written): counted once per story
 * and per slug, so 'Climate change' and 'climate Change' are one tag shown as the spelling most
 * used; most stories first, then the label's order. At most `limit`.
 */
export function topTags(stories: readonly (readonly string[])[], limit = TRENDING_TAGS_LIMIT): TrendingTag[] {
  const bySlug = new Map<string, { stories: number; spellings: Map<string, number> }>();
  for (const tags of stories) {
    const seen = new Set<string>();
    for (const raw of tags) {
      const tag = raw.trim();
      const slug = tagSlug(tag);
      if (!slug || seen.has(slug)) continue;
      seen.add(slug);
      const entry = bySlug.get(slug) ?? { stories: 0, spellings: new Map<string, number>() };
      entry.stories += 1;
      entry.spellings.set(tag, (entry.spellings.get(tag) ?? 0) + 1);
      bySlug.set(slug, entry);
    }
  }
  return [...bySlug]
    .map(([slug, e]) => ({
      slug,
      stories: e.stories,
      label: [...e.spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? slug,
    }))
    .sort((a, b) => b.stories - a.stories || a.label.localeCompare(b.label))
    .slice(0, limit);
}
