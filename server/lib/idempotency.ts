import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError, ValidationError } from './errors';
import type { RateLimiter } from './rate-limit';

/**
 * `Idempotency-Key` on a create (docs/architecture.md, 'Idempotent creates'; as Stripe and the
 * IETF draft 'The Idempotency-Key HTTP Header Field' use it): a client sends one key per thing it
 * means to make, and sends the same key again when it cannot tell whether the first try worked (a
 * double click, a dropped connection). The first request with a key does the work; a repeat with
 * the same body gets the first answer, and a repeat with another body is refused.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key's first answer is given again (Stripe keeps keys 24 hours). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
export const KEY_INVALID = 'must be 1 to 255 visible ASCII characters, such as a UUID';
/** The header's value: visible ASCII, 1 to 255 characters (a UUID or any other random text the client chooses). */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, KEY_INVALID);
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request: send a new key for a new article';
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still being handled: try again in a moment';

/** The header's key, or null when the request carries none; a malformed key is a 400. */
export function idempotencyKeyOf(header: string | null | undefined): string | null {
  if (header === undefined || header === null) return null;
  if (!idempotencyKeySchema.safeParse(header).success) {
    throw new ValidationError(`${IDEMPOTENCY_HEADER}: ${KEY_INVALID}`, { [IDEMPOTENCY_HEADER]: KEY_INVALID });
  }
  return header;
}

/**
 * What a request asked for, as a hash: the same form sent twice hashes the same however it was
 * encoded (a multipart body gets a new boundary on each send), so fields are hashed by name and
 * value, in name order, and a file by its bytes.
 */
export function fingerprintOf(fields: Record<string, unknown>, file: Uint8Array | null): string {
  const hash = createHash('sha256');
  const names = Object.keys(fields).sort();
  hash.update(JSON.stringify(names.map((name) => [name, fields[name]])));
  hash.update('\0');
  if (file) hash.update(file);
  return hash.digest('base64url');
}

/** The first answer to a key, as its use case finds it again: what was asked (the fingerprint) and what was made. */
export interface FirstAnswer<T> {
  fingerprint: string;
  result: T;
}

export interface Once<T> {
  result: T;
  /** True when this is the first request's answer given again. */
  replayed: boolean;
}

/**
 * Runs a create at most once per (owner, key).
 *
 * - A key is claimed with a limiter of one per 24 hours (`rate_limits` on PostgreSQL, so two
 *   processes taking the same key at once cannot both win; memory on PGlite, one process): only
 *   the request that claims it does the work. A failure (a refusal, an error) gives the claim
 *   back, so the same request may be tried again; nothing was made.
 * - The first answer is found again by the use case (`find`): the record it wrote of the
 *   creation names the key and the fingerprint (the audit log for articles), so a repeat in any
 *   process, for 24 hours, answers what was made.
 * - A repeat that arrives while the first is still at work in this process waits for it and
 *   answers the same; in another process it is told to try again in a moment (409, as Stripe).
 */
export class IdempotentCreates<T> {
  /** The creates under way in this process, by owner and key; each entry leaves when it ends. */
  readonly #running = new Map<string, { fingerprint: string; answer: Promise<Once<T>> }>();

  constructor(private readonly claims: RateLimiter) {}

  once(
    owner: string,
    key: string,
    fingerprint: string,
    find: () => Promise<FirstAnswer<T> | null>,
    create: () => Promise<T>,
  ): Promise<Once<T>> {
    const id = `${owner}\n${key}`;
    const running = this.#running.get(id);
    if (running) {
      if (running.fingerprint !== fingerprint) return Promise.reject(reused());
      return running.answer.then(({ result }) => ({ result, replayed: true }));
    }
    const answer = this.#first(id, fingerprint, find, create).finally(() => this.#running.delete(id));
    this.#running.set(id, { fingerprint, answer });
    return answer;
  }

  async #first(
    id: string,
    fingerprint: string,
    find: () => Promise<FirstAnswer<T> | null>,
    create: () => Promise<T>,
  ): Promise<Once<T>> {
    const earlier = await find();
    if (earlier) return replay(earlier, fingerprint);
    const wait = await this.claims.consume(id);
    if (wait > 0) {
      // Another process holds the key: it has answered (found now) or is still at work.
      const answered = await find();
      if (answered) return replay(answered, fingerprint);
      throw new InProgressError();
    }
    try {
      return { result: await create(), replayed: false };
    } catch (error) {
      await this.claims.reset(id);
      throw error;
    }
  }
}

function replay<T>(first: FirstAnswer<T>, fingerprint: string): Once<T> {
  if (first.fingerprint !== fingerprint) throw reused();
  return { result: first.result, replayed: true };
}

/** 422, as Stripe answers a key reused with other parameters. */
function reused(): AppError {
  return new AppError(422, 'idempotency_key_reused', KEY_REUSED);
}

/** 409 with Retry-After: the first request with the key has not answered yet. */
export class InProgressError extends AppError {
  readonly retryAfterSeconds = 1;
  constructor() {
    super(409, 'idempotency_key_in_progress', KEY_IN_PROGRESS);
  }
}
