import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientIp } from './client-ip';

async function seen(hops: number, forwarded?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, hops)));
  const res = await app.request('/', { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } });
  return res.text();
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await seen(0, '203.0.113.9')).toBe('unknown');
  });

  it.each([
    [1, '203.0.113.9', '203.0.113.9'],
    // A made-up leftmost entry never counts: the one proxy appended the real address last.
    [1, '10.9.9.9, 203.0.113.9', '203.0.113.9'],
    [1, 'spoof-1, spoof-2, 203.0.113.9', '203.0.113.9'],
    // Two proxies (a CDN, then nginx): the CDN saw the reader, nginx saw the CDN.
    [2, 'spoof, 203.0.113.9, 198.51.100.1', '203.0.113.9'],
    [1, ' 203.0.113.9 ,', '203.0.113.9'],
  ])('with %i trusted hop(s), reads %s as %s', async (hops, header, expected) => {
    expect(await seen(hops, header)).toBe(expected);
  });

  it('falls back to the socket when the header is shorter than the chain of proxies', async () => {
    expect(await seen(2, '203.0.113.9')).toBe('unknown');
    expect(await seen(1)).toBe('unknown');
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['false', 0],
    ['true', 1],
    ['2', 2],
  ])('%s means %i hop(s)', (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it.each(['maybe', '11', '-1', '1.5'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
