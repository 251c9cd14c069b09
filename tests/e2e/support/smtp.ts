import { setTimeout as sleep } from 'node:timers/promises';
import { startSmtpServer, type LocalSmtp } from '../../helpers/smtp-server';
import { SMTP_PORT } from './ports';

/**
 * Starts the SMTP server the main site mails through (its SMTP_URL names SMTP_PORT) in this
 * test process. Specs that read the site's mail (newsletter, password reset) each hold the port
 * for their whole run, one after another: while another worker's spec has it, this waits (up
 * to `waitMs`) and tries again. Call it in a serial spec's beforeAll with a long enough timeout.
 */
export async function holdSmtpPort(waitMs = 240_000): Promise<LocalSmtp> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return await startSmtpServer({ port: SMTP_PORT });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > until) throw error;
      await sleep(500);
    }
  }
}
