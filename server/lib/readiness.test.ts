import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { createApp } from '../http';
import { createLogger } from './logger';
import { Readiness } from './readiness';

/** A database stand-in whose answer the test sets. */
function fakeDatabase() {
  const state = { answer: 'ok' as 'ok' | 'fail' | 'hang' };
  const ping = () =>
    state.answer === 'ok'
      ? Promise.resolve()
      : state.answer === 'fail'
        ? Promise.reject(new Error('connection refused'))
        : new Promise<void>(() => {});
  return { state, ping };
}

describe('Readiness', () => {
  it('is starting until marked ready, then ready, then draining for good', async () => {
    const { ping } = fakeDatabase();
    const readiness = new Readiness({ ping });
    expect(await readiness.check()).toMatchObject({ ready: false, status: 'starting' });
    readiness.markReady();
    expect(await readiness.check()).toEqual({ ready: true });
    readiness.drain();
    expect(await readiness.check()).toMatchObject({ ready: false, status: 'draining' });
    readiness.markReady();
    expect(await readiness.check()).toMatchObject({ ready: false, status: 'draining' });
  });

  it('is unavailable while the database fails or does not answer in time, and ready once it does', async () => {
    const { state, ping } = fakeDatabase();
    const readiness = new Readiness({ ping, pingTimeoutMs: 20 });
    readiness.markReady();
    state.answer = 'fail';
    expect(await readiness.check()).toEqual({ ready: false, status: 'unavailable', reason: 'database unavailable' });
    state.answer = 'hang';
    expect(await readiness.check()).toEqual({
      ready: false,
      status: 'unavailable',
      reason: 'database did not answer in time',
    });
    state.answer = 'ok';
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it('is unavailable while the event relay is down', async () => {
    const relay = { up: false };
    const readiness = new Readiness({ ping: fakeDatabase().ping, relay });
    readiness.markReady();
    expect(await readiness.check()).toMatchObject({ ready: false, status: 'unavailable', reason: /relay/ });
    relay.up = true;
    expect(await readiness.check()).toEqual({ ready: true });
  });
});

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers each state, never to be kept by a cache; /api/health stays liveness', async () => {
    const { state, ping } = fakeDatabase();
    const readiness = new Readiness({ ping });
    const app = createApp({
      config: t.config,
      database: t.database,
      services: t.services,
      logger: createLogger('silent'),
      readiness,
    });
    const ready = async () => {
      const res = await app.request('/api/ready');
      expect(res.headers.get('cache-control')).toBe('no-store');
      return { status: res.status, body: (await res.json()) as unknown };
    };
    expect(await ready()).toEqual({ status: 503, body: { status: 'starting', reason: 'starting up' } });
    readiness.markReady();
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    state.answer = 'fail';
    expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database unavailable' } });
    // Liveness asks the real database, which answers.
    expect((await app.request('/api/health')).status).toBe(200);
    state.answer = 'ok';
    readiness.drain();
    expect(await ready()).toEqual({ status: 503, body: { status: 'draining', reason: 'shutting down' } });
  });

  it('answers ready when the app was given no readiness (tests, tools)', async () => {
    const res = await t.app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });
});
