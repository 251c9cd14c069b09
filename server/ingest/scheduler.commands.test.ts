import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { action as schedulerAction, loader as schedulerLoader } from '../../app/routes/admin/scheduler';
import { CATEGORIES } from '../../core/categories';
import { SCHEDULER_TEXTS } from '../../core/ingest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { startFakeProviders, type FakeProviders } from '../../tests/helpers/fake-providers';
import { callAction, callLoader, pageContext } from '../../tests/helpers/pages';
import type { Viewer } from '../auth/auth.service';
import { articles } from '../db/schema';
import type { DomainEvents } from '../lib/events';

/**
 * SchedulerCommands (docs/decisions/004-use-case-layer.md): Start, Stop and a manual fetch are
 * audited and emit `scheduler.changed`, from the API and the page alike; the fetch itself tells
 * the page cache about the stories it stored (`articles.changed`, `ingested`).
 */
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

interface Setup {
  app: TestApp;
  editor: Viewer;
  author: Viewer;
  changes: DomainEvents['scheduler.changed'][];
  stored: DomainEvents['articles.changed'][];
}

async function setUp(env: Record<string, string> = {}): Promise<Setup> {
  t = await createTestApp({
    env: { SEED_SAMPLES: 'false', INGEST_PER_CATEGORY: '1', ...env },
    services: { ingest: { retryDelaysMs: [5], timeoutMs: 1500 } },
  });
  const app = t;
  const changes: Setup['changes'] = [];
  const stored: Setup['stored'] = [];
  app.services.events.on('scheduler.changed', (event) => changes.push(event));
  app.services.events.on('articles.changed', (event) => stored.push(event));
  return {
    app,
    editor: (await signedInAs(app.services, 'editor', 'sched.editor')).viewer,
    author: (await signedInAs(app.services, 'author', 'sched.author')).viewer,
    changes,
    stored,
  };
}

async function records(app: TestApp, action: string) {
  return (await app.services.audit.list({ action, page: 1, limit: 50 })).items;
}

function statusOf(answer: unknown): number {
  return (answer as { init?: { status?: number } | null }).init?.status ?? 200;
}

function messageOf(answer: unknown): string {
  const wrapped = answer as { type?: string; data?: { message: string }; message?: string };
  return (wrapped.type === 'DataWithResponseInit' ? wrapped.data?.message : wrapped.message) ?? '';
}

describe('SchedulerCommands', () => {
  it('start and stop: audited with whether they changed anything; the event only on a change', async () => {
    const { app, editor, changes } = await setUp();
    await app.services.scheduler.init();
    const actor = pageContext(app, editor, { ip: '192.0.2.44' }).actor;
    const scheduler = app.services.commands.scheduler;

    expect(await scheduler.start(actor)).toEqual({ changed: false, message: SCHEDULER_TEXTS.alreadyStarted });
    expect(await scheduler.stop(actor)).toEqual({ changed: true, message: SCHEDULER_TEXTS.stopped });
    expect(app.services.scheduler.isEnabled).toBe(false);
    expect(await scheduler.start(actor)).toEqual({ changed: true, message: SCHEDULER_TEXTS.started });
    expect(app.services.scheduler.isEnabled).toBe(true);

    const starts = await records(app, 'scheduler.start');
    expect(starts.map((r) => r.details)).toEqual([{ changed: true }, { changed: false }]);
    expect(starts[0]).toMatchObject({ actorId: editor._id, actorName: 'sched.editor', ip: '192.0.2.44' });
    expect((await records(app, 'scheduler.stop')).map((r) => r.details)).toEqual([{ changed: true }]);
    expect(changes).toEqual([{ change: 'stopped' }, { change: 'started' }]);
  });

  it('trigger: audited with the run, and the run stores stories that reach the page cache as ingested', async () => {
    const { app, editor, changes, stored } = await setUp();
    const cache = app.services.pageCache;
    cache.set('/', { status: 200, headers: [], body: new TextEncoder().encode('old') }, cache.currentGeneration());
    expect(cache.size).toBe(1);
    const result = await app.services.commands.scheduler.trigger(pageContext(app, editor).actor);
    if (!result.started) throw new Error('the run did not start');
    const { runId } = result;
    const report = await result.finished;
    expect(report).toMatchObject({ id: runId, trigger: 'manual', triggeredBy: 'sched.editor' });

    const [record] = await records(app, 'scheduler.trigger');
    expect(record).toMatchObject({ actorName: 'sched.editor', targetType: 'ingest_run', targetId: runId });
    expect(changes).toEqual([{ change: 'triggered' }]);

    // No provider configured: the samples, one per category, each category told apart.
    const rows = await app.database.db.select({ id: articles.id, category: articles.category }).from(articles);
    expect(rows).toHaveLength(CATEGORIES.length);
    expect(stored).toHaveLength(CATEGORIES.length);
    for (const event of stored) {
      expect(event).toMatchObject({ change: 'ingested', public: true });
      expect(event.categories).toHaveLength(1);
      const ids = rows.filter((r) => r.category === event.categories[0]).map((r) => r.id);
      expect(event.ids).toEqual(ids);
    }
    expect(cache.size).toBe(0);
  });

  it('a fetch kept for review (INGEST_STATUS=draft) changes no public page', async () => {
    const { app, editor, stored } = await setUp({
      NEWSAPI_KEY: 'k',
      NEWSAPI_URL: `${providers.url}/ok`,
      INGEST_STATUS: 'draft',
    });
    const result = await app.services.commands.scheduler.trigger(pageContext(app, editor).actor);
    if (!result.started) throw new Error('the run did not start');
    expect((await result.finished).stored).toBeGreaterThan(0);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((event) => event.change === 'ingested' && !event.public)).toBe(true);
  });

  it('trigger during a run: not started, nothing recorded (the API answers 409 run_in_progress)', async () => {
    const { app, editor, changes } = await setUp({
      NEWSAPI_KEY: 'k',
      NEWSAPI_URL: `${providers.url}/hang`,
      INGEST_TIMEOUT_SECONDS: '0.5',
    });
    const actor = pageContext(app, editor).actor;
    expect((await app.services.commands.scheduler.trigger(actor)).started).toBe(true);
    expect(await app.services.commands.scheduler.trigger(actor)).toEqual({
      started: false,
      message: SCHEDULER_TEXTS.inProgress,
    });
    expect(await records(app, 'scheduler.trigger')).toHaveLength(1);
    expect(changes).toEqual([{ change: 'triggered' }]);
    await app.services.scheduler.idle();
  });

  it('refuses authors and visitors, changing and recording nothing', async () => {
    const { app, author, changes } = await setUp();
    await app.services.scheduler.init();
    const scheduler = app.services.commands.scheduler;
    const reads = app.services.queries.scheduler;
    for (const [viewer, code] of [
      [author, 'forbidden'],
      [null, 'unauthorized'],
    ] as const) {
      const actor = pageContext(app, viewer).actor;
      for (const call of [
        () => reads.status(actor),
        () => reads.runs(actor),
        () => scheduler.start(actor),
        () => scheduler.stop(actor),
        () => scheduler.trigger(actor),
      ]) {
        await expect(call()).rejects.toMatchObject({ code });
      }
    }
    expect(app.services.scheduler.isEnabled).toBe(true);
    expect(await app.services.ingest.runs()).toEqual([]);
    expect(changes).toEqual([]);
    for (const action of ['scheduler.start', 'scheduler.stop', 'scheduler.trigger']) {
      expect(await records(app, action)).toEqual([]);
    }
  });
});

