import type { AdminQueries } from './admin/admin.queries';
import type { AnalyticsCommands } from './analytics/analytics.commands';
import type { AnalyticsQueries } from './analytics/analytics.queries';
import type { AuditQueries } from './audit/audit.queries';
import type { AccountCommands } from './auth/account.commands';
import type { AccountQueries } from './auth/account.queries';
import type { AuthCommands } from './auth/auth.commands';
import type { AuthService } from './auth/auth.service';
import type { CommentCommands, CommentQueries } from './comments/comments.commands';
import type { ContactCommands } from './contact/contact.commands';
import type { ContactQueries } from './contact/contact.queries';
import type { MediaQueries } from './media/media.queries';
import type { RepublishingCommands, RepublishingQueries } from './news/republishing.commands';
import type { FeedsService } from './feeds/feeds.service';
import type { SchedulerCommands } from './ingest/scheduler.commands';
import type { SchedulerQueries } from './ingest/scheduler.queries';
import type { Clock } from './ingest/scheduler';
import type { AccountMail } from './mail/account-mail';
import type { MediaCommands } from './media/media.commands';
import type { ContributorCommands, ContributorQueries } from './contributors/contributors.commands';
import type { AccessQueries } from './members/access.queries';
import type { GiftCommands, GiftQueries } from './members/gifts.commands';
import type { RevenueQueries } from './members/revenue';
import type { MemberCommands, MemberQueries } from './members/members.commands';
import type { FrontPageCommands } from './news/front-page.commands';
import type { FrontPageQueries } from './news/front-page.queries';
import type { LiveCommands } from './news/live.commands';
import type { LiveQueries } from './news/live.queries';
import type { NewsCommands } from './news/news.commands';
import type { NewsQueries } from './news/news.queries';
import type { PreviewCommands } from './news/preview.commands';
import type { PreviewQueries } from './news/preview.queries';
import type { NewsletterCommands } from './newsletter/newsletter.commands';
import type { NewsletterQueries } from './newsletter/newsletter.queries';
import type { SearchService } from './search/search.service';
import type { SettingsCommands } from './settings/settings.commands';
import type { SettingsQueries } from './settings/settings.queries';
import type { SiteSettingsService } from './settings/site-settings.service';
import type { FollowCommands } from './follows/follows.commands';
import type { FollowQueries } from './follows/follows.queries';
import type { AlertCommands } from './push/alerts.commands';
import type { AlertQueries } from './push/alerts.queries';
import type { PushCommands } from './push/push.commands';
import type { SavedCommands } from './users/saved.commands';
import type { SavedQueries } from './users/saved.queries';
import type { StaffCommands } from './users/staff.commands';
import type { StaffQueries } from './users/staff.queries';
import type { UsersCommands } from './users/users.commands';
import type { UsersQueries } from './users/users.queries';

/*
 * What the adapters (API routes, page loaders and actions) get: the use cases and the reads for
 * screens, never the services container (server/services.ts builds both). docs/architecture.md,
 * 'The layers'.
 */

/**
 * The use cases, one module per domain (docs/decisions/004-use-case-layer.md): each a
 * function of `(actor, input)` that checks permission, validates, does the work, writes
 * the audit record and emits the domain event. Routes and page actions call these.
 */
export interface Commands {
  news: NewsCommands;
  frontPage: FrontPageCommands;
  live: LiveCommands;
  /** Preview links: made and withdrawn (docs/product.md, 'Preview'). */
  preview: PreviewCommands;
  auth: AuthCommands;
  /** An account's own address (verified by a link) and 'Forgot password?'. */
  account: AccountCommands;
  users: UsersCommands;
  /** Invitations, 'Add user' and one-time passwords (/admin/users). */
  staff: StaffCommands;
  contact: ContactCommands;
  analytics: AnalyticsCommands;
  saved: SavedCommands;
  /** A browser's push subscription (anyone): subscribe, unsubscribe, a notification's click. */
  push: PushCommands;
  /** Alerts to readers' devices: an editor's about a published story, the daily briefing. */
  alerts: AlertCommands;
  /** A signed-in reader's followed topics: follow, unfollow, and the browser's list joined at sign-in. */
  follows: FollowCommands;
  /** A republished copy's counter (anyone). */
  republishing: RepublishingCommands;
  newsletter: NewsletterCommands;
  scheduler: SchedulerCommands;
  settings: SettingsCommands;
  /** The media library (pictures added, described, deleted, the unused cleared out) and the uploads' upkeep (npm run media:orphans). */
  media: MediaCommands;
  /** Guest contributors (added, changed, deleted by editors). */
  contributors: ContributorCommands;
  /** Paid tiers (admins), checkout and billing (readers), and Stripe's events. */
  members: MemberCommands;
  /** Members' gift links. */
  gifts: GiftCommands;
  /** Readers' comments: writing, editing, liking, reporting; moderators' approve, reject, feature, ban. */
  comments: CommentCommands;
}

