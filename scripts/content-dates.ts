import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../core/editions.ts';

/** The legal texts whose page says 'Last updated'. */
export const DATED_CONTENT = ['privacy-policy', 'terms-of-service', 'disclaimer', 'cookie-policy'] as const;

const ID = 'virtual:content-dates';

/**
 * `import dates from 'virtual:content-dates'`: each legal text's last change (YYYY-MM-DD),
 * taken at build time from git (the file's last commit), or from the file's modification
 * time where there is no git history (an unpacked archive). The default edition's texts
 * (app/content/<name>.tsx) are under their name; another edition's (app/content/hi/<name>.tsx)
 * under its code and the name ('hi/privacy-policy'), each page reading its own text's
 * (app/components/legal-page.tsx). An edition without a text of its own has no date for it.
 */
export function contentDates(root = process.cwd()): Plugin {
  return {
    name: 'newsdesk:content-dates',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      return `export default ${JSON.stringify(datedContent(root))};`;
    },
  };
}

/** Each edition's legal texts' last changes, by key ('privacy-policy', 'hi/privacy-policy'). */
export function datedContent(root = process.cwd()): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const edition of Object.keys(EDITIONS) as Edition[]) {
    const own = edition === DEFAULT_EDITION;
    for (const name of DATED_CONTENT) {
      const file = path.join(root, 'app/content', own ? '' : edition, `${name}.tsx`);
      // The default edition's texts must be there; another edition's may not be written yet.
      if (own || existsSync(file)) dates[own ? name : `${edition}/${name}`] = lastChange(file);
    }
  }
  return dates;
}

function lastChange(file: string): string {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
      cwd: path.dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // No git here: fall back to the file's own time.
  }
  return statSync(file).mtime.toISOString().slice(0, 10);
}
