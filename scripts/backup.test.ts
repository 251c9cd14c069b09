import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertArticle } from '../tests/helpers/factories';
import { compiledScript } from '../tests/helpers/compiled-script';
import { adminQuery } from '../tests/helpers/fresh-database';
import { AnalyticsService } from '../server/analytics/analytics.service';
import { AuditLog } from '../server/audit/audit.service';
import { AuthService } from '../server/auth/auth.service';
import { BackupError, manifestSchema, type Manifest } from '../server/backup/manifest';
import { createBackup } from '../server/backup/backup';
import { restoreBackup } from '../server/backup/restore';
import { openDatabase, queryRows, type Database, type Db } from '../server/db/client';
import { PGliteThread } from '../server/db/pglite-thread';
import * as schema from '../server/db/schema';
import { systemActor } from '../server/lib/actor';
import { createLogger } from '../server/lib/logger';
import { MediaService } from '../server/media/media.service';
import { LocalStorage } from '../server/media/storage';

const run = promisify(execFile);
const databaseUrl = process.env.DATABASE_URL;

/** The command as an operator runs it (compiled once: tests/helpers/compiled-script.ts); answers its exit code and what it printed on each stream. */
async function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const file = await compiledScript(`scripts/${script}.ts`);
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', STORAGE: 'local', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every row of every table (the migrations journal too) and every sequence, sorted: "the same site". */
async function snapshot(db: Db): Promise<Map<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
  );
  const out = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(db, sql`select row_to_json(t)::text as row from ${sql.raw(name)} t`);
    out.set(name, rows.map((r) => r.row).sort());
  }
  const sequences = await queryRows<{ row: string }>(
    db,
    sql`select format('%s.%s=%s', schemaname, sequencename, last_value) as row from pg_sequences order by 1`,
  );
  out.set('(sequences)', sequences.map((s) => s.row).sort());
  return out;
}

/** Every file under `root` with its bytes. */
function tree(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(root)) return files;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), readFileSync(file));
  }
  return files;
}

