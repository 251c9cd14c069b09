import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/client';
import { PageCache } from './cache/page-cache';
import { AnalyticsService } from './analytics/analytics.service';
import { ViewDedupe } from './analytics/view-dedupe';
import { AuthService } from './auth/auth.service';
import { ContactService } from './contact/contact.service';
import { FeedsService } from './feeds/feeds.service';
import { DEFAULT_INGEST_OPTIONS, IngestService, type IngestOptions } from './ingest/ingest.service';
import { configuredProviders } from './ingest/providers';
import { Scheduler, systemClock, type Clock } from './ingest/scheduler';
import type { Logger } from './lib/logger';
import { RateLimiter } from './lib/rate-limit';
import { MediaService } from './media/media.service';
import { ArticleWriter } from './news/article-writer';
import { NewsService } from './news/news.service';
import { SearchService } from './search/search.service';
import { SiteSettingsService } from './settings/site-settings.service';
import { UsersService } from './users/users.service';

/** The domain services, built once per process and handed to routes and loaders. */
export interface Services {
  news: NewsService;
  /** Creates and changes articles (sanitized, slugged, with their images). */
  writer: ArticleWriter;
  search: SearchService;
  /** Reads for the RSS and Atom feeds and the sitemaps. */
  feeds: FeedsService;
  contact: ContactService;
  auth: AuthService;
  users: UsersService;
  analytics: AnalyticsService;
  /** Fetches stories from the configured news providers. */
  ingest: IngestService;
  /** Runs the news fetch on its schedule; call `init()` once at start-up to arm it. */
  scheduler: Scheduler;
  /** Uploaded images in DATA_DIR/uploads. */
  media: MediaService;
  /** Last article counted per reading session: a reload is not a second view. */
  viewDedupe: ViewDedupe;
  pageCache: PageCache;
  /** The site's name, words, contact details, logo and icon, as an admin set them on /admin/settings. */
  site: SiteSettingsService;
  limits: {
    /** Contact form posts per client address. */
    contact: RateLimiter;
    /** View, share and like calls per client address. */
    engagement: RateLimiter;
  };
  /** Call after any change to article data: public pages are rendered afresh. */
  articlesChanged(): void;
}

export interface ServiceOptions {
  clock?: Clock;
  logger?: Logger;
  /** Tests shorten waits and time limits. */
  ingest?: Partial<IngestOptions>;
}

export function createServices(
  database: Database,
  config: Pick<Config, 'pageCacheSize' | 'public' | 'dataDir' | 'ingest'>,
  options: ServiceOptions = {},
): Services {
  const pageCache = new PageCache(config.pageCacheSize);
  const media = new MediaService(path.join(config.dataDir, 'uploads'));
  const writer = new ArticleWriter(database.db, media);
  const clock = options.clock ?? systemClock;
  const ingest = new IngestService(
    database.db,
    writer,
    configuredProviders(config.ingest),
    {
      ...DEFAULT_INGEST_OPTIONS,
      perCategory: config.ingest.perCategory,
      timeZone: config.ingest.timeZone,
      status: config.ingest.status,
      similarity: config.ingest.similarity,
      timeoutMs: config.ingest.timeoutMs,
      now: () => clock.now(),
      ...options.ingest,
    },
    () => pageCache.clear(),
    options.logger,
  );
  return {
    news: new NewsService(database.db),
    writer,
    ingest,
    scheduler: new Scheduler(
      database,
      ingest,
      { cron: config.ingest.cron, timeZone: config.ingest.timeZone },
      clock,
      options.logger,
    ),
    search: new SearchService(database.db),
    feeds: new FeedsService(database.db),
    contact: new ContactService(database.db),
    auth: new AuthService(database.db, { secureCookies: config.public.publicUrl.startsWith('https://') }),
    users: new UsersService(database.db),
    analytics: new AnalyticsService(database.db, config.public.timeZone),
    viewDedupe: new ViewDedupe(),
    media,
    pageCache,
    site: new SiteSettingsService(database.db, config.public, media, () => pageCache.clear(), options.logger),
    limits: {
      contact: new RateLimiter(5, 10 * 60_000),
      engagement: new RateLimiter(120, 60_000),
    },
    articlesChanged() {
      pageCache.clear();
    },
  };
}
