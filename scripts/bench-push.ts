/**
 * `npm run bench`'s web push case (docs/performance.md, 'Web push'): 100,000 subscriptions with
 * breaking news on (BENCH_PUSH_SUBSCRIPTIONS), one editor's alert, delivered on PGlite by one
 * process's push sender (server/push/push.sender.ts: claims from the queue, RFC 8291 encryption,
 * a VAPID token per push service, PUSH_CONCURRENCY requests in flight over kept-alive
 * connections, outcomes recorded in groups) to the local push service of the tests
 * (tests/helpers/push-service.ts), run in a child process of its own so its work is not counted
 * as the site's. Prints the time to queue the alert, to send it, deliveries a second and the CPU
 * each side used. The subscriptions are made in one statement (`generate_series`), each with its
 * own endpoint and one real P-256 key pair and auth secret for all.
 *
 * Alone: `npx tsx scripts/bench-push.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { articles, pushSubscriptions } from '../server/db/schema';
import { createLogger } from '../server/lib/logger';
import { createServices } from '../server/services';
import { cpuSecondsOf } from './bench-live';

const SUBSCRIPTIONS = Number(process.env.BENCH_PUSH_SUBSCRIPTIONS ?? 100_000);
/** The bound: 100,000 subscriptions within this. */
const TARGET_SECONDS = 60;
const SERVICE_FLAG = '--push-service';

export interface PushBenchResult {
  subscriptions: number;
  queueSeconds: number;
  sendSeconds: number;
  deliveriesPerSecond: number;
  delivered: number;
  /** CPU seconds of the site's process (all threads: the sender and PGlite's). */
  siteCpu: number;
  /** CPU seconds of the push service's process. */
  serviceCpu: number;
}

/** The local push service in a child process; its first line of output is its address. */
async function startPushService(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/bench-push.ts'), SERVICE_FLAG], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the push service exited (${code})`)));
  });
  return { url, child };
}

/** Runs the case and prints its lines. */
export async function benchPush(subscriptions = SUBSCRIPTIONS): Promise<PushBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-bench-push-'));
  const database = await openDatabase({ dataDir });
  const { url, child } = await startPushService();
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      // The local push service is on loopback.
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    });
    const services = createServices(database, config);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const p256dh = ecdh.getPublicKey().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    await database.db.execute(sql`
      insert into ${pushSubscriptions} (endpoint, p256dh, auth, edition, breaking)
      select ${url} || '/push/bench-' || g, ${p256dh}, ${auth}, 'en', true
      from generate_series(1, ${subscriptions}::int) g`);
    const [story] = await database.db
      .insert(articles)
      .values({
        slug: 'bench-push-story',
        title: 'Reservoir gates opened',
        category: 'India',
        description: 'The gates were opened at dawn.',
        content: '<p>The gates were opened at dawn.</p>',
        status: 'published',
        publishedAt: new Date(),
      })
      .returning({ id: articles.id });
    const editor = await services.auth.register(
      { username: 'bench-push-editor', password: 'correct horse battery' },
      null,
      'editor',
    );
    const actor = { viewer: editor, ip: '127.0.0.1', requestId: null, log: createLogger('silent') };
    // Signed once, before the clock starts (a sender keeps its token for hours).
    await services.vapid.authorization(`${url}/push/warm`);

    const cpuBefore = process.cpuUsage();
    const serviceCpuBefore = cpuSecondsOf(child.pid!);
    const started = performance.now();
    const { alert } = await services.commands.alerts.send(actor, {
      articleId: story!.id,
      kind: 'breaking',
      title: 'Reservoir gates opened',
      body: 'Residents downstream are asked to move to higher ground.',
    });
    const queued = performance.now();
    while ((await services.push.queued()) > 0) await services.pushSender.drain();
    const sent = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    const finished = await services.push.alert(alert.id);
    const result: PushBenchResult = {
      subscriptions,
      queueSeconds: (queued - started) / 1000,
      sendSeconds: (sent - queued) / 1000,
      deliveriesPerSecond: (finished?.delivered ?? 0) / ((sent - started) / 1000),
      delivered: finished?.delivered ?? 0,
      siteCpu: (cpu.user + cpu.system) / 1e6,
      serviceCpu: cpuSecondsOf(child.pid!) - serviceCpuBefore,
    };
    await services.pushSender.stop();
    const total = result.queueSeconds + result.sendSeconds;
    console.log(
      `\nWeb push: ${subscriptions.toLocaleString('en')} subscriptions, one breaking alert, PGlite, ` +
        `PUSH_CONCURRENCY=${config.push.concurrency}, ${availableParallelism()} cores`,
    );
    console.log(
      `  queued in ${result.queueSeconds.toFixed(2)} s, sent in ${result.sendSeconds.toFixed(2)} s: ` +
        `${total.toFixed(1)} s in all (target ${TARGET_SECONDS} s: ${total <= TARGET_SECONDS ? 'met' : 'NOT MET'}), ` +
        `${Math.round(result.deliveriesPerSecond).toLocaleString('en')} deliveries/s; ` +
        `${result.delivered.toLocaleString('en')} delivered, failed ${finished?.failed ?? 0}, gone ${finished?.gone ?? 0}`,
    );
    console.log(
      `  CPU: the site ${result.siteCpu.toFixed(1)} s (${((result.siteCpu / total) * 100).toFixed(0)} % of a core, ` +
        `sender and PGlite), the push service ${result.serviceCpu.toFixed(1)} s`,
    );
    return result;
  } finally {
    child.kill('SIGTERM');
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The child: the tests' push service, counting what it accepts without decrypting it. */
async function servePush(): Promise<void> {
  const { TestPushService } = await import('../tests/helpers/push-service');
  const service = await TestPushService.start({ decrypt: false });
  process.stdout.write(`${service.url}\n`);
  process.once('SIGTERM', () => void service.stop().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (process.argv.includes(SERVICE_FLAG)) {
    await servePush();
  } else {
    const result = await benchPush();
    process.exit(result.delivered === result.subscriptions ? 0 : 1);
  }
}
