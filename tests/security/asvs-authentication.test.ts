/**
 * ASVS 5.0 level 1, V6 Authentication (docs/security.md, 'ASVS 5.0 level 1'): 6.2.1 passwords
 * of at least 8 characters, 6.2.4 common passwords refused, 6.2.8 the password checked exactly
 * as typed, 6.3.1 password guessing limited (server/auth/auth.service.ts: 5 failures for one
 * account from one address, or 20 from one address, refuse that address for 15 minutes; failures
 * from everywhere only slow an account). Through the API, and the service with a clock for the window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../../server/lib/rate-limit';
import { AuthService } from '../../server/auth/auth.service';
import { createTestApp, type TestApp } from '../helpers/app';
import { apiLogin, apiRegister, expectNothingStored, sendJson } from './asvs-helpers';

let t: TestApp;
/** Each sign-up from its own address (10 an hour per address). */
let address = 0;
const fresh = () => ({ 'x-forwarded-for': `203.0.113.${(address += 1)}` });
let accounts = 0;
const username = () => `member${(accounts += 1)}x`;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

/** Registers `name` with `password` through the API; answers its bearer header. */
async function registered(name: string, password: string): Promise<{ authorization: string }> {
  const res = await apiRegister(t, name, password, fresh());
  expect(res.status).toBe(201);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

async function expectRefusedField(res: Response, field: string) {
  expect(res.status).toBe(400);
  expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
}

function changePassword(auth: { authorization: string }, currentPassword: string, newPassword: string) {
  return sendJson(t, 'POST', '/api/users/me/password', { currentPassword, newPassword }, auth);
}

const signsIn = async (name: string, password: string) => (await apiLogin(t, name, password, fresh())).status === 200;

describe('6.2.1 passwords of at least 8 characters', () => {
  it('6.2.1 a 7-character password is refused at registration, and no account is made', async () => {
    await expectNothingStored(t, async () => {
      await expectRefusedField(await apiRegister(t, username(), 'Zq8#vLp', fresh()), 'password');
    });
  });

  it('6.2.1 an 8-character password is taken at registration and signs in', async () => {
    const name = username();
    await registered(name, 'Zq8#vLp2');
    expect(await signsIn(name, 'Zq8#vLp2')).toBe(true);
  });

  it('6.2.1 a change to a 7-character password is refused, the old one still works; 8 characters are taken', async () => {
    const name = username();
    const auth = await registered(name, 'first long password');
    await expectRefusedField(await changePassword(auth, 'first long password', 'Zq8#vLp'), 'newPassword');
    expect(await signsIn(name, 'Zq8#vLp')).toBe(false);
    expect(await signsIn(name, 'first long password')).toBe(true);
    expect((await changePassword(auth, 'first long password', 'Zq8#vLp2')).status).toBe(200);
    expect(await signsIn(name, 'Zq8#vLp2')).toBe(true);
  });
});

describe('6.2.4 common passwords refused', () => {
  const COMMON = ['password1', 'qwertyuiop', 'PassWord1', 'iloveyou1', '12345678'];

  it('6.2.4 a common password, in any letter case, or the username itself, is refused at registration', async () => {
    await expectNothingStored(t, async () => {
      for (const password of COMMON) {
        const res = await apiRegister(t, username(), password, fresh());
        expect(`${password} ${res.status}`).toBe(`${password} 400`);
      }
      await expectRefusedField(await apiRegister(t, 'samename1', 'SameName1', fresh()), 'password');
    });
  });

  it('6.2.4 a change to a common password is refused, and the old password stays', async () => {
    const name = username();
    const auth = await registered(name, 'first long password');
    for (const password of COMMON) {
      await expectRefusedField(await changePassword(auth, 'first long password', password), 'newPassword');
    }
    expect(await signsIn(name, 'first long password')).toBe(true);
  });
});

describe('6.2.8 the password verified exactly as typed', () => {
  it('6.2.8 another letter case, a truncated, trimmed or lengthened password fails; the exact one signs in', async () => {
    const name = username();
    const password = ' Tangerine Kettle 42 ';
    await registered(name, password);
    for (const wrong of [password.toUpperCase(), password.trim(), password.slice(0, 8), `${password}x`]) {
      expect(`${JSON.stringify(wrong)} ${await signsIn(name, wrong)}`).toBe(`${JSON.stringify(wrong)} false`);
    }
    expect(await signsIn(name, password)).toBe(true);
  });

  it('6.2.8 a long password is checked to its last character (no truncation at 72 bytes)', async () => {
    const name = username();
    const password = `${'long-passphrase-'.repeat(12)}A`;
    await registered(name, password);
    expect(await signsIn(name, `${password.slice(0, -1)}B`)).toBe(false);
    expect(await signsIn(name, password.slice(0, 72))).toBe(false);
    expect(await signsIn(name, password)).toBe(true);
  });
});

describe('6.3.1 password guessing limited', () => {
  it('6.3.1 after 5 failures for one account from one address, even the right password is refused there (429); another address signs in', async () => {
    const name = username();
    await registered(name, 'the right password');
    const attacker = { 'x-forwarded-for': '192.0.2.10' };
    for (let i = 0; i < 5; i += 1) {
      expect((await apiLogin(t, name, `wrong guess ${i}`, attacker)).status).toBe(401);
    }
    const right = await apiLogin(t, name, 'the right password', attacker);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.headers.getSetCookie()).toEqual([]);
    // The owner, elsewhere, is not locked out.
    expect((await apiLogin(t, name, 'the right password', { 'x-forwarded-for': '192.0.2.11' })).status).toBe(200);
    // The limited address stays limited.
    expect((await apiLogin(t, name, 'the right password', attacker)).status).toBe(429);
  });

  it('6.3.1 20 failures from one address across accounts refuse that address, not others', async () => {
    const name = username();
    await registered(name, 'the right password');
    const sprayer = { 'x-forwarded-for': '192.0.2.20' };
    for (let i = 0; i < 20; i += 1) {
      expect((await apiLogin(t, `nobody${i}`, 'Summer2026!', sprayer)).status).toBe(401);
    }
    expect((await apiLogin(t, name, 'the right password', sprayer)).status).toBe(429);
    expect((await apiLogin(t, name, 'the right password', { 'x-forwarded-for': '192.0.2.21' })).status).toBe(200);
  });

  it('6.3.1 the refusal lasts the 15-minute window, then the right password works; guesses from many addresses only slow the account', async () => {
    let now = Date.parse('2026-11-24T12:00:00Z');
    const waits: number[] = [];
    const auth = new AuthService(t.database.db, {
      limits: new MemoryRateLimitStore(() => now),
      now: () => new Date(now),
      sleep: async (ms) => waits.push(ms),
    });
    const name = username();
    await auth.register({ username: name, password: 'the right password' }, null);
    for (let i = 0; i < 5; i += 1) {
      await expect(auth.login({ username: name, password: `guess ${i}` }, '192.0.2.30')).rejects.toMatchObject({
        status: 401,
      });
    }
    await expect(auth.login({ username: name, password: 'the right password' }, '192.0.2.30')).rejects.toMatchObject({
      status: 429,
    });
    now += 14 * 60_000;
    await expect(auth.login({ username: name, password: 'the right password' }, '192.0.2.30')).rejects.toMatchObject({
      status: 429,
    });
    now += 61_000;
    await expect(auth.login({ username: name, password: 'the right password' }, '192.0.2.30')).resolves.toMatchObject({
      viewer: { username: name },
    });
    // Guesses spread over addresses: each address under its limit; the account is slowed, never refused.
    waits.length = 0;
    for (let i = 0; i < 8; i += 1) {
      await expect(auth.login({ username: name, password: 'guess' }, `198.18.0.${i}`)).rejects.toMatchObject({
        status: 401,
      });
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    await expect(auth.login({ username: name, password: 'the right password' }, '198.18.1.1')).resolves.toBeDefined();
  });
});
