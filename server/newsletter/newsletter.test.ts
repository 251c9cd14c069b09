import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  CONFIRM_LINK_BAD,
  CONFIRMED,
  NEWSLETTER_OFF,
  NEWSLETTER_TEXTS,
  SUBSCRIBE_ANSWER,
  SUBSCRIBE_RATE_LIMITED,
  UNSUBSCRIBED,
} from '../../core/newsletter';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { startSmtpServer, type LocalSmtp } from '../../tests/helpers/smtp-server';
import { newsletterDeliveries, newsletterSends, newsletterSubscribers, users } from '../db/schema';

let smtp: LocalSmtp;
let t: TestApp;
let ip = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { ...smtp.env, TRUST_PROXY: 'true', PUBLIC_URL: 'https://news.example' } });
});
afterAll(async () => {
  t.services.newsletterSender.close();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.clear();
  smtp.refuse.clear();
  await t.database.db.delete(newsletterSends);
  await t.database.db.delete(newsletterSubscribers);
});

/** Each call from its own address, so the per-address limit is tested only where meant. */
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  ip += 1;
  return t.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${ip % 250}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const tokenIn = (text: string, path: string) => {
  const found = new RegExp(`https://news\\.example${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!found?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(found[1]);
};

async function status(email: string) {
  const [row] = await t.database.db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.status ?? 'none';
}

/** Subscribes and confirms through the API and the emailed link, as a reader does. */
async function confirmedReader(email: string) {
  expect((await post('/api/newsletter/subscribe', { email })).status).toBe(202);
  const [mail] = await smtp.waitFor(1, email);
  const res = await post('/api/newsletter/confirm', { token: tokenIn(mail!.text, '/newsletter/confirm') });
  expect(res.status).toBe(200);
}

describe('subscribing', () => {
  it('mails a confirmation link and subscribes nobody until it is followed', async () => {
    const res = await post('/api/newsletter/subscribe', { email: 'Asha@Example.com' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: SUBSCRIBE_ANSWER });
    const [mail] = await smtp.waitFor(1, 'asha@example.com');
    expect(mail!.subject).toBe('Confirm your subscription to Newsdesk');
    expect(mail!.parsed.from?.value[0]).toMatchObject({ name: 'Newsdesk', address: 'briefing@newsdesk.test' });
    expect(await status('asha@example.com')).toBe('pending');

    const token = tokenIn(mail!.text, '/newsletter/confirm');
    expect(mail!.html).toContain(`/newsletter/confirm?token=${token}`);
    // Only a hash of the token is kept.
    const [row] = await t.database.db.select().from(newsletterSubscribers);
    expect(JSON.stringify(row)).not.toContain(token);

    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    // The next send named from NEWSLETTER_CRON in SCHEDULER_TZ (issue 33, finding 19).
    expect(((await confirmed.json()) as { message: string }).message).toMatch(
      new RegExp(
        `^${CONFIRMED} The next newsletter arrives (this morning|tomorrow|on \\w+day \\d+ \\w+) at \\d\\d:\\d\\d\\.$`,
      ),
    );
    expect(await status('asha@example.com')).toBe('confirmed');

    // The link works once.
    const again = await post('/api/newsletter/confirm', { token });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(CONFIRM_LINK_BAD);
  });

  it('gives the same answer for a subscribed address and mails it nothing', async () => {
    await confirmedReader('ben@example.com');
    smtp.clear();
    const res = await post('/api/newsletter/subscribe', { email: 'ben@example.com' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: SUBSCRIBE_ANSWER });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to('ben@example.com')).toHaveLength(0);
    expect(await status('ben@example.com')).toBe('confirmed');
  });

  it('sends one confirmation an address every few minutes, however often it is typed in', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post('/api/newsletter/subscribe', { email: 'cy@example.com' })).status).toBe(202);
    await smtp.waitFor(1, 'cy@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to('cy@example.com')).toHaveLength(1);
  });

  it('refuses a link that expired', async () => {
    await post('/api/newsletter/subscribe', { email: 'dee@example.com' });
    const [mail] = await smtp.waitFor(1, 'dee@example.com');
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, 'dee@example.com'));
    const res = await post('/api/newsletter/confirm', { token: tokenIn(mail!.text, '/newsletter/confirm') });
    expect(res.status).toBe(404);
    expect(await status('dee@example.com')).toBe('pending');
  });

  it.each([
    ['no address', {}, 'email'],
    ['a bad address', { email: 'not an address' }, 'email'],
    ['a non-string', { email: { $gt: '' } }, 'email'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_label, body, field) => {
    const res = await post('/api/newsletter/subscribe', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers);
    expect(row?.n).toBe(0);
  });

  it('refuses a malformed token with 400', async () => {
    const res = await post('/api/newsletter/confirm', { token: '<script>' });
    expect(res.status).toBe(400);
  });

  it('limits sign-ups per client address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/newsletter/subscribe', { email: `many${i}@example.com` }, from)).status).toBe(202);
    }
    const res = await post('/api/newsletter/subscribe', { email: 'many5@example.com' }, from);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(((await res.json()) as { message: string }).message).toBe(SUBSCRIBE_RATE_LIMITED);
    expect(await status('many5@example.com')).toBe('none');
    // The five confirmations go out after the answers: let them arrive here, not in the next test's mailbox.
    for (let i = 0; i < 5; i++) await smtp.waitFor(1, `many${i}@example.com`);
  });
});

describe('the morning send', () => {
  const slot = (day: number) => new Date(Date.UTC(2026, 10, day, 1, 30));

  async function stories() {
    const older = await insertArticle(t.database.db, {
      title: 'Monsoon arrives early',
      publishedAt: new Date(Date.now() - 7_200_000),
    });
    const newer = await insertArticle(t.database.db, { title: 'Markets close higher', publishedAt: new Date() });
    const pick = await insertArticle(t.database.db, {
      title: 'Editors pick: the long read',
      publishedAt: new Date(Date.now() - 86_400_000 * 3),
    });
    await t.services.frontPage.replace(
      { featured: [{ articleId: pick._id, expiresAt: null }], breaking: [] },
      null,
      new Date(),
    );
    t.services.frontPage.forget();
    t.services.news.resetReadModel();
    return { older, newer, pick };
  }

  it('mails confirmed readers only, picks first, with one-click unsubscribe headers and a text part', async () => {
    const { pick, newer } = await stories();
    await confirmedReader('one@example.com');
    await confirmedReader('two@example.com');
    await post('/api/newsletter/subscribe', { email: 'waiting@example.com' });
    await confirmedReader('gone@example.com');
    await t.database.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.email, 'gone@example.com'));
    await smtp.waitFor(1, 'waiting@example.com');
    smtp.clear();

    const outcome = await t.services.commands.newsletter.sendScheduled(slot(20));
    expect(outcome).toMatchObject({ recipients: 2, sent: 2, failed: 0 });
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['one@example.com', 'two@example.com']);

    const [mail] = smtp.to('one@example.com');
    expect(mail!.subject).toMatch(/^Newsdesk morning briefing: Friday 20 November$/);
    // The editor's pick comes first, then the rest.
    expect(mail!.text.indexOf(pick.title)).toBeGreaterThan(-1);
    expect(mail!.text.indexOf(pick.title)).toBeLessThan(mail!.text.indexOf(newer.title));
    expect(mail!.html).toContain(`https://news.example/news/${pick.slug}`);
    expect(mail!.html).toContain('Unsubscribe');
    const unsubscribe = mail!.header('list-unsubscribe');
    expect(unsubscribe).toMatch(/^<https:\/\/news\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+>$/);
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The visible link is the same address.
    expect(mail!.html).toContain(unsubscribe!.slice(1, -1));

    // One send a scheduled time, however often it fires.
    expect(await t.services.commands.newsletter.sendScheduled(slot(20))).toBeNull();
    expect(smtp.received).toHaveLength(2);
    const history = await t.services.newsletter.history(5);
    expect(history[0]).toMatchObject({ status: 'sent', recipients: 2, sent: 2, failed: 0, stories: 3 });
  });

  it('never mails sample stories as news: not in the preview, the test or the send, wherever they are listed (issue 33, finding 5)', async () => {
    const { newer, pick } = await stories();
    // Samples a new site starts with: the newest, featured and most read of all.
    const samples = [];
    for (let i = 0; i < 6; i++) {
      samples.push(
        await insertArticle(t.database.db, {
          title: `Sample story ${i}`,
          isSample: true,
          publishedAt: new Date(Date.now() + 1000 + i),
        }),
      );
    }
    await t.services.frontPage.replace(
      {
        featured: [
          { articleId: samples[0]!._id, expiresAt: null },
          { articleId: pick._id, expiresAt: null },
        ],
        breaking: [],
      },
      null,
      new Date(),
    );
    t.services.frontPage.forget();
    t.services.news.resetReadModel();
    const editor = await signedInAs(t.services, 'editor');
    await t.database.db
      .update(users)
      .set({ email: 'samples-editor@example.com', emailVerifiedAt: new Date() })
      .where(eq(users.id, editor.viewer._id));
    await confirmedReader('samples@example.com');
    smtp.clear();

    const preview = (await (await t.app.request('/api/newsletter/preview', { headers: editor.auth })).json()) as {
      stories: { title: string }[];
      html: string;
    };
    const test = await t.app.request('/api/newsletter/test', { method: 'POST', headers: editor.auth });
    expect(test.status).toBe(200);
    const [testMail] = await smtp.waitFor(1, 'samples-editor@example.com');
    expect(await t.services.commands.newsletter.sendScheduled(slot(23))).toMatchObject({ sent: 1 });
    const [sent] = smtp.to('samples@example.com');

    expect(preview.stories.map((story) => story.title)).toEqual(expect.arrayContaining([pick.title, newer.title]));
    for (const text of [JSON.stringify(preview), testMail!.text, testMail!.html, sent!.text, sent!.html]) {
      expect(text).toContain(pick.title);
      expect(text).not.toContain('Sample story');
    }
  });

  it('mails the real stories when more samples than it reads are newer (the e2e site has 70 samples)', async () => {
    const real = await insertArticle(t.database.db, {
      title: 'An older real story',
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    for (let i = 0; i < 60; i++) {
      await insertArticle(t.database.db, {
        title: `Newer sample ${i}`,
        isSample: true,
        publishedAt: new Date(Date.now() - 1000 * i),
      });
    }
    const editor = await signedInAs(t.services, 'editor');
    const preview = (await (await t.app.request('/api/newsletter/preview', { headers: editor.auth })).json()) as {
      stories: { title: string }[];
    };
    const titles = preview.stories.map((story) => story.title);
    expect(titles).toContain(real.title);
    expect(titles.filter((title) => title.startsWith('Newer sample'))).toEqual([]);
  });

  it('goes on past an address the mail server refuses, and records it', async () => {
    await stories();
    await confirmedReader('ok1@example.com');
    await confirmedReader('bounce@example.com');
    await confirmedReader('ok2@example.com');
    smtp.clear();
    smtp.refuse.add('bounce@example.com');
    const outcome = await t.services.commands.newsletter.sendScheduled(slot(21));
    expect(outcome).toMatchObject({ recipients: 3, sent: 2, failed: 1 });
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['ok1@example.com', 'ok2@example.com']);
    const [failed] = await t.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.status, 'failed'));
    expect(failed?.error).toMatch(/550|mailbox/i);
  });

  it('after a restart in the middle of a send, mails the rest and nobody twice', async () => {
    await stories();
    for (const name of ['r1', 'r2', 'r3', 'r4']) await confirmedReader(`${name}@example.com`);
    smtp.clear();
    // A send begun by a process that stopped: one recipient was mailed, one was with the SMTP
    // server when it stopped, two were not reached.
    const store = t.services.newsletter;
    const sendId = await store.claimSend(slot(22), 'en', 'Newsdesk morning briefing', [], new Date());
    expect(sendId).not.toBeNull();
    await store.addRecipients(sendId!);
    const [first, second] = await store.takeRecipients(sendId!, 2);
    await store.delivered(sendId!, first!.subscriberId, new Date());

    await t.services.newsletterSender.resume();

    const mailed = smtp.received.map((mail) => mail.to[0]);
    expect(mailed).toHaveLength(2);
    expect(mailed).not.toContain(first!.email);
    expect(mailed).not.toContain(second!.email);
    const [summary] = await store.history(1);
    expect(summary).toMatchObject({ status: 'sent', recipients: 4, sent: 3, failed: 1 });
    // A second start finds nothing left to send.
    await t.services.newsletterSender.resume();
    expect(smtp.received).toHaveLength(2);
  });

  it('records a morning with no stories as skipped', async () => {
    await confirmedReader('quiet@example.com');
    smtp.clear();
    const empty = await createTestApp({ env: { ...smtp.env, SEED_SAMPLES: 'false' } });
    try {
      const outcome = await empty.services.commands.newsletter.sendScheduled(slot(23));
      expect(outcome).toMatchObject({ recipients: 0 });
      const [summary] = await empty.services.newsletter.history(1);
      expect(summary).toMatchObject({ status: 'skipped', note: 'No published stories to send' });
    } finally {
      empty.services.newsletterSender.close();
      await empty.close();
    }
  });
});

