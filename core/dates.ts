/**
 * Date formatting with one `Intl.DateTimeFormat` per zone, made once and reused:
 * building one per call halved server-rendering throughput (STACK.md pitfall 14).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date' | 'datetime', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-IN', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(kind === 'datetime' ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

/** '22 Nov 2026' */
export function formatDate(iso: string | Date, timeZone: string): string {
  return formatter('date', timeZone).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** '22 Nov 2026, 6:30 am IST' */
export function formatDateTime(iso: string | Date, timeZone: string): string {
  return formatter('datetime', timeZone).format(typeof iso === 'string' ? new Date(iso) : iso);
}
