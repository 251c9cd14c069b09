import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_MAX, isPrivateHost, subscriptionProblem } from './endpoint';

function keys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const strict = { allowPrivateEndpoints: false };
const tests = { allowPrivateEndpoints: true };
const fcm = 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx';

describe('isPrivateHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'push.localhost',
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '[::1]',
    '::',
    '[::]',
    '[fe80::1]',
    '[fc00::1]',
    '[fd12:3456:789a::1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::ffff:10.0.0.1]',
    '[ff02::1]',
  ])('refuses %s', (host) => {
    expect(isPrivateHost(host)).toBe(true);
  });

  it.each([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    'web.push.apple.com',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '[2001:4860:4860::8888]',
    '[::ffff:8.8.8.8]',
  ])('takes %s', (host) => {
    expect(isPrivateHost(host)).toBe(false);
  });
});

describe('subscriptionProblem', () => {
  it("takes a push service's https endpoint with a browser's keys", () => {
    expect(subscriptionProblem({ endpoint: fcm, keys: keys() }, strict)).toBeNull();
    // Padding as some libraries write it.
    const padded = keys();
    expect(subscriptionProblem({ endpoint: fcm, keys: { ...padded, auth: `${padded.auth}==` } }, strict)).toBeNull();
  });

  it('refuses an endpoint that is not an https URL, or too long, naming the field', () => {
    for (const endpoint of ['not a url', 'ftp://push.example/x', 'http://push.example.com/x', 'javascript:alert(1)']) {
      expect(subscriptionProblem({ endpoint, keys: keys() }, strict)).toEqual({
        field: 'subscription.endpoint',
        message: expect.stringMatching(/https/),
      });
    }
    const long = `https://push.example.com/${'a'.repeat(ENDPOINT_MAX)}`;
    expect(subscriptionProblem({ endpoint: long, keys: keys() }, strict)?.message).toBe(
      `must be at most ${ENDPOINT_MAX} characters`,
    );
    expect(subscriptionProblem({ endpoint: 'https://user:pw@push.example.com/x', keys: keys() }, strict)?.field).toBe(
      'subscription.endpoint',
    );
  });

  it('refuses loopback, private and link-local hosts unless allowed (tests)', () => {
    for (const endpoint of [
      'https://127.0.0.1/push/1',
      'https://localhost:8443/push/1',
      'https://[::1]/push/1',
      'https://10.0.0.7/push/1',
      'https://169.254.169.254/latest',
      'https://[fd00::5]/push',
      // The URL parser reads these as 127.0.0.1.
      'https://0x7f.1/push',
      'https://2130706433/push',
    ]) {
      expect(subscriptionProblem({ endpoint, keys: keys() }, strict)).toEqual({
        field: 'subscription.endpoint',
        message: 'must be on the public internet, not a loopback, private or link-local address',
      });
      expect(subscriptionProblem({ endpoint, keys: keys() }, tests)).toBeNull();
    }
    expect(subscriptionProblem({ endpoint: 'http://127.0.0.1:4000/push/1', keys: keys() }, tests)).toBeNull();
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', () => {
    const good = keys();
    const point = Buffer.from(good.p256dh, 'base64url');
    const cases: [Partial<typeof good>, string][] = [
      [{ p256dh: 'not base64url!' }, 'subscription.keys.p256dh'],
      [{ p256dh: point.subarray(0, 33).toString('base64url') }, 'subscription.keys.p256dh'],
      [
        { p256dh: Buffer.concat([Buffer.from([2]), point.subarray(1)]).toString('base64url') },
        'subscription.keys.p256dh',
      ],
      // 65 bytes starting 0x04, but not on the curve.
      [
        { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') },
        'subscription.keys.p256dh',
      ],
      [{ auth: randomBytes(8).toString('base64url') }, 'subscription.keys.auth'],
      [{ auth: randomBytes(32).toString('base64url') }, 'subscription.keys.auth'],
      [{ auth: '' }, 'subscription.keys.auth'],
    ];
    for (const [change, field] of cases) {
      expect(subscriptionProblem({ endpoint: fcm, keys: { ...good, ...change } }, strict)?.field).toBe(field);
    }
  });
});
