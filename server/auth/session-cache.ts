import { tokenHash, type AuthService, type Viewer } from './auth.service';

/** How long a process trusts a session it looked up, at most (the events below end it sooner). */
const KEPT_MS = 30_000;
const MAX_KEPT = 10_000;

/**
 * Who a page request's session is, kept in memory for a while so that a signed-in reader's page
 * from the page cache costs no query (docs/architecture.md, 'Locked stories'). A kept session
 * is dropped when its account changes (`users.changed`: a name, a role, a password, a deletion)
 * and when it is signed out (`sessions.ended`); both are relayed to the other processes. While
 * they cannot be heard (server/lib/event-relay.ts) nothing is kept.
 */
export class SessionCache {
  private readonly kept = new Map<string, { viewer: Viewer; until: number }>();
  private keeping = true;
  /** Counts forgets: a lookup a forget overtook is not kept. */
  private generation = 0;

  constructor(
    private readonly auth: Pick<AuthService, 'viewerFor'>,
    private readonly now: () => number = Date.now,
  ) {}

  async viewerFor(token: string | undefined): Promise<Viewer | null> {
    if (!token || token.length > 200) return null;
    const key = tokenHash(token);
    const hit = this.kept.get(key);
    if (hit && hit.until > this.now()) return hit.viewer;
    const generation = this.generation;
    const viewer = await this.auth.viewerFor(token);
    if (viewer && this.keeping && generation === this.generation) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      this.kept.set(key, { viewer, until: this.now() + KEPT_MS });
    }
    return viewer;
  }

  /** These accounts changed (no ids: any). */
  forgetUsers(ids: readonly string[]): void {
    this.generation++;
    if (ids.length === 0) return this.kept.clear();
    const gone = new Set(ids);
    for (const [key, entry] of this.kept) if (gone.has(entry.viewer._id)) this.kept.delete(key);
  }

  /** These sessions ended (their stored keys; none: any). */
  forgetSessions(keys: readonly string[]): void {
    this.generation++;
    if (keys.length === 0) return this.kept.clear();
    for (const key of keys) this.kept.delete(key);
  }

  suspend(): void {
    this.keeping = false;
    this.forgetSessions([]);
  }

  resume(): void {
    this.forgetSessions([]);
    this.keeping = true;
  }
}
