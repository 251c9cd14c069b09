import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../../helpers/smtp-server';
import { SMTP_PORT } from './ports';

/**
 * The main site's mail (SMTP_URL) during the browser tests. One SMTP server (a real one,
 * tests/helpers/smtp-server.ts) runs in Playwright's own process for the whole run, started by
 * `startMailbox` (playwright.config.ts, globalSetup), on the port the site's SMTP_URL names;
 * every message it accepts is written as a JSON file under the run's data folder. The specs,
 * in whichever worker, read them there: several specs that need mail (the newsletter's,
 * invitations) run side by side without fighting over the port.
 */
function folder(): string {
  const root = process.env.E2E_DATA_ROOT;
  if (!root) throw new Error('E2E_DATA_ROOT is not set: run the browser tests through playwright.config.ts');
  return path.join(root, 'mail');
}

/** A message as the spec reads it. */
export interface Mail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** A header's value as sent (lower-case name), e.g. `list-unsubscribe-post`. */
  header(name: string): string | undefined;
}

type Stored = Omit<Mail, 'header'>;

/** Starts the SMTP server; answers the function that stops it (Playwright's global teardown). */
export async function startMailbox(): Promise<() => Promise<void>> {
  const dir = folder();
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const smtp = await startSmtpServer({
    port: SMTP_PORT,
    onMail(mail) {
      const headers = Object.fromEntries(
        mail.parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
      );
      const stored: Stored = { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers };
      n += 1;
      // Written whole, then visible: readers never see half a file.
      const name = `${String(n).padStart(6, '0')}.json`;
      writeFileSync(path.join(dir, `.${name}`), JSON.stringify(stored));
      renameSync(path.join(dir, `.${name}`), path.join(dir, name));
    },
  });
  return () => smtp.close();
}

function read(): Mail[] {
  const dir = folder();
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => /^\d+\.json$/.test(name));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const stored = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Stored;
    return { ...stored, header: (key: string) => stored.headers[key.toLowerCase()] };
  });
}

export const mailbox = {
  /** The mails for one address, in arrival order. */
  to(address: string): Mail[] {
    return read().filter((mail) => mail.to.includes(address.toLowerCase()));
  },
  /** Resolves when `count` mails have arrived for `address`, or fails after `timeoutMs`. */
  async waitFor(count: number, address: string, timeoutMs = 10_000): Promise<Mail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = mailbox.to(address);
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) {
        throw new Error(`waited ${timeoutMs} ms for ${count} mail(s) to ${address}; ${mails.length} arrived`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};
