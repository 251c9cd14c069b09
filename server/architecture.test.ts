import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

/**
 * The layers as docs/architecture.md ('The layers') states them, checked on the code: no import
 * cycle on the server (type-only imports included), use-case modules that name the services they
 * use instead of importing the container, and pages that reach the server only through the load
 * context's `commands` and `queries`.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every file under `dir` (relative to the repository) whose name ends with one of `endings`. */
function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => endings.some((ending) => file.endsWith(ending)))
    .map((file) => join(dir, file));
}

/** The programs the server is started or run from: the server itself and the command-line scripts. */
const ENTRIES = [
  'server/main.ts',
  'server/dev.ts',
  ...readdirSync(join(ROOT, 'scripts'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `scripts/${file}`),
];

describe('the import graph', () => {
  it('has no cycle, type-only imports included', { timeout: 120_000 }, async () => {
    const tree = await parseDependencyTree(ENTRIES, {
      cwd: ROOT,
      context: ROOT,
      // Type-only imports count: a cycle of types still ties the modules together.
      transform: false,
      exclude: /node_modules/,
    });
    expect(Object.keys(tree).length).toBeGreaterThan(100);
    const cycles = parseCircular(tree).map((cycle) => cycle.join(' → '));
    expect(cycles).toEqual([]);
  });

  it('has no use-case module importing the services container', () => {
    const importsContainer = /from '(\.\.?\/)+services'/;
    const offenders = filesUnder('server', ['.commands.ts', '.queries.ts']).filter((file) =>
      importsContainer.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the pages (app/)', () => {
  it('reach the server through the load context’s commands and queries, never the services container', () => {
    // `context.services`, `services.news…`, `const { services } = context`, an import of server/services.
    const reaches = [/\bservices\.[A-Za-z_]/, /\{[^}]*\bservices\b[^}]*\}\s*=\s*context/, /server\/services['"]/];
    const offenders = filesUnder('app', ['.ts', '.tsx']).flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (reaches.some((reach) => reach.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
