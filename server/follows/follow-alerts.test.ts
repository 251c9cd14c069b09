import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { handClock, saveStoryThroughApi, signedInAs } from '../../tests/helpers/factories';
import { TestPushService } from '../../tests/helpers/push-service';
import { PushSender } from '../push/push.sender';
import { alertDeliveries, alerts, auditLog, followPending, follows, pushSubscriptions, users } from '../db/schema';
import { systemActor } from '../lib/actor';
import { createLogger } from '../lib/logger';

/**
 * Followed-topic alerts (server/follows/follow-alerts.ts) on a clock the test moves: a story
 * noted once for each device that follows one of its topics, one alert an hour at most, none
 * in the quiet hours (23:00-07:00 in Asia/Kolkata), a few a day.
 */
let t: TestApp;
let time: ReturnType<typeof handClock>;
const ORIGIN = 'http://news.test';

beforeEach(async () => {
  // 12:00 in Kolkata.
  time = handClock('2026-11-30T06:30:00Z');
  t = await createTestApp({
    env: { FOLLOW_ALERTS_PER_DAY: '3', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', TRUST_PROXY: 'true' },
    services: { clock: time.clock },
  });
});
afterEach(async () => {
  await t.services.followAlerts.idle();
  await t.close();
});

/** Moves the clock on by minutes. */
const later = (minutes: number) => time.set(new Date(time.now().getTime() + minutes * 60_000).toISOString());

async function device(owner: { userId?: string }, over: Partial<typeof pushSubscriptions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(pushSubscriptions)
    .values({
      endpoint: `https://push.example/${randomUUID()}`,
      p256dh: 'BPublicKeyOfTheBrowser',
      auth: 'secret',
      userId: owner.userId ?? null,
      ...over,
    })
    .returning();
  return row!;
}

/** A writer named Asha Rao, who publishes through the API. */
async function writer() {
  const editor = await signedInAs(t.services, 'editor');
  await t.database.db.update(users).set({ firstName: 'Asha', lastName: 'Rao' }).where(eq(users.id, editor.viewer._id));
  return editor;
}

async function publish(auth: Record<string, string>, fields: Record<string, string>) {
  const story = await saveStoryThroughApi(t.app, { ...auth, origin: ORIGIN }, fields);
  await t.services.followAlerts.idle();
  return story;
}

const deliveries = () => t.database.db.select().from(alertDeliveries);
const pending = () => t.database.db.select().from(followPending);

describe('followed-topic alerts', () => {
  it('a story in a followed tag by a followed writer is one pending story, then one alert to the device', async () => {
    const asha = await writer();
    const reader = await signedInAs(t.services, 'reader');
    // The tag exists once a story has it: follow it after Asha's first.
    const first = await publish(asha.auth, { title: 'First rain', tags: '["Monsoon"]' });
    expect(await pending()).toEqual([]);
    for (const path of ['/api/follows/tag/monsoon', `/api/follows/author/${asha.viewer.username}`]) {
      const res = await t.app.request(path, { method: 'PUT', headers: { ...reader.auth, origin: ORIGIN } });
      expect(res.status, path).toBe(200);
    }
    const phone = await device({ userId: reader.viewer._id });
    // Another device that follows nothing, one that chose no followed topics, one of the Hindi edition.
    await device({});
    await device({ userId: reader.viewer._id }, { following: false });
    await device({ userId: reader.viewer._id }, { edition: 'hi' });

    later(5);
    const story = await publish(asha.auth, { title: 'Rain reaches the capital', tags: '["Monsoon"]' });
    expect(await pending()).toEqual([
      expect.objectContaining({
        subscriptionId: phone.id,
        articleId: story._id,
        topics: [`author:${asha.viewer._id}`, 'tag:monsoon'],
      }),
    ]);
    // An edit of a story that stays published notes nothing again.
    await saveStoryThroughApi(
      t.app,
      { ...asha.auth, origin: ORIGIN },
      { title: 'Rain reaches the capital', tags: '["Monsoon"]' },
      story._id,
    );
    await t.services.followAlerts.idle();
    expect(await pending()).toHaveLength(1);

    // Through the use case the clock calls, the site's own: audited as the site's.
    const log = createLogger('silent');
    const admin = await signedInAs(t.services, 'admin');
    await expect(
      t.services.commands.follows.sendAlerts({ viewer: admin.viewer, ip: '192.0.2.1', requestId: null, log }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await t.services.commands.follows.sendAlerts(systemActor(log))).toBe(1);
    const [alert] = await t.database.db.select().from(alerts);
    expect(alert).toMatchObject({ kind: 'following', edition: 'en', url: '/my-news', recipients: 1, sentBy: null });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'alert.send'))).toEqual([
      expect.objectContaining({
        actorId: null,
        targetType: 'alert',
        targetId: String(alert!.id),
        details: { alertId: alert!.id, kind: 'following', recipients: 1 },
      }),
    ]);
    expect(await deliveries()).toEqual([
      expect.objectContaining({
        alertId: alert!.id,
        subscriptionId: phone.id,
        status: 'pending',
        payload: {
          id: String(alert!.id),
          title: 'Rain reaches the capital',
          body: 'New in Asha Rao and Monsoon',
          url: `/news/${story.slug}`,
          tag: `alert-${alert!.id}`,
        },
      }),
    ]);
    expect(await pending()).toEqual([]);
    const [counted] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, phone.id));
    expect(counted).toMatchObject({ followDay: '2026-11-30', followCount: 1, lastFollowAlertAt: time.now() });
    // Run again: nothing more.
    expect((await t.services.followAlerts.run()).devices).toBe(0);
    expect(await t.database.db.select().from(alerts)).toHaveLength(1);
    void first;
  });

  it('holds stories within the hour of the last alert and batches them into one', async () => {
    const asha = await writer();
    const phone = await device({});
    await t.database.db.insert(follows).values({ subscriptionId: phone.id, kind: 'section', key: 'sports' });
    const one = await publish(asha.auth, { title: 'Match one', category: 'Sports' });
    await t.services.followAlerts.run();
    expect(await deliveries()).toHaveLength(1);

    later(10);
    await publish(asha.auth, { title: 'Match two', category: 'Sports' });
    later(10);
    await publish(asha.auth, { title: 'Match three', category: 'Sports' });
    // Not a sports story: nothing.
    await publish(asha.auth, { title: 'Market news', category: 'Business' });
    expect(await t.services.followAlerts.run()).toMatchObject({ devices: 0 });
    expect(await pending()).toHaveLength(2);

    // An hour after the first alert, both go in one.
    later(41);
    const run = await t.services.followAlerts.run();
    expect(run.devices).toBe(1);
    const latest = (await deliveries()).find((d) => d.alertId === run.alerts[0]!.id);
    expect(latest?.payload).toEqual({
      id: String(run.alerts[0]!.id),
      title: '2 new stories from what you follow',
      body: 'In Sports',
      url: '/my-news',
      tag: `alert-${run.alerts[0]!.id}`,
    });
    void one;
  });

  it('holds them in the quiet hours, and sends them at seven', async () => {
    const asha = await writer();
    const phone = await device({}, { edition: 'hi' });
    await t.database.db.insert(follows).values({ subscriptionId: phone.id, kind: 'section', key: 'sports' });
    // 23:30 in Kolkata.
    time.set('2026-11-30T18:00:00Z');
    const hindi = await saveStoryThroughApi(
      t.app,
      { ...asha.auth, origin: ORIGIN },
      { title: 'रात का मैच', category: 'Sports', edition: 'hi' },
    );
    await t.services.followAlerts.idle();
    expect(await pending()).toHaveLength(1);
    expect((await t.services.followAlerts.run()).devices).toBe(0);
    // 06:59.
    time.set('2026-12-01T01:29:00Z');
    expect((await t.services.followAlerts.run()).devices).toBe(0);
    // 07:00: sent, in Hindi.
    time.set('2026-12-01T01:30:00Z');
    const run = await t.services.followAlerts.run();
    expect(run.devices).toBe(1);
    const [delivery] = await deliveries();
    expect(delivery?.payload).toMatchObject({
      title: 'रात का मैच',
      body: 'खेल में नई ख़बर',
      url: `/hi/news/${encodeURIComponent(hindi.slug)}`,
    });
    const [alert] = await t.database.db.select().from(alerts);
    expect(alert).toMatchObject({ edition: 'hi', url: '/hi/my-news' });
  });

  it('leaves breaking news alone, and stops at the cap of the day until the next', async () => {
    const asha = await writer();
    const phone = await device({});
    await t.database.db.insert(follows).values({ subscriptionId: phone.id, kind: 'section', key: 'sports' });
    // An editor's breaking alert waiting for the sender.
    const [breaking] = await t.database.db
      .insert(alerts)
      .values({ kind: 'breaking', title: 'Breaking', url: '/news/x', recipients: 1 })
      .returning();
    await t.database.db.insert(alertDeliveries).values({ alertId: breaking!.id, subscriptionId: phone.id });
    // FOLLOW_ALERTS_PER_DAY=3 in this test's configuration: three alerts, hours apart.
    for (let i = 0; i < 4; i++) {
      await publish(asha.auth, { title: `Match ${i}`, category: 'Sports' });
      await t.services.followAlerts.run();
      later(61);
    }
    const following = await t.database.db.select().from(alerts).where(eq(alerts.kind, 'following'));
    expect(following).toHaveLength(3);
    expect(await pending()).toHaveLength(1);
    const [kept] = await t.database.db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, breaking!.id));
    expect(kept).toMatchObject({ subscriptionId: phone.id, status: 'pending', payload: null });
    // The next day (07:00 in Kolkata) the held story goes.
    time.set('2026-12-01T01:30:00Z');
    expect((await t.services.followAlerts.run()).devices).toBe(1);
    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, phone.id));
    expect(row).toMatchObject({ followDay: '2026-12-01', followCount: 1 });
  });

  it('skips a story published long ago and published again', async () => {
    const asha = await writer();
    const phone = await device({});
    await t.database.db.insert(follows).values({ subscriptionId: phone.id, kind: 'section', key: 'sports' });
    const story = await publish(asha.auth, { title: 'Old match', category: 'Sports' });
    await t.services.followAlerts.run();
    later(3 * 60);
    // Taken down and put back: the reader heard of it already.
    await saveStoryThroughApi(
      t.app,
      { ...asha.auth, origin: ORIGIN },
      { title: 'Old match', category: 'Sports', status: 'draft' },
      story._id,
    );
    await saveStoryThroughApi(
      t.app,
      { ...asha.auth, origin: ORIGIN },
      { title: 'Old match', category: 'Sports' },
      story._id,
    );
    await t.services.followAlerts.idle();
    expect(await pending()).toEqual([]);
  });
});

