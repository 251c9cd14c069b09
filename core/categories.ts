/**
 * The ten article categories and the public pages that show them (docs/product.md, 'Categories').
 * The public navigation shows seven; Business, Entertainment and Other
 * still get a page so that every category badge leads somewhere.
 */
export const CATEGORIES = [
  'India',
  'World',
  'Health',
  'Jobs',
  'Sports',
  'Technology',
  'IPO',
  'Business',
  'Entertainment',
  'Other',
] as const;

export type Category = (typeof CATEGORIES)[number];

export interface CategoryInfo {
  name: Category;
  /** Lowercase key: `india`, `ipo`, … Also the short path that answers 301. */
  key: string;
  /** Canonical page path, e.g. `/india-news`. */
  path: string;
  /** Page heading. */
  title: string;
  /** Sports, Technology and IPO pages show 12 a page with page controls. */
  paginated: boolean;
  /** Badge colour class (each category has a name, an icon and a colour class; icons live in app/components/category-icon.tsx). */
  colorClass: string;
}

const TITLES: Partial<Record<Category, string>> = {
  IPO: 'IPO & Stock Market News',
};

const PAGINATED: ReadonlySet<Category> = new Set(['Sports', 'Technology', 'IPO']);

const COLORS: Record<Category, string> = {
  India: 'badge-orange',
  World: 'badge-blue',
  Health: 'badge-green',
  Jobs: 'badge-purple',
  Sports: 'badge-red',
  Technology: 'badge-indigo',
  IPO: 'badge-teal',
  Business: 'badge-amber',
  Entertainment: 'badge-pink',
  Other: 'badge-gray',
};

export const CATEGORY_INFO: Readonly<Record<Category, CategoryInfo>> = Object.fromEntries(
  CATEGORIES.map((name) => {
    const key = name.toLowerCase();
    return [
      name,
      {
        name,
        key,
        path: `/${key}-news`,
        title: TITLES[name] ?? `${name} News`,
        paginated: PAGINATED.has(name),
        colorClass: COLORS[name],
      },
    ];
  }),
) as Record<Category, CategoryInfo>;

/** Header navigation order, after Home. */
export const HEADER_CATEGORIES: readonly Category[] = [
  'World',
  'India',
  'Health',
  'Jobs',
  'Sports',
  'Technology',
  'IPO',
];

/** Sidebar order. */
export const SIDEBAR_CATEGORIES: readonly Category[] = ['World', 'India', 'Sports', 'Technology', 'Health', 'Jobs'];

/** Footer "Content" links. */
export const FOOTER_CATEGORIES: readonly Category[] = ['India', 'World', 'Technology', 'Sports', 'Health', 'Jobs'];

/** Accepts a category's name or key in any case ('ipo', 'IPO', 'Ipo'); null when unknown. */
export function parseCategory(value: string): Category | null {
  const wanted = value.trim().toLowerCase();
  return CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}

export function categoryByPath(pathname: string): Category | null {
  return CATEGORIES.find((c) => CATEGORY_INFO[c].path === pathname) ?? null;
}