/** A site with some of everything: articles, accounts and a session, statistics, messages, an image. */
async function fillSite(db: Db, uploads: string) {
  const media = new MediaService(new LocalStorage(uploads));
  const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const image = await media.saveArticleImage(photo);
  const auth = new AuthService(db);
  const editor = await auth.register({ username: 'asha', password: 'correct horse battery' }, null, 'editor');
  await auth.register({ username: 'reader-ravi', password: 'correct horse battery' }, null, 'reader');
  await auth.startSessionFor(editor._id);

  const stories = [];
  for (let i = 0; i < 4; i++) {
    stories.push(
      await insertArticle(db, {
        title: `Monsoon report ${i}`,
        slug: `monsoon-report-${i}`,
        authorId: editor._id,
        author: 'asha',
        image: i === 0 ? image : '/samples/india-1.jpg',
        keywords: ['a,b', 'with "quotes"', 'ünïcödé 🚀'],
        content: `<p>Line one\r\nline two\t'single' "double" ${i}</p>`,
        status: i === 3 ? 'draft' : 'published',
      }),
    );
  }
  const analytics = new AnalyticsService(db, 'Asia/Kolkata');
  for (const story of stories.slice(0, 3)) {
    await analytics.record(story._id, 'views');
    await analytics.record(story._id, 'shares');
    await analytics.like(story._id, `liker-${story._id}`);
  }
  await db.insert(schema.articleDailyStats).values([
    { articleId: stories[0]!._id, day: '2026-01-01', views: 40, shares: 2, likes: 1 },
    { articleId: stories[1]!._id, day: '2026-01-02', views: 9, shares: 0, likes: 0 },
  ]);
  await db.insert(schema.articleRevisions).values({
    articleId: stories[0]!._id,
    number: 1,
    snapshot: { title: 'Monsoon report 0', tags: ['a', 'b'] } as never,
    changed: ['title', 'tags'],
    origin: 'created',
    authorName: 'Asha',
  });
  await db.insert(schema.frontPagePins).values({ slot: 'breaking', position: 0, articleId: stories[1]!._id });
  // The uploaded picture in the media library, shown by the first story.
  const pictureId = image.slice('/uploads/images/'.length);
  await db.insert(schema.media).values({
    id: pictureId,
    uploadedBy: editor._id,
    originalName: 'monsoon.png',
    bytes: photo.byteLength,
    width: 96,
    height: 64,
    alt: 'Clouds over the coast',
    credit: 'Photo: Asha',
  });
  await db.insert(schema.mediaUses).values({ mediaId: pictureId, articleId: stories[0]!._id });
  await db
    .insert(schema.republications)
    .values({ articleId: stories[0]!._id, page: 'https://partner.example/monsoon', hits: 2 });
  const [tier] = await db
    .insert(schema.tiers)
    .values({ name: 'Supporter', currency: 'INR', monthlyPrice: 19_900, benefits: ['No ads'] })
    .returning();
  await db.insert(schema.memberships).values({
    userId: editor._id,
    tierId: tier!.id,
    status: 'active',
    interval: 'month',
    periodEnd: new Date('2027-01-01T00:00:00Z'),
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
  });
  await db.insert(schema.payments).values({
    id: 'in_1',
    userId: editor._id,
    kind: 'membership',
    description: 'Supporter, monthly',
    amount: 19_900,
    currency: 'INR',
    receiptUrl: 'https://invoice.stripe.example/in_1',
    paidAt: new Date('2026-11-28T00:00:00Z'),
  });
  await db.insert(schema.meterReads).values({ userId: editor._id, month: '2026-11', articleId: stories[0]!._id });
  await db.insert(schema.conversions).values({ kind: 'signup', articleId: stories[0]!._id, userId: editor._id });
  const [said] = await db
    .insert(schema.comments)
    .values({ articleId: stories[0]!._id, authorId: editor._id, body: 'A comment', status: 'published' })
    .returning();
  await db.insert(schema.comments).values({
    articleId: stories[0]!._id,
    parentId: said!.id,
    authorId: editor._id,
    body: 'A reply',
    status: 'published',
  });
  await db.insert(schema.commentLikes).values({ commentId: said!.id, userId: editor._id });
  await db.insert(schema.commentReports).values({ commentId: said!.id, userId: editor._id, reason: 'off-topic' });
  await db
    .insert(schema.commentBans)
    .values({ userId: editor._id, kind: 'hide', until: new Date('2027-01-01T00:00:00Z') });
  await db.insert(schema.commentNotices).values({ userId: editor._id, articleId: stories[0]!._id, sentAt: new Date() });
  await db.insert(schema.commentDigests).values({ userId: editor._id, day: '2026-11-28' });
  await db.insert(schema.giftLinks).values({
    token: 'gift-token-of-twenty-two',
    articleId: stories[0]!._id,
    userId: editor._id,
    expiresAt: new Date('2026-12-12T00:00:00Z'),
  });
  await db
    .insert(schema.stripeEvents)
    .values({ id: 'evt_1', type: 'customer.subscription.created', createdAt: new Date('2026-11-28T00:00:00Z') });
  const [guest] = await db
    .insert(schema.contributors)
    .values({ slug: 'meera-iyer', name: 'Meera Iyer', bio: 'A photographer in Kochi.' })
    .returning();
  await db.insert(schema.articleBylines).values([
    { articleId: stories[0]!._id, position: 0, role: 'author', userId: editor._id },
    { articleId: stories[0]!._id, position: 1, role: 'reporting', contributorId: guest!.id },
  ]);
  await db.insert(schema.embedPreviews).values({
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ok: true,
    title: 'Monsoon over the Western Ghats',
    siteName: 'YouTube',
  });
  await db
    .insert(schema.liveEntries)
    .values({ articleId: stories[0]!._id, body: '<p>Polls close.</p>', authorName: 'Asha' });
  await db.insert(schema.savedStories).values({ userId: editor._id, articleId: stories[0]!._id });
  const [subscriber] = await db
    .insert(schema.newsletterSubscribers)
    .values([
      {
        email: 'reader@example.com',
        status: 'confirmed',
        unsubscribeToken: 'unsubscribe-token-0001',
        userId: editor._id,
      },
      {
        email: 'waiting@example.com',
        confirmTokenHash: 'ab12',
        confirmExpiresAt: new Date(),
        unsubscribeToken: 'unsubscribe-token-0002',
      },
    ])
    .returning();
  const [send] = await db
    .insert(schema.newsletterSends)
    .values({ slot: new Date('2026-01-02T01:30:00Z'), subject: 'Morning briefing', stories: [{ id: 'x', title: 'T' }] })
    .returning();
  await db
    .insert(schema.newsletterDeliveries)
    .values({ sendId: send!.id, subscriberId: subscriber!.id, status: 'sent' });
  await db.insert(schema.pushKeys).values({ publicKey: 'BPublicKeyOfTheSite', privateKey: 'privateKeyOfTheSite' });
  const [device] = await db
    .insert(schema.pushSubscriptions)
    .values({ endpoint: 'https://push.example.com/send/abc', p256dh: 'BKey', auth: 'secret', userId: editor._id })
    .returning();
  await db.insert(schema.follows).values([
    { userId: editor._id, kind: 'tag', key: 'monsoon' },
    { subscriptionId: device!.id, kind: 'section', key: 'sports' },
  ]);
  await db
    .insert(schema.followPending)
    .values({ subscriptionId: device!.id, articleId: stories[0]!._id, topics: ['tag:monsoon'] });
  const [alert] = await db
    .insert(schema.alerts)
    .values({
      kind: 'breaking',
      title: 'Polls close',
      url: '/news/polls-close',
      articleId: stories[0]!._id,
      recipients: 1,
    })
    .returning();
  await db.insert(schema.alertDeliveries).values({ alertId: alert!.id, subscriptionId: device!.id });
  await db.insert(schema.staffInvitations).values({
    email: 'new.editor@example.com',
    role: 'editor',
    tokenHash: 'cd34',
    invitedBy: editor._id,
    invitedByName: 'asha',
    expiresAt: new Date('2026-01-09T00:00:00Z'),
  });
  await db.insert(schema.accountTokens).values({
    userId: editor._id,
    purpose: 'verify-email',
    tokenHash: 'ef56',
    email: 'asha@example.com',
    expiresAt: new Date('2026-01-02T00:00:00Z'),
  });
  await db.insert(schema.articleTranslations).values([
    { articleId: stories[0]!._id, groupId: stories[0]!._id, edition: 'en' },
    { articleId: stories[1]!._id, groupId: stories[0]!._id, edition: 'hi' },
  ]);
  await db.insert(schema.articleNotes).values({
    articleId: stories[0]!._id,
    kind: 'correction',
    text: 'The vote was 52 to 48.',
    authorId: editor._id,
  });
  await db.insert(schema.contactMessages).values([
    { name: 'Ravi', email: 'ravi@example.com', subject: 'Hello', message: 'Two lines\nof text' },
    { name: 'Meena', email: 'meena@example.com', subject: 'Read', message: 'Done', readAt: new Date() },
  ]);
  await db.insert(schema.settings).values({ key: 'site', value: { siteName: 'The Ledger' } });
  await db.insert(schema.ingestRuns).values({ trigger: 'schedule', status: 'done', finishedAt: new Date(), stored: 1 });
  await db.insert(schema.ingestSeen).values({ sourceUrl: 'https://example.com/story' });
  await new AuditLog(db).record(systemActor(createLogger('silent')), { action: 'settings.update' });
  await db.insert(schema.rateLimits).values({ bucket: 'contact', key: '203.0.113.9', count: 2, resetAt: new Date() });
  await db
    .insert(schema.viewSessions)
    .values({ session: 's1', articleId: stories[0]!._id, seenAt: new Date(), counted: true });
}

