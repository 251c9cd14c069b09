import { createPublicKey, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';

/** The longest endpoint taken (push services' are 150-400 characters). */
export const ENDPOINT_MAX = 1000;

/** Base64url as browsers write a subscription's keys (`PushSubscription.toJSON()`); padding allowed. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** A browser's push subscription as it reaches the server (RFC 8030 endpoint, RFC 8291 keys). */
export interface SubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Which field is wrong and why, in words fit to show. */
export interface EndpointProblem {
  field: 'subscription.endpoint' | 'subscription.keys.p256dh' | 'subscription.keys.auth';
  message: string;
}

/**
 * Whether `host` (a URL's hostname: an IPv6 literal in brackets) is this machine or a private
 * network: `localhost`, loopback, unspecified, private (RFC 1918), shared (100.64/10),
 * link-local, unique-local (fc00::/7), multicast and broadcast, IPv4-mapped IPv6 included.
 * A push service is on the public internet: a subscription naming such an address would have the
 * server send requests into its own network.
 */
export function isPrivateHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const kind = isIP(name);
  if (kind === 4) return isPrivateIPv4(name);
  if (kind === 6) return isPrivateIPv6(name);
  return false;
}

function isPrivateIPv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 || // 0.0.0.0/8: this host
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part read as two). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function isPrivateIPv6(address: string): boolean {
  const g = ipv6Groups(address);
  const first = g[0]!;
  if (g.every((x) => x === 0)) return true; // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true; // ::1
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible): the IPv4 address decides.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) {
    const v4 = [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');
    return isPrivateIPv4(v4);
  }
  return (
    (first & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (first & 0xffc0) === 0xfe80 || // fe80::/10 link local
    (first & 0xffc0) === 0xfec0 || // fec0::/10 site local (deprecated)
    (first & 0xff00) === 0xff00 // multicast
  );
}

function base64url(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** The P-256 public key of an uncompressed point (0x04, x, y), or null when `point` is not one. */
export function p256PublicKey(point: Buffer): KeyObject | null {
  if (point.length !== 65 || point[0] !== 0x04) return null;
  try {
    return createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    return null;
  }
}

/** Whether `point` is an uncompressed point on P-256 (0x04, x, y). */
function isP256Point(point: Buffer): boolean {
  return p256PublicKey(point) !== null;
}

/**
 * The problem with a browser's push subscription, or null when the server may send to it: the
 * endpoint an https URL (http too, and a private or loopback host, only with
 * `allowPrivateEndpoints`, PUSH_ALLOW_PRIVATE_ENDPOINTS: a local push service in tests) of at
 * most ENDPOINT_MAX characters without credentials; `p256dh` the browser's P-256 public key (65
 * bytes, uncompressed, on the curve) and `auth` its 16-byte secret, base64url (RFC 8291 §3).
 */
export function subscriptionProblem(
  subscription: SubscriptionKeys,
  options: { allowPrivateEndpoints: boolean },
): EndpointProblem | null {
  const endpoint = (message: string): EndpointProblem => ({ field: 'subscription.endpoint', message });
  const { endpoint: address, keys } = subscription;
  if (address.length > ENDPOINT_MAX) return endpoint(`must be at most ${ENDPOINT_MAX} characters`);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return endpoint("must be the push service's URL (https://…)");
  }
  const schemes = options.allowPrivateEndpoints ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return endpoint('must be an https URL');
  if (url.username || url.password) return endpoint('must not hold a user name or password');
  if (!url.hostname) return endpoint("must name the push service's host");
  if (!options.allowPrivateEndpoints && isPrivateHost(url.hostname)) {
    return endpoint('must be on the public internet, not a loopback, private or link-local address');
  }
  const p256dh = base64url(keys.p256dh);
  if (!p256dh || !isP256Point(p256dh)) {
    return {
      field: 'subscription.keys.p256dh',
      message: "must be the browser's P-256 public key: 65 bytes (uncompressed, starting 0x04), base64url",
    };
  }
  const auth = base64url(keys.auth);
  if (!auth || auth.length !== 16) {
    return { field: 'subscription.keys.auth', message: "must be the browser's 16-byte auth secret, base64url" };
  }
  return null;
}
