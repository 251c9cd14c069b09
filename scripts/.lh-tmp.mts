import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveBuiltSite } from '/work/main/scripts/site-server';
const site = await serveBuiltSite();
const chrome = await launch({ chromePath: '/usr/bin/chromium-headless-shell', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'], logLevel: 'silent' });
try {
  for (const [name, p] of [['home', '/'], ['hi home', '/hi'], ['article', site.articlePath], ['hi article', site.hiArticlePath], ['search', '/search?q=market'], ['hi search', '/hi/search?q=%E0%A4%B8%E0%A4%BE%E0%A4%87%E0%A4%95%E0%A4%BF%E0%A4%B2']] as const) {
    await (await fetch(site.origin + p)).arrayBuffer();
    for (let run = 0; run < 2; run++) {
      const r = await lighthouse(site.origin + p, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableFullPageScreenshot: true, skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'] });
      const a = r!.lhr.audits;
      const items = (a['resource-summary']?.details as any)?.items ?? [];
      const font = items.find((i: any) => i.resourceType === 'font')?.transferSize ?? 0;
      const total = items.find((i: any) => i.resourceType === 'total')?.transferSize ?? 0;
      const v = (id: string) => Math.round(a[id]!.numericValue ?? 0);
      console.log(`${name.padEnd(11)} run${run} perf ${Math.round(r!.lhr.categories.performance!.score! * 100)} FCP ${v('first-contentful-paint')} LCP ${v('largest-contentful-paint')} TBT ${v('total-blocking-time')} SI ${v('speed-index')} CLS ${a['cumulative-layout-shift']!.numericValue} fonts ${(font / 1024).toFixed(1)}KB total ${(total / 1024).toFixed(1)}KB LCP-el ${JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '').slice(0, 50)}`);
    }
  }
} finally { chrome.kill(); await site.close(); }