/** A PostgreSQL database on the suite's server, dropped in afterAll. */
function postgresAdmin() {
  const made: string[] = [];
  const admin = (statement: string) => adminQuery(databaseUrl ?? '', statement);
  return {
    async create(template?: string) {
      const name = `newsdesk_backup_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
      made.push(name);
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll() {
      for (const name of made) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Opens a new PGlite site in `dataDir`: from the suite's migrated template when there is one. */
async function newPgliteSite(dataDir: string): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (!template) return openDatabase({ dataDir });
  mkdirSync(dataDir, { recursive: true });
  const thread = await PGliteThread.create({
    dataDir: path.join(dataDir, 'pgdata'),
    loadDataDir: new Uint8Array(readFileSync(template)),
  });
  return openDatabase({ pglite: thread, migrate: false });
}

// The engine the suite runs on, as every database-backed test: PGlite, or PostgreSQL with
// DATABASE_URL (CI runs the suite on both, so the PGlite round trip ran in the pass before; running
// it again here cost CI's PostgreSQL pass 30 s). Each command runs in a new Node process (tsx
// compiles it): seconds each on a busy machine.
const engines = databaseUrl ? (['postgres'] as const) : (['pglite'] as const);

describe.each(engines)('npm run backup and npm run restore (%s)', { timeout: 180_000 }, (engine) => {
  const root = mkdtempSync(path.join(tmpdir(), `newsdesk-backup-${engine}-`));
  const site = path.join(root, 'site');
  const out = path.join(root, 'backups');
  const pgAdmin = postgresAdmin();
  let siteUrl = '';
  let before: Map<string, string[]>;
  let archive = '';
  let manifest: Manifest;
  /** Where the round trip restored the site. */
  let restoredInto: Awaited<ReturnType<typeof emptyTarget>> | undefined;

  /** A new, empty place to restore into, and the environment that names it. */
  async function emptyTarget() {
    const dataDir = mkdtempSync(path.join(root, 'restored-'));
    const url = engine === 'postgres' ? await pgAdmin.create() : '';
    return { dataDir, url, env: { DATA_DIR: dataDir, DATABASE_URL: url } };
  }

  async function openTarget(target: { dataDir: string; url: string }): Promise<Database> {
    return target.url
      ? openDatabase({ databaseUrl: target.url, migrate: false })
      : openDatabase({ dataDir: target.dataDir, migrate: false });
  }

  beforeAll(async () => {
    let database: Database;
    if (engine === 'postgres') {
      siteUrl = await pgAdmin.create(inject('pgTemplateDb'));
      database = await openDatabase({ databaseUrl: siteUrl, migrate: false });
    } else {
      database = await newPgliteSite(site);
    }
    try {
      await fillSite(database.db, path.join(site, 'uploads'));
      before = await snapshot(database.db);
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await pgAdmin.dropAll();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes one archive with a manifest that counts every table', async () => {
    const { code, stdout, stderr } = await command('backup', ['--out', out], { DATA_DIR: site, DATABASE_URL: siteUrl });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const names = readdirSync(out);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^newsdesk-backup-\d{8}-\d{6}\.tar\.gz$/);
    archive = path.join(out, names[0] ?? '');
    expect(stdout).toContain(`Backup written: ${archive}`);
    // The manifest is the archive's first member (tar(1) can read it too).
    const { stdout: text } = await run('tar', ['-xzOf', archive, 'manifest.json']);
    manifest = manifestSchema.parse(JSON.parse(text));
    expect(manifest.engine).toBe(engine);
    expect(manifest.database.migration.tag).toMatch(/^\d{4}_/);
    for (const [table, rows] of before) {
      if (!table.startsWith('public.')) continue;
      expect(manifest.database.tables[table.slice('public.'.length)], table).toBe(rows.length);
    }
    // Every table of the site holds rows, so the round trip below shows each is carried.
    for (const [table, rows] of Object.entries(manifest.database.tables)) expect(rows, table).toBeGreaterThan(0);
    expect(manifest.storage).toMatchObject({ kind: 'local', files: tree(path.join(site, 'uploads')).size });
    // The AVIF and WebP renditions plus the JPEG of the one uploaded picture.
    expect(manifest.storage.kind === 'local' && manifest.storage.files).toBeGreaterThanOrEqual(9);
  });

  it('restores it into an empty place: every row and every image byte equal', async () => {
    const target = await emptyTarget();
    const { code, stdout, stderr } = await command('restore', [archive], target.env);
    restoredInto = target;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/every file and row count checked/);
    const restored = await openTarget(target);
    try {
      const after = await snapshot(restored.db);
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [table, rows] of before) expect(after.get(table), table).toEqual(rows);
    } finally {
      await restored.close();
    }
    const images = tree(path.join(site, 'uploads'));
    const copies = tree(path.join(target.dataDir, 'uploads'));
    expect([...copies.keys()].sort()).toEqual([...images.keys()].sort());
    for (const [name, bytes] of images) expect(copies.get(name)?.equals(bytes), name).toBe(true);
    // No working folder left behind.
    expect(readdirSync(target.dataDir).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('refuses a target that already holds a site, in one line', async () => {
    if (!restoredInto) throw new Error('the round trip did not run');
    const { code, stderr } = await command('restore', [archive], restoredInto.env);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(engine === 'postgres' ? /is not empty/ : /already holds a PGlite database/);
    expect(stderr).toMatch(/never overwrites/);
  });

  it('with STORAGE=s3 names the bucket instead of holding the images', async () => {
    const storage = {
      kind: 's3' as const,
      endpoint: 'http://127.0.0.1:9',
      bucket: 'ledger-images',
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: true,
      publicUrl: undefined,
    };
    const pointerOut = path.join(root, 'pointer');
    const { file, manifest: written } = await createBackup({
      databaseUrl: siteUrl || undefined,
      dataDir: site,
      storage,
      outDir: pointerOut,
    });
    expect(written.storage).toEqual({
      kind: 's3',
      bucket: 'ledger-images',
      endpoint: 'http://127.0.0.1:9',
      region: 'eu-west-1',
    });
    const { stdout: members } = await run('tar', ['-tzf', file]);
    expect(members).not.toMatch(/^uploads\//m);
    expect(readdirSync(pointerOut)).toEqual([path.basename(file)]);
    const target = await emptyTarget();
    const restored = await restoreBackup({
      file,
      databaseUrl: target.url || undefined,
      dataDir: target.dataDir,
      storage: { kind: 'local' },
    });
    expect(restored.uploads).toBe(0);
    expect(restored.notes.join('\n')).toMatch(/Set STORAGE=s3 and S3_BUCKET=ledger-images/);
    expect(existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
  });

  it('refuses a damaged archive and leaves the target empty', async () => {
    const damaged = path.join(root, 'damaged.tar.gz');
    const bytes = readFileSync(archive);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(damaged, bytes);
    const target = await emptyTarget();
    const restore = restoreBackup({
      file: damaged,
      databaseUrl: target.url || undefined,
      dataDir: target.dataDir,
      storage: { kind: 'local' },
    });
    await expect(restore).rejects.toThrow(BackupError);
    await expect(restore).rejects.toThrow(/damaged/);
    expect(readdirSync(target.dataDir)).toEqual([]);
    if (target.url) {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const { rows } = await client.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
      await client.end();
      expect(rows[0]?.n).toBe(0);
    }
  });

  it('refuses to restore into the other engine', async () => {
    const target = await emptyTarget();
    const restore = restoreBackup({
      file: archive,
      // The other engine: a PostgreSQL address for a PGlite backup, none for a PostgreSQL one.
      databaseUrl: engine === 'pglite' ? 'postgres://nobody@127.0.0.1:1/none' : undefined,
      dataDir: target.dataDir,
      storage: { kind: 'local' },
    });
    await expect(restore).rejects.toThrow(/not supported/);
    expect(readdirSync(target.dataDir)).toEqual([]);
  });

  it.skipIf(engine !== 'pglite')('refuses while a server holds the PGlite folder, saying to stop it', async () => {
    // A live process other than the command's holds the folder: this test's own.
    writeFileSync(path.join(site, 'newsdesk.lock'), String(process.pid));
    try {
      const { code, stderr } = await command('backup', ['--out', out], { DATA_DIR: site, DATABASE_URL: '' });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/in use by another Newsdesk process .*stop it, run the backup, start it again/);
    } finally {
      rmSync(path.join(site, 'newsdesk.lock'), { force: true });
    }
    expect(readdirSync(out).filter((name) => name !== path.basename(archive))).toEqual([]);
  });
});
