import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { CdnPurgeConfig } from '../config';
import { createCdnPurge, type CdnPurge } from './cdn-purge';

/**
 * The purge requests as Varnish (deploy/varnish/newsdesk.vcl), Fastly's and Cloudflare's APIs take
 * them, sent to local stand-ins that check them as the real ones do (the token, the method, where
 * the keys go) and answer in their shapes; and what happens when they fail.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in answering each request with `answer` (the next of a list, the last one repeated). */
async function standIn(answer: (r: Received) => { status: number; body?: string } | 'hang') {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(r);
      const a = answer(r);
      if (a === 'hang') return;
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body ?? '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  server.on('connection', (socket) => stops.push(() => void socket.destroy()));
  return { url, received };
}

const stops: (() => unknown)[] = [];
const purges: CdnPurge[] = [];
afterEach(async () => {
  for (const purge of purges.splice(0)) await purge.close();
  for (const stop of stops.splice(0).reverse()) await stop();
});

function logged() {
  const lines: { level: 'warn' | 'error'; fields: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    logger: {
      warn: (fields: Record<string, unknown>, msg: string) => void lines.push({ level: 'warn', fields, msg }),
      error: (fields: Record<string, unknown>, msg: string) => void lines.push({ level: 'error', fields, msg }),
    } as unknown as Parameters<typeof createCdnPurge>[1],
  };
}

function purgeWith(config: CdnPurgeConfig, log = logged(), retryDelaysMs = [10, 10]) {
  const purge = createCdnPurge(config, log.logger, { batchMs: 5, retryDelaysMs })!;
  purges.push(purge);
  return purge;
}

const until = async (test: () => boolean, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('purging at the CDN', () => {
  it('is off without CDN_PURGE', () => {
    expect(createCdnPurge({ provider: 'none' }, logged().logger)).toBeNull();
  });

  it('sends Varnish a PURGE with the keys, gathered, in xkey-purge', async () => {
    const varnish = await standIn(() => ({ status: 200 }));
    const purge = purgeWith({ provider: 'varnish', url: `${varnish.url}/` });
    purge.purge(['article:1', 'latest']);
    purge.purge(['latest', 'home']);
    await until(() => varnish.received.length === 1, 'the purge');
    expect(varnish.received[0]).toMatchObject({ method: 'PURGE', url: '/' });
    expect(String(varnish.received[0]?.headers['xkey-purge']).split(' ').sort()).toEqual([
      'article:1',
      'home',
      'latest',
    ]);
  });

  it("calls Fastly's purge API with the service's token and at most 256 keys a request", async () => {
    const fastly = await standIn((r) =>
      r.headers['fastly-key'] === 'fastly-token' ? { status: 200, body: '{"status":"ok"}' } : { status: 401 },
    );
    const purge = purgeWith({ provider: 'fastly', url: fastly.url, serviceId: 'SERVICE1', token: 'fastly-token' });
    const keys = Array.from({ length: 300 }, (_, i) => `article:${i}`);
    purge.purge(keys);
    await until(() => fastly.received.length === 2, 'two requests');
    for (const r of fastly.received) {
      expect(r).toMatchObject({ method: 'POST', url: '/service/SERVICE1/purge' });
    }
    const sent = fastly.received.map((r) => String(r.headers['surrogate-key']).split(' '));
    expect(sent.map((k) => k.length).sort((a, b) => b - a)).toEqual([256, 44]);
    expect(sent.flat().sort()).toEqual([...keys].sort());
  });

  it("calls Cloudflare's purge_cache with the tags in JSON, 30 a request", async () => {
    const cloudflare = await standIn((r) =>
      r.headers.authorization === 'Bearer cf-token'
        ? { status: 200, body: '{"success":true,"errors":[],"messages":[],"result":{"id":"zone"}}' }
        : { status: 403, body: '{"success":false,"errors":[{"code":10000,"message":"Authentication error"}]}' },
    );
    const purge = purgeWith({ provider: 'cloudflare', url: cloudflare.url, zoneId: 'ZONE1', token: 'cf-token' });
    purge.purge(Array.from({ length: 31 }, (_, i) => `article:${i}`));
    await until(() => cloudflare.received.length === 2, 'two requests');
    for (const r of cloudflare.received) {
      expect(r).toMatchObject({ method: 'POST', url: '/zones/ZONE1/purge_cache' });
      expect(r.headers['content-type']).toBe('application/json');
    }
    const tags = cloudflare.received.map((r) => (JSON.parse(r.body) as { tags: string[] }).tags.length);
    expect(tags.sort((a, b) => b - a)).toEqual([30, 1]);
  });

  it('tries a failed purge again, logging each failure, until it goes through', async () => {
    let calls = 0;
    const fastly = await standIn(() => (++calls <= 2 ? { status: calls === 1 ? 503 : 429 } : { status: 200 }));
    const log = logged();
    const purge = purgeWith({ provider: 'fastly', url: fastly.url, serviceId: 'S', token: 't' }, log);
    purge.purge(['latest']);
    await until(() => fastly.received.length === 3, 'the third attempt');
    await purge.close();
    expect(log.lines.map((l) => [l.level, l.fields.failure])).toEqual([
      ['warn', 'answered 503'],
      ['warn', 'answered 429'],
    ]);
  });

  it("counts Cloudflare's 200 with success: false as a failure, and gives up after the last try, saying so", async () => {
    const cloudflare = await standIn(() => ({
      status: 200,
      body: '{"success":false,"errors":[{"code":1134,"message":"Purge by tag is not available on this plan"}]}',
    }));
    const log = logged();
    const purge = purgeWith({ provider: 'cloudflare', url: cloudflare.url, zoneId: 'Z', token: 't' }, log, [5]);
    purge.purge(['latest']);
    await until(() => log.lines.some((l) => l.level === 'error'), 'giving up');
    expect(cloudflare.received).toHaveLength(2);
    expect(log.lines.at(-1)).toMatchObject({
      level: 'error',
      msg: 'cdn purge: gave up',
      fields: { attempts: 2, failure: 'answered 200: Purge by tag is not available on this plan' },
    });
  });

  it('returns at once while the CDN does not answer, and a close cuts the wait short', async () => {
    const varnish = await standIn(() => 'hang');
    const log = logged();
    const purge = purgeWith({ provider: 'varnish', url: varnish.url }, log);
    const started = performance.now();
    purge.purge(['latest']);
    expect(performance.now() - started).toBeLessThan(50);
    await until(() => varnish.received.length === 1, 'the request');
    await purge.close();
    expect(log.lines).toEqual([]);
  });

  it('tries again when the CDN cannot be reached', async () => {
    // A port nothing listens on: taken, then given back.
    const closed = await standIn(() => ({ status: 200 }));
    await stops.pop()?.();
    const log = logged();
    const purge = purgeWith({ provider: 'varnish', url: closed.url }, log, [5]);
    purge.purge(['latest']);
    await until(() => log.lines.length === 2, 'two failures');
    expect(log.lines.map((l) => l.level)).toEqual(['warn', 'error']);
    expect(String(log.lines[0]?.fields.failure)).toMatch(/ECONNREFUSED/);
  });
});
