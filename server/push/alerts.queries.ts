import { z } from 'zod';
import { ALERT_KINDS } from '../../core/alerts';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../core/editions';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { parseOr400 } from '../lib/validate';
import type { AlertSummary, PushService } from './push.service';
import type { Vapid } from './vapid';

export type { AlertSummary } from './push.service';

/** The alerts history lists this many, newest first. */
export const ALERT_HISTORY_LIMIT = 100;

/** GET /api/alerts/audience. */
export const audienceQuery = z.object({
  kind: z.enum(ALERT_KINDS).optional().meta({
    description: "The alert's kind ('breaking' when left out): 'breaking', 'story' and 'live' go to breaking news.",
  }),
  edition: z
    .enum(Object.keys(EDITIONS) as [Edition, ...Edition[]])
    .optional()
    .meta({ description: "The story's edition ('en' when left out)." }),
});

export interface AlertList {
  items: AlertSummary[];
}

/** What the alert reads use (wired in server/services.ts). */
export interface AlertQueryDeps {
  push: Pick<PushService, 'history' | 'audience'>;
  vapid: Pick<Vapid, 'publicKey'>;
}

/**
 * Push alerts' reads (docs/product.md, 'Alerts and following'): the site's VAPID public key
 * (anyone: browsers subscribe with it), and for editors the alerts history with its counts and
 * how many devices an alert would reach (the composer's confirmation).
 */
export class AlertQueries {
  constructor(private readonly deps: AlertQueryDeps) {}

  /** The application server key browsers subscribe with (base64url, RFC 8292). */
  async publicKey(): Promise<{ publicKey: string }> {
    return { publicKey: await this.deps.vapid.publicKey() };
  }

  async history(actor: Actor): Promise<AlertList> {
    authorize(actor, 'articles:publish');
    return { items: await this.deps.push.history(ALERT_HISTORY_LIMIT) };
  }

  async audience(actor: Actor, input: unknown): Promise<{ devices: number }> {
    authorize(actor, 'articles:publish');
    const { kind, edition } = parseOr400(audienceQuery, input);
    return { devices: await this.deps.push.audience(kind ?? 'breaking', edition ?? DEFAULT_EDITION) };
  }
}
