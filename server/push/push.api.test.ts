import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_TITLE_MAX, DELIVERY_OF } from '../../core/alerts';
import { apiCaller, createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { TestPushService, type TestSubscription } from '../../tests/helpers/push-service';
import * as schemas from '../api/schemas';
import { queryRows } from '../db/client';
import { alertDeliveries, alerts, auditLog, follows, pushSubscriptions } from '../db/schema';
import { createLogger } from '../lib/logger';
import { systemActor } from '../lib/actor';
import { PushSender } from './push.sender';
import { Vapid } from './vapid';

const ORIGIN = 'http://news.test';
let t: TestApp;
let service: TestPushService;
let senders: PushSender[] = [];

beforeEach(async () => {
  t = await createTestApp({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', TRUST_PROXY: 'true' } });
  service = await TestPushService.start();
});
afterEach(async () => {
  for (const sender of senders) await sender.stop();
  senders = [];
  await service.stop();
  await t.close();
});

let address = 0;
// Each call its own address: the push calls are limited per address.
const call = apiCaller(() => t, { origin: ORIGIN, ip: () => `198.51.100.${++address % 250}` });
/** Who the push service got messages for, sorted. */
const receivers = () =>
  service
    .received()
    .map((m) => m.subscriber)
    .sort();
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

const BREAKING = { breaking: true, briefing: false, following: false };

/** A sender of the test's own: quick retries, torn down after the test. */
function sender(options: Partial<ConstructorParameters<typeof PushSender>[2]> = {}) {
  const made = new PushSender(t.services.push, t.services.vapid, {
    concurrency: 8,
    allowPrivateEndpoints: true,
    backoffMs: 1,
    ...options,
  });
  senders.push(made);
  return made;
}

/** Drains until the queue is empty (retries come due after their short backoff). */
async function drainAll(by: PushSender = sender()) {
  for (let round = 0; round < 100; round++) {
    await by.drain();
    if ((await t.services.push.queued()) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the queue did not empty');
}

/** Subscribes directly (many at once), as the subscribe use case stores them. */
async function subscribeMany(count: number, options: { edition?: 'en' | 'hi'; choices?: typeof BREAKING } = {}) {
  const made: { id: string; subscription: TestSubscription }[] = [];
  for (let i = 0; i < count; i++) {
    const one = service.newSubscriber();
    await t.services.push.subscribe(
      {
        endpoint: one.subscription.endpoint,
        p256dh: one.subscription.keys.p256dh,
        auth: one.subscription.keys.auth,
        userId: null,
        sessionKey: null,
        edition: options.edition ?? 'en',
        choices: options.choices ?? BREAKING,
      },
      new Date(),
    );
    made.push(one);
  }
  return made;
}

async function sendAlert(articleId: string, over: Record<string, unknown> = {}) {
  const editor = await signedInAs(t.services, 'editor');
  return call('POST', '/api/alerts', editor.auth, {
    articleId,
    kind: 'breaking',
    title: 'Dam gates opened',
    body: 'Residents downstream are asked to move to higher ground.',
    ...over,
  });
}

describe('GET /api/push/key', () => {
  it('answers one VAPID key, made once and kept, the same for every process', async () => {
    const first = await json<{ publicKey: string }>(await call('GET', '/api/push/key'));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await json(await call('GET', '/api/push/key'))).toEqual(first);
    // Another process starting on the same database reads the same pair.
    expect(await new Vapid(t.database.db, t.config.push).publicKey()).toBe(first.publicKey);
  });

  it('makes one pair when processes start together', async () => {
    const started = [1, 2, 3].map(() => new Vapid(t.database.db, t.config.push));
    const keys = await Promise.all(started.map((vapid) => vapid.keys()));
    expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
    expect(new Set(keys.map((k) => k.privateKey)).size).toBe(1);
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set', async () => {
    const own = await createTestApp({
      env: {
        VAPID_PUBLIC_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
      },
    });
    try {
      expect(await json(await own.app.request('/api/push/key'))).toEqual({
        publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      });
    } finally {
      await own.close();
    }
  });
});

describe('POST /api/push/subscribe', () => {
  it("keeps a signed-out browse's subscription, its choices and edition, and its follows", async () => {
    const { subscription } = service.newSubscriber();
    const res = await call(
      'POST',
      '/api/push/subscribe',
      {},
      {
        subscription: { ...subscription, expirationTime: null },
        choices: { breaking: true, briefing: true, following: true },
        edition: 'hi',
        follows: ['section:sports'],
      },
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ choices: { breaking: true, briefing: true, following: true }, edition: 'hi' });
    const [row] = await t.database.db.select().from(pushSubscriptions);
    expect(row).toMatchObject({ endpoint: subscription.endpoint, edition: 'hi', briefing: true, userId: null });
    expect(await t.database.db.select({ kind: follows.kind, key: follows.key }).from(follows)).toEqual([
      { kind: 'section', key: 'sports' },
    ]);

    // The same browser again: one subscription, its choices changed.
    await call('POST', '/api/push/subscribe', {}, { subscription, choices: BREAKING });
    const rows = await t.database.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ edition: 'en', briefing: false, following: false });
  });

  it('joins the account of a signed-in reader', async () => {
    const reader = await signedInAs(t.services, 'reader');
    const { subscription } = service.newSubscriber();
    const res = await call('POST', '/api/push/subscribe', reader.auth, { subscription, choices: BREAKING });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(pushSubscriptions);
    expect(row?.userId).toBe(reader.viewer._id);
  });

  it('is signed out with the session that joined it, by Sign Out or a password change, not by a session that expired', async () => {
    const reader = await signedInAs(t.services, 'reader');
    const subscribe = async (auth: Record<string, string>) => {
      const { subscription } = service.newSubscriber();
      expect((await call('POST', '/api/push/subscribe', auth, { subscription, choices: BREAKING })).status).toBe(200);
      return subscription.endpoint;
    };
    const owner = async (endpoint: string) => {
      const [row] = await t.database.db
        .select({ userId: pushSubscriptions.userId, sessionKey: pushSubscriptions.sessionKey })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint));
      return row;
    };

    // A browser joined by this session: Sign Out leaves it a signed-out reader's subscription.
    const phone = await subscribe(reader.auth);
    expect((await owner(phone))?.userId).toBe(reader.viewer._id);
    expect((await call('POST', '/api/users/logout', reader.auth)).status).toBe(200);
    expect(await owner(phone)).toEqual({ userId: null, sessionKey: null });

    // Two devices on two sessions; a password change on one ends the other, and signs out its subscription only.
    const here = await t.services.auth.startSessionFor(reader.viewer._id);
    const there = await t.services.auth.startSessionFor(reader.viewer._id);
    const laptop = await subscribe({ authorization: `Bearer ${here.token}` });
    const tablet = await subscribe({ authorization: `Bearer ${there.token}` });
    const changed = await call(
      'POST',
      '/api/users/me/password',
      { authorization: `Bearer ${here.token}` },
      { currentPassword: 'correct horse battery', newPassword: 'another horse battery' },
    );
    expect(changed.status).toBe(200);
    expect((await owner(laptop))?.userId).toBe(reader.viewer._id);
    expect((await owner(tablet))?.userId).toBeNull();

    // A session that merely expired, swept away when its owner signs in again: the device stays theirs.
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 day'`);
    await t.services.auth.startSessionFor(reader.viewer._id);
    await t.database.db.execute(sql`delete from sessions where expires_at < now()`);
    expect((await owner(laptop))?.userId).toBe(reader.viewer._id);
  });

  it('refuses a malformed subscription, naming the field, and stores nothing', async () => {
    const { subscription } = service.newSubscriber();
    const cases: [unknown, string][] = [
      [{ choices: BREAKING }, 'subscription'],
      [{ subscription: { endpoint: subscription.endpoint }, choices: BREAKING }, 'subscription.keys'],
      [{ subscription: { ...subscription, endpoint: 'not a url' }, choices: BREAKING }, 'subscription.endpoint'],
      [
        { subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } }, choices: BREAKING },
        'subscription.keys.p256dh',
      ],
      [
        { subscription: { ...subscription, keys: { ...subscription.keys, auth: 'AAAA' } }, choices: BREAKING },
        'subscription.keys.auth',
      ],
      [{ subscription, choices: { breaking: 'yes' } }, 'choices.breaking'],
      [{ subscription, choices: BREAKING, edition: 'fr' }, 'edition'],
      [{ subscription, choices: BREAKING, follows: ['nonsense'] }, 'follows.0'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/push/subscribe', {}, body);
      const answer = await json<{ code: string; message: string; fields: Record<string, string> }>(res);
      expect(`${res.status} ${answer.code} ${Object.keys(answer.fields)[0]}`).toBe(`400 invalid_input ${field}`);
      expect(answer.message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
    }
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses 10,000 follows', async () => {
    const { subscription } = service.newSubscriber();
    const many = Array.from({ length: 10_000 }, (_, i) => `tag:topic-${i}`);
    const res = await call('POST', '/api/push/subscribe', {}, { subscription, choices: BREAKING, follows: many });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      code: 'invalid_input',
      fields: { follows: expect.stringMatching(/You can follow up to 200 topics/) },
    });
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses an endpoint on a loopback or private address outside tests', async () => {
    const strict = await createTestApp();
    try {
      const { subscription } = service.newSubscriber();
      for (const endpoint of [subscription.endpoint, 'https://10.0.0.8/push/1', 'https://[::1]/push/1']) {
        const res = await strict.app.request('/api/push/subscribe', {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ subscription: { ...subscription, endpoint }, choices: BREAKING }),
        });
        expect(res.status).toBe(400);
        const answer = await json<{ message: string }>(res);
        expect(answer.message).toMatch(/^subscription\.endpoint: must be (an https URL|on the public internet)/);
      }
    } finally {
      await strict.close();
    }
  });

  it('limits subscribe calls per address', async () => {
    const { subscription } = service.newSubscriber();
    const one = { 'x-forwarded-for': '203.0.113.77' };
    let status = 200;
    for (let i = 0; i < 121 && status === 200; i++) {
      status = (await call('POST', '/api/push/subscribe', one, { subscription, choices: BREAKING })).status;
    }
    expect(status).toBe(429);
  });
});

