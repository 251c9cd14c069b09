import type { Category } from '../../core/categories';
import type { MostReadScope } from '../../core/most-read';
import type { Logger } from './logger';

/**
 * What happened in a domain, told to whoever listens: the page cache, the read model and,
 * on PostgreSQL, the other processes (server/lib/event-relay.ts). A use case
 * (`server/<domain>/<domain>.commands.ts`) emits one event after its work is saved;
 * nothing else clears a cache by hand.
 * See docs/architecture.md, 'Use cases and events'.
 */
export interface DomainEvents {
  /**
   * Articles were created, changed or removed. `public` is true when a reader could
   * see the difference (the article is, or was, published).
   */
  'articles.changed': {
    ids: string[];
    categories: Category[];
    change: 'created' | 'updated' | 'deleted' | 'ingested';
    public: boolean;
    /**
     * For `updated`: the article was published before and still is (an edit readers see
     * in place, not a publish or an unpublish). The page cache then drops only the pages
     * that show it (server/cache/tags.ts); left out, every public page is redrawn.
     */
    inPlace?: boolean;
    /** The articles' slugs, before and after the change (a new slug gives both): their addresses' pages. */
    slugs?: string[];
  };
  /** Accounts were created, changed (profile, role, password) or removed. */
  'users.changed': { ids: string[]; change: 'created' | 'updated' | 'role' | 'deleted' };
  /** Guest contributors were added, changed or deleted (their pages and feeds show them). */
  'contributors.changed': { ids: string[] };
  /** Sessions were signed out (their stored keys, server/auth/auth.service.ts `tokenHash`). */
  'sessions.ended': { keys: string[] };
  /** Readers' memberships changed (a Stripe event, a complimentary membership): what they may read. */
  'members.changed': { ids: string[] };
  /** The site settings changed (name, words, contact details, logo, icon). */
  'settings.changed': { keys: string[] };
  /**
   * A story's public thread changed: a comment published, edited, deleted, liked, featured,
   * approved or hidden (docs/product.md, 'Comments'). Its cached comment pages are drawn again.
   */
  'comments.changed': { articles: { id: string; slug: string }[] };
  /** Contact messages arrived, were read or were deleted. */
  'messages.changed': { ids: string[]; change: 'received' | 'read' | 'deleted' };
  /**
   * The front page's pins or 'Breaking' flags changed: arranged by an editor, a story flagged or
   * unflagged, or pins and flags that ended removed by the minute's clean-up.
   */
  'frontpage.changed': { change: 'arranged' | 'flagged' | 'expired' };
  /**
   * This process read the 'Most read' lists again and these scopes' lists changed (the whole
   * site as 'all', or a category). Not relayed: every process reads its own each minute.
   */
  'mostread.changed': { scopes: MostReadScope[] };
  /** Newsletter subscribers changed or a newsletter went out (local: nothing is held in memory). */
  'newsletter.changed': { change: 'subscribed' | 'confirmed' | 'unsubscribed' | 'sent' };
  /** The scheduler was started, stopped or triggered. */
  'scheduler.changed': { change: 'started' | 'stopped' | 'triggered' };
}

export type EventName = keyof DomainEvents;
export type EventHandler<K extends EventName> = (payload: DomainEvents[K]) => void;

/**
 * The events other processes on the same database must hear, because they drop what a
 * process holds in memory (cached pages, the read model, the front page's pins, the site
 * settings, the scheduler's timer). `messages.changed` drops nothing and stays local, and
 * `mostread.changed` is each process's own reading of the counts.
 */
export const RELAYED_EVENTS = [
  'articles.changed',
  'settings.changed',
  'users.changed',
  'contributors.changed',
  'members.changed',
  'sessions.ended',
  'scheduler.changed',
  'frontpage.changed',
  'comments.changed',
] as const;
export type RelayedEventName = (typeof RELAYED_EVENTS)[number];

export function isRelayed(name: string): name is RelayedEventName {
  return (RELAYED_EVENTS as readonly string[]).includes(name);
}

/** Where a bus hands its local emits of relayed events (server/lib/event-relay.ts). */
export type RelayForward = <K extends RelayedEventName>(name: K, payload: DomainEvents[K]) => void;

/**
 * A small typed, synchronous event bus. Handlers run in the order they subscribed,
 * in the emitter's turn; one handler's failure is logged and never reaches the use
 * case that emitted (its work is already saved). With a relay attached (several
 * processes on one PostgreSQL), local emits of `RELAYED_EVENTS` are also handed to it;
 * events from other processes come in through `deliver`, which never relays again.
 */
export class EventBus {
  private readonly handlers = new Map<EventName, Set<EventHandler<never>>>();
  private forward: RelayForward | undefined;

  constructor(private readonly logger?: Logger) {}

  /** Subscribes; the returned function unsubscribes. */
  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    const stored = handler as EventHandler<never>;
    set.add(stored);
    return () => set.delete(stored);
  }

  /** Hands every later local emit of a relayed event to `forward`; the returned function detaches it. */
  relayTo(forward: RelayForward): () => void {
    this.forward = forward;
    return () => {
      if (this.forward === forward) this.forward = undefined;
    };
  }

  /** Runs the local handlers, then hands a relayed event to the relay, if one is attached. */
  emit<K extends EventName>(name: K, payload: DomainEvents[K]): void {
    this.deliver(name, payload);
    if (this.forward && isRelayed(name)) {
      try {
        this.forward(name, payload as DomainEvents[typeof name]);
      } catch (error) {
        this.logger?.error({ err: error, event: name }, 'event relay failed');
      }
    }
  }

  /** Runs the local handlers only: for an event another process emitted (and relayed already). */
  deliver<K extends EventName>(name: K, payload: DomainEvents[K]): void {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        (handler as EventHandler<K>)(payload);
      } catch (error) {
        this.logger?.error({ err: error, event: name }, 'event handler failed');
      }
    }
  }
}
