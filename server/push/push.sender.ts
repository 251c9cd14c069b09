import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { DELIVERY_OF } from '../../core/alerts';
import type { Logger } from '../lib/logger';
import { isPrivateHost } from './endpoint';
import { Encryptor } from './encryptor';
import type { ClaimedDelivery, DeliveryOutcome, DeliveryResult, PushService } from './push.service';
import type { Vapid } from './vapid';

export interface PushSenderOptions {
  /** Requests in flight at once (PUSH_CONCURRENCY). */
  concurrency: number;
  /** Tests: endpoints on loopback or private addresses may be reached (PUSH_ALLOW_PRIVATE_ENDPOINTS). */
  allowPrivateEndpoints: boolean;
  /** Deliveries claimed at a time. */
  batchSize?: number;
  /** How long a claim holds: rows a process left `sending` longer come back to the queue (PUSH_LEASE_SECONDS). */
  leaseMs?: number;
  /** How often an idle sender looks at the queue (an alert made in this process wakes it at once). */
  pollMs?: number;
  /** The first retry's wait; each further one doubles it. */
  backoffMs?: number;
  /** Tries before a delivery counts as failed. */
  maxAttempts?: number;
  /** A push service's time to answer one request (at most a quarter of the lease). */
  timeoutMs?: number;
  /** Encrypt on a thread of its own (server/push/encryptor.ts); false: on the sending thread. */
  encryptInThread?: boolean;
  logger?: Logger;
}

/** What one drain of the queue did. */
export interface DrainReport {
  claimed: number;
  delivered: number;
  failed: number;
  gone: number;
  retried: number;
  released: number;
}

const DEFAULTS = {
  batchSize: 500,
  leaseMs: 30_000,
  pollMs: 2_000,
  backoffMs: 1_000,
  maxAttempts: 5,
  timeoutMs: 10_000,
  encryptInThread: true,
};
/** Messages handed to the encryption thread at a time: the first are ready while the rest are made. */
const ENCRYPT_CHUNK = 32;
/** The longest Retry-After honoured; a longer one waits this long. */
const RETRY_AFTER_MAX_MS = 10 * 60_000;

interface Held extends ClaimedDelivery {
  /** When this process claimed it (its clock). */
  takenAt: number;
  /** The encrypted message (made as soon as the row is claimed), or why it could not be. */
  body: Promise<Buffer | Error>;
}

type Answer = { status: number; retryAfterMs: number | null } | { error: Error };

/**
 * Sends the push queue (docs/product.md, 'Alerts and following'). Every process runs one and
 * they share the queue without a global lock: each claims due deliveries (`for update skip
 * locked`, PushService.claim), encrypts each alert for its device (RFC 8291 aes128gcm, with
 * `web-push`) and POSTs it to the device's push service (RFC 8030) over kept-alive connections,
 * signed with the site's VAPID token (cached per push service, server/push/vapid.ts), with TTL
 * and Urgency by kind (core/alerts.ts DELIVERY_OF). `concurrency` workers each take one delivery
 * at a time; outcomes are written together, one statement for all that finished while the last
 * one ran: 201/202 delivered; 404/410 gone (the subscription is removed); 429 and 5xx, and
 * network errors, tried again with exponential backoff (Retry-After honoured) up to
 * `maxAttempts`, then failed; any other answer failed.
 *
 * A process killed mid-send: its `sending` rows come back to the queue once their claim is older
 * than the lease, and another process sends them, so nobody's alert is lost. A device gets an
 * alert twice only if its request was in flight at the kill (sent, its outcome not yet written):
 * a worker takes its next delivery only once the last one's outcome is written, so that is at
 * most `concurrency` devices a killed process. Each request carries `Topic: alert-<id>`, so the
 * push service replaces an undelivered first copy with the second (RFC 8030 §5.4), and the
 * service worker shows notifications tagged with the alert's id, so a copy already shown is
 * replaced: the reader sees the alert once. A process that is not killed never sends a row
 * twice: it releases rows whose claim has grown old before their turn (half the lease) instead
 * of sending them, claims only what it sends in a quarter of the lease at the rate seen, and a
 * request cannot outlast its time limit, so a claim is settled before another process could take
 * it back.
 */
export class PushSender {
  readonly #options: Required<Omit<PushSenderOptions, 'logger'>>;
  readonly #logger: Logger | undefined;
  readonly #http: HttpAgent;
  readonly #https: HttpsAgent;
  readonly #encryptor: Encryptor;
  #stopped = false;
  #loop: Promise<void> | null = null;
  #draining: Promise<DrainReport> | null = null;
  #wake: (() => void) | null = null;
  #woken = false;