describe('POST /api/push/unsubscribe', () => {
  it('forgets the subscription; an unknown endpoint is answered the same', async () => {
    const [one] = await subscribeMany(1);
    const res = await call('POST', '/api/push/unsubscribe', {}, { endpoint: one!.subscription.endpoint });
    expect(await json(res)).toEqual({ ok: true });
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
    const again = await call('POST', '/api/push/unsubscribe', {}, { endpoint: one!.subscription.endpoint });
    expect(again.status).toBe(200);
  });
});

describe('POST /api/alerts', () => {
  it("delivers one encrypted alert to every device with breaking news on in the story's edition, and none to others", async () => {
    const image = `/uploads/images/${randomUUID()}`;
    const story = await insertArticle(t.database.db, { title: 'Floods', image });
    const chose = await subscribeMany(12);
    const off = await subscribeMany(3, { choices: { breaking: false, briefing: true, following: true } });
    const hindi = await subscribeMany(3, { edition: 'hi' });

    const res = await sendAlert(story._id);
    expect(res.status).toBe(201);
    const { alert } = await json<{ alert: Record<string, unknown> }>(res);
    expect(alert).toMatchObject({
      kind: 'breaking',
      edition: 'en',
      title: 'Dam gates opened',
      url: `/news/${story.slug}`,
      articleId: story._id,
      recipients: 12,
      delivered: 0,
      finishedAt: null,
    });
    expect(alert.sentBy).toEqual(expect.any(String));

    await drainAll();
    const received = service.received();
    expect(service.problems).toEqual([]);
    expect(received.map((m) => m.subscriber).sort()).toEqual(chose.map((s) => s.id).sort());
    for (const message of received) {
      expect(message).toEqual({
        subscriber: expect.any(String),
        payload: {
          id: String(alert.id),
          title: 'Dam gates opened',
          body: 'Residents downstream are asked to move to higher ground.',
          url: `/news/${story.slug}`,
          image: `http://news.test/uploads/images/${image.split('/').pop()}-480.webp`,
          tag: `alert-${alert.id}`,
        },
        ttl: DELIVERY_OF.breaking.ttl,
        urgency: 'high',
        topic: `alert-${alert.id}`,
        vapid: { aud: service.url, sub: t.config.push.subject, valid: true },
      });
    }
    for (const other of [...off, ...hindi]) expect(service.posts.get(other.id)).toBeUndefined();

    const [history] = (
      await json<{ items: Record<string, unknown>[] }>(
        await call('GET', '/api/alerts', (await signedInAs(t.services, 'editor')).auth),
      )
    ).items;
    expect(history).toMatchObject({ id: alert.id, recipients: 12, delivered: 12, failed: 0, gone: 0 });
    expect(history?.finishedAt).toEqual(expect.any(String));
  });

  it('sends a Hindi story to the Hindi devices, at its address there', async () => {
    const story = await insertArticle(t.database.db, { edition: 'hi', title: 'बाढ़' });
    await subscribeMany(2);
    const hindi = await subscribeMany(2, { edition: 'hi' });
    const res = await sendAlert(story._id, { title: 'बांध के फाटक खुले', body: 'निचले इलाकों के लोग ऊँची जगह जाएँ।' });
    expect(res.status).toBe(201);
    await drainAll();
    expect(receivers()).toEqual(hindi.map((s) => s.id).sort());
    expect(service.received()[0]?.payload).toMatchObject({
      title: 'बांध के फाटक खुले',
      url: `/hi/news/${encodeURIComponent(story.slug)}`,
    });
  });

  it('encrypts on the sending thread as well as on a thread of its own', async () => {
    const story = await insertArticle(t.database.db);
    const readers = await subscribeMany(3);
    await sendAlert(story._id);
    await drainAll(sender({ encryptInThread: false }));
    expect(service.problems).toEqual([]);
    expect(receivers()).toEqual(readers.map((r) => r.id).sort());
  });

  it('fails a delivery whose keys cannot be encrypted for, and goes on', async () => {
    const story = await insertArticle(t.database.db);
    const [good, bad] = await subscribeMany(2);
    // A row written around the subscribe checks (by hand, or before them).
    await t.database.db
      .update(pushSubscriptions)
      .set({ p256dh: 'AAAA' })
      .where(eq(pushSubscriptions.endpoint, bad!.subscription.endpoint));
    await sendAlert(story._id);
    await drainAll();
    expect(service.received().map((m) => m.subscriber)).toEqual([good!.id]);
    const [alert] = await t.database.db.select().from(alerts);
    expect(alert).toMatchObject({ delivered: 1, failed: 1 });
  });

  it('records the alert in the audit log', async () => {
    const story = await insertArticle(t.database.db);
    await subscribeMany(2);
    const { alert } = await json<{ alert: { id: number } }>(await sendAlert(story._id));
    const [record] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'alert.send'));
    expect(record).toMatchObject({
      targetType: 'article',
      targetId: story._id,
      details: { alertId: alert.id, kind: 'breaking', recipients: 2 },
    });
  });

  it('refuses an alert on a story that is not published, and queues nothing', async () => {
    await subscribeMany(2);
    const later = new Date(Date.now() + 86_400_000);
    for (const over of [
      { status: 'draft' as const },
      { status: 'review' as const, submittedAt: new Date() },
      { status: 'scheduled' as const, publishAt: later },
      { status: 'archived' as const },
    ]) {
      const story = await insertArticle(t.database.db, { ...over, publishedAt: null });
      const res = await sendAlert(story._id);
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({
        code: 'not_published',
        message: 'Only a published story can be sent as an alert.',
      });
    }
    expect(await t.database.db.select().from(alerts)).toEqual([]);
    expect(await t.database.db.select().from(alertDeliveries)).toEqual([]);
  });

  it('refuses empty or long words, an unknown story, and readers and authors', async () => {
    const story = await insertArticle(t.database.db);
    expect((await sendAlert(story._id, { title: '  ' })).status).toBe(400);
    expect((await sendAlert(story._id, { body: '' })).status).toBe(400);
    const long = await sendAlert(story._id, { title: 'x'.repeat(ALERT_TITLE_MAX + 1) });
    expect(await json(long)).toMatchObject({ fields: { title: `must be at most ${ALERT_TITLE_MAX} characters` } });
    expect((await sendAlert(story._id, { kind: 'briefing' })).status).toBe(400);
    expect((await sendAlert(randomUUID())).status).toBe(404);
    for (const role of ['reader', 'author'] as const) {
      const who = await signedInAs(t.services, role);
      const res = await call('POST', '/api/alerts', who.auth, {
        articleId: story._id,
        kind: 'breaking',
        title: 'A',
        body: 'B',
      });
      expect(res.status).toBe(403);
    }
    expect((await call('POST', '/api/alerts', {}, {})).status).toBe(401);
    expect(await t.database.db.select().from(alerts)).toEqual([]);
  });

  it('is fine with no devices: 0 recipients, finished at once', async () => {
    const story = await insertArticle(t.database.db);
    const { alert } = await json<{ alert: Record<string, unknown> }>(await sendAlert(story._id));
    expect(alert).toMatchObject({ recipients: 0 });
    expect(alert.finishedAt).toEqual(expect.any(String));
  });
});

