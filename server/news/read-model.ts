import { CATEGORY_LIST_LIMIT, FEATURED_COUNT, HOME_LATEST_LIMIT } from '../../core/article';
import { CATEGORIES, type Category } from '../../core/categories';
import type { DomainEvents } from '../lib/events';
import type { ArticleItem } from './news.mapper';

/** A category's newest published articles and how many it has in all. */
export interface CategoryWindow {
  items: ArticleItem[];
  total: number;
}

/** The queries behind the read model (NewsService's, each one indexed query). */
export interface ReadModelSource {
  /** The newest `limit` published articles. */
  latest(limit: number): Promise<ArticleItem[]>;
  /** The newest `limit` published articles of a category, and the count of all of them. */
  category(category: Category, limit: number): Promise<CategoryWindow>;
}

export interface ReadModelOptions {
  /** How many of the newest articles are kept: the home page's Featured plus Latest. */
  latestWindow?: number;
  /** How many of each category's newest articles are kept: its first page at the longest. */
  categoryWindow?: number;
  /**
   * Every list is read again after this long even without an event: another process's write
   * (several processes on one PostgreSQL) shows within this time.
   */
  maxAgeMs?: number;
  now?: () => number;
}

const DEFAULTS = {
  latestWindow: FEATURED_COUNT + HOME_LATEST_LIMIT,
  categoryWindow: CATEGORY_LIST_LIMIT,
  maxAgeMs: 60_000,
} as const;

/**
 * One list held in memory: read on first use, kept until `invalidate` or until it is `ttlMs` old.
 * Concurrent reads while it loads share the one query. A load that an invalidation overtook
 * answers the readers that were waiting for it but is not kept, and later readers start afresh.
 */
export class CachedList<T> {
  private value: { data: T; at: number } | undefined;
  private pending: Promise<T> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(): Promise<T> {
    if (this.value && this.now() - this.value.at < this.ttlMs) return Promise.resolve(this.value.data);
    return this.pending ?? this.startLoad();
  }

  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.pending = undefined;
  }

  private startLoad(): Promise<T> {
    const generation = this.generation;
    const loading = this.load().then((data) => {
      if (generation === this.generation) this.value = { data, at: this.now() };
      return data;
    });
    const settled = () => {
      if (this.pending === loading) this.pending = undefined;
    };
    loading.then(settled, settled);
    this.pending = loading;
    return loading;
  }
}

/**
 * The lists the reading pages show, kept in memory per process (docs/architecture.md,
 * 'Read model'): the newest articles (home's Featured and Latest, the sidebar, the breaking
 * banner) and each category's first page. Only these first-page lists are held,
 * so memory is bounded by the windows; anything past them is read from the database.
 * `articlesChanged` (the `articles.changed` event) drops the lists a change can touch.
 */
export class ArticleReadModel {
  private readonly options: Required<Omit<ReadModelOptions, 'now'>>;
  private readonly now: () => number;
  private readonly latestList: CachedList<ArticleItem[]>;
  private readonly categoryLists = new Map<Category, CachedList<CategoryWindow>>();

  constructor(
    private readonly source: ReadModelSource,
    options: ReadModelOptions = {},
  ) {
    const { now = Date.now, ...rest } = options;
    this.options = { ...DEFAULTS, ...rest };
    this.now = now;
    this.latestList = new CachedList(() => source.latest(this.options.latestWindow), this.options.maxAgeMs, now);
  }

  get windows(): { latest: number; category: number } {
    return { latest: this.options.latestWindow, category: this.options.categoryWindow };
  }

  /** The newest `limit` published articles, or null when `limit` is past the window. */
  async latest(limit: number): Promise<ArticleItem[] | null> {
    if (limit > this.options.latestWindow) return null;
    return (await this.latestList.get()).slice(0, limit);
  }

  /**
   * `limit` articles of a category after `offset`, with the category's total, or null when
   * that range is past the window (a deep page: the caller queries).
   */
  async category(category: Category, offset: number, limit: number): Promise<CategoryWindow | null> {
    if (offset + limit > this.options.categoryWindow) return null;
    const window = await this.categoryList(category).get();
    return { items: window.items.slice(offset, offset + limit), total: window.total };
  }

  /** The newest `limit` of a category without `exceptId`, or null when the window cannot tell. */
  async related(category: Category, exceptId: string, limit: number): Promise<ArticleItem[] | null> {
    if (limit + 1 > this.options.categoryWindow) return null;
    const window = await this.categoryList(category).get();
    return window.items.filter((a) => a._id !== exceptId).slice(0, limit);
  }

  /**
   * Drops what a change can touch: the newest list and the changed categories' lists (every
   * category when the event names none).
   */
  articlesChanged(event: DomainEvents['articles.changed']): void {
    if (!event.public) return;
    this.latestList.invalidate();
    const categories = event.categories.length ? event.categories : CATEGORIES;
    for (const category of categories) this.categoryLists.get(category)?.invalidate();
  }

  /** Drops every list: changes may have been missed (another process's, unheard). */
  reset(): void {
    this.latestList.invalidate();
    for (const list of this.categoryLists.values()) list.invalidate();
  }

  private categoryList(category: Category): CachedList<CategoryWindow> {
    let list = this.categoryLists.get(category);
    if (!list) {
      list = new CachedList(
        () => this.source.category(category, this.options.categoryWindow),
        this.options.maxAgeMs,
        this.now,
      );
      this.categoryLists.set(category, list);
    }
    return list;
  }
}
