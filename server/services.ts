import { TranslationStore } from './news/translations';
import {
  FORGOT_PER_ADDRESS,
  NEWSLETTER_TESTS_PER_HOUR,
  RESET_MAILS_PER_ACCOUNT,
  VERIFY_MAILS_PER_ACCOUNT,
} from '../core/account';
import type { Config } from './config';
import type { Database } from './db/client';
import { LATEST_TAG, PageCache } from './cache/page-cache';
import { AUTHOR_PAGES_TAG, commentsTag, HOME_TAG, mostReadTag, tagsChangedBy, tagsChangedByUsers } from './cache/tags';
import { ContributorCommands, ContributorQueries } from './contributors/contributors.commands';
import { ContributorStore } from './contributors/contributors.service';
import { BylineStore } from './news/bylines';
import { MemberCommands, MemberQueries } from './members/members.commands';
import { MemberStore } from './members/members.service';
import { CommentStore } from './comments/comments.service';
import { CommentCommands, CommentQueries } from './comments/comments.commands';
import { AccessGate } from './members/access-gate';
import { AccessQueries } from './members/access.queries';
import { GiftStore } from './members/gifts.service';
import { AccountSlots } from './http/account-slots';
import { SessionCache } from './auth/session-cache';
import { GiftCommands, GiftQueries } from './members/gifts.commands';
import { ConversionStore, RevenueQueries } from './members/revenue';
import { StripeGateway, type PaymentGateway } from './members/stripe-gateway';
import { AdminQueries } from './admin/admin.queries';
import { AnalyticsCommands } from './analytics/analytics.commands';
import { AnalyticsQueries } from './analytics/analytics.queries';
import { AnalyticsService } from './analytics/analytics.service';
import { AuditQueries } from './audit/audit.queries';
import { AuditLog } from './audit/audit.service';
import { AccountCommands } from './auth/account.commands';
import { AccountQueries } from './auth/account.queries';
import { AccountTokens } from './auth/account-tokens';
import { AuthCommands } from './auth/auth.commands';
import { createViewDedupe, type ViewDedupe } from './analytics/view-dedupe';
import { AuthService } from './auth/auth.service';
import { ContactCommands } from './contact/contact.commands';
import { ContactQueries } from './contact/contact.queries';
import { ContactService } from './contact/contact.service';
import { MediaLibrary } from './media/library.service';
import { RepublishingService } from './news/republishing';
import { RepublishingCommands, RepublishingQueries } from './news/republishing.commands';
import { EmbedService, type EmbedOptions } from './embeds/embeds.service';
import { MediaQueries } from './media/media.queries';
import { FeedsService } from './feeds/feeds.service';
import { IngestService, ingestOptions, type IngestOptions } from './ingest/ingest.service';
import { configuredProviders } from './ingest/providers';
import { SchedulerCommands } from './ingest/scheduler.commands';
import { SchedulerQueries } from './ingest/scheduler.queries';
import { Scheduler, systemClock, type Clock } from './ingest/scheduler';
import { EventBus } from './lib/events';
import { IDEMPOTENCY_WINDOW_MS } from './lib/idempotency';
import { createRateLimitStore, type RateLimiter } from './lib/rate-limit';
import { MediaCommands } from './media/media.commands';
import { MediaService } from './media/media.service';
import { OrphanUploads } from './media/orphans';
import { createStorage } from './media/storage';
import { ArticleWriter } from './news/article-writer';
import { FrontPageService } from './news/front-page';
import { RevisionStore } from './news/revisions';
import { NewsCommands } from './news/news.commands';
import { NewsQueries } from './news/news.queries';
import { FrontPageCommands } from './news/front-page.commands';
import { FrontPageQueries } from './news/front-page.queries';
import { LiveCommands } from './news/live.commands';
import { LiveQueries } from './news/live.queries';
import { LiveService } from './news/live.service';
import { PreviewCommands } from './news/preview.commands';
import { PreviewQueries } from './news/preview.queries';
import { PreviewLinks } from './news/preview-links';
import { NewsService } from './news/news.service';
import { SearchService, type SearchOptions } from './search/search.service';
import { SettingsCommands } from './settings/settings.commands';
import { SettingsQueries } from './settings/settings.queries';
import { SiteSettingsService } from './settings/site-settings.service';
import { AccountMail } from './mail/account-mail';
import { createMailer, type Mailer } from './mail/mailer';
import { NewsletterCommands } from './newsletter/newsletter.commands';
import { NewsletterQueries } from './newsletter/newsletter.queries';
import { NewsletterSender } from './newsletter/newsletter.sender';
import { NewsletterService } from './newsletter/newsletter.service';
import { FollowAlerts } from './follows/follow-alerts';
import { FollowCommands } from './follows/follows.commands';
import { FollowQueries } from './follows/follows.queries';
import { FollowsService } from './follows/follows.service';
import { AlertCommands } from './push/alerts.commands';
import { AlertQueries } from './push/alerts.queries';
import { PushCommands } from './push/push.commands';
import { PushSender } from './push/push.sender';
import { PushService } from './push/push.service';
import { Vapid } from './push/vapid';
import { SavedCommands } from './users/saved.commands';
import { SavedQueries } from './users/saved.queries';
import { SavedService } from './users/saved.service';
import { StaffCommands } from './users/staff.commands';
import { StaffQueries } from './users/staff.queries';
import { StaffService } from './users/staff.service';
import { UsersCommands } from './users/users.commands';
import { UsersQueries } from './users/users.queries';
import { UsersService } from './users/users.service';
import type { Commands, Queries } from './use-cases';
import { createCdnPurge, type CdnPurge } from './cache/cdn-purge';
import { createLogger, type Logger } from './lib/logger';

