import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address. Behind `hops` trusted proxies, each appends the address it got the
 * request from to X-Forwarded-For, so the entry `hops` places from the right end is the one
 * the nearest trusted proxy saw; everything left of it is whatever the client claimed, never
 * trusted (rotating a made-up leftmost entry must not get a fresh rate limit). With no proxy
 * configured, or a header shorter than the chain, the socket's address counts.
 */
export function clientIp(c: Context, hops: number): string {
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const fromProxy = chain[chain.length - hops];
    if (fromProxy) return fromProxy;
  }
  return socketAddress(c);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
