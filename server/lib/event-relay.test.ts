import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppLoadContext } from 'react-router';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs, siteSettingsInput } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';
import type { Viewer } from '../auth/auth.service';
import { LATEST_TAG } from '../cache/page-cache';
import { tagsChangedBy } from '../cache/tags';
import { openDatabase, queryRows, type Database } from '../db/client';
import { createApp, type RenderPage } from '../http';
import { createServices, type Services } from '../services';
import { decodeMessage, encodeMessage, MAX_NOTIFY_BYTES, startEventRelay, type EventRelay } from './event-relay';
import { EventBus, type DomainEvents } from './events';
import { createLogger } from './logger';
import { Readiness } from './readiness';

const manyIds = Array.from({ length: 300 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
/** An in-place edit of many articles: it names them all, so it keeps pages that show none of them. */
const oversize: DomainEvents['articles.changed'] = {
  ids: manyIds,
  categories: ['India'],
  change: 'updated',
  public: true,
  inPlace: true,
  slugs: manyIds,
};

describe('EventBus with a relay', () => {
  it('hands local emits of relayed events to the relay, and never what another process sent', () => {
    const bus = new EventBus();
    const heard: string[] = [];
    const relayed: string[] = [];
    bus.on('articles.changed', () => heard.push('articles'));
    bus.on('messages.changed', () => heard.push('messages'));
    const detach = bus.relayTo((name) => relayed.push(name));
    bus.emit('articles.changed', { ids: [], categories: [], change: 'created', public: true });
    bus.emit('messages.changed', { ids: [], change: 'received' });
    bus.deliver('articles.changed', { ids: [], categories: [], change: 'deleted', public: true });
    detach();
    bus.emit('settings.changed', { keys: [] });
    expect(heard).toEqual(['articles', 'messages', 'articles']);
    expect(relayed).toEqual(['articles.changed']);
  });
});

describe('relay messages', () => {
  it('sends a small event whole and reads it back', () => {
    const payload = { ids: ['a'], categories: ['India'], change: 'updated', public: true, inPlace: true, slugs: ['s'] };
    const text = encodeMessage({ origin: 'p1', name: 'articles.changed', payload });
    expect(text && decodeMessage(text)).toEqual({ origin: 'p1', name: 'articles.changed', payload });
  });

  it('reduces an event over the limit to one that drops at least as much', () => {
    const event = oversize;
    expect(tagsChangedBy(event)).not.toContain(LATEST_TAG);
    const text = encodeMessage({ origin: 'p1', name: 'articles.changed', payload: event });
    expect(text).not.toBeNull();
    expect(Buffer.byteLength(text ?? '')).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    const reduced = decodeMessage(text ?? '')?.payload as DomainEvents['articles.changed'];
    expect(reduced).toEqual({ ids: [], categories: [], change: 'updated', public: true });
    expect(tagsChangedBy(reduced)).toEqual([LATEST_TAG]);
    const users = encodeMessage({ origin: 'p1', name: 'users.changed', payload: { ids: manyIds, change: 'role' } });
    expect(decodeMessage(users ?? '')?.payload).toEqual({ ids: [], change: 'role' });
  });

  it('ignores what is not a relayed event', () => {
    expect(decodeMessage('not json')).toBeNull();
    expect(decodeMessage(JSON.stringify({ origin: 'p', name: 'messages.changed', payload: {} }))).toBeNull();
    expect(decodeMessage(JSON.stringify({ origin: 1, name: 'articles.changed', payload: {} }))).toBeNull();
    expect(decodeMessage(JSON.stringify({ origin: 'p', name: 'settings.changed', payload: 'x' }))).toBeNull();
  });
});

/**
 * A stand-in for React Router whose home page shows the site's name and the newest titles,
 * read through the process's own services as the real loaders do.
 */
const standIn: RenderPage = async (request, context: AppLoadContext) => {
  const path = new URL(request.url).pathname;
  const site = await context.queries.site.publicConfig();
  const titles = path === '/' ? (await context.queries.news.latest(5)).map((a) => `<h2>${a.title}</h2>`) : [];
  return new Response(`<!doctype html><title>${site.siteName}</title><main>${path} ${titles.join('')}</main>`, {
    headers: { 'content-type': 'text/html' },
  });
};

/** Another handle, with its own pool, on `database`'s PostgreSQL database: what a second process opens. */
async function sameDatabase(database: Database, databaseUrl: string): Promise<Database> {
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(databaseUrl);
  url.pathname = `/${row?.name ?? ''}`;
  return openDatabase({ databaseUrl: url.toString(), migrate: false });
}

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('two processes on one PostgreSQL', () => {
  const logger = createLogger('silent');
  let a: TestApp;
  let bDatabase: Database;
  let b: Services;
  let bApp: ReturnType<typeof createApp>;
  let relayA: EventRelay | null;
  let relayB: EventRelay | null;
  let admin: pg.Client;
  let adminViewer: Viewer;

  beforeAll(async () => {
    a = await createTestApp({ renderPage: standIn });
    bDatabase = await sameDatabase(a.database, databaseUrl ?? '');
    b = createServices(bDatabase, a.config, { logger });
    bApp = createApp({ config: a.config, database: bDatabase, services: b, logger, renderPage: standIn });
    relayA = await startEventRelay(a.database, a.services, { logger });
    relayB = await startEventRelay(bDatabase, b, { logger, minBackoffMs: 20, maxBackoffMs: 200 });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    adminViewer = (await signedInAs(a.services, 'admin')).viewer;
  });
  afterAll(async () => {
    await relayA?.close();
    await relayB?.close();
    await admin?.end();
    await bDatabase?.close();
    await a?.close();
  });

  const onB = async (path: string) => {
    const res = await bApp.request(path);
    return { cache: res.headers.get('x-cache'), text: await res.text() };
  };
  /** Polls B until `check` holds; the deadline is generous, a slow machine is not a failure. */
  const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 25 });

  it('listens on both', () => {
    expect(relayA?.up).toBe(true);
    expect(relayB?.up).toBe(true);
    expect(relayA?.origin).not.toBe(relayB?.origin);
  });

  it("drops the other process's cached page when an article is deleted through one", async () => {
    const article = await insertArticle(a.database.db, { title: 'Heard by the other process', status: 'published' });
    expect((await onB('/')).text).toContain('Heard by the other process');
    expect((await onB('/')).cache).toBe('HIT');
    await a.services.commands.news.delete(pageContext(a, adminViewer).actor, article._id);
    await eventually(async () => expect((await onB('/')).text).not.toContain('Heard by the other process'));
  });

  it("shows a settings change made through one on the other's pages", async () => {
    expect((await onB('/about')).text).not.toContain('The Relayed Ledger');
    expect((await onB('/about')).cache).toBe('HIT');
    await a.services.commands.settings.update(
      pageContext(a, adminViewer).actor,
      siteSettingsInput({ siteName: 'The Relayed Ledger' }),
    );
    await eventually(async () => expect((await onB('/about')).text).toContain('The Relayed Ledger'));
  });

  it('delivers an event too large for NOTIFY reduced, dropping at least what it would have', async () => {
    const heard: DomainEvents['articles.changed'][] = [];
    const off = b.events.on('articles.changed', (event) => heard.push(event));
    try {
      await onB('/contact');
      expect((await onB('/contact')).cache).toBe('HIT');
      // An in-place edit names its articles and would keep /contact; reduced, it drops every page.
      a.services.events.emit('articles.changed', oversize);
      await eventually(async () =>
        expect(heard).toEqual([{ ids: [], categories: [], change: 'updated', public: true }]),
      );
      expect((await onB('/contact')).cache).toBe('MISS');
    } finally {
      off();
    }
  });

  it('bypasses the page cache while its connection is lost, then clears and caches again', async () => {
    const relay = relayB;
    if (!relay) throw new Error('no relay on PostgreSQL');
    const readiness = new Readiness({ ping: () => bDatabase.ping(), relay });
    readiness.markReady();
    const reset = vi.spyOn(b.news, 'resetReadModel');
    const refresh = vi.spyOn(b.scheduler, 'refresh');
    await onB('/privacy');
    expect((await onB('/privacy')).cache).toBe('HIT');
    const [row] = await queryRows<{ name: string }>(a.database.db, sql`select current_database() as name`);
    const name = pg.escapeIdentifier(row?.name ?? '');
    // New connections are refused while the test looks, so the relay stays down until it is allowed back.
    await admin.query(`alter database ${name} allow_connections false`);
    try {
      await admin.query('select pg_terminate_backend($1)', [relay.backendPid]);
      await eventually(async () => expect(relay.up).toBe(false));
      expect(b.pageCache.isSuspended).toBe(true);
      expect(await readiness.check()).toMatchObject({ ready: false, status: 'unavailable' });
      expect((await onB('/privacy')).cache).toBe('MISS');
      expect((await onB('/privacy')).cache).toBe('MISS');
      expect(reset).not.toHaveBeenCalled();
      expect(refresh).not.toHaveBeenCalled();
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
    }
    await eventually(async () => expect(relay.up).toBe(true));
    expect(b.pageCache.isSuspended).toBe(false);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await readiness.check()).toEqual({ ready: true });
    expect((await onB('/privacy')).cache).toBe('MISS');
    expect((await onB('/privacy')).cache).toBe('HIT');
    // And it hears the other process again.
    a.services.events.emit('settings.changed', { keys: ['tagline'] });
    await eventually(async () => expect((await onB('/privacy')).cache).toBe('MISS'));
  });
});
