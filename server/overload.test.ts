import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { RENDERS_AT_ONCE, RENDERS_QUEUED } from './http';

let t: TestApp;
/** While set, every render waits for it: the renders pile up as under a flood. */
let gate: Promise<void> | null = null;
let started = 0;

beforeAll(async () => {
  t = await createTestApp({
    renderPage: async (request) => {
      started += 1;
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
});
