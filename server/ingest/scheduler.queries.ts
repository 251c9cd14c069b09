import { z } from 'zod';
import type { RunReport, SchedulerStatus } from '../../core/ingest';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { parseOr400 } from '../lib/validate';
import type { IngestService } from './ingest.service';
import type { Scheduler } from './scheduler';

/** GET /api/scheduler/runs's query. */
export const runsQuery = z.object({
  limit: z.coerce.number().int('must be a whole number').min(1).max(100).default(20),
});

/** What the scheduler reads use (wired in server/services.ts). */
export interface SchedulerQueryDeps {
  scheduler: Pick<Scheduler, 'status'>;
  ingest: Pick<IngestService, 'runs'>;
}

/**
 * The news scheduler's status and history (docs/product.md, 'Admin: scheduler'), for editors and
 * admins (`scheduler:control`). Start, Stop and a manual fetch are SchedulerCommands'.
 */
export class SchedulerQueries {
  constructor(private readonly deps: SchedulerQueryDeps) {}

  /** On or off, the schedule, the run going on, the last run and the providers' health. */
  async status(actor: Actor): Promise<SchedulerStatus> {
    authorize(actor, 'scheduler:control');
    return this.deps.scheduler.status();
  }

  /** The latest runs, newest first (`limit` 1-100, 20 unless told). */
  async runs(actor: Actor, input: unknown = {}): Promise<RunReport[]> {
    authorize(actor, 'scheduler:control');
    const { limit } = parseOr400(runsQuery, input);
    return this.deps.ingest.runs(limit);
  }
}