/** The domain services, built once per process; routes and loaders get only `commands` and `queries` (server/use-cases.ts). */
export interface Services {
  /** The use cases: every change goes through these (routes and loaders get them as `commands`). */
  commands: Commands;
  /** The reads for screens (routes and loaders get them as `queries`). */
  queries: Queries;
  /** Domain events (`articles.changed`, `settings.changed`, …); the page cache listens. */
  events: EventBus;
  /** Append-only record of who changed what (`/admin/audit`). */
  audit: AuditLog;
  news: NewsService;
  /** The front page's pins and 'Breaking' flags, as editors arranged them. */
  frontPage: FrontPageService;
  /** Creates and changes articles (sanitized, slugged, with their images), keeping a revision of each save. */
  writer: ArticleWriter;
  /** Live blogs' entries. */
  live: LiveService;
  /** Every save of an article (the editor's History). */
  revisions: RevisionStore;
  search: SearchService;
  /** Reads for the RSS and Atom feeds and the sitemaps. */
  feeds: FeedsService;
  contact: ContactService;
  auth: AuthService;
  /** The links mailed to accounts: verify an address, choose a new password (hashed, single-use, expiring). */
  accountTokens: AccountTokens;
  /** Sends an account's emails after the request's answer (never to an unverified address). */
  accountMail: AccountMail;
  users: UsersService;
  /** Staff invitations and accounts an admin makes with a one-time password. */
  staff: StaffService;
  analytics: AnalyticsService;
  /** Readers' saved stories (their accounts' lists). */
  saved: SavedService;
  /** What readers follow: tags, sections, writers (their accounts', and signed-out devices'). */
  follows: FollowsService;
  /** Followed-topic alerts: new stories noted for their followers' devices, batched into alerts. */
  followAlerts: FollowAlerts;
  /** Readers' push subscriptions, alerts and their delivery queue (server/push). */
  push: PushService;
  /** The site's VAPID key pair and the signed tokens push services are sent (server/push/vapid.ts). */
  vapid: Vapid;
  /** Drains the push queue in this process (started by the runtime; server/push/push.sender.ts). */
  pushSender: PushSender;
  /** Where stories free to republish were republished (their counters' requests). */
  republishing: RepublishingService;
  /** The morning newsletter's subscribers, sends and deliveries. */
  newsletter: NewsletterService;
  /** Mails a newsletter send to its recipients, once each (server/newsletter/newsletter.sender.ts). */
  newsletterSender: NewsletterSender;
  /** The site's SMTP connection (SMTP_URL); null: the newsletter is off. */
  mailer: Mailer | null;
  /** When the newsletter goes out (NEWSLETTER_CRON in SCHEDULER_TZ) and from which address. */
  newsletterSchedule: { cron: string; timeZone: string; from: string };
  /** Fetches stories from the configured news providers. */
  ingest: IngestService;
  /** Runs the news fetch on its schedule; call `init()` once at start-up to arm it. */
  scheduler: Scheduler;
  /** Uploaded images in DATA_DIR/uploads. */
  media: MediaService;
  /** The media library: every uploaded picture's row, its description and the stories that show it. */
  library: MediaLibrary;
  /** Guest contributors: people without accounts whom stories credit. */
  contributors: ContributorStore;
  /** Who stories credit, in order (their bylines). */
  bylines: BylineStore;
  /** Stories linked as each other's translations (docs/decisions/009-editions.md). */
  translations: TranslationStore;
  /** Paid tiers and readers' memberships. */
  members: MemberStore;
  /** Who may read a locked story in full: decided per page request, before the page cache. */
  access: AccessGate;
  /** Members' gift links. */
  gifts: GiftStore;
  /** Readers' comments, their likes, reports and bans (docs/product.md, 'Comments'). */
  comments: CommentStore;
  /** Page requests' sessions, kept in memory (dropped by `users.changed` and `sessions.ended`). */
  sessions: SessionCache;
  /** Signed-in readers' account menus, set into pages kept for everyone (server/http/account-slots.ts). */
  accountSlots: AccountSlots;
  /** Which stories brought sign-ups and memberships. */
  conversions: ConversionStore;
  /** Stripe, or null when paid membership is off (no STRIPE_SECRET_KEY). */
  payments: PaymentGateway | null;
  /** The site's address (the pages a payment provider sends readers back to). */
  publicUrl: string;
  /** The uploads no row refers to (npm run media:orphans). */
  orphanUploads: OrphanUploads;
  /** Last article counted per reading session: a reload is not a second view. */
  viewDedupe: ViewDedupe;
  pageCache: PageCache;
  /** Purges at the CDN (`CDN_PURGE`), or null; closed with the runtime. */
  cdnPurge: CdnPurge | null;
  /** The site's name, words, contact details, logo and icon, as an admin set them on /admin/settings. */
  site: SiteSettingsService;
  /** The time now (tests move it). */
  clock: Clock;
  /** The site's time zone (SITE_TIMEZONE): dates shown to readers and schedule times typed by editors. */
  timeZone: string;
  /** In this process's memory on PGlite, in PostgreSQL (shared by every process) otherwise. */
  limits: {
    /** Contact form posts per client address. */
    contact: RateLimiter;
    /** Donation checkouts started per client address. */
    donations: RateLimiter;
    /** View, share and like calls per client address. */
    engagement: RateLimiter;
    /** Newsletter sign-ups per client address. */
    newsletter: RateLimiter;
    /** Push subscribe and unsubscribe calls per client address. */
    push: RateLimiter;
    /** 'Send a test to me' per account. */
    newsletterTests: RateLimiter;
    /** 'Forgot password?' requests per client address. */
    forgotByIp: RateLimiter;
    /** Reset links mailed per account (more requests get the same answer and no mail). */
    resetMailsByAccount: RateLimiter;
    /** Unknown, used or expired account links (reset, verify) tried per client address. */
    badLinksByIp: RateLimiter;
    /** Verification links mailed per account. */
    verifyMailsByAccount: RateLimiter;
    /** `Idempotency-Key`s of creates, one claim per account and key for 24 hours (server/lib/idempotency.ts). */
    idempotency: RateLimiter;
  };
}

