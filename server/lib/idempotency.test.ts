import { describe, expect, it, vi } from 'vitest';
import {
  fingerprintOf,
  idempotencyKeyOf,
  IdempotentCreates,
  KEY_IN_PROGRESS,
  KEY_INVALID,
  KEY_REUSED,
  type FirstAnswer,
} from './idempotency';
import { MemoryRateLimiter } from './rate-limit';

const DAY = 24 * 60 * 60_000;
const claims = () => new MemoryRateLimiter('idempotency', 1, DAY);

/** A create that waits until it is let go, so a test can send a repeat while it runs. */
function slowCreate<T>(result: T) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const create = vi.fn(async () => {
    await gate;
    return result;
  });
  return { create, release };
}

/** The first answers as a use case keeps them (its audit record, for articles), shared by every 'process'. */
function answers<T>() {
  const kept = new Map<string, FirstAnswer<T>>();
  return {
    find: (key: string) => async () => kept.get(key) ?? null,
    keep: (key: string, answer: FirstAnswer<T>) => void kept.set(key, answer),
  };
}

describe('IdempotentCreates', () => {
  it('two requests with one key at once: one create, both get its answer', async () => {
    const creates = new IdempotentCreates<string>(claims());
    const { create, release } = slowCreate('article 1');
    const first = creates.once('ann', 'k1', 'form A', async () => null, create);
    const second = creates.once('ann', 'k1', 'form A', async () => null, create);
    release();
    expect(await first).toEqual({ result: 'article 1', replayed: false });
    expect(await second).toEqual({ result: 'article 1', replayed: true });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('refuses the same key with another form, while the first runs and after (422)', async () => {
    const creates = new IdempotentCreates<string>(claims());
    const kept = answers<string>();
    const { create, release } = slowCreate('article 1');
    const first = creates.once('ann', 'k1', 'form A', kept.find('k1'), create);
    await expect(creates.once('ann', 'k1', 'form B', kept.find('k1'), create)).rejects.toMatchObject({
      status: 422,
      code: 'idempotency_key_reused',
      message: KEY_REUSED,
    });
    release();
    await first;
    kept.keep('k1', { fingerprint: 'form A', result: 'article 1' });
    await expect(creates.once('ann', 'k1', 'form B', kept.find('k1'), create)).rejects.toMatchObject({ status: 422 });
    expect(await creates.once('ann', 'k1', 'form A', kept.find('k1'), create)).toEqual({
      result: 'article 1',
      replayed: true,
    });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart per owner', async () => {
    const creates = new IdempotentCreates<string>(claims());
    const ann = await creates.once(
      'ann',
      'k1',
      'form A',
      async () => null,
      async () => 'ann’s',
    );
    const bob = await creates.once(
      'bob',
      'k1',
      'form A',
      async () => null,
      async () => 'bob’s',
    );
    expect([ann.result, bob.result]).toEqual(['ann’s', 'bob’s']);
  });

  it('across processes: the claim is shared, a repeat while the first runs is told to wait (409), then answered', async () => {
    const shared = claims();
    const kept = answers<string>();
    const one = new IdempotentCreates<string>(shared);
    const two = new IdempotentCreates<string>(shared);
    const { create, release } = slowCreate('article 1');
    const first = one.once('ann', 'k1', 'form A', kept.find('k1'), async () => {
      const made = await create();
      kept.keep('k1', { fingerprint: 'form A', result: made });
      return made;
    });
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    const other = vi.fn(async () => 'article 2');
    await expect(two.once('ann', 'k1', 'form A', kept.find('k1'), other)).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_key_in_progress',
      message: KEY_IN_PROGRESS,
      retryAfterSeconds: 1,
    });
    release();
    await first;
    expect(await two.once('ann', 'k1', 'form A', kept.find('k1'), other)).toEqual({
      result: 'article 1',
      replayed: true,
    });
    expect(other).not.toHaveBeenCalled();
  });

  it('gives the key back when the create fails: nothing was made, so it may be tried again', async () => {
    const creates = new IdempotentCreates<string>(claims());
    const refused = Object.assign(new Error('Please correct the highlighted fields.'), { status: 400 });
    await expect(
      creates.once(
        'ann',
        'k1',
        'form A',
        async () => null,
        async () => Promise.reject(refused),
      ),
    ).rejects.toBe(refused);
    expect(
      await creates.once(
        'ann',
        'k1',
        'form A',
        async () => null,
        async () => 'article 1',
      ),
    ).toEqual({
      result: 'article 1',
      replayed: false,
    });
  });
});

describe('the key and the fingerprint', () => {
  it('takes 1 to 255 visible ASCII characters, and no key at all', () => {
    expect(idempotencyKeyOf(undefined)).toBeNull();
    expect(idempotencyKeyOf('0b6f2f0e-3c1a-4d8e-9b7a-2f1c3d4e5f60')).toBe('0b6f2f0e-3c1a-4d8e-9b7a-2f1c3d4e5f60');
    for (const bad of ['', 'two words', 'x'.repeat(256), 'naïve', 'tab\there']) {
      expect(() => idempotencyKeyOf(bad), bad).toThrow(expect.objectContaining({ status: 400 }));
    }
    expect(() => idempotencyKeyOf('')).toThrow(`Idempotency-Key: ${KEY_INVALID}`);
  });

  it('is the same for the same form in any order, and differs with any field or the file', () => {
    const file = new Uint8Array([1, 2, 3]);
    const a = fingerprintOf({ title: 'Rain', status: 'draft' }, file);
    expect(fingerprintOf({ status: 'draft', title: 'Rain' }, new Uint8Array([1, 2, 3]))).toBe(a);
    expect(fingerprintOf({ title: 'Rain', status: 'published' }, file)).not.toBe(a);
    expect(fingerprintOf({ title: 'Rain', status: 'draft' }, new Uint8Array([1, 2, 4]))).not.toBe(a);
    expect(fingerprintOf({ title: 'Rain', status: 'draft' }, null)).not.toBe(a);
  });
});
