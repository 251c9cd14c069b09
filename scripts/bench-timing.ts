/**
 * The `Server-Timing` header of a page response, read for `npm run bench`
 * (`db;dur=12.3, render;dur=20.1, total;dur=35.0`; a cache hit: `cache;desc=hit, total;dur=0.4`).
 * Tolerant: unknown metrics, extra parameters, quotes and spaces are passed over.
 */
export type Timings = Partial<Record<string, number>>;

export const TIMING_METRICS = ['db', 'render', 'react', 'total'] as const;

/** `root 0.1, public-layout 0.9, article 3.2`: the medians of a page's `loader.*` parts, in ms. */
export function loaderParts(timing: Timings): string {
  return Object.entries(timing)
    .filter(([name, value]) => name.startsWith('loader.') && value !== undefined)
    .map(([name, value]) => `${name.slice('loader.'.length)} ${value!.toFixed(1)}`)
    .join(', ');
}

export function parseServerTiming(header: string | null | undefined): Timings {
  const timings: Timings = {};
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    if (!name) continue;
    for (const param of params) {
      const match = /^dur\s*=\s*"?([\d.]+)"?$/i.exec(param);
      if (match?.[1] !== undefined && Number.isFinite(Number(match[1]))) timings[name.toLowerCase()] = Number(match[1]);
    }
  }
  return timings;
}

/** The median of each metric (the parts too: `loader.article`, `react`) over the responses that carried it. */
export function medians(samples: readonly Timings[]): Timings {
  const result: Timings = {};
  const metrics = new Set(samples.flatMap((sample) => Object.keys(sample)));
  for (const metric of metrics) {
    const values = samples.map((s) => s[metric]).filter((v): v is number => v !== undefined);
    if (values.length === 0) continue;
    values.sort((a, b) => a - b);
    const mid = Math.floor(values.length / 2);
    result[metric] = values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
  }
  return result;
}

/** A median in ms with one decimal, or '–' while the server sends none. */
export function formatMs(value: number | undefined): string {
  return value === undefined ? '–' : value.toFixed(1);
}
