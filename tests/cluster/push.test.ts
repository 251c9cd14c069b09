import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPushService, type TestSubscription } from '../helpers/push-service';
import { ADMIN, missingPrerequisite, startCluster, within, type Cluster } from './harness';

/**
 * Web push across three processes of the built site on one PostgreSQL behind nginx
 * (docs/product.md, 'Alerts and following'): an editor's breaking alert reaches, encrypted, every
 * subscriber who chose breaking news, once, whichever processes drain the queue; and a process
 * killed with SIGKILL in the middle of a send loses nobody's alert: its claimed deliveries come
 * back after the lease (PUSH_LEASE_SECONDS, 3 s here) and the others send them. The only copies
 * sent twice are those the killed process had in flight (at most PUSH_CONCURRENCY), and the push
 * service keeps one of each (the Topic header, RFC 8030 §5.4).
 * Run by `npm test` with the multi-process test (scripts/test.ts), on CI's PostgreSQL.
 */

const skipped = missingPrerequisite();
const SUBSCRIBERS = 2_000;
/** Requests in flight per process. */
const CONCURRENCY = 8;

interface Subscriber {
  id: string;
  subscription: TestSubscription;
  breaking: boolean;
}

interface AlertSummary {
  id: number;
  recipients: number;
  delivered: number;
  failed: number;
  gone: number;
  finishedAt: string | null;
}

