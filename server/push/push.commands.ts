import { z } from 'zod';
import { EDITIONS, DEFAULT_EDITION, type Edition } from '../../core/editions';
import { topicListSchema } from '../../core/follows-input';
import type { Clock } from '../ingest/scheduler';
import type { FollowsService } from '../follows/follows.service';
import type { Actor } from '../lib/actor';
import { RateLimitedError, ValidationError } from '../lib/errors';
import type { RateLimiter } from '../lib/rate-limit';
import { parseOr400 } from '../lib/validate';
import { ENDPOINT_MAX, subscriptionProblem } from './endpoint';
import type { PushChoices, PushService } from './push.service';

const ENDPOINT_RULE = `must be the push service's URL, at most ${ENDPOINT_MAX} characters`;
const endpoint = z
  .string()
  .min(1, ENDPOINT_RULE)
  .max(ENDPOINT_MAX, ENDPOINT_RULE)
  .meta({ description: "The push service's URL for this browser (`PushSubscription.endpoint`)." });

/** POST /api/push/subscribe. */
export const subscribeInput = z.strictObject({
  subscription: z
    .object({
      endpoint,
      // PushSubscription.toJSON() also gives `expirationTime` (null in every browser so far).
      expirationTime: z.number().nullable().optional(),
      keys: z.object({
        p256dh: z.string().max(200).meta({ description: "The browser's P-256 public key, base64url (65 bytes)." }),
        auth: z.string().max(100).meta({ description: "The browser's auth secret, base64url (16 bytes)." }),
      }),
    })
    .meta({ description: "The browser's `PushSubscription.toJSON()`." }),
  choices: z
    .strictObject({ breaking: z.boolean(), briefing: z.boolean(), following: z.boolean() })
    .meta({ description: 'What the device is sent: breaking news, the daily briefing, followed topics.' }),
  edition: z
    .enum(Object.keys(EDITIONS) as [Edition, ...Edition[]])
    .optional()
    .meta({ description: "The edition whose alerts it gets, in its language ('en' when left out)." }),
  follows: topicListSchema.optional().meta({
    description:
      "Signed out only: the browser's followed topics, replacing the subscription's own (signed in, the account's apply).",
  }),
});

/** POST /api/push/unsubscribe. */
export const unsubscribeInput = z.strictObject({ endpoint });

/** POST /api/push/clicked: the alert whose notification was clicked. */
export const clickedInput = z.strictObject({
  alert: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "must be an alert's id")
    .meta({ description: "The alert's id (the payload's `id`)." }),
});

/** What a device is subscribed to now. */
export interface PushSubscribed {
  choices: PushChoices;
  edition: Edition;
}

/** What the push use cases use (wired in server/services.ts). */
export interface PushCommandDeps {
  push: Pick<PushService, 'subscribe' | 'unsubscribe' | 'click'>;
  follows: Pick<FollowsService, 'resolve' | 'replaceForSubscription'>;
  clock: Clock;
  limits: { push: RateLimiter; engagement: RateLimiter };
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS: tests' local push service. */
  pushEndpoints: { allowPrivateEndpoints: boolean };
}

/**
 * Readers' push subscriptions (docs/product.md, 'Alerts and following'): anyone may subscribe a
 * browser (signed out, the subscription is the reader's identity; signed in, it joins the
 * account), change its choices, unsubscribe it, and count a click on an alert. No audit record
 * (a reader's own choice, like a saved story); limited per address.
 */
export class PushCommands {
  constructor(private readonly deps: PushCommandDeps) {}

  async subscribe(actor: Actor, input: unknown): Promise<PushSubscribed> {
    const parsed = parseOr400(subscribeInput, input);
    const { subscription } = parsed;
    const problem = subscriptionProblem(subscription, this.deps.pushEndpoints);
    if (problem) {
      throw new ValidationError(`${problem.field}: ${problem.message}`, { [problem.field]: problem.message });
    }
    await this.#limit(this.deps.limits.push, actor);
    const userId = actor.viewer?._id ?? null;
    const edition = parsed.edition ?? DEFAULT_EDITION;
    const { id } = await this.deps.push.subscribe(
      {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userId,
        sessionKey: actor.session ?? null,
        edition,
        choices: parsed.choices,
      },
      this.deps.clock.now(),
    );
    if (userId === null && parsed.follows) {
      await this.deps.follows.replaceForSubscription(id, await this.deps.follows.resolve(parsed.follows));
    }
    return { choices: parsed.choices, edition };
  }

  /** Forgets a browser's subscription; one the site does not know is no error. */
  async unsubscribe(actor: Actor, input: unknown): Promise<{ ok: true }> {
    const { endpoint: address } = parseOr400(unsubscribeInput, input);
    await this.#limit(this.deps.limits.push, actor);
    await this.deps.push.unsubscribe(address);
    return { ok: true };
  }

  /** Counts a click on an alert's notification (the service worker's); an unknown alert counts nothing. */
  async clicked(actor: Actor, input: unknown): Promise<void> {
    const { alert } = parseOr400(clickedInput, input);
    await this.#limit(this.deps.limits.engagement, actor);
    await this.deps.push.click(Number(alert));
  }

  async #limit(limiter: RateLimiter, actor: Actor): Promise<void> {
    const wait = await limiter.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError('Too many requests. Please slow down.', wait);
  }
}
