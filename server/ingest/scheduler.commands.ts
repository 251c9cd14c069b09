import { SCHEDULER_TEXTS } from '../../core/ingest';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import type { AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { Scheduler, TriggerResult } from './scheduler';

/** What Start and Stop did: whether anything changed, and the message the API and the page give. */
export interface SchedulerSwitch {
  changed: boolean;
  message: string;
}

/** A manual fetch: the run started (and its message), or the message that one is already going on. */
export type SchedulerTrigger = TriggerResult & { message: string };

/** What the scheduler use cases use (wired in server/services.ts). */
export interface SchedulerCommandDeps {
  scheduler: Pick<Scheduler, 'start' | 'stop' | 'trigger'>;
  audit: AuditLog;
  events: EventBus;
}

/**
 * The news scheduler's use cases (docs/decisions/004-use-case-layer.md, docs/product.md,
 * 'Admin: scheduler'), for editors and admins (`scheduler:control`): Start, Stop and a manual
 * fetch (its status and history are SchedulerQueries'). Each change writes an audit record, emits
 * `scheduler.changed` and answers the message the API and the page give (core/ingest.ts
 * `SCHEDULER_TEXTS`); the stories a run stores emit `articles.changed` from the fetch itself.
 */
export class SchedulerCommands {
  constructor(protected readonly deps: SchedulerCommandDeps) {}

  /** Turns the schedule on; `changed` is false when it was already on. */
  async start(actor: Actor): Promise<SchedulerSwitch> {
    authorize(actor, 'scheduler:control');
    const changed = await this.deps.scheduler.start();
    await this.deps.audit.record(actor, { action: 'scheduler.start', details: { changed } });
    if (changed) this.deps.events.emit('scheduler.changed', { change: 'started' });
    return { changed, message: changed ? SCHEDULER_TEXTS.started : SCHEDULER_TEXTS.alreadyStarted };
  }

  /** Turns the schedule off (a run going on finishes); `changed` is false when it was already off. */
  async stop(actor: Actor): Promise<SchedulerSwitch> {
    authorize(actor, 'scheduler:control');
    const changed = await this.deps.scheduler.stop();
    await this.deps.audit.record(actor, { action: 'scheduler.stop', details: { changed } });
    if (changed) this.deps.events.emit('scheduler.changed', { change: 'stopped' });
    return { changed, message: changed ? SCHEDULER_TEXTS.stopped : SCHEDULER_TEXTS.alreadyStopped };
  }

  /**
   * Starts a news fetch now and answers at once with the run's id (`finished` settles
   * when it ends), or `started: false` when one is already going on (here or in another
   * process): nothing is started or recorded then.
   */
  async trigger(actor: Actor): Promise<SchedulerTrigger> {
    const viewer = authorize(actor, 'scheduler:control');
    const result = await this.deps.scheduler.trigger(viewer.username);
    if (!result.started) return { ...result, message: SCHEDULER_TEXTS.inProgress };
    await this.deps.audit.record(actor, {
      action: 'scheduler.trigger',
      target: { type: 'ingest_run', id: result.runId },
    });
    this.deps.events.emit('scheduler.changed', { change: 'triggered' });
    return { ...result, message: SCHEDULER_TEXTS.triggered };
  }
}
