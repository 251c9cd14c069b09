import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, parsed by mailparser. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  parsed: ParsedMail;
  subject: string;
  html: string;
  text: string;
  /** A header's value as sent (lower-case name), e.g. `list-unsubscribe-post`. */
  header(name: string): string | undefined;
}

export interface LocalSmtp {
  /** SMTP_URL for this server. */
  url: string;
  env: Record<string, string>;
  received: ReceivedMail[];
  /** Recipients the server refuses (550), to test a failed address. */
  refuse: Set<string>;
  /** The mails for one address, in arrival order. */
  to(address: string): ReceivedMail[];
  /** Resolves when `count` mails have arrived for `address` (or in all, without it), or fails after `timeoutMs`. */
  waitFor(count: number, address?: string, timeoutMs?: number): Promise<ReceivedMail[]>;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package) on loopback: it takes any
 * sender, refuses the addresses in `refuse`, and keeps every message it accepts, parsed. No TLS
 * and no sign-in: the site connects with `?ignoreTLS=true`. Port 0 by default: the system picks one.
 */
export async function startSmtpServer(
  options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {},
): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The site keeps pooled connections open: closing does not wait for them.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            parsed,
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            header: (name) => {
              const line = parsed.headerLines.find((h) => h.key === name.toLowerCase());
              return line ? line.line.slice(line.line.indexOf(':') + 1).trim() : undefined;
            },
          };
          received.push(mail);
          options.onMail?.(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A port in use (another spec holds it) rejects, so the caller may wait and try again.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  const to = (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url,
    env: { SMTP_URL: url, NEWSLETTER_FROM: 'briefing@newsdesk.test' },
    received,
    refuse,
    to,
    waitFor(count, address, timeoutMs = 10_000) {
      const list = () => (address ? to(address) : received);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (list().length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(list());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `waited ${timeoutMs} ms for ${count} mail(s)${address ? ` to ${address}` : ''}; ${list().length} arrived`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