describe('the push service answers', () => {
  it('404 and 410: the subscription is removed and counted gone', async () => {
    const story = await insertArticle(t.database.db);
    const [a, b, c] = await subscribeMany(3);
    service.answer(a!.id, 404);
    service.answer(b!.id, 410);
    await sendAlert(story._id);
    await drainAll();
    const left = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: c!.subscription.endpoint }]);
    const [alert] = await t.database.db.select().from(alerts);
    expect(alert).toMatchObject({ recipients: 3, delivered: 1, gone: 2, failed: 0 });
    expect(alert?.finishedAt).toBeInstanceOf(Date);
  });

  it('429 and 500: tried again (Retry-After honoured), then delivered', async () => {
    const story = await insertArticle(t.database.db);
    const [a, b] = await subscribeMany(2);
    service.answer(a!.id, 429, 2);
    service.answer(b!.id, 500, 1);
    await sendAlert(story._id);
    await drainAll();
    expect(service.posts.get(a!.id)).toBe(3);
    expect(service.posts.get(b!.id)).toBe(2);
    expect(receivers()).toEqual([a!.id, b!.id].sort());
    const [alert] = await t.database.db.select().from(alerts);
    expect(alert).toMatchObject({ delivered: 2, failed: 0 });
  });

  it('failing every time: failed after 5 tries, the subscription kept', async () => {
    const story = await insertArticle(t.database.db);
    const [a, b] = await subscribeMany(2);
    service.answer(a!.id, 500);
    service.answer(b!.id, 400);
    await sendAlert(story._id);
    await drainAll();
    expect(service.posts.get(a!.id)).toBe(5);
    expect(service.posts.get(b!.id)).toBe(1);
    const [alert] = await t.database.db.select().from(alerts);
    expect(alert).toMatchObject({ delivered: 0, failed: 2, gone: 0 });
    expect(await t.database.db.select().from(pushSubscriptions)).toHaveLength(2);
  });

  it('a push service that cannot be reached: tried again, then failed', async () => {
    const story = await insertArticle(t.database.db);
    const [a] = await subscribeMany(1);
    await service.stop();
    await sendAlert(story._id);
    await drainAll(sender({ maxAttempts: 3 }));
    const [alert] = await t.database.db.select().from(alerts);
    expect(alert).toMatchObject({ delivered: 0, failed: 1 });
    service = await TestPushService.start();
    expect(a).toBeDefined();
  });
});

