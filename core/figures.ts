/**
 * Change of the last 30 days against the 30 before, in whole per cent; null when
 * there is nothing to compare with (no history, or nothing in the earlier period).
 */
export function percentChange(recent: number | null, previous: number | null): number | null {
  if (recent === null || previous === null || previous === 0) return null;
  return Math.round(((recent - previous) / previous) * 100);
}