describe('followed-topic alerts to a push service', () => {
  it('reach a signed-in and a signed-out reader once each, in their own words, encrypted', async () => {
    const service = await TestPushService.start();
    const sender = new PushSender(t.services.push, t.services.vapid, { concurrency: 4, allowPrivateEndpoints: true });
    try {
      const asha = await writer();
      await publish(asha.auth, { title: 'First rain', tags: '["Monsoon"]' });
      // Signed in: the account follows the tag and the writer; its phone joins the account.
      const reader = await signedInAs(t.services, 'reader');
      for (const path of ['/api/follows/tag/monsoon', `/api/follows/author/${asha.viewer.username}`]) {
        await t.app.request(path, { method: 'PUT', headers: { ...reader.auth, origin: ORIGIN } });
      }
      const phone = service.newSubscriber();
      const laptop = service.newSubscriber();
      let address = 0;
      const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
        t.app.request('/api/push/subscribe', {
          method: 'POST',
          headers: {
            origin: ORIGIN,
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${++address}`,
            ...headers,
          },
          body: JSON.stringify(body),
        });
      const choices = { breaking: false, briefing: false, following: true };
      expect((await subscribe({ subscription: phone.subscription, choices }, reader.auth)).status).toBe(200);
      // Signed out: the browser's own follows go with its subscription.
      expect((await subscribe({ subscription: laptop.subscription, choices, follows: ['section:india'] })).status).toBe(
        200,
      );

      later(90);
      const story = await publish(asha.auth, { title: 'Rain reaches the capital', tags: '["Monsoon"]' });
      expect((await t.services.followAlerts.run()).devices).toBe(2);
      for (let round = 0; round < 50 && (await t.services.push.queued()) > 0; round++) await sender.drain();
      const received = await service.waitFor(2);
      const bySubscriber = new Map(received.map((push) => [push.subscriber, push.payload]));
      expect(bySubscriber.get(phone.id)).toMatchObject({
        title: 'Rain reaches the capital',
        body: 'New in Asha Rao and Monsoon',
        url: `/news/${story.slug}`,
      });
      expect(bySubscriber.get(laptop.id)).toMatchObject({
        title: 'Rain reaches the capital',
        body: 'New in India',
        url: `/news/${story.slug}`,
      });
      expect(received).toHaveLength(2);
      const [alert] = await t.database.db.select().from(alerts).where(eq(alerts.kind, 'following'));
      expect(alert).toMatchObject({ recipients: 2, delivered: 2 });
    } finally {
      await sender.stop();
      await service.stop();
    }
  });
});