/**
 * The reads for screens: nothing here changes anything. On a shared public page `news` records
 * the ids it answers as the page's cache tags (`recordingQueries`, server/cache/tags.ts).
 */
export interface Queries {
  /** Stories: the reading pages' reads (published ones) and the staff screens' (permission checked). */
  news: NewsQueries;
  /** The front page's pins and 'Breaking' flags, as editors arranged them; its admin screen. */
  frontPage: FrontPageQueries;
  /** A live blog's entries, and its coverage as the API shows it. */
  live: LiveQueries;
  /** A story's preview page (staff signed in, or anyone with a preview link). */
  preview: PreviewQueries;
  search: Pick<SearchService, 'search'>;
  /** Reads for the RSS and Atom feeds and the sitemaps. */
  feeds: FeedsService;
  /** The signed-in account, whether it works in the admin, and whether a reset link works. */
  account: AccountQueries;
  /** Who a session token belongs to, and the session cookie's name and shape. */
  auth: Pick<AuthService, 'cookieName' | 'viewerFor' | 'sessionCookie' | 'clearedCookie' | 'isSetupToken' | 'hasAdmin'>;
  /** Whether the site sends account emails (SMTP_URL). */
  accountMail: Pick<AccountMail, 'enabled'>;
  /** The accounts (/admin/users). */
  users: UsersQueries;
  /** The open invitations, whether they are mailed, and an invitation's link page. */
  staff: StaffQueries;
  /** The inbox (editors and admins). */
  contact: ContactQueries;
  /** The media library's pages and pictures (staff who write). */
  media: MediaQueries;
  /** Guest contributors, for the editor's byline. */
  contributors: ContributorQueries;
  /** The tiers offered and a reader's membership. */
  members: MemberQueries;
  /** Locked stories as each reader may have them. */
  access: AccessQueries;
  /** A member's gift links. */
  gifts: GiftQueries;
  /** A story's comment thread, a reader's part of it, and the moderation queues. */
  comments: CommentQueries;
  /** The revenue page: money for admins, conversion by story for editors too. */
  revenue: RevenueQueries;
  /** The analytics page's figures (staff) and a story's likes (anyone). */
  analytics: AnalyticsQueries;
  /** A signed-in reader's saved stories. */
  saved: SavedQueries;
  /** The VAPID public key (anyone); the alerts history and an alert's audience (editors). */
  alerts: AlertQueries;
  /** Followed topics: a reader's own, the newest stories of any topics (My news), and counts for staff. */
  follows: FollowQueries;
  /** Where a story was republished (staff). */
  republishing: RepublishingQueries;
  /** A reader's own subscription; the newsletter's overview and preview (editors and admins). */
  newsletter: NewsletterQueries;
  /** The news scheduler's status and runs (editors and admins). */
  scheduler: SchedulerQueries;
  /** The site settings screen (admins). */
  settings: SettingsQueries;
  /** The site's name, words and images as an admin set them, over the configuration. */
  site: Pick<SiteSettingsService, 'publicConfig' | 'commentSettings'>;
  /** The audit log's pages (admins). */
  audit: AuditQueries;
  /** The admin area's frame: its menu and counts for the viewer (staff). */
  admin: AdminQueries;
  /** The time now (tests move it). */
  clock: Clock;
  /** The site's time zone (SITE_TIMEZONE): dates shown to readers and schedule times typed by editors. */
  timeZone: string;
}