  constructor(
    private readonly push: Pick<PushService, 'claim' | 'settle' | 'finishIdle'>,
    private readonly vapid: Pick<Vapid, 'authorization'>,
    options: PushSenderOptions,
  ) {
    const { logger, concurrency, allowPrivateEndpoints, ...rest } = options;
    const merged = { ...DEFAULTS, ...withoutUndefined(rest), concurrency, allowPrivateEndpoints };
    // A request ends well within the lease, so its claim is written before another process may take it.
    this.#options = { ...merged, timeoutMs: Math.min(merged.timeoutMs, merged.leaseMs / 4) };
    this.#logger = logger;
    const lookup = options.allowPrivateEndpoints ? undefined : publicOnlyLookup;
    const agent = { keepAlive: true, maxSockets: this.#options.concurrency, ...(lookup ? { lookup } : {}) };
    this.#http = new HttpAgent(agent);
    this.#https = new HttpsAgent(agent);
    this.#encryptor = new Encryptor(this.#options.encryptInThread);
  }

  /** Starts draining the queue now and whenever woken, else every `pollMs`. */
  start(): void {
    if (this.#loop || this.#stopped) return;
    this.#loop = this.#run();
  }

  /** An alert was queued in this process: drain now rather than at the next poll. */
  wake(): void {
    this.#woken = true;
    this.#wake?.();
  }

  /**
   * Drains every due delivery and resolves when the queue holds none due (tests call it directly;
   * a running sender calls it in its loop). Calls at once share one drain.
   */
  drain(): Promise<DrainReport> {
    this.#draining ??= this.#drain().finally(() => {
      this.#draining = null;
    });
    return this.#draining;
  }