describe("each edition its own newsletter (docs/product.md, 'Morning newsletter')", () => {
  const slot = (day: number) => new Date(Date.UTC(2026, 10, day, 1, 30));

  /** Subscribes from an edition's pages (`edition`) to `editions`, and confirms with the emailed link. */
  async function subscribedFrom(email: string, edition: 'en' | 'hi', editions?: string[]) {
    const res = await post('/api/newsletter/subscribe', { email, edition, ...(editions ? { editions } : {}) });
    expect(res.status).toBe(202);
    const [mail] = await smtp.waitFor(1, email);
    const page = edition === 'hi' ? '/hi/newsletter/confirm' : '/newsletter/confirm';
    const confirmed = await post('/api/newsletter/confirm', { token: tokenIn(mail!.text, page), edition });
    expect(confirmed.status).toBe(200);
    smtp.clear();
    return mail!;
  }

  async function editionsOf(email: string) {
    const [row] = await t.database.db
      .select({ editions: newsletterSubscribers.editions })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row?.editions ?? null;
  }

  it('signs up from a Hindi page in Hindi: the answer, the email and its link to the Hindi page', async () => {
    const res = await post('/api/newsletter/subscribe', { email: 'meera@example.com', edition: 'hi' });
    expect(await res.json()).toEqual({ message: NEWSLETTER_TEXTS.hi.subscribeAnswer });
    const [mail] = await smtp.waitFor(1, 'meera@example.com');
    expect(mail!.subject).toBe('Newsdesk न्यूज़लेटर: अपने सब्सक्रिप्शन की पुष्टि करें');
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.text).toContain('48 घंटे');
    const token = tokenIn(mail!.text, '/hi/newsletter/confirm');
    const confirmed = await post('/api/newsletter/confirm', { token, edition: 'hi' });
    expect(((await confirmed.json()) as { message: string }).message).toMatch(
      /^आपका सब्सक्रिप्शन शुरू हो गया है। अगला न्यूज़लेटर .* आएगा।$/,
    );
    expect(await editionsOf('meera@example.com')).toEqual(['hi']);
    // English by default, as before.
    await post('/api/newsletter/subscribe', { email: 'ravi@example.com' });
    const [english] = await smtp.waitFor(1, 'ravi@example.com');
    expect(english!.subject).toBe('Confirm your subscription to Newsdesk');
    tokenIn(english!.text, '/newsletter/confirm');
  });

  it('mails each edition its own issue: Hindi stories, Hindi words and /hi links; both to a reader of both', async () => {
    const english = await insertArticle(t.database.db, { title: 'Monsoon reaches Kerala', publishedAt: new Date() });
    const hindi = await insertArticle(t.database.db, {
      title: 'केरल पहुँचा मानसून',
      slug: 'kerala-pahuncha-monsoon',
      edition: 'hi',
      category: 'Sports',
      publishedAt: new Date(),
    });
    t.services.frontPage.forget();
    t.services.news.resetReadModel();
    await subscribedFrom('en-only@example.com', 'en');
    await subscribedFrom('hi-only@example.com', 'hi');
    await subscribedFrom('both@example.com', 'hi', ['en', 'hi']);
    expect(await editionsOf('both@example.com')).toEqual(['en', 'hi']);

    const outcome = await t.services.commands.newsletter.sendScheduled(slot(24));
    expect(outcome).toMatchObject({ recipients: 4, sent: 4, failed: 0 });
    expect(outcome!.sends).toHaveLength(2);
    expect(smtp.to('both@example.com')).toHaveLength(2);

    const [hiMail] = smtp.to('hi-only@example.com');
    expect(hiMail!.subject).toBe('Newsdesk सुबह की ब्रीफ़िंग: मंगलवार, 24 नवंबर');
    expect(hiMail!.html).toContain('<html lang="hi">');
    expect(hiMail!.text).toContain(hindi.title);
    expect(hiMail!.text).not.toContain(english.title);
    expect(hiMail!.text).toContain('खेल');
    expect(hiMail!.html).toContain(`https://news.example/hi/news/${hindi.slug}`);
    expect(hiMail!.text).toContain('अनसब्सक्राइब करें: https://news.example/hi/newsletter/unsubscribe?token=');
    expect(hiMail!.header('list-unsubscribe')).toMatch(
      /^<https:\/\/news\.example\/hi\/newsletter\/unsubscribe\?token=/,
    );
    expect(hiMail!.text).toContain('https://news.example/hi/');

    const [enMail] = smtp.to('en-only@example.com');
    expect(enMail!.subject).toBe('Newsdesk morning briefing: Tuesday 24 November');
    expect(enMail!.text).toContain(english.title);
    expect(enMail!.text).not.toContain(hindi.title);
    expect(enMail!.text).toContain('Unsubscribe: https://news.example/newsletter/unsubscribe?token=');

    const subjects = smtp
      .to('both@example.com')
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual([enMail!.subject, hiMail!.subject].sort());
    const history = await t.services.newsletter.history(5);
    expect(
      history
        .filter((send) => send.slot === slot(24).toISOString())
        .map((send) => [send.edition, send.recipients])
        .sort(),
    ).toEqual([
      ['en', 2],
      ['hi', 2],
    ]);
    // One send a scheduled time and edition, however often it fires.
    expect(await t.services.commands.newsletter.sendScheduled(slot(24))).toBeNull();
  });

  it('adds an edition to a subscribed address with a link, and sends no Hindi issue without Hindi readers', async () => {
    await insertArticle(t.database.db, { title: 'Only English here', publishedAt: new Date() });
    t.services.news.resetReadModel();
    await subscribedFrom('adds@example.com', 'en');
    // Subscribed to English, signing up again from the Hindi page (past the minutes between two
    // confirmations): a link that adds Hindi.
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - 3_600_000) })
      .where(eq(newsletterSubscribers.email, 'adds@example.com'));
    await post('/api/newsletter/subscribe', { email: 'adds@example.com', edition: 'hi' });
    const [mail] = await smtp.waitFor(1, 'adds@example.com');
    expect(await editionsOf('adds@example.com')).toEqual(['en']);
    await post('/api/newsletter/confirm', { token: tokenIn(mail!.text, '/hi/newsletter/confirm'), edition: 'hi' });
    expect(await editionsOf('adds@example.com')).toEqual(['en', 'hi']);
    // Asking again for what it has mails nothing, however long since the last link.
    smtp.clear();
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - 3_600_000) })
      .where(eq(newsletterSubscribers.email, 'adds@example.com'));
    await post('/api/newsletter/subscribe', { email: 'adds@example.com', editions: ['hi'] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(0);

    await t.database.db.update(newsletterSubscribers).set({ editions: ['en'] });
    const outcome = await t.services.commands.newsletter.sendScheduled(slot(25));
    expect(outcome!.sends).toHaveLength(1);
    const sends = await t.database.db.select().from(newsletterSends);
    expect(sends.map((send) => send.edition)).toEqual(['en']);
  });

  it('refuses an unknown edition with 400, and stores nothing', async () => {
    for (const body of [
      { email: 'bad@example.com', edition: 'fr' },
      { email: 'bad@example.com', editions: ['en', 'xx'] },
      { email: 'bad@example.com', editions: [] },
      { email: 'bad@example.com', editions: 'hi' },
    ]) {
      const res = await post('/api/newsletter/subscribe', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await status('bad@example.com')).toBe('none');
    const editor = await signedInAs(t.services, 'editor');
    expect((await t.app.request('/api/newsletter/preview?edition=fr', { headers: editor.auth })).status).toBe(400);
    const hi = (await (await t.app.request('/api/newsletter/preview?edition=hi', { headers: editor.auth })).json()) as {
      subject: string;
      html: string;
    };
    expect(hi.subject).toMatch(/^Newsdesk सुबह की ब्रीफ़िंग: /);
    expect(hi.html).toContain('<html lang="hi">');
  });

  it('unsubscribes from a Hindi email in Hindi, and the page posts back to the Hindi address', async () => {
    await subscribedFrom('leaves@example.com', 'hi');
    const [row] = await t.database.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaves@example.com'));
    const oneClick = await t.app.request(`/hi/newsletter/unsubscribe?token=${row!.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe(NEWSLETTER_TEXTS.hi.unsubscribed);
    expect(await status('leaves@example.com')).toBe('unsubscribed');
    const button = await t.app.request(`/hi/newsletter/unsubscribe?token=${row!.token}`, { method: 'POST' });
    expect(button.headers.get('location')).toBe('/hi/newsletter/unsubscribe?done=1');
  });
});

describe('unsubscribing', () => {
  async function unsubscribeLink(email: string) {
    await insertArticle(t.database.db);
    await confirmedReader(email);
    smtp.clear();
    await t.services.commands.newsletter.sendScheduled(
      new Date(Date.UTC(2026, 10, 1, 1, 30, Math.floor(Math.random() * 59))),
    );
    const [mail] = smtp.to(email);
    return mail!.header('list-unsubscribe')!.slice(1, -1);
  }

  it('takes the one-click POST a mail app sends (RFC 8058), from another site, without a cookie', async () => {
    const link = await unsubscribeLink('click@example.com');
    const res = await t.app.request(link.replace('https://news.example', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(UNSUBSCRIBED);
    expect(await status('click@example.com')).toBe('unsubscribed');

    // Never mailed again.
    smtp.clear();
    await insertArticle(t.database.db);
    const outcome = await t.services.commands.newsletter.sendScheduled(new Date(Date.UTC(2026, 10, 2, 1, 30)));
    expect(outcome?.recipients).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("answers the page's button with a redirect to the result, and a bad token too", async () => {
    const link = await unsubscribeLink('button@example.com');
    const token = new URL(link).searchParams.get('token')!;
    const res = await t.app.request('/newsletter/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/unsubscribe?done=1');
    expect(await status('button@example.com')).toBe('unsubscribed');

    const bad = await t.app.request('/newsletter/unsubscribe?token=' + 'x'.repeat(43), { method: 'POST' });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/newsletter/unsubscribe?invalid=1');
  });

  it('drops from a send going on a reader who unsubscribed after it began', async () => {
    await insertArticle(t.database.db);
    await confirmedReader('late@example.com');
    await confirmedReader('stays@example.com');
    smtp.clear();
    const store = t.services.newsletter;
    const sendId = await store.claimSend(new Date(Date.UTC(2026, 10, 3, 1, 30)), 'en', 'Briefing', [], new Date());
    await store.addRecipients(sendId!);
    await store.unsubscribeEmail('late@example.com', new Date());
    await t.services.newsletterSender.deliver(sendId!);
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['stays@example.com']);
  });
});

describe('a signed-in reader (Settings)', () => {
  it('subscribes their own address with a confirmation link, and unsubscribes', async () => {
    const reader = await signedInAs(t.services, 'reader');
    await t.database.db.update(users).set({ email: 'Reader@Example.com' }).where(eq(users.id, reader.viewer._id));
    const me = () => t.app.request('/api/newsletter/me', { headers: reader.auth });
    expect(await (await me()).json()).toEqual({
      enabled: true,
      email: 'reader@example.com',
      status: 'none',
      editions: [],
    });

    const subscribed = await t.app.request('/api/newsletter/me', { method: 'PUT', headers: reader.auth });
    expect(subscribed.status).toBe(202);
    expect(await subscribed.json()).toMatchObject({ status: 'pending' });
    const [mail] = await smtp.waitFor(1, 'reader@example.com');
    await post('/api/newsletter/confirm', { token: tokenIn(mail!.text, '/newsletter/confirm') });
    expect(await (await me()).json()).toMatchObject({ status: 'confirmed' });

    const left = await t.app.request('/api/newsletter/me', { method: 'DELETE', headers: reader.auth });
    expect(await left.json()).toMatchObject({ status: 'unsubscribed', message: UNSUBSCRIBED });
  });

  it('needs a signed-in reader', async () => {
    expect((await t.app.request('/api/newsletter/me')).status).toBe(401);
    expect((await t.app.request('/api/newsletter/me', { method: 'PUT' })).status).toBe(401);
  });
});

describe('/api/newsletter for editors and admins', () => {
  it.each([
    ['reader', 403],
    ['author', 403],
    ['editor', 200],
    ['admin', 200],
  ] as const)('a %s gets %i for the overview and the preview', async (role, code) => {
    const { auth } = await signedInAs(t.services, role);
    expect((await t.app.request('/api/newsletter', { headers: auth })).status).toBe(code);
    expect((await t.app.request('/api/newsletter/preview', { headers: auth })).status).toBe(code);
    expect((await t.app.request('/api/newsletter/test', { method: 'POST', headers: auth })).status).toBe(
      code === 200 ? 409 : code,
    );
  });

  it('gives the counts, the next send, the preview, and a test to the editor alone', async () => {
    await insertArticle(t.database.db, { title: 'Preview headline' });
    t.services.news.resetReadModel();
    await confirmedReader('count@example.com');
    await post('/api/newsletter/subscribe', { email: 'pending@example.com' });
    await smtp.waitFor(1, 'pending@example.com');
    smtp.clear();
    const editor = await signedInAs(t.services, 'editor');
    await t.database.db
      .update(users)
      .set({ email: 'editor@example.com', emailVerifiedAt: new Date() })
      .where(eq(users.id, editor.viewer._id));

    const overview = (await (await t.app.request('/api/newsletter', { headers: editor.auth })).json()) as {
      enabled: boolean;
      counts: Record<string, number>;
      nextSend: string;
      schedule: string;
    };
    expect(overview.enabled).toBe(true);
    expect(overview.counts).toEqual({ confirmed: 1, pending: 1, unsubscribed: 0 });
    expect(new Date(overview.nextSend).getTime()).toBeGreaterThan(Date.now());
    expect(overview.schedule).toContain('07:00');

    const preview = (await (await t.app.request('/api/newsletter/preview', { headers: editor.auth })).json()) as {
      subject: string;
      html: string;
      text: string;
    };
    expect(preview.text).toContain('Preview headline');
    expect(preview.html).toContain('Preview headline');
    expect(smtp.received).toHaveLength(0);

    const test = await t.app.request('/api/newsletter/test', { method: 'POST', headers: editor.auth });
    expect(test.status).toBe(200);
    const [mail] = await smtp.waitFor(1, 'editor@example.com');
    expect(mail!.subject).toMatch(/^\[Test\] Newsdesk morning briefing/);
    expect(smtp.received).toHaveLength(1);
    const audit = await t.services.audit.list({ action: 'newsletter.test', page: 1, limit: 5 });
    // Other tests send tests too: this editor's is one record.
    expect(audit.items.filter((item) => JSON.stringify(item).includes('"editor@example.com"'))).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('is off: no sign-ups, no sends, and the overview says so', async () => {
    const res = await off.app.request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(NEWSLETTER_OFF);
    expect(await off.services.commands.newsletter.sendScheduled(new Date())).toBeNull();
    const { auth } = await signedInAs(off.services, 'admin');
    const overview = (await (await off.app.request('/api/newsletter', { headers: auth })).json()) as {
      enabled: boolean;
      nextSend: string | null;
    };
    expect(overview).toMatchObject({ enabled: false, nextSend: null });
    expect((await off.services.site.publicConfig()).newsletter).toBe(false);
  });
});
