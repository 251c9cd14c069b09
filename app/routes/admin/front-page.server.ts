import type { AppLoadContext } from 'react-router';
import {
  arrangementOf,
  BREAKING_FLAG_HOURS,
  FRONT_PAGE_SLOTS,
  live,
  moveItem,
  pinShown,
  SLOT_LABELS,
  SLOT_SIZE,
  type FrontPageSlot,
} from '../../../core/front-page';
import { scheduleFor } from '../../../core/schedule';
import { ValidationError } from '../../../server/lib/errors';
import { forForm, forPage } from '../../lib/use-case.server';

/** Stories offered to pin: a title search over the published ones, or the newest. */
export const CANDIDATES = 10;

/** The arrangement (FrontPageCommands.view) and the stories that can be pinned. */
export function frontPageData(request: Request, context: AppLoadContext) {
  const { actor, commands, queries } = context;
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  return forPage(request, async () => {
    const view = await commands.frontPage.view(actor);
    const candidates = query
      ? (await queries.search.search(query, 1, CANDIDATES)).results
      : await queries.news.latest(CANDIDATES);
    // The pins as the buttons count them (arrangementOf): shown now, in order; and those whose
    // story was unpublished since, which the screen names.
    const now = queries.clock.now();
    return {
      view,
      slots: {
        featured: view.pins.featured.filter((pin) => pinShown(pin, now)),
        breaking: view.pins.breaking.filter((pin) => pinShown(pin, now)),
      },
      hidden: [...view.pins.featured, ...view.pins.breaking].filter(
        (pin) => live(pin.expiresAt, now) && pin.article.status !== 'published',
      ),
      query,
      candidates: candidates.map((c) => ({
        _id: c._id,
        title: c.title,
        category: c.category,
        publishedAt: c.publishedAt,
      })),
      timeZone: queries.timeZone,
    };
  });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function slotOf(form: FormData): FrontPageSlot {
  const slot = text(form, 'slot');
  if (!(FRONT_PAGE_SLOTS as readonly string[]).includes(slot)) throw new ValidationError('Choose where to pin it');
  return slot as FrontPageSlot;
}

function indexOf(form: FormData, name: string): number {
  const n = Number(text(form, name));
  if (!Number.isInteger(n) || n < 0) throw new ValidationError(`${name}: must be a position`);
  return n;
}

/**
 * The screen's buttons, with or without JavaScript: pin, move (the arrows, a drag, the keyboard),
 * remove, flag and unflag. Each changes the arrangement as it stands and saves it whole through
 * the same use case as the API (FrontPageCommands), answering with a message for the screen.
 */
export async function changeFrontPage(request: Request, context: AppLoadContext) {
  const { actor, queries } = context;
  const commands = context.commands.frontPage;
  const form = await request.formData();
  const intent = text(form, 'intent');
  return forForm(request, async () => {
    if (intent === 'flag') {
      await commands.flag(actor, text(form, 'articleId'), { hours: text(form, 'hours') || BREAKING_FLAG_HOURS });
      return {
        ok: true as const,
        message: `Flagged as breaking for ${text(form, 'hours') || BREAKING_FLAG_HOURS} hours`,
      };
    }
    if (intent === 'unflag') {
      await commands.unflag(actor, text(form, 'articleId'));
      return { ok: true as const, message: 'Breaking flag removed' };
    }
    const view = await commands.view(actor);
    const arrangement = arrangementOf(view.pins, queries.clock.now());
    const slot = slotOf(form);
    const pins = arrangement[slot];
    let message: string;
    if (intent === 'pin') {
      const articleId = text(form, 'articleId');
      if (pins.some((p) => p.articleId === articleId)) {
        throw new ValidationError(`That story is already pinned to ${SLOT_LABELS[slot]}`);
      }
      if (pins.length >= SLOT_SIZE[slot]) {
        throw new ValidationError(`${SLOT_LABELS[slot]} holds ${SLOT_SIZE[slot]} pinned stories: remove one first`);
      }
      const until = text(form, 'expiresAt').trim() || null;
      if (until) {
        const time = scheduleFor(until, queries.timeZone, queries.clock.now());
        if (!time.ok) throw new ValidationError(`The pin’s end ${time.problem}`);
      }
      pins.push({ articleId, expiresAt: until });
      message = `Pinned to ${SLOT_LABELS[slot]}`;
    } else if (intent === 'move') {
      const from = indexOf(form, 'from');
      const to = indexOf(form, 'to');
      if (from >= pins.length || to >= pins.length) throw new ValidationError('That pin has moved: try again');
      arrangement[slot] = moveItem(pins, from, to);
      message = `Moved to position ${to + 1} of ${SLOT_LABELS[slot]}`;
    } else if (intent === 'remove') {
      const at = indexOf(form, 'position');
      if (at >= pins.length) throw new ValidationError('That pin has moved: try again');
      pins.splice(at, 1);
      message = `Removed from ${SLOT_LABELS[slot]}`;
    } else {
      throw new ValidationError('Unknown action');
    }
    await commands.arrange(actor, arrangement);
    return { ok: true as const, message };
  });
}
