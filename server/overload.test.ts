import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { RENDERS_AT_ONCE, RENDERS_QUEUED } from './http';

let t: TestApp;
/** While set, every render waits for it: the renders pile up as under a flood. */
let gate: Promise<void> | null = null;
let started = 0;
/** The addresses rendered, in the order their renders started. */
const order: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    renderPage: async (request) => {
      started += 1;
      order.push(new URL(request.url).pathname + new URL(request.url).search);
      if (gate) await gate;
      return new Response(`<!doctype html><p>${new URL(request.url).pathname}</p>`, {
        headers: { 'content-type': 'text/html' },
      });
    },
  });
});
afterAll(() => t.close());

describe('overload', () => {
  it('renders a bounded number of pages at once, refuses past the queue with 503 and Retry-After, and keeps serving cached pages', async () => {
    // A cached page, drawn before the flood.
    await t.app.request('/about');
    expect((await t.app.request('/about')).headers.get('x-cache')).toBe('HIT');

    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    started = 0;
    const flood = RENDERS_AT_ONCE + RENDERS_QUEUED + 5;
    const answers = Array.from({ length: flood }, (_, i) => t.app.request(`/search?q=flood-${i}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Only the bounded number started; the rest wait or were refused.
    expect(started).toBe(RENDERS_AT_ONCE);
    const cached = await t.app.request('/about');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-cache')).toBe('HIT');

    open();
    gate = null;
    const statuses = await Promise.all(answers.map(async (a) => (await a).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(RENDERS_AT_ONCE + RENDERS_QUEUED);
    expect(statuses.filter((s) => s === 503)).toHaveLength(5);
    const refused = await answers[flood - 1]!;
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toMatch(/very busy/);
    // Once the flood has passed, pages render again.
    expect((await t.app.request('/search?q=after')).status).toBe(200);
  });

  it('re-draws a shared page ahead of queued searches; a cache-busting address waits with them', async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    order.length = 0;
    // The render slots and the whole queue taken by searches, as under a flood.
    const searches = Array.from({ length: RENDERS_AT_ONCE + RENDERS_QUEUED }, (_, i) =>
      t.app.request(`/search?q=queued-${i}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A shared page missing from the cache (as after a publish) is not refused: it goes first.
    const page = t.app.request('/world-news?page=2');
    // The same page under a parameter no reader shares joins the full queue, and is refused.
    const busting = await t.app.request('/world-news?nocache=1');
    expect(busting.status).toBe(503);
    open();
    gate = null;
    expect((await page).status).toBe(200);
    await Promise.all(searches);
    // The page's render started as soon as the first slot was free, before every queued search.
    expect(order.slice(RENDERS_AT_ONCE)[0]).toBe('/world-news?page=2');
    expect(order.filter((address) => address.startsWith('/search'))).toHaveLength(RENDERS_AT_ONCE + RENDERS_QUEUED);
  });
});