describe.skipIf(skipped !== null)('push alerts across three processes', () => {
  let cluster: Cluster;
  let service: TestPushService;
  let token = '';
  let storyId = '';
  const subscribers: Subscriber[] = [];

  const api = (base: string, route: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(`${base}${route}`, { ...init, headers });
  };
  const postJson = (base: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
    api(base, route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const history = async (): Promise<AlertSummary[]> =>
    ((await (await api(cluster.url, '/api/alerts')).json()) as { items: AlertSummary[] }).items;
  const chose = () => subscribers.filter((s) => s.breaking);

  beforeAll(async () => {
    service = await TestPushService.start();
    cluster = await startCluster({
      // No news fetch runs here.
      providersUrl: 'http://127.0.0.1:9/none',
      env: {
        PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
        PUSH_LEASE_SECONDS: '3',
        PUSH_CONCURRENCY: String(CONCURRENCY),
      },
    });
    const login = await postJson(cluster.url, '/api/users/login', ADMIN);
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;

    const form = new FormData();
    form.set('title', 'Reservoir gates opened across processes');
    form.set('category', 'India');
    form.set('status', 'published');
    form.set('description', 'The gates of the reservoir were opened, and readers were told at once on their phones.');
    form.set('content', '<p>The gates were opened at dawn. Residents downstream were asked to move.</p>');
    const created = await api(cluster.url, '/api/news', { method: 'POST', body: form });
    expect(created.status, await created.clone().text()).toBe(201);
    storyId = ((await created.json()) as { _id: string })._id;

    // Readers subscribe through every process, each from an address of their own (the calls are
    // limited per address); one in five without breaking news.
    for (let i = 0; i < SUBSCRIBERS; i++) subscribers.push({ ...service.newSubscriber(), breaking: i % 5 !== 0 });
    let next = 0;
    const subscribeSome = async () => {
      while (next < subscribers.length) {
        const i = next++;
        const reader = subscribers[i]!;
        const app = cluster.apps[i % cluster.apps.length]!;
        const res = await fetch(`${app.url}/api/push/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
          body: JSON.stringify({
            subscription: reader.subscription,
            choices: { breaking: reader.breaking, briefing: false, following: false },
          }),
        });
        if (res.status !== 200) throw new Error(`subscribe ${i}: ${res.status} ${await res.text()}`);
      }
    };
    await Promise.all(Array.from({ length: 24 }, subscribeSome));
  }, 180_000);

  afterAll(async () => {
    await cluster?.close();
    await service?.stop();
  }, 60_000);

  it('delivers a breaking alert, encrypted, to every subscriber who chose breaking news, once', async () => {
    const audience = await api(cluster.url, '/api/alerts/audience?kind=breaking&edition=en');
    expect(await audience.json()).toEqual({ devices: chose().length });

    const sent = await postJson(cluster.url, '/api/alerts', {
      articleId: storyId,
      kind: 'breaking',
      title: 'Reservoir gates opened',
      body: 'Residents downstream are asked to move to higher ground.',
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { alert } = (await sent.json()) as { alert: AlertSummary };
    expect(alert.recipients).toBe(chose().length);

    await service.waitFor(chose().length, 60_000);
    const finished = await within(30_000, async () => {
      const [latest] = await history();
      return latest?.id === alert.id && latest.finishedAt !== null;
    });
    expect(finished, cluster.logs()).toBe(true);

    expect(service.problems).toEqual([]);
    const received = service.received();
    expect(received).toHaveLength(chose().length);
    expect(new Set(received.map((m) => m.subscriber))).toEqual(new Set(chose().map((s) => s.id)));
    for (const reader of subscribers) expect(service.posts.get(reader.id) ?? 0).toBe(reader.breaking ? 1 : 0);
    for (const message of received) {
      expect(message.payload).toMatchObject({
        id: String(alert.id),
        title: 'Reservoir gates opened',
        tag: `alert-${alert.id}`,
      });
      expect(message).toMatchObject({ urgency: 'high', topic: `alert-${alert.id}` });
      expect(message.vapid.valid).toBe(true);
    }
    const [latest] = await history();
    expect(latest).toMatchObject({ recipients: chose().length, delivered: chose().length, failed: 0, gone: 0 });
  }, 120_000);

  it('loses and duplicates nothing when a process is killed mid-send', async () => {
    service.clear();
    // A slow push service: the send takes seconds, so the kill lands in the middle of it.
    service.delayMs = 40;
    const victim = cluster.apps[0]!;
    // Sent through the process that will be killed: it is woken at once and starts sending.
    const sent = await postJson(victim.url, '/api/alerts', {
      articleId: storyId,
      kind: 'breaking',
      title: 'Second release from the reservoir',
      body: 'More water is being let out this afternoon.',
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { alert } = (await sent.json()) as { alert: AlertSummary };

    expect(await within(20_000, async () => service.accepted >= 150)).toBe(true);
    victim.child.kill('SIGKILL');
    const acceptedAtKill = service.accepted;
    expect(acceptedAtKill).toBeLessThan(chose().length);

    // Everyone gets it: the others send what was pending, and the victim's claims after the lease.
    const everyone = await within(60_000, async () => {
      const reached = new Set(service.received().map((m) => m.subscriber));
      return chose().every((s) => reached.has(s.id));
    });
    expect(everyone, cluster.logs()).toBe(true);
    const survivor = cluster.apps[1]!.url;
    const finished = await within(30_000, async () => {
      const res = await api(survivor, '/api/alerts');
      const [latest] = ((await res.json()) as { items: AlertSummary[] }).items;
      return latest?.id === alert.id && latest.finishedAt !== null;
    });
    expect(finished, cluster.logs()).toBe(true);

    expect(service.problems).toEqual([]);
    const topic = `alert-${alert.id}`;
    let duplicatePosts = 0;
    for (const reader of subscribers) {
      const posts = service.posts.get(reader.id) ?? 0;
      if (!reader.breaking) {
        expect(posts).toBe(0);
        continue;
      }
      duplicatePosts += posts - 1;
      // What the reader's device gets: one copy, whatever was sent twice.
      expect(service.stored(reader.id).filter((m) => m.topic === topic)).toHaveLength(1);
    }
    // Sent twice only what the killed process had in flight (or awaiting its record) at the kill.
    expect(duplicatePosts).toBeLessThanOrEqual(CONCURRENCY);
    const res = await api(survivor, '/api/alerts');
    const [latest] = ((await res.json()) as { items: AlertSummary[] }).items;
    // Each delivery is counted once, by whichever process recorded it.
    expect(latest).toMatchObject({ id: alert.id, recipients: chose().length, delivered: chose().length, failed: 0 });
  }, 180_000);
});
