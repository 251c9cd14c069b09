import { followTargetSchema, mergeFollowsInput, TOPIC_RULE, checkedTopic } from '../../core/follows-input';
import { FOLLOW_LIMIT, FOLLOW_LIMIT_MESSAGE, formatTopic, topicsToMerge, type FollowKind } from '../../core/follows';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { Clock } from '../ingest/scheduler';
import type { RateLimiter } from '../lib/rate-limit';
import type { AuditLog } from '../audit/audit.service';
import type { PushSender } from '../push/push.sender';
import type { FollowAlerts } from './follow-alerts';
import type { FollowsService, ResolvedTopic } from './follows.service';
import { followList, type FollowList } from './follows.queries';

/** What an address names when nothing on the site has that topic. */
const NOT_FOUND: Record<FollowKind, string> = {
  tag: 'No published story has this tag.',
  section: 'No such section.',
  author: 'No writer has this username.',
};

/** What the follows' use cases use (wired in server/services.ts). */
export interface FollowCommandDeps {
  follows: FollowsService;
  followAlerts: Pick<FollowAlerts, 'run'>;
  pushSender: Pick<PushSender, 'wake'>;
  audit: AuditLog;
  clock: Clock;
  limits: { engagement: RateLimiter };
}

/**
 * Followed topics of signed-in readers (docs/product.md, 'Alerts and following'): a tag, a
 * section or a writer, at most FOLLOW_LIMIT an account; read with FollowQueries.list. Like saving
 * a story, following is nobody else's business: no audit record, and no event, as no shared page
 * shows it. Writes are limited per address with the engagement calls.
 */
export class FollowCommands {
  constructor(protected readonly deps: FollowCommandDeps) {}

  /** PUT /api/follows/{kind}/{key}: follows the topic (again: it moves to the top). */
  async follow(actor: Actor, input: { kind: string; key: string }): Promise<FollowList> {
    const viewer = authorize(actor, 'profile:edit');
    const topic = await this.target(input);
    await this.limit(actor);
    if (!(await this.deps.follows.add(viewer._id, topic, this.deps.clock.now()))) {
      throw new AppError(409, 'follow_limit', FOLLOW_LIMIT_MESSAGE);
    }
    return followList(await this.deps.follows.list({ userId: viewer._id }));
  }

  /** DELETE /api/follows/{kind}/{key}: follows it no more (not followed: no error). */
  async unfollow(actor: Actor, input: { kind: string; key: string }): Promise<FollowList> {
    const viewer = authorize(actor, 'profile:edit');
    const { kind, key } = this.parse(input);
    // A tag no story carries any more can still be unfollowed (by its slug); a writer, by username.
    const stored = kind === 'author' ? (await this.deps.follows.resolve([formatTopic(kind, key)]))[0]?.stored : key;
    if (!stored) throw new NotFoundError(NOT_FOUND.author);
    await this.limit(actor);
    await this.deps.follows.remove(viewer._id, kind, stored);
    return followList(await this.deps.follows.list({ userId: viewer._id }));
  }

  /**
   * The browser's list joins the account's at sign-in: topics the account does not follow, while
   * they fit under the limit; unknown ones are skipped. Answers the account's list as it is now.
   */
  async merge(actor: Actor, input: unknown): Promise<FollowList> {
    const viewer = authorize(actor, 'profile:edit');
    const { follows: topics } = parseOr400(mergeFollowsInput, input);
    await this.limit(actor);
    const found = await this.deps.follows.resolve(topics);
    const held = await this.deps.follows.list({ userId: viewer._id });
    // The account's own count, topics gone since included, is what the limit holds to.
    const room = Math.max(0, FOLLOW_LIMIT - (await this.deps.follows.countOf(viewer._id)));
    const add = topicsToMerge(
      held.map((topic) => topic.topic),
      found.map((topic) => topic.topic),
    ).slice(0, room);
    const byTopic = new Map(found.map((topic) => [topic.topic as string, topic]));
    await this.deps.follows.addAll(
      viewer._id,
      add.map((topic) => byTopic.get(topic)!),
      this.deps.clock.now(),
    );
    return followList(await this.deps.follows.list({ userId: viewer._id }));
  }

  /**
   * The followed-topic alerts' run (every FOLLOW_ALERT_CHECK_SECONDS, server/runtime.ts): each
   * alert it makes is audited (`alert.send`, by the site) and the push sender woken. The site's
   * own: the system only. Answers how many devices were told of new stories.
   */
  async sendAlerts(actor: Actor): Promise<number> {
    if (!actor.system) throw new AppError(403, 'forbidden', 'Only the site itself sends followed-topic alerts');
    const run = await this.deps.followAlerts.run();
    for (const alert of run.alerts) {
      await this.deps.audit.record(actor, {
        action: 'alert.send',
        target: { type: 'alert', id: String(alert.id), label: alert.title },
        details: { alertId: alert.id, kind: 'following', recipients: alert.recipients },
      });
    }
    if (run.devices > 0) this.deps.pushSender.wake();
    return run.devices;
  }

  private parse(input: { kind: string; key: string }): { kind: FollowKind; key: string } {
    const { kind, key } = parseOr400(followTargetSchema, input);
    const topic = checkedTopic(formatTopic(kind, key));
    if (!topic) throw new ValidationError(`key: ${TOPIC_RULE}`, { key: TOPIC_RULE });
    return { kind, key: topic.slice(kind.length + 1) };
  }

  private async target(input: { kind: string; key: string }): Promise<ResolvedTopic> {
    const { kind, key } = this.parse(input);
    const [found] = await this.deps.follows.resolve([formatTopic(kind, key)]);
    if (!found) throw new NotFoundError(NOT_FOUND[kind]);
    return found;
  }

  private async limit(actor: Actor): Promise<void> {
    const wait = await this.deps.limits.engagement.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError('Too many requests. Please slow down.', wait);
  }
}
