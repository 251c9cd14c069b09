import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client';

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON), with the fields the plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

const flatten = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(flatten)];

/**
 * Every node of the plan of `statement`, in a transaction with `settings` set locally
 * (`enable_seqscan = off`…), as the code under test runs it.
 */
export async function planOf(db: Db, statement: SQL, settings: string[] = []): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(sql.raw(`set local ${setting}`));
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
      tx as unknown as Db,
      sql`explain (format json) ${statement}`,
    );
    const json = row?.['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
    return flatten(parsed[0].Plan);
  });
}

/** The plan's nodes in short, for a failing test's message. */
export const shownPlan = (plan: PlanNode[]) => JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name']]));
