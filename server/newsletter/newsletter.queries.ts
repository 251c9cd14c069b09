import { DEFAULT_EDITION } from '../../core/editions';
import { editionSchema, normalizeEmail, type MySubscription, type NewsletterOverview } from '../../core/newsletter';
import { parseOr400 } from '../lib/validate';
import { authorize } from '../auth/authorize';
import { describeSchedule } from '../ingest/scheduler';
import type { Actor } from '../lib/actor';
import type { SiteSettingsService } from '../settings/site-settings.service';
import { unsubscribeUrl } from './newsletter.sender';
import type { NewsletterService } from './newsletter.service';
import { NextSend, type NewsletterPreview, type NextSendDeps } from './next-send';

/** Sends shown in the admin's history. */
const HISTORY = 30;

/** What the newsletter reads use (wired in server/services.ts). */
export interface NewsletterQueryDeps extends NextSendDeps {
  newsletter: Pick<NewsletterService, 'statusOf' | 'counts' | 'editionCounts' | 'history' | 'followingOf'>;
  site: Pick<SiteSettingsService, 'publicConfig'>;
}

/**
 * The morning newsletter's reads (docs/product.md, 'Morning newsletter'): a signed-in reader's
 * own subscription (Settings); for editors and admins (`newsletter:manage`) the subscribers (of
 * each edition too), the next send, the schedule, the history and each edition's preview. The changes are NewsletterCommands'.
 */
export class NewsletterQueries {
  readonly #next: NextSend;

  constructor(private readonly deps: NewsletterQueryDeps) {
    this.#next = new NextSend(deps);
  }

  /** A signed-in reader's own subscription (Settings). */
  async mine(actor: Actor): Promise<MySubscription> {
    const viewer = authorize(actor, 'profile:edit');
    const email = viewer.email ? normalizeEmail(viewer.email) : '';
    const { status, editions } = email
      ? await this.deps.newsletter.statusOf(email)
      : { status: 'none' as const, editions: [] };
    return { enabled: this.#next.enabled, email, status, editions };
  }

  /**
   * Whether the signed-in reader's newsletter adds the stories from what they follow ('Following';
   * docs/product.md, 'Alerts and following'); null while their address is not subscribed.
   */
  async following(actor: Actor): Promise<{ on: boolean } | null> {
    const viewer = authorize(actor, 'profile:edit');
    if (!this.#next.enabled || !viewer.email) return null;
    const on = await this.deps.newsletter.followingOf(normalizeEmail(viewer.email));
    return on === null ? null : { on };
  }

  /** /admin/newsletter: the subscribers, the next send, the schedule and the history. */
  async overview(actor: Actor): Promise<NewsletterOverview> {
    authorize(actor, 'newsletter:manage');
    const { cron, timeZone, from } = this.deps.newsletterSchedule;
    const [counts, editions, history] = await Promise.all([
      this.deps.newsletter.counts(),
      this.deps.newsletter.editionCounts(),
      this.deps.newsletter.history(HISTORY),
    ]);
    const next = this.#next.at();
    return {
      enabled: this.#next.enabled,
      counts,
      editions,
      nextSend: next?.toISOString() ?? null,
      schedule: describeSchedule(cron, timeZone),
      from,
      history,
    };
  }

  /** The email `edition`'s next send would mail now, with a sample unsubscribe link; an unknown edition is a 400. */
  async preview(actor: Actor, edition: unknown = DEFAULT_EDITION): Promise<NewsletterPreview> {
    authorize(actor, 'newsletter:manage');
    const chosen = parseOr400(editionSchema, edition);
    const site = await this.deps.site.publicConfig();
    return this.#next.email(site, unsubscribeUrl(site.publicUrl, 'preview', chosen), false, chosen);
  }
}
