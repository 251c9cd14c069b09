import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { BROWSER_AGENT as BROWSER, createBuiltTestApp } from '../helpers/built-app';
import { saveStoryThroughApi, signedInAs } from '../helpers/factories';

/**
 * Reading pages are documents (docs/decisions/005-reading-pages-as-documents.md), drawn by
 * app/entry.server.tsx as one string without React Router's hydration data; the pages React
 * hydrates (sign-in, the admin) are streamed with it. Read from the production build.
 */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** What React Router writes into a page it will hydrate: its loader data, streamed. */
const HYDRATION_DATA = 'window.__reactRouterContext.streamController.enqueue';

let t: TestApp;
let slug: string;

beforeAll(async () => {
  t = await createBuiltTestApp();
  const { auth } = await signedInAs(t.services, 'editor');
  slug = (await saveStoryThroughApi(t.app, auth, { title: 'Sea walls mended in weeks', status: 'published' })).slug;
});
afterAll(() => t.close());

const html = async (address: string, userAgent = BROWSER) => {
  const res = await t.app.request(address, { headers: { 'user-agent': userAgent } });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

describe('pages as the production build draws them', () => {
  it('a reading page is a whole document with no hydration data, for a browser and a crawler alike', async () => {
    for (const address of ['/', '/world-news', `/news/${slug}`, '/search?q=sea', '/hi', '/no-such-page']) {
      for (const agent of [BROWSER, GOOGLEBOT]) {
        const page = await html(address, agent);
        expect(page.type, address).toBe('text/html; charset=utf-8');
        expect(page.body.startsWith('<!DOCTYPE html><html'), address).toBe(true);
        expect(page.body.endsWith('</html>'), address).toBe(true);
        expect(page.body, address).not.toContain(HYDRATION_DATA);
        // No empty boundary of the hydration data's stream either.
        expect(page.body, address).not.toContain('<!--$-->');
      }
    }
    expect((await html(`/news/${slug}`)).body).toContain('Sea walls mended in weeks');
    expect((await html('/no-such-page')).status).toBe(404);
  });

  it('a page React hydrates still carries its loader data', async () => {
    const page = await html('/login');
    expect(page.status).toBe(200);
    expect(page.body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page.body).toContain(HYDRATION_DATA);
  });
});
