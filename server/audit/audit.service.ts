import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../core/audit-actions';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from '../lib/actor';

export interface AuditEntry {
  /** `<object>.<verb>`, one of core/audit-actions.ts: `article.create`, `user.role`, `scheduler.start`, … */
  action: AuditAction;
  target?: { type: string; id: string; label?: string | null };
  /** What changed, briefly (a new role, the fields edited); never a password or a token. */
  details?: Record<string, unknown>;
}

/** The audit target for an account. */
export function userTarget(user: { _id: string; username: string }): NonNullable<AuditEntry['target']> {
  return { type: 'user', id: user._id, label: user.username };
}

export interface AuditRecord {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditQuery {
  actorId?: string;
  action?: string;
  page: number;
  limit: number;
}

/**
 * The audit log: use cases append, admins read (`/admin/audit`). There is no call to
 * change or remove a record, and the database refuses one (migration 0008).
 */
export class AuditLog {
  constructor(private readonly db: Db) {}

  /** Appends one record for `actor` and writes the same line to the request's log. */
  async record(actor: Actor, entry: AuditEntry): Promise<void> {
    const actorName = actor.viewer?.username ?? (actor.ip ? 'anonymous' : 'system');
    await this.db.insert(auditLog).values({
      actorId: actor.viewer?._id ?? null,
      actorName,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      targetLabel: entry.target?.label ?? null,
      ip: actor.ip,
      details: entry.details ?? null,
    });
    actor.log.info(
      { audit: entry.action, actor: actorName, target: entry.target ?? null, details: entry.details ?? null },
      'audit',
    );
  }

  /**
   * The latest record of `actorId`'s, written in the last `withinMs`, whose details hold `value`
   * at `path` (`['idempotency', 'key']`: the create an Idempotency-Key made). The time is the
   * database's, as `at` is.
   */
  async findRecent(
    actorId: string,
    path: readonly string[],
    value: string,
    withinMs: number,
  ): Promise<AuditRecord | null> {
    const [row] = await this.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, actorId),
          sql`${auditLog.at} > now() - make_interval(secs => ${withinMs / 1000}::float8)`,
          sql`${auditLog.details} #>> ${`{${path.join(',')}}`}::text[] = ${value}`,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(1);
    return row ? recordOf(row) : null;
  }

  /** Newest first, filtered by person and action. */
  async list(query: AuditQuery): Promise<{ items: AuditRecord[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
    if (query.action) conditions.push(eq(auditLog.action, query.action));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.seq))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return {
      items: rows.map(recordOf),
      total: totals?.n ?? 0,
    };
  }

  /**
   * The records about one object (`user`, its id) whose action starts with `prefix` ('member.'),
   * newest first, at most `limit`: a member's history.
   */
  async about(targetType: string, targetId: string, prefix: string, limit = 100): Promise<AuditRecord[]> {
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, targetType),
          eq(auditLog.targetId, targetId),
          sql`starts_with(${auditLog.action}, ${prefix})`,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(limit);
    return rows.map(recordOf);
  }

  /** The people and actions that appear in the log, for the filters. */
  async facets(): Promise<{ actors: { id: string; name: string }[]; actions: string[] }> {
    const [actors, actions] = await Promise.all([
      this.db
        .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName })
        .from(auditLog)
        .where(sql`${auditLog.actorId} is not null`)
        .orderBy(auditLog.actorId, desc(auditLog.at)),
      this.db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    ]);
    return {
      actors: actors
        .filter((a): a is { id: string; name: string } => a.id !== null)
        .sort((a, b) => a.name.localeCompare(b.name)),
      actions: actions.map((a) => a.action),
    };
  }
}

/** A row as the log shows it: `seq` only orders records of the same instant. */
function recordOf({ seq: _seq, ...row }: typeof auditLog.$inferSelect): AuditRecord {
  return { ...row, at: row.at.toISOString() };
}
