/**
 * What the API takes of followed topics (docs/product.md, 'Alerts and following'): a topic string
 * checked in full, and a list of them. Used by the follows' use cases and by POST
 * /api/push/subscribe (a signed-out browser's follows). The browser's own rules, without zod, are
 * core/follows.ts.
 */
import { CATEGORIES, CATEGORY_INFO } from './categories';
import { FOLLOW_KINDS, FOLLOW_LIMIT, FOLLOW_LIMIT_MESSAGE, formatTopic, parseTopic, type Topic } from './follows';
import { parseTagSlug } from './tags';
import { z } from './zod';

/** The sections' keys ('india', 'sports'), as 'section:<key>' names them. */
export const SECTION_KEYS: readonly string[] = CATEGORIES.map((category) => CATEGORY_INFO[category].key);

export const TOPIC_RULE =
  "must be a topic: 'tag:<tag slug>', 'section:<section>' (india, world, sports, …) or 'author:<username>'";

/** A topic, with its key as the site writes it (a tag's slug as core/tags.ts makes it; a section's key). */
export function checkedTopic(value: string): Topic | null {
  const topic = parseTopic(value);
  if (!topic) return null;
  if (topic.kind === 'tag' && parseTagSlug(topic.key) !== topic.key) return null;
  if (topic.kind === 'section' && !SECTION_KEYS.includes(topic.key)) return null;
  return formatTopic(topic.kind, topic.key);
}

/** One topic string. */
export const topicSchema = z
  .string()
  .max(200, TOPIC_RULE)
  .transform((value, ctx) => {
    const topic = checkedTopic(value);
    if (!topic) {
      ctx.addIssue({ code: 'custom', message: TOPIC_RULE });
      return z.NEVER;
    }
    return topic;
  })
  .meta({ description: "'tag:<tag slug>', 'section:<section>' or 'author:<username>'.", example: 'tag:monsoon' });

/** A browser's followed topics: at most FOLLOW_LIMIT (a longer list is refused, not cut). */
export const topicListSchema = z
  .array(topicSchema)
  .max(FOLLOW_LIMIT, FOLLOW_LIMIT_MESSAGE)
  .transform((topics) => [...new Set(topics)]);

/** PUT and DELETE /api/follows/{kind}/{key}: the address's parts. */
export const followTargetSchema = z.object({
  kind: z.enum(FOLLOW_KINDS),
  key: z.string().max(200),
});

/** POST /api/follows/merge: the browser's followed topics, newest first. */
export const mergeFollowsInput = z.strictObject({ follows: topicListSchema });
