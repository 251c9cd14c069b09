import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/client';
import type { Services } from '../services';
import { isRelayed, type DomainEvents, type EventBus, type RelayedEventName } from './events';
import type { Logger } from './logger';

/** The PostgreSQL channel every process of one site LISTENs on. */
export const EVENTS_CHANNEL = 'newsdesk_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (its default page size). */
export const MAX_NOTIFY_BYTES = 7999;

/** What goes over the channel: who sent it (to skip one's own), and the event. */
interface Message {
  origin: string;
  name: RelayedEventName;
  payload: unknown;
}

export interface EventRelayOptions {
  logger?: Logger;
  channel?: string;
  /** Called when the listening connection is lost: this process may now miss changes. */
  onLost?: () => void;
  /** Called once listening again, before any later notification is handled: drop what may have been missed. */
  onRestored?: () => void;
  /** First wait before reconnecting; doubled on each failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Carries domain events between the processes of one site on one PostgreSQL
 * (docs/architecture.md, 'Events across processes'). A dedicated connection, outside
 * the pool, LISTENs on one channel; the bus hands local emits of the relayed events
 * here, which NOTIFYs them through the pool with this process's `origin`. A
 * notification from another origin goes to the local handlers only (`EventBus.deliver`),
 * so it is never relayed again. When the listening connection is lost the relay is
 * `up: false` and reconnects with backoff; `onLost` and `onRestored` let the caller stop
 * trusting, then clear, what it holds in memory.
 */
export class EventRelay {
  /** This process's id on the channel. */
  readonly origin = randomUUID();
  private readonly channel: string;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;
  private client: pg.Client | undefined;
  private pid: number | null = null;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  /** Set once the connection has been lost and not yet restored. */
  private down = false;
  private detach: (() => void) | undefined;

  constructor(
    private readonly database: Pick<Database, 'db' | 'sessionClient'>,
    private readonly bus: EventBus,
    private readonly options: EventRelayOptions = {},
  ) {
    this.channel = options.channel ?? EVENTS_CHANNEL;
    // The channel goes into LISTEN as an identifier, which cannot be a query parameter.
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(this.channel)) throw new Error(`invalid channel name: ${this.channel}`);
    this.minBackoffMs = options.minBackoffMs ?? 100;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
  }

  /** Listening now: every other process's change reaches this one. */
  get up(): boolean {
    return this.client !== undefined;
  }

  /** The listening connection's server process id (tests end it to simulate a lost connection). */
  get backendPid(): number | null {
    return this.pid;
  }

  /**
   * Attaches to the bus and connects. A first connection that fails counts as lost:
   * the relay keeps trying in the background and `onLost` has been called.
   */
  async start(): Promise<void> {
    this.detach = this.bus.relayTo((name, payload) => this.send(name, payload));
    if (!(await this.connect())) this.lose(undefined, 'could not connect');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.detach?.();
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.pid = null;
    await client?.end().catch(() => undefined);
  }

  /** NOTIFYs a local event to the other processes; a failure is logged (the local handlers ran already). */
  private send<K extends RelayedEventName>(name: K, payload: DomainEvents[K]): void {
    const text = encodeMessage({ origin: this.origin, name, payload });
    if (text === null) {
      this.options.logger?.error({ event: name }, 'events: an event too large to relay even reduced');
      return;
    }
    this.database.db.execute(sql`select pg_notify(${this.channel}, ${text})`).catch((error: unknown) => {
      this.options.logger?.error({ err: error, event: name }, 'events: could not notify the other processes');
    });
  }

  private receive(message: pg.Notification): void {
    if (message.channel !== this.channel || !message.payload) return;
    const parsed = decodeMessage(message.payload);
    if (!parsed) {
      this.options.logger?.warn({ channel: message.channel }, 'events: an unreadable notification ignored');
      return;
    }
    if (parsed.origin === this.origin) return;
    this.bus.deliver(parsed.name, parsed.payload as DomainEvents[typeof parsed.name]);
  }

