import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, httpGet, httpGetWithRetry } from './http-client';

let server: http.Server;
let origin: string;
let tries = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    switch (req.url) {
      case '/hello':
        return res.end('hello');
      case '/bounce-private':
        // A trusted origin that sends the client on to another local port.
        res.writeHead(302, { Location: 'http://127.0.0.1:9/secret' });
        return res.end();
      case '/bounce-self':
        res.writeHead(301, { Location: '/hello' });
        return res.end();
      case '/gzip-bomb': {
        // 20 KB on the wire, 20 MB unpacked.
        res.writeHead(200, { 'Content-Encoding': 'gzip' });
        return res.end(gzipSync(Buffer.alloc(20 * 1024 * 1024)));
      }
      case '/declared-large':
        res.writeHead(200, { 'Content-Length': String(50 * 1024 * 1024) });
        return res.end();
      case '/flaky':
        tries++;
        if (tries < 3) {
          res.writeHead(503);
          return res.end();
        }
        return res.end('finally');
      case '/slow-down':
        res.writeHead(429, { 'Retry-After': '3600' });
        return res.end();
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (trusted: string[] = []) => ({
  timeoutMs: 2000,
  maxBytes: 1024 * 1024,
  trustedOrigins: new Set(trusted),
});

describe('httpGet', () => {
  it('refuses loopback, private and link-local addresses unless the origin was configured', async () => {
    await expect(httpGet(`${origin}/hello`, options())).rejects.toMatchObject({ kind: 'blocked' });
    await expect(httpGet('http://localhost:9/x', options())).rejects.toMatchObject({ kind: 'blocked' });
    // Refused before any connection is made.
    await expect(httpGet('http://169.254.169.254/latest/meta-data/', options())).rejects.toMatchObject({
      kind: 'blocked',
    });
    await expect(httpGet('http://[::1]:9/x', options())).rejects.toMatchObject({ kind: 'blocked' });
    await expect(httpGet('file:///etc/passwd', options())).rejects.toMatchObject({ kind: 'blocked' });
    const ok = await httpGet(`${origin}/hello`, options([origin]));
    expect(ok.body.toString()).toBe('hello');
  });

  it('checks every redirect again', async () => {
    await expect(httpGet(`${origin}/bounce-private`, options([origin]))).rejects.toMatchObject({ kind: 'blocked' });
    expect((await httpGet(`${origin}/bounce-self`, options([origin]))).body.toString()).toBe('hello');
  });

  it('caps the size after decompression and trusts no declared length', async () => {
    await expect(httpGet(`${origin}/gzip-bomb`, options([origin]))).rejects.toMatchObject({ kind: 'too_large' });
    await expect(httpGet(`${origin}/declared-large`, options([origin]))).rejects.toMatchObject({ kind: 'too_large' });
  });

  it('tries again after 5xx, but does not wait an hour for a Retry-After', async () => {
    tries = 0;
    const waits: number[] = [];
    const retry = { delaysMs: [10, 20], maxWaitMs: 1000, sleep: async (ms: number) => void waits.push(ms) };
    expect((await httpGetWithRetry(`${origin}/flaky`, options([origin]), retry)).body.toString()).toBe('finally');
    expect(waits).toEqual([10, 20]);
    const error = await httpGetWithRetry(`${origin}/slow-down`, options([origin]), retry).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).status).toBe(429);
    expect(waits).toEqual([10, 20]);
  });
});
