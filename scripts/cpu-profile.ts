import { Session } from 'node:inspector/promises';
import path from 'node:path';

/** A V8 CPU profile as the inspector's `Profiler.stop` answers it (the parts read here). */
interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileLine {
  /** `function (where)`: a package, a file of the repository, or V8's own (`(garbage collector)`). */
  name: string;
  /** Milliseconds the samples found this function itself running (not its callees). */
  selfMs: number;
  /** Its share of all the samples taken while profiling. */
  share: number;
}

/** Where a function is from: `react-dom`, `server/news/news.reading.ts`, `node:internal`. */
function owner(url: string): string {
  if (url === '') return '';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node';
  const file = url.replace(/^file:\/\//, '');
  return path.relative(process.cwd(), file);
}

/**
 * Runs `fn` under V8's sampling profiler (this thread only: a worker thread's work, PGlite's
 * among it, is not seen) and answers the `top` functions by their own time.
 */
export async function profileWhile(
  fn: () => Promise<unknown>,
  top = 15,
): Promise<{ functions: ProfileLine[]; owners: ProfileLine[] }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    await fn();
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    return { functions: heaviest(profile, top), owners: heaviest(profile, top, true) };
  } finally {
    session.disconnect();
  }
}

/**
 * The functions a profile's samples found running, by their own time, heaviest first; with
 * `byOwner`, their packages and files instead.
 */
export function heaviest(profile: Profile, top: number, byOwner = false): ProfileLine[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  samples.forEach((id, i) => {
    const node = byNode.get(id);
    // The time until the next sample is this one's (the first delta is from the start).
    const us = deltas[i + 1] ?? 0;
    if (!node || us <= 0) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    const where = owner(url);
    const name = byOwner
      ? where || functionName
      : `${functionName || '(anonymous)'}${where ? ` (${where}:${lineNumber + 1})` : ''}`;
    selfUs.set(name, (selfUs.get(name) ?? 0) + us);
    total += us;
  });
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, selfMs: us / 1000, share: total ? us / total : 0 }));
}

/** Prints `lines` as a table under `title`, each with its time per `per` calls. */
export function printProfile(title: string, lines: ProfileLine[], per: number): void {
  console.log(`\n${title}`);
  for (const line of lines) {
    console.log(
      `${(line.share * 100).toFixed(1).padStart(6)} %${(line.selfMs / per).toFixed(2).padStart(9)} ms  ${line.name}`,
    );
  }
}
