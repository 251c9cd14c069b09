/**
 * `npm run budgets` (and `npm test`, after the production build): serves the built
 * site in process, requests each reading page of scripts/budgets.json, and fails when a
 * page's HTML (uncompressed) or its JavaScript (every file it loads, followed through
 * the static imports of each module, gzip-compressed) passes its budget. A page well
 * under a limit is told to lower it (the floor that keeps a saving). See docs/architecture.md, 'Tests'.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { judge, kb, moduleImports, scriptsInHtml, type BudgetFile, type PageBudget } from './budgets-rules';
import { serveBuiltSite, type ServedSite } from './site-server';

const BUDGETS_FILE = 'scripts/budgets.json';

interface LoadedScript {
  url: string;
  gzipBytes: number;
}

interface PageResult {
  page: PageBudget;
  url: string;
  status: number;
  htmlBytes: number;
  scripts: LoadedScript[];
}

const gzipSize = (text: string): number => gzipSync(Buffer.from(text)).byteLength;

async function fetchText(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
  return { status: response.status, text: await response.text() };
}

/** Every same-origin module the page loads, each once, with the modules they import statically. */
async function scriptsOfPage(html: string, pageUrl: string): Promise<LoadedScript[]> {
  const origin = new URL(pageUrl).origin;
  const found = scriptsInHtml(html, pageUrl);
  const queue = [...found.files];
  for (const inline of found.inlineModules) queue.push(...(await moduleImports(inline, pageUrl, true)));
  const seen = new Map<string, LoadedScript>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    if (new URL(url).origin !== origin) {
      console.log(`  note: ${pageUrl} loads ${url} (another site: not measured)`);
      seen.set(url, { url, gzipBytes: 0 });
      continue;
    }
    const { status, text } = await fetchText(url);
    if (status !== 200) throw new Error(`${pageUrl} loads ${url}, which answered ${status}`);
    seen.set(url, { url, gzipBytes: gzipSize(text) });
    queue.push(...(await moduleImports(text, url)));
  }
  return [...seen.values()];
}

/** A budget's path on the served site: `{article}` and `{hiArticle}` are the real English and Hindi articles'. */
function pathOn(site: ServedSite, path: string): string {
  return path.replace('{article}', site.articlePath).replace('{hiArticle}', site.hiArticlePath);
}

async function measurePage(site: ServedSite, page: PageBudget): Promise<PageResult> {
  const url = site.origin + pathOn(site, page.path);
  const { status, text } = await fetchText(url);
  const scripts = await scriptsOfPage(text, url);
  return { page, url, status, htmlBytes: Buffer.byteLength(text), scripts };
}

function row(cells: [string, number][]): string {
  return cells.map(([text, width]) => (width < 0 ? text.padEnd(-width) : text.padStart(width))).join('');
}

function printTable(results: PageResult[], budgets: BudgetFile): void {
  console.log(
    row([
      ['page', -12],
      ['path', -38],
      ['status', 7],
      ['HTML KB', 10],
      ['limit', 7],
      ['JS KB gz', 10],
      ['limit', 7],
      ['files', 7],
    ]),
  );
  for (const r of results) {
    const js = r.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    console.log(
      row([
        [r.page.name, -12],
        [
          r.page.path
            .replace('{article}', '/news/<real article>')
            .replace('{hiArticle}', '/hi/news/<real Hindi article>')
            .slice(0, 36),
          -38,
        ],
        [String(r.status), 7],
        [kb(r.htmlBytes), 10],
        [String(r.page.htmlKB), 7],
        [kb(js), 10],
        [String(r.page.jsKB ?? budgets.jsKB), 7],
        [String(r.scripts.length), 7],
      ]),
    );
  }
}

/** The biggest files of a page over its JavaScript budget, so the failure says where to look. */
function heaviest(result: PageResult): string {
  return [...result.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 6)
    .map((s) => `${new URL(s.url).pathname.replace(/^\/assets\//, '')} ${kb(s.gzipBytes)}`)
    .join(', ');
}

/** 0 when every page keeps its budgets. `shared`: a site already served (npm test serves one for this and the audit). */
export async function checkBudgets(shared?: ServedSite): Promise<number> {
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as BudgetFile;
  const site = shared ?? (await serveBuiltSite());
  const results: PageResult[] = [];
  try {
    for (const page of budgets.pages) results.push(await measurePage(site, page));
  } finally {
    if (!shared) await site.close();
  }
  console.log(`Page budgets (${BUDGETS_FILE}): HTML uncompressed; JavaScript = every file the page loads, gzip\n`);
  printTable(results, budgets);
  const failures: string[] = [];
  const lower: string[] = [];
  for (const r of results) {
    const expected = r.page.status ?? 200;
    if (r.status !== expected)
      failures.push(`${r.page.name} (${r.page.path}): answered ${r.status}, expected ${expected}`);
    const verdict = judge(
      r.page,
      { htmlBytes: r.htmlBytes, jsGzipBytes: r.scripts.reduce((s, x) => s + x.gzipBytes, 0) },
      budgets,
    );
    failures.push(
      ...verdict.over.map((line) => (line.includes('JavaScript') ? `${line} (heaviest: ${heaviest(r)})` : line)),
    );
    lower.push(...verdict.lower);
  }
  for (const line of lower) console.log(`\nLOWER THE BUDGET: ${line}`);
  for (const line of failures) console.error(`\n✖ OVER BUDGET: ${line}`);
  console.log(`\nbudgets: ${results.length} pages, ${failures.length} over budget, ${lower.length} limits to lower`);
  return failures.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(await checkBudgets());
}
