/** The PostgreSQL error code (SQLSTATE) of a failed query, from pg, PGlite or Drizzle's wrapper. */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique index refused the row (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** A foreign key refused the row: what it points at is gone (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}