  /** Stops: requests in flight finish and are settled; claimed rows not yet sent go back to the queue. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#loop;
    await this.#draining;
    this.#http.destroy();
    this.#https.destroy();
    await this.#encryptor.close();
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      this.#woken = false;
      let claimed = 0;
      try {
        claimed = (await this.drain()).claimed;
      } catch (error) {
        this.#logger?.error({ err: error }, 'push: draining the queue failed; trying again shortly');
      }
      // Work found: look again at once (retries may be due, another alert queued meanwhile).
      if (claimed > 0 || this.#woken || this.#stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.#options.pollMs);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = null;
    }
  }

  async #drain(): Promise<DrainReport> {
    const report: DrainReport = { claimed: 0, delivered: 0, failed: 0, gone: 0, retried: 0, released: 0 };
    const { concurrency, batchSize, leaseMs } = this.#options;
    const started = Date.now();
    const queue: Held[] = [];
    let exhausted = false;
    let refilling: Promise<void> | null = null;

    // Rows claimed at a time: what this process sends in a quarter of the lease at the rate seen
    // so far (a slow push service, fewer), so a claim is sent long before it could be taken back.
    const claimSize = () => {
      const done = report.delivered + report.failed + report.gone + report.retried;
      const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
      const fits = done < concurrency ? concurrency * 4 : Math.floor((rate * leaseMs) / 4000);
      return Math.min(batchSize, Math.max(concurrency * 2, fits));
    };
    const refill = (): Promise<void> => {
      refilling ??= (async () => {
        try {
          if (this.#stopped) {
            exhausted = true;
            return;
          }
          const rows = await this.push.claim(claimSize(), leaseMs);
          const takenAt = Date.now();
          report.claimed += rows.length;
          if (rows.length === 0) exhausted = true;
          for (let at = 0; at < rows.length; at += ENCRYPT_CHUNK) {
            const chunk = rows.slice(at, at + ENCRYPT_CHUNK);
            const bodies = this.#encryptor.encrypt(
              chunk.map((row) => ({ p256dh: row.p256dh, auth: row.auth, payload: JSON.stringify(row.payload) })),
            );
            chunk.forEach((row, i) => queue.push({ ...row, takenAt, body: bodies.then((made) => made[i]!) }));
          }
        } finally {
          refilling = null;
        }
      })();
      return refilling;
    };

    // Outcomes are written together (group commit): one statement for all that finished while
    // the previous one ran. A worker waits for its outcome's statement before it takes another
    // row, so a killed process leaves at most `concurrency` rows sent but not recorded.
    let waiting: { outcome: DeliveryOutcome; done: () => void }[] = [];
    let writing = false;
    const write = () => {
      writing = true;
      const group = waiting;
      waiting = [];
      void this.push
        .settle(group.map((entry) => entry.outcome))
        .catch((error: unknown) => {
          // Left `sending`: the rows come back after the lease and are sent again (Topic keeps one copy).
          this.#logger?.error({ err: error, deliveries: group.length }, 'push: could not record outcomes');
        })
        .finally(() => {
          for (const entry of group) entry.done();
          writing = false;
          if (waiting.length) write();
        });
    };
    const record = (row: Held, result: DeliveryResult): Promise<void> => {
      if (result.result === 'delivered') report.delivered++;
      else if (result.result === 'failed') report.failed++;
      else if (result.result === 'gone') report.gone++;
      else if (result.result === 'retry') report.retried++;
      else report.released++;
      const outcome = { alertId: row.alertId, subscriptionId: row.subscriptionId, claim: row.claim, ...result };
      return new Promise<void>((done) => {
        waiting.push({ outcome, done });
        if (!writing) write();
      });
    };

    const worker = async () => {
      for (;;) {
        let row = queue.shift();
        if (!row) {
          if (exhausted) return;
          await refill();
          row = queue.shift();
          if (!row) {
            if (exhausted) return;
            continue;
          }
        }
        // Keep the queue ahead of the workers: the next batch is claimed while this one is sent.
        if (!exhausted && queue.length < concurrency) void refill().catch(() => undefined);
        // Stopping, or claimed so long ago another process may soon take it back: not sent now.
        if (this.#stopped || Date.now() - row.takenAt > leaseMs / 2) {
          await record(row, { result: 'release' });
          continue;
        }
        await record(row, await this.#deliver(row));
      }
    };

    // Every worker ends (a failed claim ends one) before the rest is put back.
    const ended = await Promise.allSettled(Array.from({ length: concurrency }, worker));
    await (refilling as Promise<void> | null)?.catch(() => undefined);
    // Claimed but never started (a claim failed under the workers): back to the queue.
    await Promise.all(queue.splice(0).map((row) => record(row, { result: 'release' })));
    const failure = ended.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    if (report.claimed > 0) {
      this.#logger?.info({ push: report }, 'push: sent');
      await this.push.finishIdle();
    }
    return report;
  }

  async #deliver(row: Held): Promise<DeliveryResult> {
    const delivery = DELIVERY_OF[row.kind];
    let authorization: string;
    const body = await row.body;
    try {
      if (body instanceof Error) throw body;
      authorization = await this.vapid.authorization(row.endpoint);
    } catch (error) {
      this.#logger?.warn({ err: error, alertId: row.alertId }, 'push: a message could not be made');
      return { result: 'failed' };
    }
    const answer = await this.#post(row.endpoint, body, {
      Authorization: authorization,
      TTL: String(delivery.ttl),
      Urgency: delivery.urgency,
      // RFC 8030 §5.4: a message re-sent after a kill replaces the undelivered first copy.
      Topic: `alert-${row.alertId}`,
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(body.length),
    });
    if ('error' in answer) return this.#retry(row, null);
    const { status } = answer;
    if (status === 201 || status === 202 || status === 200) return { result: 'delivered' };
    if (status === 404 || status === 410) return { result: 'gone' };
    if (status === 429 || status >= 500) return this.#retry(row, answer.retryAfterMs);
    return { result: 'failed' };
  }

  #retry(row: Held, retryAfterMs: number | null): DeliveryResult {
    if (row.attempts + 1 >= this.#options.maxAttempts) return { result: 'failed' };
    const backoff = this.#options.backoffMs * 2 ** row.attempts * (0.8 + Math.random() * 0.4);
    return { result: 'retry', delayMs: retryAfterMs ?? backoff };
  }

  #post(endpoint: string, body: Buffer, headers: Record<string, string>): Promise<Answer> {
    return new Promise((resolve) => {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch (error) {
        resolve({ error: error as Error });
        return;
      }
      const https = url.protocol === 'https:';
      const request = (https ? httpsRequest : httpRequest)(
        url,
        { method: 'POST', headers, agent: https ? this.#https : this.#http, timeout: this.#options.timeoutMs },
        (response) => {
          // Read to the end, so the connection is kept for the next request.
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, retryAfterMs: retryAfter(response.headers) }),
          );
          response.on('error', (error) => resolve({ error }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
      request.on('error', (error) => resolve({ error }));
      request.end(body);
    });
  }
}

/** Retry-After (seconds, or an HTTP date) in milliseconds, at most ten minutes; null without one. */
export function retryAfter(headers: IncomingHttpHeaders, now = Date.now()): number | null {
  const value = headers['retry-after'];
  if (typeof value !== 'string' || value.trim() === '') return null;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(0, ms));
}

/**
 * DNS for push services outside tests: a host name that resolves to a loopback or private
 * address is refused at connect time, as an address in the endpoint itself is refused at
 * subscribe (server/push/endpoint.ts).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 4);
      return;
    }
    const allowed = addresses.filter((a) => !isPrivateHost(a.address));
    if (allowed.length === 0) {
      callback(
        Object.assign(new Error(`push: ${hostname} resolves to a private address`), { code: 'EPRIVATE' }),
        '',
        4,
      );
      return;
    }
    if ((options as LookupOptions).all) {
      (callback as unknown as (err: null, addresses: LookupAddress[]) => void)(null, allowed);
    } else {
      callback(null, allowed[0]!.address, allowed[0]!.family);
    }
  });
};

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