/** The services without the adapters' facades: what the use cases and the reads are built from. */
type Domain = Omit<Services, 'commands' | 'queries'>;

const HOUR = 60 * 60_000;

export interface ServiceOptions {
  clock?: Clock;
  logger?: Logger;
  /** Tests shorten waits and time limits. */
  ingest?: Partial<IngestOptions>;
  /** Search's time limit (SEARCH_TIMEOUT_MS unless given). */
  search?: SearchOptions;
  /** Tests point the embed providers' oEmbed endpoints at local stand-ins, and trust their addresses. */
  embeds?: Pick<EmbedOptions, 'endpoints' | 'trustedOrigins' | 'timeoutMs'>;
  /** Tests may give the payment gateway (null: off) instead of the one config.payments makes. */
  payments?: PaymentGateway | null;
}

export function createServices(
  database: Database,
  config: Pick<
    Config,
    | 'pageCacheSize'
    | 'pageCacheBytes'
    | 'public'
    | 'dataDir'
    | 'ingest'
    | 'storage'
    | 'newsletter'
    | 'cdnPurge'
    | 'payments'
    | 'push'
  >,
  options: ServiceOptions = {},
): Services {
  const events = new EventBus(options.logger);
  const pageCache = new PageCache(config.pageCacheSize, { maxBytes: config.pageCacheBytes });
  // The CDN drops what this process's cache drops, once it is gone here (server/cache/cdn-purge.ts).
  const cdnPurge = createCdnPurge(config.cdnPurge, options.logger ?? createLogger('silent'));
  const drop = (tags: string[]) => {
    pageCache.invalidate(tags);
    cdnPurge?.purge(tags);
  };
  // Public pages show published articles and the site settings: an article change drops the pages
  // that show it (server/cache/tags.ts), a settings change every page.
  events.on('articles.changed', (event) => drop(tagsChangedBy(event)));
  events.on('settings.changed', () => {
    pageCache.clear();
    // Every kept page and answer carries `latest`.
    cdnPurge?.purge([LATEST_TAG]);
  });
  events.on('users.changed', (event) => drop(tagsChangedByUsers(event)));
  // A thread changed: its story's comment pages, not the story's own page (docs/product.md, 'Comments').
  events.on('comments.changed', (event) => drop(event.articles.map((story) => commentsTag(story.slug))));
  events.on('contributors.changed', () => drop([AUTHOR_PAGES_TAG]));
  // Pins and flags are on the home page alone.
  events.on('frontpage.changed', () => drop([HOME_TAG]));
  // A 'Most read' list read anew and changed: the pages that show it.
  events.on('mostread.changed', (event) => drop(event.scopes.map(mostReadTag)));
  const media = new MediaService(createStorage(config.storage, config.dataDir));
  const clock = options.clock ?? systemClock;
  const members = new MemberStore(database.db);
  const comments = new CommentStore(database.db);
  const gifts = new GiftStore(database.db);
  const accountSlots = new AccountSlots();
  // A name, a picture or a role changed: the reader's account menu is learnt again.
  events.on('users.changed', (event) => accountSlots.forget(event.ids));
  const access = new AccessGate({
    db: database.db,
    members,
    gifts,
    paywall: async () => (await site.publicConfig()).paywall,
    timeZone: config.public.timeZone,
    secureCookies: config.public.publicUrl.startsWith('https://'),
    now: () => clock.now(),
  });
  // A story's lock follows its own setting and the site's defaults; a reader's, their membership.
  events.on('articles.changed', () => access.forgetStories());
  events.on('settings.changed', () => access.forgetStories());
  events.on('members.changed', (event) => access.forgetReaders(event.ids));
  const revisions = new RevisionStore(database.db);
  const library = new MediaLibrary(database.db, media, () => clock.now());
  const embeds = new EmbedService(database.db, media, {
    // A link to one of the site's own pages makes a card too (the site may be on a private address).
    trustedOrigins: [new URL(config.public.publicUrl).origin, ...(options.embeds?.trustedOrigins ?? [])],
    endpoints: options.embeds?.endpoints,
    timeoutMs: options.embeds?.timeoutMs,
    now: () => clock.now(),
    logger: options.logger,
  });
  const writer = new ArticleWriter(database.db, library, embeds, () => clock.now(), revisions);
  const ingest = new IngestService(
    database.db,
    writer,
    configuredProviders(config.ingest),
    { ...ingestOptions(config.ingest), now: () => clock.now(), ...options.ingest },
    events,
    options.logger,
  );
  // Counted where every process sees them when there are several (docs/architecture.md, 'Shared counters').
  const rateLimits = createRateLimitStore(database, { logger: options.logger });
  const auth = new AuthService(database.db, {
    secureCookies: config.public.publicUrl.startsWith('https://'),
    limits: rateLimits,
  });
  const sessions = new SessionCache(auth);
  events.on('users.changed', (event) => sessions.forgetUsers(event.ids));
  events.on('sessions.ended', (event) => sessions.forgetSessions(event.keys));
  const site = new SiteSettingsService(database.db, config.public, media, options.logger);
  const search = new SearchService(database.db, {
    ...options.search,
    paywall: async () => (await site.publicConfig()).paywall,
  });
  // Whether an edition has a story to find is read again after a change (docs/architecture.md, 'Caches').
  events.on('articles.changed', () => search.storiesChanged());
  const newsletter = new NewsletterService(database.db);
  const mailer = createMailer(config.newsletter);
  const users = new UsersService(database.db);
  const follows = new FollowsService(database.db);
  const push = new PushService(database.db);
  const vapid = new Vapid(database.db, config.push);
  const domain: Domain = {
    events,
    audit: new AuditLog(database.db),
    news: new NewsService(database.db, {}, { timeZone: config.public.timeZone, now: () => clock.now() }),
    frontPage: new FrontPageService(database.db, { now: () => clock.now().getTime() }),
    writer,
    revisions,
    live: new LiveService(database.db),
    ingest,
    scheduler: new Scheduler(
      database,
      ingest,
      { cron: config.ingest.cron, timeZone: config.ingest.timeZone },
      clock,
      options.logger,
    ),
    search,
    feeds: new FeedsService(database.db),
    contact: new ContactService(database.db),
    auth,
    accountTokens: new AccountTokens(database.db),
    accountMail: new AccountMail(
      mailer,
      () => site.publicConfig(),
      (id) => users.find(id),
    ),
    users,
    staff: new StaffService(database.db, () => clock.now()),
    analytics: new AnalyticsService(database.db, config.public.timeZone, () => clock.now()),
    saved: new SavedService(database.db),
    follows,
    followAlerts: new FollowAlerts(database, {
      now: () => clock.now(),
      timeZone: config.push.timeZone,
      perDay: config.push.followAlertsPerDay,
      quietHours: config.push.quietHours,
      logger: options.logger,
    }),
    push,
    vapid,
    pushSender: new PushSender(push, vapid, {
      concurrency: config.push.concurrency,
      allowPrivateEndpoints: config.push.allowPrivateEndpoints,
      leaseMs: config.push.leaseMs,
      logger: options.logger,
    }),
    republishing: new RepublishingService(database.db),
    viewDedupe: createViewDedupe(database, { logger: options.logger }),
    media,
    library,
    contributors: new ContributorStore(database.db),
    members,
    access,
    gifts,
    comments,
    accountSlots,
    sessions,
    conversions: new ConversionStore(database.db),
    payments:
      options.payments !== undefined ? options.payments : config.payments ? new StripeGateway(config.payments) : null,
    publicUrl: config.public.publicUrl,
    bylines: new BylineStore(database.db),
    translations: new TranslationStore(database.db),
    orphanUploads: new OrphanUploads(database.db, media.storage),
    pageCache,
    cdnPurge,
    clock,
    timeZone: config.public.timeZone,
    site,
    newsletter,
    mailer,
    newsletterSender: new NewsletterSender(
      database,
      newsletter,
      mailer,
      () => site.publicConfig(),
      () => clock.now(),
      options.logger,
      follows,
    ),
    newsletterSchedule: {
      cron: config.newsletter.cron,
      timeZone: config.newsletter.timeZone,
      from: config.newsletter.from,
    },
    limits: {
      contact: rateLimits.limiter('contact', 5, 10 * 60_000),
      donations: rateLimits.limiter('donations', 10, 10 * 60_000),
      engagement: rateLimits.limiter('engagement', 120, 60_000),
      newsletter: rateLimits.limiter('newsletter', 5, 10 * 60_000),
      push: rateLimits.limiter('push', 120, 10 * 60_000),
      newsletterTests: rateLimits.limiter('newsletter-test', NEWSLETTER_TESTS_PER_HOUR, HOUR),
      forgotByIp: rateLimits.limiter('forgot-ip', FORGOT_PER_ADDRESS, HOUR),
      resetMailsByAccount: rateLimits.limiter('reset-mail-account', RESET_MAILS_PER_ACCOUNT, HOUR),
      badLinksByIp: rateLimits.limiter('bad-link-ip', 20, 15 * 60_000),
      verifyMailsByAccount: rateLimits.limiter('verify-mail-account', VERIFY_MAILS_PER_ACCOUNT, HOUR),
      idempotency: rateLimits.limiter('idempotency', 1, IDEMPOTENCY_WINDOW_MS),
    },
  };
  // A story readers can now see is noted for the devices that follow its topics (server/follows/follow-alerts.ts).
  events.on('articles.changed', (event) => domain.followAlerts.articlesChanged(event));
  // The reading pages' lists in memory (server/news/read-model.ts) drop what a write touches.
  events.on('articles.changed', (event) => domain.news.articlesChanged(event));
  // A pinned or flagged story may have been unpublished, deleted or retitled.
  events.on('articles.changed', (event) => {
    if (event.public) domain.frontPage.forget();
  });
  events.on('frontpage.changed', () => domain.frontPage.forget());
  // The settings copy in memory is read again: the save may have been another process's (server/lib/event-relay.ts).
  events.on('settings.changed', () => domain.site.forget());
  // Start or Stop in any process (the event reaches the others too) re-arms this one's timer.
  events.on('scheduler.changed', (event) => {
    if (event.change === 'triggered') return;
    domain.scheduler
      .refresh()
      .catch((error: unknown) => options.logger?.error({ err: error }, 'scheduler: could not re-read its state'));
  });
  // Each use-case and read module gets the services its deps type names (…CommandDeps, …QueryDeps, beside it).
  const account = new AccountCommands(domain);
  // Signs and checks preview links with the site's secret, read once.
  const previewLinks = new PreviewLinks(database.db);
  const commands: Commands = {
    news: new NewsCommands(domain),
    frontPage: new FrontPageCommands(domain),
    live: new LiveCommands(domain),
    preview: new PreviewCommands(domain, previewLinks),
    auth: new AuthCommands({ ...domain, account }),
    account,
    users: new UsersCommands(domain),
    staff: new StaffCommands(domain),
    contact: new ContactCommands(domain),
    analytics: new AnalyticsCommands(domain),
    saved: new SavedCommands(domain),
    push: new PushCommands({ ...domain, pushEndpoints: config.push }),
    alerts: new AlertCommands({ ...domain, mediaUrl: config.public.mediaUrl }),
    follows: new FollowCommands(domain),
    republishing: new RepublishingCommands({ ...domain, ownOrigin: new URL(config.public.publicUrl).origin }),
    newsletter: new NewsletterCommands(domain),
    scheduler: new SchedulerCommands(domain),
    settings: new SettingsCommands(domain),
    media: new MediaCommands(domain),
    contributors: new ContributorCommands(domain),
    members: new MemberCommands(domain),
    gifts: new GiftCommands(domain),
    comments: new CommentCommands({ ...domain, storyAccess: new AccessQueries(domain) }),
  };
  const queries: Queries = {
    news: new NewsQueries(domain),
    frontPage: new FrontPageQueries(domain),
    live: new LiveQueries({ ...domain, paywall: async () => (await site.publicConfig()).paywall }),
    preview: new PreviewQueries(domain, previewLinks),
    search: domain.search,
    feeds: domain.feeds,
    account: new AccountQueries(domain),
    auth: domain.auth,
    accountMail: domain.accountMail,
    users: new UsersQueries(domain),
    staff: new StaffQueries(domain),
    contact: new ContactQueries(domain),
    media: new MediaQueries(domain),
    contributors: new ContributorQueries(domain),
    members: new MemberQueries(domain),
    access: new AccessQueries(domain),
    gifts: new GiftQueries(domain),
    comments: new CommentQueries({ ...domain, storyAccess: new AccessQueries(domain) }),
    revenue: new RevenueQueries({ db: database.db, timeZone: config.public.timeZone, clock }),
    analytics: new AnalyticsQueries(domain),
    saved: new SavedQueries(domain),
    alerts: new AlertQueries(domain),
    follows: new FollowQueries(domain),
    republishing: new RepublishingQueries(domain),
    newsletter: new NewsletterQueries(domain),
    scheduler: new SchedulerQueries(domain),
    settings: new SettingsQueries(domain),
    site: domain.site,
    audit: new AuditQueries(domain),
    admin: new AdminQueries(domain),
    clock: domain.clock,
    timeZone: domain.timeZone,
  };
  return { ...domain, commands, queries };
}
