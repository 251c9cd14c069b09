import { z } from 'zod';
import { SAVED_LIMIT, SAVED_LIMIT_MESSAGE, storiesToMerge } from '../../core/saved';
import { isPlausibleSlug, isUuid } from '../../core/slug';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { Clock } from '../ingest/scheduler';
import type { RateLimiter } from '../lib/rate-limit';
import type { SavedService } from './saved.service';
import type { SavedList } from './saved.queries';

const NOT_FOUND = 'News article not found';

/** A story named by its id or its slug, as in its address. */
const storyKey = z.string().refine((key) => isUuid(key) || isPlausibleSlug(key), 'must be an article id or slug');

/** POST /api/saved/merge: the browser's saved stories, newest first. */
export const mergeSavedInput = z.strictObject({ stories: z.array(storyKey).max(SAVED_LIMIT) });

/** Whether the story is saved now, by its slug. */
export interface SavedState {
  slug: string;
  saved: boolean;
}

/** What the saved-stories use cases use (wired in server/services.ts). */
export interface SavedCommandDeps {
  saved: SavedService;
  clock: Clock;
  limits: { engagement: RateLimiter };
}

/**
 * Saved stories of signed-in readers (docs/product.md, 'Saved stories and offline reading').
 * Any signed-in account may keep its own list (read with SavedQueries.list), and nobody sees
 * another's. Like a like, saving is not a change anyone answers for: no audit record; and no
 * event, as no shared page shows it. Writes are limited per address with the engagement calls.
 */
export class SavedCommands {
  constructor(protected readonly deps: SavedCommandDeps) {}

  async save(actor: Actor, input: { story: string }): Promise<SavedState> {
    const viewer = authorize(actor, 'profile:edit');
    const story = await this.target(input.story);
    await this.limit(actor);
    if (!(await this.deps.saved.add(viewer._id, story.id, this.deps.clock.now()))) {
      throw new AppError(409, 'saved_limit', SAVED_LIMIT_MESSAGE);
    }
    return { slug: story.slug, saved: true };
  }

  async remove(actor: Actor, input: { story: string }): Promise<SavedState> {
    const viewer = authorize(actor, 'profile:edit');
    // A saved story that was unpublished since can still be taken off the list (it counts toward the limit).
    const story = (await this.heldKey(viewer._id, input.story)) ?? (await this.target(input.story));
    await this.limit(actor);
    await this.deps.saved.remove(viewer._id, story.id);
    return { slug: story.slug, saved: false };
  }

  /**
   * The browser's list joins the account's at sign-in: published stories the account does not
   * hold, while they fit under the limit; unknown or unpublished ones are skipped. Answers the
   * account's list as it is now.
   */
  async merge(actor: Actor, input: unknown): Promise<SavedList> {
    const viewer = authorize(actor, 'profile:edit');
    const { stories } = parseOr400(mergeSavedInput, input);
    await this.limit(actor);
    const found = await this.deps.saved.published(stories);
    const add = storiesToMerge(
      await this.deps.saved.ids(viewer._id),
      found.map((story) => story.id),
    );
    await this.deps.saved.addAll(viewer._id, add, this.deps.clock.now());
    return { items: await this.deps.saved.list(viewer._id) };
  }

  private async heldKey(userId: string, key: string) {
    return isUuid(key) || isPlausibleSlug(key) ? this.deps.saved.held(userId, key) : null;
  }

  private async target(key: string) {
    if (!isUuid(key) && !isPlausibleSlug(key)) {
      throw new ValidationError('articleId: must be an article id or slug', {
        articleId: 'must be an article id or slug',
      });
    }
    const [story] = await this.deps.saved.published([key]);
    if (!story) throw new NotFoundError(NOT_FOUND);
    return story;
  }

  private async limit(actor: Actor): Promise<void> {
    const wait = await this.deps.limits.engagement.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError('Too many requests. Please slow down.', wait);
  }
}
