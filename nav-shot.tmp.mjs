import { chromium } from '@playwright/test';
const [,, url, out, width, scheme] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme || 'light' });
const page = await ctx.newPage();
await page.goto(url);
await page.screenshot({ path: out });
await browser.close();
