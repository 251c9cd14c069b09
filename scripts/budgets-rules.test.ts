import { describe, expect, it } from 'vitest';
import { judge, moduleImports, scriptsInHtml, type BudgetFile } from './budgets-rules';

const budgets: BudgetFile = { jsKB: 15, floorMargin: 0.1, pages: [] };

describe('scriptsInHtml', () => {
  it('finds script files, module preloads and inline module scripts, not other links', () => {
    const html = `<head>
      <link rel="stylesheet" href="/assets/app.css">
      <link rel="modulepreload" href="/assets/chunk-a.js"/>
      <link rel=preload as=script href="https://cdn.example/x.js">
      <link rel="preload" as="image" href="/hero.webp">
      <script>document.documentElement.dataset.theme = 'dark'</script>
      <script type="module" src="/assets/islands.js"></script>
      <script type="module">import "/assets/manifest.js"; import("/assets/entry.client.js");</script>
    </head>`;
    const found = scriptsInHtml(html, 'http://127.0.0.1:3000/news/a');
    expect(found.files.sort()).toEqual([
      'http://127.0.0.1:3000/assets/chunk-a.js',
      'http://127.0.0.1:3000/assets/islands.js',
      'https://cdn.example/x.js',
    ]);
    expect(found.inlineModules).toHaveLength(1);
  });
});

describe('moduleImports', () => {
  const source =
    'import{a as b}from"./chunk-b.js";import"./side.js";export{c}from"../re.js";const m=import("./lazy.js");import x from"react";';

  it('follows static imports and re-exports relative to the module, not bare names', async () => {
    expect(await moduleImports(source, 'http://h/assets/entry.js')).toEqual([
      'http://h/assets/chunk-b.js',
      'http://h/assets/side.js',
      'http://h/re.js',
    ]);
  });

  it('adds literal dynamic imports when asked (inline page scripts)', async () => {
    expect(await moduleImports(source, 'http://h/assets/entry.js', true)).toContain('http://h/assets/lazy.js');
  });
});

describe('judge', () => {
  const page = { name: 'home', path: '/', htmlKB: 100 };

  it('fails a page over a limit, with the size in the sentence', () => {
    const verdict = judge(page, { htmlBytes: 101 * 1024, jsGzipBytes: 16 * 1024 }, budgets);
    expect(verdict.over).toEqual([
      'home (/): HTML is 101.0 KB uncompressed, over its budget of 100 KB',
      'home (/): JavaScript is 16.0 KB gzipped, over its budget of 15 KB',
    ]);
  });

  it('passes quietly within the margin and asks to lower a limit beaten by more', () => {
    expect(judge(page, { htmlBytes: 95 * 1024, jsGzipBytes: 14 * 1024 }, budgets)).toEqual({ over: [], lower: [] });
    const verdict = judge(page, { htmlBytes: 60 * 1024, jsGzipBytes: 14 * 1024 }, budgets);
    expect(verdict.over).toEqual([]);
    expect(verdict.lower).toEqual([expect.stringContaining('lower "htmlKB" to 63')]);
  });

  it('uses the page’s own JavaScript limit when it has one', () => {
    const verdict = judge({ ...page, jsKB: 8 }, { htmlBytes: 90 * 1024, jsGzipBytes: 9 * 1024 }, budgets);
    expect(verdict.over).toEqual(['home (/): JavaScript is 9.0 KB gzipped, over its budget of 8 KB']);
  });
});
