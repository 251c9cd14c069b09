import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { saveStoryThroughApi, signedInAs } from '../../tests/helpers/factories';

/**
 * With CDN_PURGE set, a change readers see is purged at the CDN by the keys the server's own
 * cache drops (server/cache/cdn-purge.ts): here Fastly's purge API, played by a local stand-in
 * that holds its answer while `hold` is set, as a CDN that does not answer.
 */
const received: IncomingHttpHeaders[] = [];
let hold = false;
const held: (() => void)[] = [];
const fastly = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received.push(req.headers);
    const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    if (hold) held.push(answer);
    else answer();
  });
});

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  await new Promise<void>((resolve) => fastly.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    env: {
      CDN_MAX_AGE: '300',
      CDN_PURGE: 'fastly',
      CDN_PURGE_URL: `http://127.0.0.1:${(fastly.address() as AddressInfo).port}`,
      FASTLY_SERVICE_ID: 'newsdesk-service',
      FASTLY_API_TOKEN: 'fastly-test-token',
    },
  });
  ({ auth } = await signedInAs(t.services, 'editor'));
});
afterAll(async () => {
  for (const answer of held.splice(0)) answer();
  await t?.close();
  fastly.closeAllConnections();
  await new Promise((resolve) => fastly.close(resolve));
});

const save = (fields: Record<string, string>, id?: string) => saveStoryThroughApi(t.app, auth, fields, id);

const purged = async (count: number) => {
  const deadline = Date.now() + 5_000;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`${received.length} purges, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return String(received[count - 1]?.['surrogate-key']).split(' ');
};

describe('a CDN behind which readers wait for nothing', () => {
  it('is told to drop every page when a story is published, and the pages showing it when it is edited', async () => {
    const before = received.length;
    const story = await save({ title: 'Purged when published' });
    expect(await purged(before + 1)).toEqual(['latest']);
    expect(received.at(-1)?.['fastly-key']).toBe('fastly-test-token');

    await save({ title: 'Purged when published, and edited' }, story._id);
    expect(await purged(before + 2)).toEqual(
      expect.arrayContaining([`article:${story._id}`, `slug:${story.slug}`, 'home', 'feeds']),
    );
    // What a page it is on sends, so the keys meet.
    const page = await t.app.request(`/api/news/${story._id}`);
    expect(page.headers.get('surrogate-key')?.split(' ')).toContain(`article:${story._id}`);
    expect(page.headers.get('cache-control')).toMatch(/s-maxage=300/);
  });

  it('does not hold up a write while it does not answer', async () => {
    hold = true;
    const before = received.length;
    await save({ title: 'Written while the CDN is slow' });
    await save({ title: 'And another' });
    // Both saves answered; the first purge is still waiting for its answer.
    await purged(before + 1);
    expect(held.length).toBeGreaterThan(0);
    hold = false;
  });
});
