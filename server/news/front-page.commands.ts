import { z } from 'zod';
import {
  arrangementOf,
  breakingFlagInput,
  FRONT_PAGE_SLOTS,
  FRONT_PAGE_TEXTS,
  frontPageInput,
  moveItem,
  PIN_DUPLICATE,
  PIN_NOT_PUBLISHED,
  pinInput,
  SLOT_SIZE,
  type FrontPageSlot,
} from '../../core/front-page';
import { scheduleFor } from '../../core/schedule';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, ValidationError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { Clock } from '../ingest/scheduler';
import type { FrontPageService, NewPin, PinRow } from './front-page';
import { frontPageView, inSlot, type FrontPageView } from './front-page.queries';
import type { NewsService } from './news.service';

const NOT_FOUND = 'News article not found';

/** `/api/front-page/{slot}`: which place (the Featured slots or the breaking banner). */
export const frontPageSlotParams = z.object({
  slot: z.enum(FRONT_PAGE_SLOTS, { error: 'must be featured or breaking' }),
});
/** `/api/front-page/{slot}/{articleId}`: one pin, by its place and its story. */
export const frontPagePinParams = frontPageSlotParams.extend({
  articleId: z.uuid('must be the id of a story'),
});
/** `POST /api/front-page/{slot}`: the story to pin last in the place, and when the pin ends (core/front-page.ts). */
export const pinBody = pinInput;
/** `PATCH /api/front-page/{slot}/{articleId}`: the pin's new position, 1 for the first. */
export const moveBody = z.object({
  position: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more'),
});

/** What a change of the front page answers: the front page as it is now, and what was done, in words. */
export interface FrontPageChange extends FrontPageView {
  message: string;
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
 * (`articles:publish`): the arrangement of the Featured slots and the breaking banner (whole,
 * or one pin at a time: pin, move, unpin), and the 'Breaking' flag of a story. Each change is
 * audited, emits `frontpage.changed`, on which the home page is drawn afresh, and answers the
 * front page with what was done in words, the same for the API and the admin screen. Reading it
 * is FrontPageQueries'.
 */
export class FrontPageCommands {
  constructor(protected readonly deps: FrontPageCommandDeps) {}

