import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runResult, SCHEDULER_TEXTS, type SchedulerStatus } from '../../core/ingest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { startFakeProviders, type FakeProviders } from '../../tests/helpers/fake-providers';
import { openDatabase, queryRows, type Database } from '../db/client';
import { ingestRuns } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createServices, type Services } from '../services';
import { describeSchedule, Scheduler, type Clock } from './scheduler';

/** A clock tests move by hand; due timers fire in order. */
class FakeClock implements Clock {
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private ids = 0;
  constructor(private time: number) {}
  now() {
    return new Date(this.time);
  }
  setTimer(fn: () => void, ms: number) {
    const id = ++this.ids;
    this.timers.push({ at: this.time + ms, fn, id });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  }
  get pending() {
    return this.timers.length;
  }
  /** Moves time forward to `iso`, firing every timer due on the way. */
  advanceTo(iso: string) {
    const target = Date.parse(iso);
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = target;
  }
}

let providers: FakeProviders;
beforeAll(async () => {
  providers = await startFakeProviders();
});
afterAll(() => providers.close());

let t: TestApp | undefined;
afterEach(async () => {
  await t?.services.scheduler.close();
  await t?.close();
  t = undefined;
});

async function appAt(iso: string, env: Record<string, string> = {}) {
  const clock = new FakeClock(Date.parse(iso));
  t = await createTestApp({
    env: { SEED_SAMPLES: 'false', INGEST_PER_CATEGORY: '1', ...env },
    services: { clock, ingest: { retryDelaysMs: [5], timeoutMs: 1500 } },
  });
  return { app: t, clock };
}

const runCount = async (app: TestApp) => (await app.database.db.select().from(ingestRuns)).length;