describe('the queue', () => {
  it("a killed process's claimed rows are sent by another after the lease; a fresh claim is left alone", async () => {
    const story = await insertArticle(t.database.db);
    const subscribers = await subscribeMany(6);
    await sendAlert(story._id);
    // A process claims every row and is killed before sending any.
    const claimed = await t.services.push.claim(100, 30_000);
    expect(claimed).toHaveLength(6);

    // Within the lease: another process takes nothing.
    expect((await sender().drain()).claimed).toBe(0);
    expect(service.received()).toEqual([]);

    // Past the lease (the killed process's claims 31 s old): sent, once each.
    await t.database.db.execute(
      sql`update ${alertDeliveries} set claimed_at = now() - interval '31 seconds' where status = 'sending'`,
    );
    await drainAll();
    expect(receivers()).toEqual(subscribers.map((s) => s.id).sort());
    const [alert] = await t.database.db.select().from(alerts);
    expect(alert).toMatchObject({ delivered: 6 });

    // The killed process's late outcomes (had it lived) count nothing: its claims are gone.
    await t.services.push.settle(claimed.map((row) => ({ ...row, result: 'delivered' as const })));
    const [after] = await t.database.db.select().from(alerts);
    expect(after).toMatchObject({ delivered: 6 });
  });

  it('two senders draining one queue send nobody twice', async () => {
    const story = await insertArticle(t.database.db);
    const subscribers = await subscribeMany(150);
    service.delayMs = 2;
    await sendAlert(story._id);
    const one = sender({ batchSize: 20 });
    const two = sender({ batchSize: 20 });
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    expect(a.claimed + b.claimed).toBe(150);
    expect(a.claimed).toBeGreaterThan(0);
    expect(b.claimed).toBeGreaterThan(0);
    for (const s of subscribers) expect(service.posts.get(s.id)).toBe(1);
    expect(await t.services.push.queued()).toBe(0);
  });

  it('stop() lets requests in flight finish and puts the unsent back', async () => {
    const story = await insertArticle(t.database.db);
    await subscribeMany(40);
    service.delayMs = 50;
    await sendAlert(story._id);
    const first = sender({ concurrency: 4, batchSize: 40 });
    const draining = first.drain();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await first.stop();
    const report = await draining;
    expect(report.delivered).toBeGreaterThan(0);
    expect(report.released).toBeGreaterThan(0);
    expect(report.delivered + report.released).toBe(report.claimed);
    // Nothing is left `sending`: every row not delivered waits in the queue for the next sender.
    const rows = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from ${alertDeliveries} group by status`,
    );
    expect(rows).toEqual([{ status: 'pending', n: 40 - report.delivered }]);
    await drainAll();
    expect(service.accepted).toBe(40);
  });

  it('a running sender is woken by an alert made in its process', async () => {
    await subscribeMany(3);
    const story = await insertArticle(t.database.db);
    t.services.pushSender.start();
    senders.push(t.services.pushSender);
    await sendAlert(story._id);
    await service.waitFor(3, 1500);
  });
});

describe('the daily briefing', () => {
  it("sends each edition's lead story to the devices with the briefing on, once a day", async () => {
    const lead = await insertArticle(t.database.db, { title: 'The lead story', publishedAt: new Date() });
    await insertArticle(t.database.db, { title: 'An older story', publishedAt: new Date(Date.now() - 7_200_000) });
    const morning = await subscribeMany(2, { choices: { breaking: false, briefing: true, following: false } });
    await subscribeMany(2);
    const actor = systemActor(createLogger('silent'));
    expect(await t.services.commands.alerts.sendBriefing(actor)).toBe(1);
    // Another process's clock, the same morning: the day's briefing is made already.
    expect(await t.services.commands.alerts.sendBriefing(actor)).toBe(0);
    await drainAll();
    expect(receivers()).toEqual(morning.map((s) => s.id).sort());
    expect(service.received()[0]).toMatchObject({
      payload: { title: 'Your morning briefing', body: 'The lead story', url: `/news/${lead.slug}` },
      urgency: 'low',
      ttl: DELIVERY_OF.briefing.ttl,
    });
    const made = await t.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.kind, 'briefing')));
    expect(made).toHaveLength(1);
    expect(made[0]?.slot).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("is the site's own: a person may not send it", async () => {
    const editor = await signedInAs(t.services, 'admin');
    await expect(
      t.services.commands.alerts.sendBriefing({
        viewer: editor.viewer,
        ip: '192.0.2.1',
        requestId: null,
        log: createLogger('silent'),
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('reads and clicks', () => {
  it('counts devices for the confirmation, and clicks on the history', async () => {
    const editor = await signedInAs(t.services, 'editor');
    await subscribeMany(3);
    await subscribeMany(1, { edition: 'hi' });
    await subscribeMany(2, { choices: { breaking: false, briefing: true, following: false } });
    const devices = async (query: string) =>
      json<{ devices: number }>(await call('GET', `/api/alerts/audience?${query}`, editor.auth));
    expect(await devices('kind=breaking')).toEqual({ devices: 3 });
    expect(await devices('kind=live&edition=en')).toEqual({ devices: 3 });
    expect(await devices('kind=breaking&edition=hi')).toEqual({ devices: 1 });
    expect(await devices('kind=briefing')).toEqual({ devices: 2 });
    expect((await call('GET', '/api/alerts/audience?kind=loud', editor.auth)).status).toBe(400);

    const story = await insertArticle(t.database.db);
    const { alert } = await json<{ alert: { id: number } }>(await sendAlert(story._id));
    for (let i = 0; i < 2; i++) {
      expect((await call('POST', '/api/push/clicked', {}, { alert: String(alert.id) })).status).toBe(204);
    }
    // An unknown alert counts nothing, and is answered the same.
    expect((await call('POST', '/api/push/clicked', {}, { alert: '999999' })).status).toBe(204);
    expect((await call('POST', '/api/push/clicked', {}, { alert: 'x' })).status).toBe(400);
    const { items } = await json<{ items: { id: number; clicked: number }[] }>(
      await call('GET', '/api/alerts', editor.auth),
    );
    expect(items).toMatchObject([{ id: alert.id, clicked: 2 }]);
    for (const role of ['reader', 'author'] as const) {
      const who = await signedInAs(t.services, role);
      expect((await call('GET', '/api/alerts', who.auth)).status).toBe(403);
    }
  });
});

describe('the answers', () => {
  it('are what the OpenAPI document describes', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const story = await insertArticle(t.database.db);
    const [one] = await subscribeMany(1);
    const shape = async (schema: { safeParse(value: unknown): { data?: unknown; error?: unknown } }, res: Response) => {
      const body: unknown = await res.json();
      const parsed = schema.safeParse(body);
      expect(parsed.error).toBeUndefined();
      // Parsing keeps the documented fields only: any other would show.
      expect(parsed.data).toEqual(body);
    };
    await shape(schemas.pushKeySchema, await call('GET', '/api/push/key'));
    const { subscription } = service.newSubscriber();
    await shape(
      schemas.pushSubscribedSchema,
      await call('POST', '/api/push/subscribe', {}, { subscription, choices: BREAKING }),
    );
    await shape(
      schemas.okSchema,
      await call('POST', '/api/push/unsubscribe', {}, { endpoint: one!.subscription.endpoint }),
    );
    await shape(schemas.alertSentSchema, await sendAlert(story._id));
    await shape(schemas.alertListSchema, await call('GET', '/api/alerts', editor.auth));
    await shape(schemas.audienceSchema, await call('GET', '/api/alerts/audience?kind=story', editor.auth));
  });
});
