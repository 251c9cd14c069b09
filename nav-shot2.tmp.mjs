import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx0 = await browser.newContext();
const p0 = await ctx0.newPage();
await p0.goto(base + '/register?setup=navsetup-token-1234567');
await p0.waitForTimeout(2000);
await p0.getByLabel('Username').fill('navadmin');
const pw = p0.getByLabel(/Password/);
for (let i = 0; i < await pw.count(); i++) await pw.nth(i).fill('correct horse battery staple');
await p0.getByRole('button', { name: /Sign Up|Create/ }).last().click();
await p0.waitForTimeout(4000); console.log(p0.url());
const state = await ctx0.storageState();
for (const [w, scheme] of [[1366, 'light'], [1366, 'dark'], [390, 'light'], [390, 'dark']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 }, colorScheme: scheme, storageState: state });
  await ctx.addInitScript((s) => localStorage.setItem('theme', s), scheme);
  const page = await ctx.newPage();
  await page.goto(base + '/admin/settings');
  await page.waitForTimeout(1500);
  console.log(page.url());
  await page.screenshot({ path: `/tmp/settings-${w}-${scheme}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
