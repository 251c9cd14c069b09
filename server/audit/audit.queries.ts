import { z } from 'zod';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { parseOr400 } from '../lib/validate';
import type { AuditLog, AuditRecord } from './audit.service';

export const AUDIT_PAGE_SIZE = 50;

const auditQuery = z.object({
  actor: z.uuid().optional().catch(undefined),
  action: z
    .string()
    .regex(/^[a-z-]+\.[a-z-]+$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** What reading the audit log uses (wired in server/services.ts). */
export interface AuditQueryDeps {
  audit: Pick<AuditLog, 'list' | 'facets'>;
}

/** Reading the audit log: admins only. Nothing here, or anywhere, edits or removes a record. */
export class AuditQueries {
  constructor(private readonly deps: AuditQueryDeps) {}

  /** One page of records, newest first, with the filters' choices. */
  async list(
    actor: Actor,
    input: unknown,
  ): Promise<{
    items: AuditRecord[];
    total: number;
    page: number;
    pageSize: number;
    filters: { actor?: string; action?: string };
    facets: { actors: { id: string; name: string }[]; actions: string[] };
  }> {
    authorize(actor, 'users:manage');
    const query = parseOr400(auditQuery, input);
    const [{ items, total }, facets] = await Promise.all([
      this.deps.audit.list({ actorId: query.actor, action: query.action, page: query.page, limit: AUDIT_PAGE_SIZE }),
      this.deps.audit.facets(),
    ]);
    return {
      items,
      total,
      page: query.page,
      pageSize: AUDIT_PAGE_SIZE,
      filters: { actor: query.actor, action: query.action },
      facets,
    };
  }
}
