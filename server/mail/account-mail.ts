import type { PublicConfig } from '../config';
import type { Logger } from '../lib/logger';
import type { RenderedMail } from './layout';
import type { Mailer } from './mailer';
import type { Viewer } from '../auth/auth.service';
import { renderSentBack } from './account-mails';

/** A story an editor sent back, as the author's email names it. */
export interface SentBackStory {
  articleId: string;
  authorId: string | null;
  title: string;
  note: string;
  /** The editor, as the note names them. */
  by: string;
  byId: string;
}

/** A mail to send: its address, and its words drawn for the site as it is now. */
export type MailDraft = RenderedMail & { to: string };

/**
 * Sends an account's emails (server/mail/account-mails.tsx) after the request has its answer:
 * the answer then takes as long whether or not a mail goes out (a 'Forgot password?' must not
 * tell by its timing that an account exists), and a slow or failing mail server never fails a
 * request. Never rejects: a failure is logged.
 */
export class AccountMail {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer | null,
    private readonly site: () => Promise<PublicConfig>,
    private readonly findUser: (id: string) => Promise<Viewer | null>,
  ) {}

  /** Whether the site sends mail at all (SMTP_URL). */
  get enabled(): boolean {
    return this.mailer !== null;
  }

  /**
   * Runs `compose` after the current request, and mails what it answers (nothing for null).
   * `compose` does the lookups and writes whose time must not show in the answer.
   */
  later(log: Pick<Logger, 'warn'>, what: string, compose: (site: PublicConfig) => Promise<MailDraft | null>): void {
    const mailer = this.mailer;
    if (!mailer) return;
    const task = (async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const site = await this.site();
      const mail = await compose(site);
      if (!mail) return;
      await mailer.send({ fromName: site.siteName, ...mail });
    })()
      .catch((error: unknown) => log.warn({ err: error }, `mail: the ${what} email was not sent`))
      .finally(() => this.#pending.delete(task));
    this.#pending.add(task);
  }

  /**
   * Tells a story's author that an editor sent it back, at the author's verified address, with
   * the note and a link to the editor. Never throws: the send-back stands whatever the mail does.
   */
  storySentBack(log: Pick<Logger, 'warn'>, story: SentBackStory): void {
    const authorId = story.authorId;
    if (!authorId || authorId === story.byId) return;
    this.later(log, 'sent back', async (site) => {
      const author = await this.findUser(authorId);
      if (!author?.email || !author.emailVerified) return null;
      const url = `${site.publicUrl}/admin/news/${story.articleId}/edit`;
      return { to: author.email, ...renderSentBack({ ...site, ...story, url }) };
    });
  }

  /** Resolves when every mail started so far is sent or given up (tests, and a clean stop). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}
