/**
 * `npm run bench`'s cached home page against raw Node: the site as `npm start` runs it, its home
 * page kept in the page cache, beside a bare `node:http` server that answers every request with
 * the very bytes and headers the site sent (brotli, as browsers ask). The ratio of their requests
 * a second is what the page cache's path costs over writing the bytes (issue 35: at least 0.75).
 * Asked by turns, three rounds, by the same load generator (scripts/bench-load.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BEST_AFTER_HITS } from '../server/cache/compression';
import { load } from './bench-load';
import { answering, startServerProcess, stopServerProcess } from './server-process';

const ROUNDS = 3;
const SITE_PORT = 3407;
const RAW_PORT = 3408;

/** The answer as it left the server: its headers and its body still compressed. */
function rawAnswer(url: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === 'string' && !['date', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** A bare Node server answering every request with `answer`. */
const RAW_SERVER = `
const http = require('node:http');
const { readFileSync } = require('node:fs');
const [headersFile, bodyFile, port] = process.argv.slice(1);
const headers = JSON.parse(readFileSync(headersFile, 'utf8'));
const body = readFileSync(bodyFile);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(port), '127.0.0.1');
`;

/** Runs the comparison and prints it; answers the ratio. */
export async function benchCachedAgainstRawNode(seconds: number): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-bench-raw-'));
  const site = await startServerProcess(SITE_PORT, {
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', WORKERS: '1' },
    label: 'the site',
  });
  const home = `http://127.0.0.1:${SITE_PORT}/`;
  // Kept, and asked often enough to be served at its best compression.
  for (let i = 0; i <= BEST_AFTER_HITS + 2; i++) await rawAnswer(home);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const answer = await rawAnswer(home);
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(answer.headers));
  writeFileSync(path.join(dir, 'body'), answer.body);
  const raw = spawn(
    process.execPath,
    ['-e', RAW_SERVER, path.join(dir, 'headers.json'), path.join(dir, 'body'), String(RAW_PORT)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await answering(raw, RAW_PORT, 'the raw Node server', 10_000);
    let [siteDone, siteSeconds, rawDone, rawSeconds] = [0, 0, 0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      const s = await load(home, seconds);
      const r = await load(`http://127.0.0.1:${RAW_PORT}/`, seconds);
      [siteDone, siteSeconds] = [siteDone + s.done, siteSeconds + s.done / s.rps];
      [rawDone, rawSeconds] = [rawDone + r.done, rawSeconds + r.done / r.rps];
    }
    const [siteRps, rawRps] = [siteDone / siteSeconds, rawDone / rawSeconds];
    const ratio = siteRps / rawRps;
    console.log(
      `\nThe cached home page (X-Cache ${answer.headers['x-cache']}, ${answer.headers['content-encoding']}, ` +
        `${(answer.body.byteLength / 1024).toFixed(1)} KB sent) against raw Node sending the same bytes, ` +
        `${ROUNDS} rounds of ${seconds} s by turns:\n` +
        `  site ${siteRps.toFixed(0)} r/s, raw Node ${rawRps.toFixed(0)} r/s: ${ratio.toFixed(2)} (goal ≥ 0.75)`,
    );
    return ratio;
  } finally {
    raw.kill();
    await stopServerProcess(site);
    rmSync(dir, { recursive: true, force: true });
  }
}
