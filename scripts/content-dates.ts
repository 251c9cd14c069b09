import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The legal texts whose page says 'Last updated'. */
export const DATED_CONTENT = ['privacy-policy', 'terms-of-service', 'disclaimer', 'cookie-policy'] as const;

const ID = 'virtual:content-dates';

/**
 * `import dates from 'virtual:content-dates'`: each legal text's last change (YYYY-MM-DD),
 * taken at build time from git (the file's last commit), or from the file's modification
 * time where there is no git history (an unpacked archive).
 */
export function contentDates(root = process.cwd()): Plugin {
  return {
    name: 'newsdesk:content-dates',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const dates = Object.fromEntries(
        DATED_CONTENT.map((name) => [name, lastChange(path.join(root, 'app/content', `${name}.tsx`))]),
      );
      return `export default ${JSON.stringify(dates)};`;
    },
  };
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