describe('/admin/scheduler (the page over SchedulerCommands)', () => {
  it('Start, Stop and Trigger as an editor: the same texts as the API, each audited', async () => {
    const { app, editor, changes } = await setUp();
    await app.services.scheduler.init();
    const post = (intent: string) => callAction(schedulerAction, t!, editor, '/admin/scheduler', { intent });

    expect(messageOf(await post('stop'))).toBe(SCHEDULER_TEXTS.stopped);
    expect(messageOf(await post('stop'))).toBe(SCHEDULER_TEXTS.alreadyStopped);
    expect(messageOf(await post('start'))).toBe(SCHEDULER_TEXTS.started);
    const triggered = await post('trigger');
    expect(statusOf(triggered)).toBe(200);
    expect(messageOf(triggered)).toBe(SCHEDULER_TEXTS.triggered);
    const runId = (triggered as { runId: string }).runId;
    await app.services.scheduler.idle();

    expect((await records(app, 'scheduler.stop')).map((r) => r.details)).toEqual([
      { changed: false },
      { changed: true },
    ]);
    expect(await records(app, 'scheduler.start')).toEqual([expect.objectContaining({ actorName: 'sched.editor' })]);
    expect(await records(app, 'scheduler.trigger')).toEqual([
      expect.objectContaining({ actorName: 'sched.editor', targetId: runId }),
    ]);
    expect(changes).toEqual([{ change: 'stopped' }, { change: 'started' }, { change: 'triggered' }]);

    const page = await callLoader(schedulerLoader, t!, editor, '/admin/scheduler');
    expect(page.error).toBeNull();
    expect(page.status?.isRunning).toBe(true);
    expect(page.runs.map((r) => r.id)).toEqual([runId]);
    expect(statusOf(await post('pause'))).toBe(400);
  });

  it('answers a trigger during a run with 409 and the in-progress text', async () => {
    const { app, editor } = await setUp({
      NEWSAPI_KEY: 'k',
      NEWSAPI_URL: `${providers.url}/hang`,
      INGEST_TIMEOUT_SECONDS: '0.5',
    });
    await app.services.commands.scheduler.trigger(pageContext(app, editor).actor);
    const answer = await callAction(schedulerAction, app, editor, '/admin/scheduler', { intent: 'trigger' });
    expect(statusOf(answer)).toBe(409);
    expect(messageOf(answer)).toBe(SCHEDULER_TEXTS.inProgress);
    await app.services.scheduler.idle();
  });

  it('refuses an author with the 403 page and records nothing; a visitor goes to sign in', async () => {
    const { app, author } = await setUp();
    await app.services.scheduler.init();
    for (const intent of ['start', 'stop', 'trigger']) {
      await expect(callAction(schedulerAction, app, author, '/admin/scheduler', { intent })).rejects.toMatchObject({
        init: { status: 403 },
      });
    }
    await expect(callLoader(schedulerLoader, app, author, '/admin/scheduler')).rejects.toMatchObject({
      init: { status: 403 },
    });
    const visitor = (await callAction(schedulerAction, app, null, '/admin/scheduler', { intent: 'stop' }).catch(
      (r: unknown) => r,
    )) as Response;
    expect(visitor.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/admin/scheduler')}`);
    expect(app.services.scheduler.isEnabled).toBe(true);
    expect(await app.services.ingest.runs()).toEqual([]);
    for (const action of ['scheduler.start', 'scheduler.stop', 'scheduler.trigger']) {
      expect(await records(app, action)).toEqual([]);
    }
  });
});
