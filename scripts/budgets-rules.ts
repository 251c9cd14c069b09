/**
 * The pure part of the page budgets (`scripts/budgets.ts`): which JavaScript a page's
 * HTML loads, which modules a module imports, and the verdict on a measured page.
 */
import { init, parse } from 'es-module-lexer';

export interface PageBudget {
  name: string;
  /** Path on the site; `{article}` stands for the real article's path. */
  path: string;
  /** The status the page must answer (200 unless said). */
  status?: number;
  /** Uncompressed HTML, in KB (1 KB = 1024 bytes). */
  htmlKB: number;
  /** Every JavaScript file the page loads, gzip-compressed, in KB; the file's default when left out. */
  jsKB?: number;
}

export interface BudgetFile {
  /** The limit for a page's JavaScript when its entry names none (issue 13: 15 KB). */
  jsKB: number;
  /** A page this far under a limit (0.1 = 10 %) is told to lower it, so the saving stays. */
  floorMargin: number;
  pages: PageBudget[];
}

export interface PageMeasure {
  htmlBytes: number;
  jsGzipBytes: number;
}

export interface Verdict {
  /** Sentences for each limit the page passes; the build fails on any. */
  over: string[];
  /** Sentences asking to lower a limit the page beats by more than the margin. */
  lower: string[];
}

export interface ScriptsInHtml {
  /** Absolute URLs of <script src> and <link rel=modulepreload|preload as=script>. */
  files: string[];
  /** Bodies of inline <script type="module"> elements. */
  inlineModules: string[];
}

const KB = 1024;

export const kb = (bytes: number): string => (bytes / KB).toFixed(1);

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').replaceAll('&amp;', '&');
}

/** The JavaScript a page's HTML asks the browser to load, as absolute URLs. */
export function scriptsInHtml(html: string, pageUrl: string): ScriptsInHtml {
  const files = new Set<string>();
  const inlineModules: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const tag = `<script ${match[1] ?? ''}>`;
    const src = attribute(tag, 'src');
    const type = (attribute(tag, 'type') ?? '').toLowerCase();
    if (src) files.add(new URL(src, pageUrl).href);
    else if (type === 'module') inlineModules.push(match[2] ?? '');
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attribute(tag, 'as') ?? '').toLowerCase();
    const href = attribute(tag, 'href');
    if (href && (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))) {
      files.add(new URL(href, pageUrl).href);
    }
  }
  return { files: [...files], inlineModules };
}

/**
 * The modules a module imports, as absolute URLs. Static `import`/`export … from` always;
 * `import("…")` with a literal only when `dynamic` (an inline page script runs its dynamic
 * imports at once, a chunk's run later, on demand).
 */
export async function moduleImports(source: string, moduleUrl: string, dynamic = false): Promise<string[]> {
  await init;
  const [imports] = parse(source);
  const urls: string[] = [];
  for (const entry of imports) {
    const isStatic = entry.d === -1;
    const isDynamic = entry.d >= 0;
    if (!entry.n || !(isStatic || (dynamic && isDynamic))) continue;
    if (!/^(\.{0,2}\/|https?:)/.test(entry.n)) continue; // bare names are not files the page loads
    urls.push(new URL(entry.n, moduleUrl).href);
  }
  return urls;
}

/** Over a limit: fail. More than the margin under: ask to lower it (rounded up to a whole KB). */
export function judge(page: PageBudget, measure: PageMeasure, budgets: BudgetFile): Verdict {
  const verdict: Verdict = { over: [], lower: [] };
  const limits = [
    { what: 'HTML', key: 'htmlKB', bytes: measure.htmlBytes, limit: page.htmlKB, unit: 'KB uncompressed' },
    {
      what: 'JavaScript',
      key: 'jsKB',
      bytes: measure.jsGzipBytes,
      limit: page.jsKB ?? budgets.jsKB,
      unit: 'KB gzipped',
    },
  ];
  for (const { what, key, bytes, limit, unit } of limits) {
    if (bytes > limit * KB) {
      verdict.over.push(`${page.name} (${page.path}): ${what} is ${kb(bytes)} ${unit}, over its budget of ${limit} KB`);
    } else if (bytes < limit * KB * (1 - budgets.floorMargin)) {
      const suggested = Math.max(1, Math.ceil((bytes / KB) * (1 + budgets.floorMargin / 2)));
      if (suggested < limit) {
        verdict.lower.push(
          `${page.name} (${page.path}): ${what} is ${kb(bytes)} ${unit}, more than ${Math.round(budgets.floorMargin * 100)} % under its ${limit} KB: lower "${key}" to ${suggested} in scripts/budgets.json to lock the saving in`,
        );
      }
    }
  }
  return verdict;
}
