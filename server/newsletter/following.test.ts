import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as settingsAction, loader as settingsLoader } from '../../app/routes/settings';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { startSmtpServer, type LocalSmtp } from '../../tests/helpers/smtp-server';
import type { Actor } from '../lib/actor';
import { createLogger } from '../lib/logger';
import { articleBylines, follows, newsletterSends, newsletterSubscribers, users } from '../db/schema';
import { FOLLOWING_STORIES_MAX } from './newsletter.sender';

/**
 * The newsletter's 'Following' option (docs/product.md, 'Alerts and following'): a subscriber with
 * an account who turned it on in Settings gets 'From what you follow', the newest stories of the
 * last day in their followed topics, read once a batch of recipients.
 */
let smtp: LocalSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { ...smtp.env, PUBLIC_URL: 'https://news.example' } });
});
afterAll(async () => {
  t.services.newsletterSender.close();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.clear();
  await t.database.db.delete(newsletterSends);
  await t.database.db.delete(newsletterSubscribers);
});

const log = createLogger('silent');

/** A reader with an address, subscribed and confirmed (as the emailed link does). */
async function subscribedReader(email: string) {
  const { viewer } = await signedInAs(t.services, 'reader');
  await t.database.db.update(users).set({ email }).where(eq(users.id, viewer._id));
  const actor: Actor = { viewer: { ...viewer, email }, ip: '198.51.100.9', requestId: 'test', log };
  await t.database.db
    .insert(newsletterSubscribers)
    .values({ email, status: 'confirmed', unsubscribeToken: `token-${email}`, confirmedAt: new Date() });
  return { viewer, actor };
}

describe("the newsletter's 'Following' option", () => {
  it("is set from Settings, and adds 'From what you follow' to that reader's email only", async () => {
    const writer = await signedInAs(t.services, 'author');
    const earlier = new Date(Date.now() - 5 * 3_600_000);
    const monsoon = await insertArticle(t.database.db, {
      title: 'Rain on the coast tonight',
      tags: ['Monsoon'],
      publishedAt: earlier,
    });
    const byWriter = await insertArticle(t.database.db, {
      title: 'A column by the writer',
      category: 'World',
      publishedAt: earlier,
    });
    // The morning's top stories, newer: the email leads with these (a story in both is shown once).
    for (let i = 0; i < 10; i++) await insertArticle(t.database.db, { title: `Top story ${i}`, category: 'Business' });
    await t.database.db
      .insert(articleBylines)
      .values({ articleId: byWriter._id, position: 0, role: 'author', userId: writer.viewer._id });
    // Too old, another edition's, and a sample: never.
    await insertArticle(t.database.db, {
      title: 'Old rain',
      tags: ['Monsoon'],
      publishedAt: new Date(Date.now() - 3 * 86_400_000),
    });
    await insertArticle(t.database.db, { title: 'Hindi rain', tags: ['Monsoon'], edition: 'hi' });
    await insertArticle(t.database.db, { title: 'Sample rain', tags: ['Monsoon'], isSample: true });

    const asha = await subscribedReader('asha@example.com');
    const ben = await subscribedReader('ben@example.com');
    await t.database.db.insert(follows).values([
      { userId: asha.viewer._id, kind: 'tag', key: 'monsoon' },
      { userId: asha.viewer._id, kind: 'author', key: writer.viewer._id },
      // Ben follows too, but did not choose it for his newsletter.
      { userId: ben.viewer._id, kind: 'tag', key: 'monsoon' },
    ]);
    const { newsletter } = t.services.commands;
    expect(await t.services.queries.newsletter.following(asha.actor)).toEqual({ on: false });
    expect(await newsletter.setFollowing(asha.actor, true)).toEqual({ on: true });
    expect(await t.services.queries.newsletter.following(asha.actor)).toEqual({ on: true });
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'asha@example.com'));
    expect(row).toMatchObject({ following: true, userId: asha.viewer._id });

    const slot = new Date(Date.now() + 60_000);
    expect(await newsletter.sendScheduled(slot)).toMatchObject({ recipients: 2, sent: 2 });
    const [toAsha] = smtp.to('asha@example.com');
    const [toBen] = smtp.to('ben@example.com');
    expect(toAsha!.text).toContain('From what you follow');
    const section = toAsha!.text.slice(toAsha!.text.indexOf('From what you follow'));
    expect(section).toContain(`https://news.example/news/${monsoon.slug}`);
    expect(section).toContain(`https://news.example/news/${byWriter.slug}`);
    for (const title of ['Old rain', 'Hindi rain', 'Sample rain']) expect(section).not.toContain(title);
    expect(toAsha!.html).toContain('From what you follow');
    expect(toBen!.text).not.toContain('From what you follow');
  });

  it('is at most five stories, newest first', async () => {
    const stories = [];
    for (let i = 0; i < FOLLOWING_STORIES_MAX + 2; i++) {
      stories.push(
        await insertArticle(t.database.db, {
          title: `Match report ${i}`,
          category: 'Sports',
          publishedAt: new Date(Date.now() - 3_600_000 + i * 1000),
        }),
      );
    }
    const found = await t.services.follows.newestForAccounts(
      [(await subscribedFollower('sports')).viewer._id],
      'en',
      new Date(Date.now() - 86_400_000),
      FOLLOWING_STORIES_MAX,
    );
    const [list] = [...found.values()];
    expect(list?.map((story) => story.title)).toEqual(
      stories
        .slice(-FOLLOWING_STORIES_MAX)
        .reverse()
        .map((story) => story.title),
    );
  });

  it('is a checkbox in Settings once the address is subscribed', async () => {
    const { viewer, actor } = await subscribedReader('cara@example.com');
    const reader = actor.viewer!;
    expect(await callLoader(settingsLoader, t, reader, '/settings')).toMatchObject({
      newsletter: { status: 'confirmed' },
      newsletterFollowing: { on: false },
    });
    const set = (fields: Record<string, string>) => callAction(settingsAction, t, reader, '/settings', fields);
    expect(answerOf(await set({ intent: 'newsletter-following', following: 'on' }))).toEqual({
      body: { ok: true, message: 'Your newsletter now adds stories from what you follow.', intent: 'newsletter' },
      status: 200,
    });
    expect(await callLoader(settingsLoader, t, reader, '/settings')).toMatchObject({
      newsletterFollowing: { on: true },
    });
    // Unticked, a form sends no field: off.
    expect(answerOf(await set({ intent: 'newsletter-following' }))).toMatchObject({
      body: { ok: true, message: 'Your newsletter no longer adds stories from what you follow.' },
    });
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'cara@example.com'));
    expect(row).toMatchObject({ following: false, userId: viewer._id });
  });

  it('cannot be turned on without a subscription', async () => {
    const { viewer } = await signedInAs(t.services, 'reader');
    await t.database.db.update(users).set({ email: 'nobody@example.com' }).where(eq(users.id, viewer._id));
    const actor: Actor = { viewer: { ...viewer, email: 'nobody@example.com' }, ip: null, requestId: null, log };
    expect(await t.services.queries.newsletter.following(actor)).toBeNull();
    await expect(t.services.commands.newsletter.setFollowing(actor, true)).rejects.toMatchObject({ status: 409 });
  });
});

async function subscribedFollower(section: string) {
  const reader = await subscribedReader(`follower-${section}@example.com`);
  await t.database.db.insert(follows).values({ userId: reader.viewer._id, kind: 'section', key: section });
  return reader;
}
