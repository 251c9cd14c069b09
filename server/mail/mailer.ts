import { createTransport } from 'nodemailer';
import type { NewsletterConfig } from '../config';

/** One email: both parts, and the headers a list mail carries. */
export interface OutgoingMail {
  /** The From name: the site's name as set on /admin/settings. */
  fromName: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** RFC 8058 one-click unsubscribe: the URL that a POST with `List-Unsubscribe=One-Click` unsubscribes. */
  unsubscribeUrl?: string;
}

/** Sends mail; answers when the SMTP server has accepted the message, throws when it refused it. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The site's mail through SMTP (SMTP_URL, nodemailer): a small pool of connections kept open
 * while a newsletter goes out. Every mail of the site goes through it: the newsletter's and the
 * accounts' (server/mail/account-mail.ts). Null when SMTP_URL is unset: the site sends no mail.
 */
export function createMailer(config: NewsletterConfig): Mailer | null {
  if (!config.smtpUrl) return null;
  const transport = createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 2,
    // A server that does not answer does not hold a send for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: { name: mail.fromName, address: config.from },
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.unsubscribeUrl
          ? { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {},
      });
    },
    close() {
      transport.close();
    },
  };
}
