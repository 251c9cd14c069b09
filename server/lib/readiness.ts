/** Why a process should not be sent requests now: the three statuses of GET /api/ready. */
export type NotReadyStatus = 'starting' | 'draining' | 'unavailable';

export type ReadinessState = { ready: true } | { ready: false; status: NotReadyStatus; reason: string };

export interface ReadinessDeps {
  /** Answers when the database does (`Database.ping`). */
  ping(): Promise<void>;
  /** The event relay, when there is one (PostgreSQL): down means this process may serve stale pages. */
  relay?: { readonly up: boolean } | null;
  /** How long the database may take to answer before the process counts as unavailable. */
  pingTimeoutMs?: number;
}

/**
 * Whether this process should get requests (GET /api/ready, for a load balancer), as
 * opposed to whether it is alive (GET /api/health). Not ready before `markReady` (the
 * server listens), after `drain` (SIGTERM: finishing what it has), when the database
 * does not answer within the time limit, or when the event relay has lost its connection.
 */
export class Readiness {
  private started = false;
  private draining = false;
  private readonly pingTimeoutMs: number;

  constructor(private readonly deps: ReadinessDeps) {
    this.pingTimeoutMs = deps.pingTimeoutMs ?? 1000;
  }

  /** The server is listening and everything is started. */
  markReady(): void {
    this.started = true;
  }

  /** Shutting down: answer not ready from now on, so a balancer sends new requests elsewhere. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async check(): Promise<ReadinessState> {
    if (this.draining) return { ready: false, status: 'draining', reason: 'shutting down' };
    if (!this.started) return { ready: false, status: 'starting', reason: 'starting up' };
    if (this.deps.relay && !this.deps.relay.up) {
      return { ready: false, status: 'unavailable', reason: 'not hearing other processes (event relay down)' };
    }
    const answered = await this.pingWithin();
    if (answered !== true) return { ready: false, status: 'unavailable', reason: answered };
    return { ready: true };
  }

  /** True, or why not. */
  private async pingWithin(): Promise<true | string> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('database did not answer in time'), this.pingTimeoutMs);
    });
    const ping = this.deps.ping().then(
      () => true as const,
      () => 'database unavailable',
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