describe('schedule', () => {
  it('runs at 06:00 Asia/Kolkata, which is 00:30 UTC', async () => {
    const { app, clock } = await appAt('2026-11-22T00:00:00Z');
    await app.services.scheduler.init();
    expect(app.services.scheduler.nextRun()?.toISOString()).toBe('2026-11-22T00:30:00.000Z');
    clock.advanceTo('2026-11-22T00:29:59Z');
    await app.services.scheduler.idle();
    expect(await runCount(app)).toBe(0);
    clock.advanceTo('2026-11-22T00:30:00Z');
    await app.services.scheduler.idle();
    const [run] = await app.database.db.select().from(ingestRuns);
    expect(run).toMatchObject({ trigger: 'schedule', triggeredBy: null, status: 'success' });
    expect(app.services.scheduler.nextRun()?.toISOString()).toBe('2026-11-23T00:30:00.000Z');
    expect(clock.pending).toBe(1);
  });

  it('describes the schedule in words', () => {
    expect(describeSchedule('0 6 * * *', 'Asia/Kolkata')).toBe('At 06:00, every day (Asia/Kolkata)');
  });

  it('after Stop no scheduled run fires; Start twice schedules once', async () => {
    const { app, clock } = await appAt('2026-11-22T00:00:00Z');
    const scheduler = app.services.scheduler;
    await scheduler.init();
    expect(await scheduler.stop()).toBe(true);
    expect(await scheduler.stop()).toBe(false);
    expect(clock.pending).toBe(0);
    expect(scheduler.nextRun()).toBeNull();
    clock.advanceTo('2026-11-25T00:00:00Z');
    await scheduler.idle();
    expect(await runCount(app)).toBe(0);

    expect(await scheduler.start()).toBe(true);
    expect(await scheduler.start()).toBe(false);
    expect(clock.pending).toBe(1);
    clock.advanceTo('2026-11-25T00:30:00Z');
    await scheduler.idle();
    expect(await runCount(app)).toBe(1);
  });

  it('a timer that was already due when Stop came does nothing', async () => {
    const { app, clock } = await appAt('2026-11-22T00:00:00Z');
    const scheduler = app.services.scheduler;
    await scheduler.init();
    // Another process stops it: this one still has its timer, and must not run.
    const other = new Scheduler(
      app.database,
      app.services.ingest,
      { cron: '0 6 * * *', timeZone: 'Asia/Kolkata' },
      clock,
    );
    await other.stop();
    clock.advanceTo('2026-11-22T00:30:00Z');
    await scheduler.idle();
    expect(await runCount(app)).toBe(0);
  });

  it('a restart keeps the state', async () => {
    const { app, clock } = await appAt('2026-11-22T00:00:00Z');
    await app.services.scheduler.init();
    expect(app.services.scheduler.isEnabled).toBe(true);
    await app.services.scheduler.stop();

    // A new process on the same database.
    const again = new Scheduler(
      app.database,
      app.services.ingest,
      { cron: '0 6 * * *', timeZone: 'Asia/Kolkata' },
      clock,
    );
    await again.init();
    expect(again.isEnabled).toBe(false);
    expect(clock.pending).toBe(0);
    await again.start();
    const third = new Scheduler(
      app.database,
      app.services.ingest,
      { cron: '0 6 * * *', timeZone: 'Asia/Kolkata' },
      clock,
    );
    await third.init();
    expect(third.isEnabled).toBe(true);
    await again.close();
    await third.close();
  });

  it('one run at a time: a trigger during a run is refused, and the scheduled slot runs once across processes', async () => {
    const { app } = await appAt('2026-11-22T00:00:00Z', {
      NEWSAPI_KEY: 'k',
      NEWSAPI_URL: `${providers.url}/hang`,
      INGEST_TIMEOUT_SECONDS: '0.5',
    });
    const first = await app.services.scheduler.trigger('asha');
    expect(first.started).toBe(true);
    expect((await app.services.scheduler.trigger('ravi')).started).toBe(false);
    // A second set of services on the same database stands for another process.
    const other = createServices(app.database, app.config);
    expect((await other.scheduler.trigger('ravi')).started).toBe(false);
    await app.services.scheduler.idle();
    expect(await runCount(app)).toBe(1);
  });

  it('closes runs a crash left open', async () => {
    const { app } = await appAt('2026-11-22T00:00:00Z');
    await app.database.db.insert(ingestRuns).values({ trigger: 'manual', triggeredBy: 'x' });
    await app.services.scheduler.init();
    const [run] = await app.database.db.select().from(ingestRuns);
    expect(run?.status).toBe('interrupted');
    expect(run?.finishedAt).not.toBeNull();
  });
});

