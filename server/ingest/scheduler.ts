import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { eq, sql } from 'drizzle-orm';
import { CATEGORIES } from '../../core/categories';
import { PROVIDER_LABELS, type ProviderHealth, type RunReport, type SchedulerStatus } from '../../core/ingest';
import { queryRows, type Database } from '../db/client';
import { settings } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { IngestService } from './ingest.service';
import { LOCK_KEYS } from '../db/locks';

/** Time as the scheduler sees it: tests pass one they can move by hand. */
export interface Clock {
  now(): Date;
  /** Calls `fn` after `ms`; answers a function that cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer(fn, ms) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Advisory lock key of 'a news fetch is running' (across processes on PostgreSQL). */
export const RUN_LOCK_KEY = LOCK_KEYS.newsFetch;
const STATE_KEY = 'scheduler';
/** setTimeout's largest delay; longer waits are taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

interface StoredState {
  enabled: boolean;
  /** The last scheduled time a run was made for, so two processes never both run it. */
  lastSlot: string | null;
}

export type TriggerResult = { started: true; runId: string; finished: Promise<RunReport> } | { started: false };

export function describeSchedule(cron: string, timeZone: string): string {
  try {
    return `${cronstrue.toString(cron, { use24HourTimeFormat: true, verbose: true })} (${timeZone})`;
  } catch {
    return `${cron} (${timeZone})`;
  }
}

/**
 * The daily news fetch: a cron schedule in a fixed time zone, on or off as stored
 * in the database (a restart keeps it), never two runs at once, and after Stop no
 * scheduled run fires: the timer is cancelled, a timer already due checks that it
 * is still the current one, and a run re-reads the stored state before it starts.
 */