  /** Opens, listens and adopts a new connection; false when any step failed. */
  private async connect(): Promise<boolean> {
    if (!this.database.sessionClient) throw new Error('the event relay needs PostgreSQL');
    const client = this.database.sessionClient();
    client.on('notification', (message) => this.receive(message));
    // Errors before adoption are the awaited calls' own; after it, the connection is lost.
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (this.closed) {
        await client.end().catch(() => undefined);
        return true;
      }
      this.client = client;
      this.pid = rows[0]?.pid ?? null;
      return true;
    } catch (error) {
      this.options.logger?.debug({ err: error }, 'events: connecting failed');
      await client.end().catch(() => undefined);
      return false;
    }
  }

  /** `client` (undefined: none was adopted yet) failed or ended. */
  private lose(client: pg.Client | undefined, why: unknown): void {
    if (client !== this.client || this.closed) return;
    this.client = undefined;
    this.pid = null;
    void client?.end().catch(() => undefined);
    if (!this.down) {
      this.down = true;
      this.options.logger?.warn(
        { err: why instanceof Error ? why : undefined, reason: typeof why === 'string' ? why : undefined },
        'events: lost the connection that hears other processes; page cache bypassed until it is back',
      );
      this.options.onLost?.();
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.closed) return;
    const wait = Math.min(this.maxBackoffMs, this.minBackoffMs * 2 ** this.failures);
    this.failures++;
    this.retry = setTimeout(() => void this.reconnect(), wait);
    this.retry.unref();
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    if (!(await this.connect())) {
      this.schedule();
      return;
    }
    if (this.closed) return;
    this.failures = 0;
    this.down = false;
    this.options.logger?.info('events: listening to other processes again; in-memory copies cleared');
    this.options.onRestored?.();
  }
}

/** The message as sent: the event in full, or reduced when that is too large; null if even that is. */
export function encodeMessage(message: Message): string | null {
  const full = JSON.stringify(message);
  if (Buffer.byteLength(full) <= MAX_NOTIFY_BYTES) return full;
  const reduced = JSON.stringify({ ...message, payload: reducedPayload(message.name, message.payload) });
  return Buffer.byteLength(reduced) <= MAX_NOTIFY_BYTES ? reduced : null;
}

/**
 * A small payload that drops at least as much as `payload`: without ids, slugs or keys,
 * an `articles.changed` is not `inPlace` and names no category, so every public page and
 * every read-model list drops; the other events' handlers treat no ids or keys as "any".
 */
function reducedPayload(name: RelayedEventName, payload: unknown): unknown {
  switch (name) {
    case 'articles.changed': {
      const event = payload as DomainEvents['articles.changed'];
      const reduced: DomainEvents['articles.changed'] = {
        ids: [],
        categories: [],
        change: event.change,
        public: event.public,
      };
      return reduced;
    }
    case 'users.changed':
      return { ...(payload as DomainEvents['users.changed']), ids: [] };
    case 'contributors.changed':
    case 'members.changed':
      return { ids: [] };
    case 'sessions.ended':
      return { keys: [] };
    case 'settings.changed':
      return { keys: [] };
    case 'scheduler.changed':
    case 'frontpage.changed':
      return payload;
  }
}

export function decodeMessage(text: string): Message | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { origin, name, payload } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof name !== 'string' || !isRelayed(name)) return null;
  if (payload === null || typeof payload !== 'object') return null;
  return { origin, name, payload };
}

/**
 * On PostgreSQL, relays `services`' events to and from the other processes, and keeps the
 * page cache from serving what may be out of date while the relay cannot hear them. On
 * PGlite (one process) there is no one to tell: null.
 */
export async function startEventRelay(
  database: Database,
  services: Pick<
    Services,
    'events' | 'pageCache' | 'news' | 'site' | 'scheduler' | 'frontPage' | 'access' | 'sessions'
  >,
  options: Omit<EventRelayOptions, 'onLost' | 'onRestored'> = {},
): Promise<EventRelay | null> {
  if (database.kind !== 'postgres' || !database.sessionClient) return null;
  const relay = new EventRelay(database, services.events, {
    ...options,
    onLost: () => {
      services.pageCache.suspend();
      services.access.suspend();
      services.sessions.suspend();
    },
    onRestored: () => {
      // Changes made meanwhile were not heard: every copy held in memory is read again.
      services.news.resetReadModel();
      services.frontPage.forget();
      services.site.forget();
      services.pageCache.resume();
      services.access.resume();
      services.sessions.resume();
      // A Start or Stop elsewhere may have been missed too: the timer follows the stored state.
      services.scheduler.refresh().catch((error: unknown) => {
        options.logger?.error({ err: error }, 'events: the scheduler could not re-read its state');
      });
    },
  });
  await relay.start();
  return relay;
}