describe('API', () => {
  it('is for editors and admins only', async () => {
    const { app } = await appAt('2026-11-22T00:00:00Z');
    for (const [method, path] of [
      ['GET', '/api/scheduler/status'],
      ['GET', '/api/scheduler/runs'],
      ['POST', '/api/scheduler/start'],
      ['POST', '/api/scheduler/stop'],
      ['POST', '/api/scheduler/trigger-news-fetch'],
    ] as const) {
      expect((await app.app.request(path, { method })).status, path).toBe(401);
      for (const role of ['reader', 'author'] as const) {
        const { auth } = await signedInAs(app.services, role);
        expect((await app.app.request(path, { method, headers: auth })).status, `${role} ${path}`).toBe(403);
      }
    }
    expect(await runCount(app)).toBe(0);
  });

  it('status, start, stop, trigger and runs answer with their documented shapes and texts', async () => {
    const { app } = await appAt('2026-11-22T00:00:00Z');
    await app.services.scheduler.init();
    const { auth } = await signedInAs(app.services, 'editor', 'priya');
    const call = async (method: string, path: string) => {
      const res = await app.app.request(path, { method, headers: auth });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const status = (await call('GET', '/api/scheduler/status')).body as unknown as SchedulerStatus;
    expect(status).toMatchObject({
      isRunning: true,
      schedule: '0 6 * * *',
      lastRun: null,
      nextRun: '2026-11-22T00:30:00.000Z',
      scheduleText: 'At 06:00, every day (Asia/Kolkata)',
    });
    expect(status.categories).toHaveLength(10);
    expect(status.providers).toEqual([expect.objectContaining({ id: 'samples', state: 'unused' })]);

    expect(await call('POST', '/api/scheduler/stop')).toEqual({
      status: 200,
      body: { message: SCHEDULER_TEXTS.stopped },
    });
    expect((await call('GET', '/api/scheduler/status')).body).toMatchObject({ isRunning: false, nextRun: null });
    expect((await call('POST', '/api/scheduler/start')).body).toEqual({ message: SCHEDULER_TEXTS.started });

    const trigger = await call('POST', '/api/scheduler/trigger-news-fetch');
    expect(trigger.status).toBe(202);
    expect(trigger.body.message).toBe(SCHEDULER_TEXTS.triggered);
    const busy = await call('POST', '/api/scheduler/trigger-news-fetch');
    expect(busy).toEqual({ status: 409, body: { message: SCHEDULER_TEXTS.inProgress, code: 'run_in_progress' } });
    await app.services.scheduler.idle();

    const after = (await call('GET', '/api/scheduler/status')).body as unknown as SchedulerStatus;
    expect(after.currentRun).toBeNull();
    expect(after.lastRun).toBe(after.lastRunSummary?.startedAt);
    expect(after.lastRunSummary).toMatchObject({ trigger: 'manual', triggeredBy: 'priya', categoriesDone: 10 });
    expect(after.providers[0]?.state).toBe('ok');

    const runs = (await call('GET', '/api/scheduler/runs?limit=5')).body as { runs: unknown[] };
    expect(runs.runs).toHaveLength(1);
    expect((await call('GET', '/api/scheduler/runs?limit=abc')).status).toBe(400);
  });

  it('on a site without providers whose samples are all there, a manual fetch adds nothing and says why', async () => {
    const { app, clock } = await appAt('2026-11-22T00:00:00Z', { INGEST_PER_CATEGORY: '10' });
    await app.services.scheduler.init();
    const { auth } = await signedInAs(app.services, 'admin');
    // The first fetch adds the samples (as seeding does on a new site); the second finds them all there.
    const first = await app.services.scheduler.trigger('asha');
    expect(first.started && runResult(await first.finished, false).text).toMatch(
      /^News fetch finished: 70 sample stories added\. No providers configured/,
    );
    // A minute on: runs are told apart by their start (one runs at a time, so a real clock never
    // starts two in the same instant; on this stopped clock PostgreSQL may order a tie either way).
    clock.advanceTo('2026-11-22T00:01:00Z');
    const trigger = await app.app.request('/api/scheduler/trigger-news-fetch', { method: 'POST', headers: auth });
    // The answer keeps its shape: a message and the run's id, at once.
    expect(trigger.status).toBe(202);
    const body = (await trigger.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['message', 'runId']);
    await app.services.scheduler.idle();
    const status = (await (
      await app.app.request('/api/scheduler/status', { headers: auth })
    ).json()) as SchedulerStatus;
    expect(status.lastRunSummary).toMatchObject({ id: body.runId, status: 'success', stored: 0 });
    expect(status.lastRunSummary!.skipped).toBeGreaterThan(0);
    expect(runResult(status.lastRunSummary!, false).text).toBe(SCHEDULER_TEXTS.noProviders);
  });

  it('refuses cookie-carried writes from another site', async () => {
    const { app } = await appAt('2026-11-22T00:00:00Z');
    const { token } = await signedInAs(app.services, 'admin');
    const res = await app.app.request('/api/scheduler/trigger-news-fetch', {
      method: 'POST',
      headers: { cookie: `nd_session=${token}`, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await runCount(app)).toBe(0);
  });
});

describe('across processes', () => {
  /**
   * `n` more processes on the test's database: on PostgreSQL each with its own connection
   * pool (as separate processes have), on PGlite the same database (one process owns it).
   */
  async function peers(app: TestApp, clock: Clock, n: number) {
    const logged: string[] = [];
    const logger = createLogger('silent');
    logger.info = ((message: unknown, more?: unknown) => {
      logged.push(typeof message === 'string' ? message : String(more));
    }) as typeof logger.info;
    const opened: Database[] = [];
    const list: Services[] = [];
    for (let i = 0; i < n; i++) {
      let database = app.database;
      if (process.env.DATABASE_URL) {
        const [row] = await queryRows<{ name: string }>(app.database.db, sql`select current_database() as name`);
        const url = new URL(process.env.DATABASE_URL);
        url.pathname = `/${row?.name}`;
        database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
        opened.push(database);
      }
      list.push(
        createServices(database, app.config, { clock, logger, ingest: { retryDelaysMs: [5], timeoutMs: 1500 } }),
      );
    }
    return {
      services: list,
      logged,
      async close() {
        for (const s of list) await s.scheduler.close();
        for (const d of opened) await d.close();
      },
    };
  }

  const slowProvider = () => ({
    NEWSAPI_KEY: 'k',
    NEWSAPI_URL: `${providers.url}/hang`,
    INGEST_TIMEOUT_SECONDS: '0.5',
  });

  it('three processes firing the same slot at once: one claims it and runs, the others do not even try', async () => {
    const { app, clock } = await appAt('2026-11-22T00:00:00Z', slowProvider());
    const three = await peers(app, clock, 3);
    try {
      for (const s of three.services) await s.scheduler.init();
      expect(clock.pending).toBe(3);
      clock.advanceTo('2026-11-22T00:30:00Z');
      await Promise.all(three.services.map((s) => s.scheduler.idle()));
      const runs = await app.database.db.select().from(ingestRuns);
      expect(runs.map((r) => r.trigger)).toEqual(['schedule']);
      // The losers stopped at the claim, not at the run lock (which would log a skip).
      expect(three.logged.filter((m) => m.includes('skipped'))).toEqual([]);
      // Each armed the next day's slot.
      expect(clock.pending).toBe(3);
    } finally {
      await three.close();
    }
  });

  it('a manual fetch asked of three processes at the same moment starts exactly one run', async () => {
    const { app, clock } = await appAt('2026-11-22T00:00:00Z', slowProvider());
    const three = await peers(app, clock, 3);
    try {
      const results = await Promise.all(three.services.map((s, i) => s.scheduler.trigger(`editor${i}`)));
      expect(results.filter((r) => r.started)).toHaveLength(1);
      await Promise.all(three.services.map((s) => s.scheduler.idle()));
      expect(await runCount(app)).toBe(1);
    } finally {
      await three.close();
    }
  });

  it("Stop and Start in one process reach another's timer through the scheduler.changed event", async () => {
    const { app, clock } = await appAt('2026-11-22T00:00:00Z');
    const [here, there] = (await peers(app, clock, 2)).services as [Services, Services];
    await here.scheduler.init();
    await there.scheduler.init();
    expect(clock.pending).toBe(2);

    const editor = {
      viewer: (await signedInAs(app.services, 'editor', 'sched.peer')).viewer,
      ip: '127.0.0.1',
      requestId: null,
      log: createLogger('silent'),
    };
    await here.commands.scheduler.stop(editor);
    // The cross-process relay delivers the event to the other process's bus as it is here.
    there.events.emit('scheduler.changed', { change: 'stopped' });
    await vi.waitFor(() => expect(there.scheduler.isEnabled).toBe(false));
    expect(there.scheduler.nextRun()).toBeNull();
    expect(clock.pending).toBe(0);
    clock.advanceTo('2026-11-22T00:30:00Z');
    await there.scheduler.idle();
    expect(await runCount(app)).toBe(0);

    await here.commands.scheduler.start(editor);
    there.events.emit('scheduler.changed', { change: 'started' });
    await vi.waitFor(() => expect(there.scheduler.isEnabled).toBe(true));
    expect(there.scheduler.nextRun()?.toISOString()).toBe('2026-11-23T00:30:00.000Z');
    expect(clock.pending).toBe(2);
    await here.scheduler.close();
    await there.scheduler.close();
  });
});
