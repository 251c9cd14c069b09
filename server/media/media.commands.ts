import { z } from 'zod';
import type { AuditLog } from '../audit/audit.service';
import type { Clock } from '../ingest/scheduler';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { OrphanScan, OrphanUploads } from './orphans';

/** `npm run media:orphans`'s arguments: list the orphan uploads, or remove them too. */
const orphansInput = z.object({ delete: z.boolean().default(false) });

/** The orphan uploads found, and how many went (null when only listed). */
export interface OrphansRemoved extends OrphanScan {
  removed: number | null;
}

/** What the media use cases use (wired in server/services.ts). */
export interface MediaCommandDeps {
  orphanUploads: Pick<OrphanUploads, 'find' | 'remove'>;
  audit: AuditLog;
  clock: Clock;
}

/**
 * The uploads' upkeep (docs/architecture.md, 'Media and uploads'): the operator at the server's
 * console, acting as the system, lists the uploaded files no row refers to and removes them,
 * with one audit record (`media.remove-orphans`).
 */
export class MediaCommands {
  constructor(protected readonly deps: MediaCommandDeps) {}

  /**
   * `npm run media:orphans` (`{ delete? }`): the files in the uploads that no row refers to,
   * older than an hour; with `delete`, removes them and records how many and their size (nothing
   * is recorded when there is none). The system's only (`systemActor`; no request may).
   */
  async removeOrphans(actor: Actor, input: unknown): Promise<OrphansRemoved> {
    if (!actor.system) throw new AppError(403, 'forbidden', 'Orphan uploads are removed only from the command line');
    const { delete: remove } = parseOr400(orphansInput, input);
    const scan = await this.deps.orphanUploads.find({ now: this.deps.clock.now().getTime() });
    if (!remove || scan.orphans.length === 0) return { ...scan, removed: remove ? 0 : null };
    const removed = await this.deps.orphanUploads.remove(scan.orphans);
    await this.deps.audit.record(actor, {
      action: 'media.remove-orphans',
      details: { files: removed, bytes: scan.bytes },
    });
    return { ...scan, removed };
  }
}
