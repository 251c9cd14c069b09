import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushConfig } from '../config';
import { queryRows, type Db } from '../db/client';
import { pushKeys } from '../db/schema';

export interface VapidKeys {
  /** base64url, the uncompressed P-256 point browsers take as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

/** How long a signed VAPID token is good for (RFC 8292 allows up to 24 hours). */
const TOKEN_SECONDS = 12 * 60 * 60;
/** A token is signed again this long before it ends, so no request carries one about to lapse. */
const RENEW_BEFORE_SECONDS = 60 * 60;

/**
 * The site's VAPID identity (RFC 8292): the key pair from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY,
 * else the `push_keys` row, made once in the site's life. Every process reads the same row: the
 * first to find none inserts its pair with `on conflict do nothing` and then everyone, itself
 * included, reads back the one that won, so processes starting together agree.
 *
 * Each request to a push service carries `Authorization: vapid t=<JWT>, k=<public key>`, the JWT
 * signed (ES256) for the push service's origin. Signing costs about half a millisecond, as much
 * as encrypting the message, so one token per origin is kept and reused until an hour before it
 * ends, instead of one per request as `web-push` would sign.
 */
export class Vapid {
  #keys: Promise<VapidKeys> | null = null;
  readonly #headers = new Map<string, { header: string; renewAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly config: Pick<PushConfig, 'vapid' | 'subject'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key pair (read or made once, then kept in memory). */
  keys(): Promise<VapidKeys> {
    this.#keys ??= this.#load().catch((error: unknown) => {
      this.#keys = null;
      throw error;
    });
    return this.#keys;
  }

  async publicKey(): Promise<string> {
    return (await this.keys()).publicKey;
  }

  /** The Authorization header for a request to `endpoint`'s push service. */
  async authorization(endpoint: string): Promise<string> {
    const audience = new URL(endpoint).origin;
    const now = this.now();
    const held = this.#headers.get(audience);
    if (held && held.renewAt > now) return held.header;
    const keys = await this.keys();
    const expires = Math.floor(now / 1000) + TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.config.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expires,
    );
    this.#headers.set(audience, { header: Authorization, renewAt: (expires - RENEW_BEFORE_SECONDS) * 1000 });
    return Authorization;
  }

  async #load(): Promise<VapidKeys> {
    if (this.config.vapid) return this.config.vapid;
    const stored = await this.#read();
    if (stored) return stored;
    const made = webpush.generateVAPIDKeys();
    await this.db.execute(sql`
      insert into ${pushKeys} (id, public_key, private_key) values (1, ${made.publicKey}, ${made.privateKey})
      on conflict (id) do nothing`);
    const kept = await this.#read();
    if (!kept) throw new Error('push: the VAPID key pair could not be stored');
    return kept;
  }

  async #read(): Promise<VapidKeys | null> {
    const [row] = await queryRows<VapidKeys>(
      this.db,
      sql`select public_key as "publicKey", private_key as "privateKey" from ${pushKeys} where id = 1`,
    );
    return row ?? null;
  }
}
