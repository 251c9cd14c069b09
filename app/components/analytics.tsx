/**
 * Where web analytics is configured (`ANALYTICS_ID`), the analytics island (app/islands/analytics.ts)
 * reads its id here and, only with the reader's consent, loads gtag and counts the page view.
 * Before consent no script is requested and no cookie set. Inert markup: nothing to see.
 */
export function Analytics({ id }: { id: string | null }) {
  return id ? <template data-analytics-id={id} /> : null;
}
