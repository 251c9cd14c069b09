import { createECDH, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { AlertPayload } from '../../core/alerts';
import { p256PublicKey } from '../../server/push/endpoint';

// http_ece ships no types: the one call this file makes, typed here.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A browser's PushSubscription as `toJSON()` gives it (what the site's subscribe call takes). */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push message the service accepted, decrypted as the subscriber's browser would. */
export interface ReceivedPush {
  subscriber: string;
  payload: AlertPayload;
  /** RFC 8030 §5.2 TTL header, seconds. */
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** RFC 8292: the JWT's audience and subject, and whether its ES256 signature, audience and expiry hold. */
  vapid: { aud: string; sub: string; valid: boolean };
}

interface Subscriber {
  ecdh: ECDH;
  auth: string;
}

interface Scripted {
  status: number;
  /** Answers left; Infinity until told otherwise. */
  times: number;
}

export interface TestPushServiceOptions {
  /**
   * Decrypt and check each message (the default). Off, the service only counts the POSTs it
   * accepts for any `/push/<id>` (the bench's 100,000 subscriptions, whose keys the service does
   * not hold): `received()` stays empty and `accepted` counts.
   */
  decrypt?: boolean;
  /** Milliseconds each answer waits (a slow push service: a send in progress for a while). */
  delayMs?: number;
}

/**
 * A push service (RFC 8030) on 127.0.0.1, port 0, in the test process: it takes the encrypted
 * POSTs a site sends to its subscribers' endpoints (`${url}/push/<id>`), answers 201 (or what a
 * test scripts: 404, 410, 429 with `Retry-After: 0`, 500), decrypts each accepted message with
 * the subscriber's private key and auth secret (aes128gcm, RFC 8291, through `http_ece`) and
 * checks the VAPID JWT (RFC 8292: ES256 against the `k=` key, `aud` this service's origin, `exp`
 * in the future and within 24 hours).
 *
 * Like a real service it keeps each subscriber's undelivered messages (`stored`): a message whose
 * Topic matches one still stored replaces it (RFC 8030 §5.4), so a re-send of an alert (Topic
 * `alert-<id>`) leaves the reader one copy. `deliver(id)` plays the device coming online.
 */
export class TestPushService {
  readonly url: string;
  /** Every POST to a `/push/` path, whatever it was answered (a retry or a re-send counts again). */
  readonly posts = new Map<string, number>();
  /** Messages accepted (2xx), counted also when not decrypted. */
  accepted = 0;
  /** What went wrong on the service's side (a message it could not decrypt, a bad header): a test asserts it empty. */
  readonly problems: string[] = [];
  delayMs: number;

  private readonly subscribers = new Map<string, Subscriber>();
  private readonly scripts = new Map<string, Scripted[]>();
  private readonly messages: ReceivedPush[] = [];
  private readonly held = new Map<string, ReceivedPush[]>();
  private readonly waiters = new Set<() => void>();
  private readonly decrypt: boolean;

  private constructor(
    private readonly server: Server,
    options: TestPushServiceOptions,
  ) {
    const { port } = server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    this.decrypt = options.decrypt ?? true;
    this.delayMs = options.delayMs ?? 0;
  }

  static async start(options: TestPushServiceOptions = {}): Promise<TestPushService> {
    const server = createServer();
    // Senders keep connections open between batches.
    server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const service = new TestPushService(server, options);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => service.handle(request, response));
    return service;
  }

  /** A browser's subscription on this service: a real P-256 key pair and a 16-byte auth secret. */
  newSubscriber(): { id: string; subscription: TestSubscription } {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    this.subscribers.set(id, { ecdh, auth });
    return {
      id,
      subscription: {
        endpoint: `${this.url}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      },
    };
  }

  /**
   * What the service answers a subscriber (or '*', anyone without a script of their own) from
   * now: `times` answers (every one, without it), then 201 again.
   */
  answer(id: string, status: number, times = Number.POSITIVE_INFINITY): void {
    const list = this.scripts.get(id) ?? [];
    list.push({ status, times });
    this.scripts.set(id, list);
  }

  /** Decrypted messages accepted, in arrival order: one subscriber's, or everyone's. */
  received(id?: string): ReceivedPush[] {
    return id === undefined ? [...this.messages] : this.messages.filter((m) => m.subscriber === id);
  }

  /** A subscriber's messages waiting on the service for the device: one per Topic (RFC 8030 §5.4). */
  stored(id: string): ReceivedPush[] {
    return [...(this.held.get(id) ?? [])];
  }

  /** The device came online: its stored messages are delivered (and no longer replaced by a Topic). */
  deliver(id: string): ReceivedPush[] {
    const list = this.stored(id);
    this.held.delete(id);
    return list;
  }

  /** Resolves when `count` messages have been received in all, or fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedPush[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.messages.length < count) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(this.received());
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`waited ${timeoutMs} ms for ${count} push message(s); ${this.messages.length} arrived`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  /** Forgets what was received and scripted (subscribers stay). */
  clear(): void {
    this.messages.length = 0;
    this.held.clear();
    this.scripts.clear();
    this.posts.clear();
    this.problems.length = 0;
    this.accepted = 0;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const match = /^\/push\/([^/?]+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    const id = match[1]!;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.posts.set(id, (this.posts.get(id) ?? 0) + 1);
      const status = this.scripted(id);
      const finish = () => {
        if (status >= 200 && status < 300) this.accept(id, request, Buffer.concat(chunks));
        const headers: Record<string, string> = {};
        if (status === 429) headers['Retry-After'] = '0';
        if (status === 201) headers.Location = `${this.url}/message/${randomUUID()}`;
        response.writeHead(status, headers).end();
      };
      if (this.delayMs > 0) setTimeout(finish, this.delayMs);
      else finish();
    });
  }

  private scripted(id: string): number {
    const own = this.scripts.get(id);
    const list = own?.length ? own : this.scripts.get('*');
    const next = list?.[0];
    if (!list || !next) return this.decrypt && !this.subscribers.has(id) ? 404 : 201;
    next.times -= 1;
    if (next.times <= 0) list.shift();
    return next.status;
  }

  private accept(id: string, request: IncomingMessage, body: Buffer): void {
    this.accepted += 1;
    if (!this.decrypt) return;
    const subscriber = this.subscribers.get(id);
    if (!subscriber) return;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : null;
    };
    if (header('content-encoding') !== 'aes128gcm') {
      this.problems.push(`${id}: Content-Encoding ${header('content-encoding')}, not aes128gcm`);
      return;
    }
    let payload: AlertPayload;
    try {
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth,
      });
      payload = JSON.parse(plain.toString('utf8')) as AlertPayload;
    } catch (error) {
      this.problems.push(`${id}: could not decrypt: ${(error as Error).message}`);
      return;
    }
    const message: ReceivedPush = {
      subscriber: id,
      payload,
      ttl: Number(header('ttl')),
      urgency: header('urgency'),
      topic: header('topic'),
      vapid: this.checkVapid(header('authorization')),
    };
    this.messages.push(message);
    const held = (this.held.get(id) ?? []).filter((m) => message.topic === null || m.topic !== message.topic);
    held.push(message);
    this.held.set(id, held);
    for (const wake of this.waiters) wake();
  }

  /** RFC 8292 §3: `vapid t=<JWT>, k=<the application server's public key>`. */
  private checkVapid(authorization: string | null): ReceivedPush['vapid'] {
    const refused = { aud: '', sub: '', valid: false };
    const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
    if (!match) return refused;
    const [, token, key] = match as unknown as [string, string, string];
    const parts = token.split('.');
    if (parts.length !== 3) return refused;
    const [head, body, signature] = parts as [string, string, string];
    let claims: { aud?: unknown; sub?: unknown; exp?: unknown };
    let alg: unknown;
    try {
      alg = (JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return refused;
    }
    const aud = typeof claims.aud === 'string' ? claims.aud : '';
    const sub = typeof claims.sub === 'string' ? claims.sub : '';
    const publicKey = p256PublicKey(Buffer.from(key, 'base64url'));
    let signed = false;
    try {
      signed =
        publicKey !== null &&
        verify(
          'sha256',
          Buffer.from(`${head}.${body}`),
          { key: publicKey, dsaEncoding: 'ieee-p1363' },
          Buffer.from(signature, 'base64url'),
        );
    } catch {
      signed = false;
    }
    const now = Date.now() / 1000;
    const exp = typeof claims.exp === 'number' ? claims.exp : 0;
    const valid = signed && alg === 'ES256' && aud === this.url && exp > now && exp <= now + 24 * 60 * 60;
    return { aud, sub, valid };
  }
}