  /**
   * Replaces the pins with `input` (`{ featured, breaking }`, each in order, each pin with an
   * optional `expiresAt` in the site's time zone or with an offset). Every story must be
   * published (409); an expiry must be in the future (400).
   */
  async arrange(actor: Actor, input: unknown): Promise<FrontPageChange> {
    const viewer = authorize(actor, 'articles:publish');
    const arrangement = parseOr400(frontPageInput, input);
    const { clock, timeZone, frontPage } = this.deps;
    const now = clock.now();
    const pins = {} as Record<FrontPageSlot, NewPin[]>;
    for (const slot of FRONT_PAGE_SLOTS) {
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
    return this.changed(FRONT_PAGE_TEXTS.arranged);
  }

  /**
   * Pins a published story last in a place (`params.slot`), with an optional end
   * (`input.expiresAt`, as for `arrange`). Refused: a story not published (409) or missing (404),
   * one already pinned there or a full place (409), an end not in the future (400).
   */
  async pin(actor: Actor, params: unknown, input: unknown): Promise<FrontPageChange> {
    const viewer = authorize(actor, 'articles:publish');
    const { slot } = parseOr400(frontPageSlotParams, params);
    const body = parseOr400(pinBody, input);
    const articleId = body.articleId.toLowerCase();
    const { clock, timeZone, frontPage } = this.deps;
    const now = clock.now();
    let expiresAt: Date | null = null;
    if (body.expiresAt) {
      const time = scheduleFor(body.expiresAt, timeZone, now);
      if (!time.ok) {
        const problem = FRONT_PAGE_TEXTS.pinEnd(time.problem);
        throw new ValidationError(problem, { expiresAt: problem });
      }
      expiresAt = time.at;
    }
    const story = (await frontPage.statuses([articleId])).get(articleId);
    if (!story) throw new NotFoundError(NOT_FOUND);
    if (story.status !== 'published') throw new AppError(409, 'conflict', `${PIN_NOT_PUBLISHED}: “${story.title}”`);
    let position = 0;
    await frontPage.change(
      (pins) => {
        const arrangement = standing(pins, now);
        const place = arrangement[slot];
        if (place.some((pin) => pin.articleId === articleId)) throw new AppError(409, 'conflict', PIN_DUPLICATE);
        if (place.length >= SLOT_SIZE[slot]) throw new AppError(409, 'conflict', FRONT_PAGE_TEXTS.slotFull(slot));
        place.push({ articleId, expiresAt });
        position = place.length;
        return arrangement;
      },
      viewer._id,
      now,
    );
    await this.deps.audit.record(actor, {
      action: 'front-page.pin',
      target: { type: 'article', id: articleId, label: story.title },
      details: { slot, position, expiresAt: expiresAt?.toISOString() ?? null },
    });
    this.deps.events.emit('frontpage.changed', { change: 'arranged' });
    return this.changed(FRONT_PAGE_TEXTS.pinned(slot));
  }

  /**
   * Moves a pin (`params`: its place and story) to `input.position` (1 for the first) among the
   * pins shown now. Refused: a story not pinned there (404), a position past the last (400).
   */
  async move(actor: Actor, params: unknown, input: unknown): Promise<FrontPageChange> {
    const viewer = authorize(actor, 'articles:publish');
    const { slot, articleId } = parseOr400(frontPagePinParams, params);
    const { position } = parseOr400(moveBody, input);
    const id = articleId.toLowerCase();
    const now = this.deps.clock.now();
    let title: string | undefined;
    let from = 0;
    await this.deps.frontPage.change(
      (pins) => {
        const arrangement = standing(pins, now);
        const place = arrangement[slot];
        from = place.findIndex((pin) => pin.articleId === id);
        if (from < 0) throw new NotFoundError(FRONT_PAGE_TEXTS.notPinned(slot));
        if (position > place.length) {
          const problem = `must be at most ${place.length}`;
          throw new ValidationError(`position: ${problem}`, { position: problem });
        }
        title = pins.find((pin) => pin.article._id === id)?.article.title;
        arrangement[slot] = moveItem(place, from, position - 1);
        return arrangement;
      },
      viewer._id,
      now,
    );
    await this.deps.audit.record(actor, {
      action: 'front-page.move',
      target: { type: 'article', id, label: title ?? null },
      details: { slot, from: from + 1, to: position },
    });
    this.deps.events.emit('frontpage.changed', { change: 'arranged' });
    return this.changed(FRONT_PAGE_TEXTS.moved(slot, position));
  }

  /** Takes a pin (`params`: its place and story) off the front page; 404 when the story is not pinned there. */
  async unpin(actor: Actor, params: unknown): Promise<FrontPageChange> {
    const viewer = authorize(actor, 'articles:publish');
    const { slot, articleId } = parseOr400(frontPagePinParams, params);
    const id = articleId.toLowerCase();
    const now = this.deps.clock.now();
    let title: string | undefined;
    await this.deps.frontPage.change(
      (pins) => {
        const arrangement = standing(pins, now);
        const place = arrangement[slot];
        if (!place.some((pin) => pin.articleId === id)) throw new NotFoundError(FRONT_PAGE_TEXTS.notPinned(slot));
        title = pins.find((pin) => pin.article._id === id)?.article.title;
        arrangement[slot] = place.filter((pin) => pin.articleId !== id);
        return arrangement;
      },
      viewer._id,
      now,
    );
    await this.deps.audit.record(actor, {
      action: 'front-page.unpin',
      target: { type: 'article', id, label: title ?? null },
      details: { slot },
    });
    this.deps.events.emit('frontpage.changed', { change: 'arranged' });
    return this.changed(FRONT_PAGE_TEXTS.removed(slot));
  }

  /** Flags a published story 'Breaking' for `hours` (6 unless told, at most 72): it joins the banner. */
  async flag(actor: Actor, id: string, input: unknown): Promise<FrontPageChange> {
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
    return this.changed(FRONT_PAGE_TEXTS.flagged(hours));
  }

  /** Takes the 'Breaking' flag off a story (any status: an unpublished one may still carry it). */
  async unflag(actor: Actor, id: string): Promise<FrontPageChange> {
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
    return this.changed(FRONT_PAGE_TEXTS.unflagged);
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

  private async changed(message: string): Promise<FrontPageChange> {
    return { ...(await frontPageView(this.deps)), message };
  }
}

/**
 * The arrangement as it stands, to change and save whole (`arrangementOf`, core/front-page.ts):
 * the pins shown now, in order, without those that ended or whose story was unpublished since.
 */
function standing(pins: PinRow[], now: Date): Record<FrontPageSlot, NewPin[]> {
  const refs = arrangementOf({ featured: inSlot(pins, 'featured'), breaking: inSlot(pins, 'breaking') }, now);
  const of = (slot: FrontPageSlot) =>
    refs[slot].map((ref) => ({ articleId: ref.articleId, expiresAt: ref.expiresAt ? new Date(ref.expiresAt) : null }));
  return { featured: of('featured'), breaking: of('breaking') };
}