export class Scheduler {
  private readonly cron: Cron;
  private enabled = false;
  private cancelTimer: (() => void) | null = null;
  private generation = 0;
  /** The news fetch going on in this process, if any (not the same as `enabled`). */
  private runInProgress: Promise<RunReport> | null = null;
  /** A scheduled firing between its timer and the start of its run. */
  private firing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly ingest: IngestService,
    readonly schedule: { cron: string; timeZone: string },
    private readonly clock: Clock = systemClock,
    private readonly logger?: Logger,
  ) {
    this.cron = new Cron(schedule.cron, { timezone: schedule.timeZone, paused: true });
  }

  /** Reads the stored state (on by default on a new site) and arms the timer if on. */
  async init(): Promise<void> {
    const state = await this.readState();
    this.enabled = state.enabled;
    await this.database.exclusive(RUN_LOCK_KEY, () => this.ingest.closeInterrupted());
    if (this.enabled) this.arm();
  }

  /** Whether the schedule is on (Start/Stop); a fetch may or may not be going on. */
  get isEnabled(): boolean {
    return this.enabled;
  }

  nextRun(): Date | null {
    return this.enabled ? this.cron.nextRun(this.clock.now()) : null;
  }

  /** Answers false when it was already on. */
  async start(): Promise<boolean> {
    const state = await this.readState();
    const changed = !state.enabled || !this.enabled;
    await this.writeState({ ...state, enabled: true });
    this.enabled = true;
    if (!this.cancelTimer) this.arm();
    return changed;
  }

  /** Answers false when it was already stopped. */
  async stop(): Promise<boolean> {
    const state = await this.readState();
    const changed = state.enabled || this.enabled;
    this.disarm();
    this.enabled = false;
    await this.writeState({ ...state, enabled: false });
    return changed;
  }

  /** Starts a run now, unless one is going on (here or in another process). */
  async trigger(by: string | null): Promise<TriggerResult> {
    return this.launch({ trigger: 'manual', by });
  }

  /** Resolves when the run going on in this process (if any) has finished. */
  async idle(): Promise<void> {
    await this.firing;
    await this.runInProgress?.catch(() => {});
  }

  async status(): Promise<SchedulerStatus> {
    const [currentRun, lastRunSummary] = await Promise.all([this.ingest.currentRun(), this.ingest.lastFinishedRun()]);
    const next = this.nextRun();
    return {
      // The API's name for 'enabled' (docs/product.md, 'Admin: scheduler'); not 'a fetch is going on'.
      isRunning: this.enabled,
      schedule: this.schedule.cron,
      scheduleText: describeSchedule(this.schedule.cron, this.schedule.timeZone),
      timeZone: this.schedule.timeZone,
      lastRun: (currentRun ?? lastRunSummary)?.startedAt ?? null,
      nextRun: next?.toISOString() ?? null,
      categories: [...CATEGORIES],
      currentRun,
      lastRunSummary,
      providers: await this.providerHealth(),
      perCategory: this.ingest.perCategory,
      ingestStatus: this.ingest.ingestStatus,
    };
  }

  /** Each configured provider with how its last use went. */
  private async providerHealth(): Promise<ProviderHealth[]> {
    const runs = await this.ingest.runs(10);
    const list = this.ingest.providers.length
      ? this.ingest.providers.map((p) => ({ id: p.id, detail: p.detail }))
      : [{ id: 'samples' as const, detail: 'No provider configured' }];
    return list.map(({ id, detail }) => {
      let health: ProviderHealth = {
        id,
        label: PROVIDER_LABELS[id],
        state: 'unused',
        lastError: null,
        lastUsedAt: null,
        detail,
      };
      for (const run of runs) {
        const uses = Object.values(run.categories).flatMap((c) => (c?.[id] ? [c[id]] : []));
        if (uses.length === 0) continue;
        const failure = uses.find((u) => u.error);
        health = {
          ...health,
          state: failure ? 'failing' : 'ok',
          lastError: failure?.error ?? null,
          lastUsedAt: run.startedAt,
        };
        break;
      }
      return health;
    });
  }

  /**
   * Re-reads the stored state and arms or disarms to match: another process's Start or
   * Stop reaches this one as a `scheduler.changed` event (server/services.ts).
   */
  async refresh(): Promise<void> {
    if (this.closed) return;
    const state = await this.readState();
    if (this.closed) return;
    this.enabled = state.enabled;
    if (!state.enabled) this.disarm();
    else if (!this.cancelTimer && !this.firing) this.arm();
  }

  /** Stops the timer and asks a run in progress to end at the next story. */
  async close(): Promise<void> {
    this.closed = true;
    this.disarm();
    await this.idle();
  }

  private arm(): void {
    this.disarm();
    const generation = ++this.generation;
    const next = this.cron.nextRun(this.clock.now());
    if (!next) return;
    const wait = next.getTime() - this.clock.now().getTime();
    this.cancelTimer = this.clock.setTimer(
      () => {
        if (generation !== this.generation || !this.enabled || this.closed) return;
        this.cancelTimer = null;
        if (wait > MAX_TIMER_MS) {
          this.arm();
          return;
        }
        const firing = this.fire(next).finally(() => {
          if (this.firing === firing) this.firing = null;
          if (generation === this.generation && this.enabled && !this.closed) this.arm();
        });
        this.firing = firing;
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
  }

  private disarm(): void {
    this.generation++;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private async fire(slot: Date): Promise<void> {
    try {
      // Every process arms the same schedule: only the one whose claim lands runs the slot.
      if (!(await this.claimSlot(slot))) return;
      const result = await this.launch({ trigger: 'schedule', by: null });
      if (result.started) await result.finished;
      else this.logger?.info('scheduled news fetch skipped: another run is in progress');
    } catch (error) {
      this.logger?.error({ err: error }, 'scheduled news fetch failed');
    }
  }

  private launch(request: { trigger: 'manual' | 'schedule'; by: string | null }): Promise<TriggerResult> {
    if (this.runInProgress || this.closed) return Promise.resolve({ started: false });
    return new Promise<TriggerResult>((resolveStart, rejectStart) => {
      let started = false;
      const finished = new Promise<RunReport>((resolveRun, rejectRun) => {
        this.database
          .exclusive(RUN_LOCK_KEY, async () => {
            const runId = await this.ingest.begin(request);
            started = true;
            resolveStart({ started: true, runId, finished });
            return this.ingest.execute(runId, () => this.closed);
          })
          .then((outcome) => {
            if (outcome.ran) {
              this.logger?.info(
                { stored: outcome.value.stored, skipped: outcome.value.skipped, status: outcome.value.status },
                'news fetch finished',
              );
              resolveRun(outcome.value);
            } else {
              resolveStart({ started: false });
              rejectRun(new Error('not started'));
            }
          })
          .catch((error: unknown) => {
            if (!started) rejectStart(error);
            rejectRun(error);
          });
      });
      // Only this process's own run blocks a second one here; the lock covers the others.
      this.runInProgress = finished;
      finished
        .catch(() => {})
        .finally(() => {
          if (this.runInProgress === finished) this.runInProgress = null;
        });
    });
  }

  private async readState(): Promise<StoredState> {
    const [row] = await this.database.db.select().from(settings).where(eq(settings.key, STATE_KEY));
    const value = (row?.value ?? {}) as Partial<StoredState>;
    return { enabled: value.enabled ?? true, lastSlot: value.lastSlot ?? null };
  }

  /**
   * Records `slot` as run, in one statement, unless the scheduler is stopped or this slot
   * (or a later one) is recorded already: of several processes firing at once exactly one
   * gets a row back. A read then a write would let two pass between them.
   */
  private async claimSlot(slot: Date): Promise<boolean> {
    const iso = slot.toISOString();
    const fresh = JSON.stringify({ enabled: true, lastSlot: iso } satisfies StoredState);
    const rows = await queryRows<{ key: string }>(
      this.database.db,
      sql`insert into ${settings} (key, value, updated_at)
          values (${STATE_KEY}, ${fresh}::jsonb, ${this.clock.now().toISOString()}::timestamptz)
          on conflict (key) do update
            set value = jsonb_set(${settings.value}, '{lastSlot}', to_jsonb(${iso}::text)),
                updated_at = excluded.updated_at
            where coalesce((${settings.value} ->> 'enabled')::boolean, true)
              and (${settings.value} ->> 'lastSlot' is null or ${settings.value} ->> 'lastSlot' < ${iso})
          returning key`,
    );
    return rows.length === 1;
  }

  private async writeState(state: StoredState): Promise<void> {
    await this.database.db
      .insert(settings)
      .values({ key: STATE_KEY, value: state, updatedAt: this.clock.now() })
      .onConflictDoUpdate({ target: settings.key, set: { value: state, updatedAt: this.clock.now() } });
  }
}
