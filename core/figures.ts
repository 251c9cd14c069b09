/** A dashboard figure: the total, and how many were added in the last 30 days and in the 30 before. */
export interface Figure {
  value: number;
  recent: number;
  previous: number;
}

/**
 * Change of the last 30 days against the 30 before, in whole per cent; null when
 * there is nothing to compare with (nothing in the earlier period).
 */
export function percentChange(recent: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((recent - previous) / previous) * 100);
}
