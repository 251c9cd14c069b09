import { z } from 'zod';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../core/editions';
import { topicSchema } from '../../core/follows-input';
import { FOLLOW_LIMIT, type FollowItem } from '../../core/follows';
import { parseTagSlug } from '../../core/tags';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { parseOr400 } from '../lib/validate';
import type { FollowedStory, FollowsService, ResolvedTopic, TopicCount } from './follows.service';

/** Stories My news lists at most. */
export const FOLLOWED_STORIES_MAX = 20;
/** Topics the editors' list of the most followed shows. */
export const MOST_FOLLOWED = 12;

export interface FollowList {
  items: FollowItem[];
}

/** The topics as the API answers them (without the stored key). */
export function followList(topics: readonly ResolvedTopic[]): FollowList {
  return { items: topics.map(({ kind, key, name, path }) => ({ kind, key, name, path })) };
}

/** GET /api/follows/stories's query: `t` once a topic, and the edition. */
export const followedStoriesQuery = z.object({
  t: z
    .union([topicSchema, z.array(topicSchema).max(FOLLOW_LIMIT)])
    .optional()
    .transform((t) => [...new Set(t === undefined ? [] : Array.isArray(t) ? t : [t])])
    .meta({ description: "A followed topic, once each: 'tag:monsoon', 'section:sports', 'author:<username>'." }),
  edition: z
    .enum(Object.keys(EDITIONS) as [Edition, ...Edition[]])
    .default(DEFAULT_EDITION)
    .meta({ description: "Whose stories: an edition's code, 'en' when omitted." }),
});

/** What the follows' reads use (wired in server/services.ts). */
export interface FollowQueryDeps {
  follows: Pick<FollowsService, 'list' | 'resolve' | 'stories' | 'counts'>;
}

/**
 * Followed topics (docs/product.md, 'Alerts and following'): a signed-in reader's own list
 * (nobody sees another's), the newest stories of any set of topics (public: My news asks with the
 * browser's list, signed in or not), and how many follow each topic (staff). Following and
 * unfollowing are FollowCommands'.
 */
export class FollowQueries {
  constructor(private readonly deps: FollowQueryDeps) {}

  async list(actor: Actor): Promise<FollowList> {
    const viewer = authorize(actor, 'profile:edit');
    return followList(await this.deps.follows.list({ userId: viewer._id }));
  }

  /** The newest published stories of an edition in any of the topics (unknown ones skipped), at most 20. */
  async stories(_actor: Actor, input: unknown): Promise<{ items: FollowedStory[] }> {
    const { t, edition } = parseOr400(followedStoriesQuery, input);
    const topics = await this.deps.follows.resolve(t);
    return { items: await this.deps.follows.stories(topics, edition, FOLLOWED_STORIES_MAX) };
  }

  /** The most followed topics, most first, with how many follow each (staff: the dashboard). */
  async mostFollowed(actor: Actor): Promise<TopicCount[]> {
    authorize(actor, 'admin:access');
    return this.deps.follows.counts(MOST_FOLLOWED);
  }

  /** How many follow each of a story's tags (staff: the editor); a tag nobody follows is left out. */
  async tagFollowers(actor: Actor, tags: readonly string[]): Promise<Record<string, number>> {
    authorize(actor, 'admin:access');
    const slugs = [...new Set(tags.map((tag) => parseTagSlug(tag)).filter((slug): slug is string => !!slug))];
    const counts = await this.deps.follows.counts(
      slugs.length,
      slugs.slice(0, 100).map((slug) => ({ kind: 'tag' as const, stored: slug })),
    );
    return Object.fromEntries(counts.map((count) => [count.key, count.followers]));
  }
}
