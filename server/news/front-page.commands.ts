import {
  arrangeHome,
  breakingFlagInput,
  frontPageInput,
  HOME_NEWEST,
  PIN_NOT_PUBLISHED,
  type FrontPageSlot,
  type HomeLists,
} from '../../core/front-page';
import { scheduleFor } from '../../core/schedule';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { Clock } from '../ingest/scheduler';
import type { FlagRow, FrontPageService, NewPin, PinRow } from './front-page';
import type { NewsService } from './news.service';
import type { ArticleItem } from './news.mapper';

const NOT_FOUND = 'News article not found';

/** The front page as the admin screen and `GET /api/front-page` show it. */
export interface FrontPageView {
  /** Every pin in order, with its story (which may since have been unpublished: then not shown). */
  pins: Record<FrontPageSlot, Omit<PinRow, 'slot'>[]>;
  /** Stories flagged 'Breaking', the latest flag to end first. */
  flagged: FlagRow[];
  /** What the home page shows now, and why each story is there. */
  home: { featured: ArticleItem[]; breaking: ArticleItem[]; placement: HomeLists<ArticleItem>['placement'] };
}

/** What the front page use cases use (wired in server/services.ts). */
export interface FrontPageCommandDeps {
  frontPage: FrontPageService;
  news: Pick<NewsService, 'findRow' | 'latest'>;
  audit: AuditLog;
  events: EventBus;
  clock: Clock;
  /** The site's time zone: pin expiry times typed by editors are read in it. */
  timeZone: string;
}

/**
 * The front page's use cases (docs/product.md, 'Front page'), for editors and admins
 * (`articles:publish`): the arrangement of the Featured slots and the breaking banner, and the
 * 'Breaking' flag of a story. Each change is audited and emits `frontpage.changed`, on which the
 * home page is drawn afresh.
 */
export class FrontPageCommands {
  constructor(protected readonly deps: FrontPageCommandDeps) {}

  async view(actor: Actor): Promise<FrontPageView> {
    authorize(actor, 'articles:publish');
    return this.current();
  }

  /**
   * Replaces the pins with `input` (`{ featured, breaking }`, each in order, each pin with an
   * optional `expiresAt` in the site's time zone or with an offset). Every story must be
   * published (409); an expiry must be in the future (400).
   */
  async arrange(actor: Actor, input: unknown): Promise<FrontPageView> {
    const viewer = authorize(actor, 'articles:publish');
    const arrangement = parseOr400(frontPageInput, input);
    const { clock, timeZone, frontPage } = this.deps;
    const now = clock.now();
    const pins = {} as Record<FrontPageSlot, NewPin[]>;
    for (const slot of ['featured', 'breaking'] as const) {
      pins[slot] = arrangement[slot].map((pin, i) => {
        if (!pin.expiresAt) return { articleId: pin.articleId.toLowerCase(), expiresAt: null };
        const time = scheduleFor(pin.expiresAt, timeZone, now);
        const field = `${slot}.${i}.expiresAt`;
        if (!time.ok) throw new ValidationError(`${field}: ${time.problem}`, { [field]: time.problem });
        return { articleId: pin.articleId.toLowerCase(), expiresAt: time.at };
      });
    }
    const ids = [...new Set([...pins.featured, ...pins.breaking].map((p) => p.articleId))];
    const found = await frontPage.statuses(ids);
    for (const id of ids) {
      const story = found.get(id);
      if (!story) throw new NotFoundError(NOT_FOUND);
      if (story.status !== 'published') throw new AppError(409, 'conflict', `${PIN_NOT_PUBLISHED}: “${story.title}”`);
    }
    await frontPage.replace(pins, viewer._id, now);
    await this.deps.audit.record(actor, {
      action: 'front-page.arrange',
      details: {
        featured: pins.featured.map((p) => ({ id: p.articleId, title: found.get(p.articleId)?.title })),
        breaking: pins.breaking.map((p) => ({ id: p.articleId, title: found.get(p.articleId)?.title })),
      },
    });
    this.deps.events.emit('frontpage.changed', { change: 'arranged' });
    return this.current();
  }

  /** Flags a published story 'Breaking' for `hours` (6 unless told, at most 72): it joins the banner. */
  async flag(actor: Actor, id: string, input: unknown): Promise<FrontPageView> {
    authorize(actor, 'articles:publish');
    const { hours } = parseOr400(breakingFlagInput, input ?? {});
    const row = await this.deps.news.findRow(id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (row.status !== 'published') throw new AppError(409, 'conflict', PIN_NOT_PUBLISHED);
    const until = new Date(this.deps.clock.now().getTime() + hours * 3_600_000);
    await this.deps.frontPage.flag(row.id, until);
    await this.deps.audit.record(actor, {
      action: 'article.breaking',
      target: { type: 'article', id: row.id, label: row.title },
      details: { hours, until: until.toISOString() },
    });
    this.deps.events.emit('frontpage.changed', { change: 'flagged' });
    return this.current();
  }

  /** Takes the 'Breaking' flag off a story (any status: an unpublished one may still carry it). */
  async unflag(actor: Actor, id: string): Promise<FrontPageView> {
    authorize(actor, 'articles:publish');
    const row = await this.deps.news.findRow(id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (row.breakingUntil) {
      await this.deps.frontPage.flag(row.id, null);
      await this.deps.audit.record(actor, {
        action: 'article.breaking-off',
        target: { type: 'article', id: row.id, label: row.title },
      });
      this.deps.events.emit('frontpage.changed', { change: 'flagged' });
    }
    return this.current();
  }

  /**
   * Removes the pins and flags that have ended (the site itself, every minute, from
   * server/news/scheduled-publisher.ts); the home page is drawn afresh when any did.
   */
  async expire(actor: Actor): Promise<number> {
    if (actor.viewer) throw new AppError(403, 'forbidden', 'Ended pins are removed by the site itself');
    const removed = await this.deps.frontPage.expire(this.deps.clock.now());
    if (removed > 0) this.deps.events.emit('frontpage.changed', { change: 'expired' });
    return removed;
  }

  private async current(): Promise<FrontPageView> {
    const { frontPage, news, clock } = this.deps;
    const now = clock.now();
    const [pins, flagged, curation, newest] = await Promise.all([
      frontPage.pins(),
      frontPage.flagged(now),
      frontPage.curation(),
      news.latest(HOME_NEWEST),
    ]);
    const home = arrangeHome(curation, newest, now);
    const of = (slot: FrontPageSlot) => pins.filter((pin) => pin.slot === slot).map(({ slot: _slot, ...pin }) => pin);
    return {
      pins: { featured: of('featured'), breaking: of('breaking') },
      flagged,
      home: { featured: home.featured, breaking: home.breaking, placement: home.placement },
    };
  }
}
