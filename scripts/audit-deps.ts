/**
 * `npm run audit:deps`: fails when a dependency the server runs (`npm audit --omit=dev`) has a
 * high or critical advisory that is not in the dated exception list below. Part of `npm test`.
 *
 * When the registry's advisory service cannot be reached (a machine behind a registry mirror
 * that refuses the audit endpoint, or offline), it says so and passes: it cannot judge what it
 * cannot see, and a network outage must not block every change. See docs/security.md,
 * 'Dependency audit'.
 */
import { spawnSync } from 'node:child_process';

/**
 * Advisories accepted for a while, each with why and until when: past its date the exception
 * no longer applies and the audit fails again. Keep this list short and dated.
 */
export const EXCEPTIONS: { id: string; why: string; until: string }[] = [];

interface Advisory {
  source: number;
  name: string;
  title: string;
  severity: string;
  url: string;
}
interface AuditReport {
  vulnerabilities?: Record<string, { via: (Advisory | string)[] }>;
  statusCode?: number;
  message?: string;
  error?: { summary?: string };
}

const BLOCKING = new Set(['high', 'critical']);

export function blockingAdvisories(report: AuditReport, today = new Date()): Advisory[] {
  const accepted = new Set(EXCEPTIONS.filter((e) => new Date(e.until) >= today).map((e) => e.id));
  const found = new Map<string, Advisory>();
  for (const { via } of Object.values(report.vulnerabilities ?? {})) {
    for (const advisory of via) {
      if (typeof advisory === 'string' || !BLOCKING.has(advisory.severity)) continue;
      const id = advisory.url.split('/').pop() ?? String(advisory.source);
      if (!accepted.has(id)) found.set(id, advisory);
    }
  }
  return [...found.values()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  let report: AuditReport;
  try {
    report = JSON.parse(result.stdout || '{}') as AuditReport;
  } catch {
    report = { message: 'npm audit printed no report' };
  }
  if (!report.vulnerabilities) {
    const why = report.message ?? report.error?.summary ?? `npm audit exited ${result.status}`;
    console.warn(`dependency audit: skipped, the advisory service could not be asked (${why.split('\n')[0]})`);
    process.exit(0);
  }
  const blocking = blockingAdvisories(report);
  if (blocking.length === 0) {
    console.log('dependency audit: no high or critical advisory in the dependencies the server runs');
    process.exit(0);
  }
  for (const a of blocking) console.error(`✖ ${a.severity}: ${a.name}: ${a.title} (${a.url})`);
  console.error('Update the package, or add a dated exception to scripts/audit-deps.ts with the reason.');
  process.exit(1);
}
