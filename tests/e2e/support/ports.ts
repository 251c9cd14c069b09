import { execFileSync } from 'node:child_process';

/**
 * The browser tests' servers listen on ports chosen when the run starts, so a second
 * suite (or anything else) holding a port never stops this one. Picked once, in the
 * process that reads playwright.config.ts; its workers and web servers inherit them
 * through E2E_PORTS. Set E2E_PORTS="a,b,c,d,e,f" to choose them yourself.
 */
function freePorts(count: number): string {
  // The operating system hands out free ports for port 0; all are held until each is known,
  // so the four differ. A child process, because the config is read synchronously.
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, '127.0.0.1', () => ok(s.address().port)))))
      .then((ports) => { process.stdout.write(ports.join(',')); servers.forEach((s) => s.close()); });
  `;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORTS ??= freePorts(6);
const [main, empty, ingest, providers, smtp, stripe] = process.env.E2E_PORTS.split(',').map(Number) as [
  number,
  number,
  number,
  number,
  number,
  number,
];

export const PORT = main;
/** The main site: sample stories, fixtures and one account per role. */
export const SITE = `http://127.0.0.1:${PORT}`;
export const EMPTY_PORT = empty;
export const EMPTY_SITE = `http://127.0.0.1:${EMPTY_PORT}`;
/** The empty site has no admin: its setup link carries this token (SETUP_TOKEN). */
export const EMPTY_SETUP_TOKEN = 'e2e-setup-token-for-the-empty-site';
/** A site whose news fetch reads the local stand-in providers. */
export const INGEST_PORT = ingest;
export const INGEST_SITE = `http://127.0.0.1:${INGEST_PORT}`;
export const PROVIDERS_PORT = providers;
/** The news-fetch site's admin, registered through its setup token by the global setup. */
export const INGEST_ADMIN = 'ingest-admin';
export const INGEST_PASSWORD = 'e2e ingest passphrase';
export const INGEST_SETUP_TOKEN = 'e2e-setup-token-for-the-news-fetch-site';
/**
 * The SMTP server the main site mails through (SMTP_URL): the newsletter's spec starts it in its
 * own worker (tests/helpers/smtp-server.ts) and reads what arrives; the site connects only to send.
 */
export const SMTP_PORT = smtp;
/**
 * A Stripe-shaped server (tests/helpers/fake-stripe.ts, started with the providers): the main
 * site's STRIPE_API_BASE, with hosted checkout and portal pages that deliver signed events to it.
 */
export const STRIPE_PORT = stripe;
export const STRIPE_SITE = `http://127.0.0.1:${STRIPE_PORT}`;
