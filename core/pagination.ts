export type PageItem = number | 'ellipsis';

/**
 * The page numbers a pagination control shows (docs/product.md, 'Pagination'): the first and last page
 * always, a window of two pages either side of the current one, and an ellipsis
 * wherever pages are left out.
 */
export function pageWindow(current: number, totalPages: number, radius = 2): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let p = page - radius; p <= page + radius; p++) {
    if (p >= 1 && p <= totalPages) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous > 1) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}

export function totalPagesFor(totalItems: number, pageSize: number): number {
  return Math.max(0, Math.ceil(totalItems / pageSize));
}

/**
 * Reads a `?page=` value leniently for pages people open: anything that is not a
 * whole number of at least 1 is page 1; pages past the end are clamped by the caller.
 */
export function parsePageParam(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}

/**
 * The deepest a list is served by page number: pages starting past this many items are not
 * (an OFFSET walks every item it skips). The API pages on with a cursor instead (`after`),
 * the reading pages send a deeper page number to the last page they serve.
 * docs/decisions/007-search-and-lists-at-scale.md.
 */
export const MAX_PAGE_OFFSET = 10_000;

/** The last page number served for pages of `pageSize` items (MAX_PAGE_OFFSET). */
export function maxPageFor(pageSize: number): number {
  return Math.floor(MAX_PAGE_OFFSET / pageSize) + 1;
}

/**
 * Where a list page's address goes instead of showing a page: past the last page to the last,
 * a page number written another way (`?page=abc`, `?page=02`) to its own address; null when
 * the address is right. `requested` is parsePageParam's reading, `last` the last page served.
 */
export function pageRedirect(params: URLSearchParams, requested: number, last: number, path: string): string | null {
  if (requested <= last && (!params.has('page') || String(requested) === params.get('page'))) return null;
  return requested > 1 && last > 1 ? `${path}?page=${Math.min(requested, last)}` : path;
}
