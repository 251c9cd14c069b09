import { z } from 'zod';
import { ALERT_BODY_MAX, ALERT_TITLE_MAX } from '../../core/alerts';
import { articlePath } from '../../core/article';
import { dayKey } from '../../core/dates';
import { EDITIONS, type Edition } from '../../core/editions';
import { arrangeHome, curationOf, HOME_NEWEST } from '../../core/front-page';
import { alertImage, alertWords, BRIEFING_TEXTS, EDITOR_ALERT_KINDS, NOT_PUBLISHED_MESSAGE } from '../../core/push';
import { authorize } from '../auth/authorize';
import type { AuditLog } from '../audit/audit.service';
import type { Clock } from '../ingest/scheduler';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { FrontPageService } from '../news/front-page';
import type { NewsService } from '../news/news.service';
import type { AlertSummary, NewAlert, PushService } from './push.service';
import type { PushSender } from './push.sender';

const words = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .meta({ description: `Shown on the notification; at most ${max} characters.` });

/** POST /api/alerts: an editor's alert about a published story. */
export const sendAlertInput = z.strictObject({
  articleId: z.uuid('must be an article id').meta({ description: "The story's id." }),
  kind: z
    .enum(EDITOR_ALERT_KINDS)
    .meta({ description: "'breaking', 'story' or 'live' (a live blog's key event): each goes to breaking news." }),
  title: words(ALERT_TITLE_MAX),
  body: words(ALERT_BODY_MAX),
});

/** What the alert use cases use (wired in server/services.ts). */
export interface AlertCommandDeps {
  push: Pick<PushService, 'story' | 'createAlert' | 'alert'>;
  pushSender: Pick<PushSender, 'wake'>;
  audit: Pick<AuditLog, 'record'>;
  frontPage: Pick<FrontPageService, 'curation'>;
  news: Pick<NewsService, 'latest'>;
  clock: Clock;
  /** The site's zone: the daily briefing's day. */
  timeZone: string;
  /** Pictures in alerts are absolute URLs: the site's, or the bucket's (`mediaUrl`). */
  publicUrl: string;
  mediaUrl: string;
}

/**
 * Alerts to readers' devices (docs/product.md, 'Alerts and following'): an editor's alert about a
 * published story (breaking news, a story, a live blog's key event), and the site's daily
 * briefing. Each is one `alerts` row with a delivery queued for every device that chose it in the
 * story's edition; the push senders of every process deliver them (server/push/push.sender.ts),
 * this process's woken at once. Audited `alert.send`.
 */
export class AlertCommands {
  constructor(private readonly deps: AlertCommandDeps) {}

  async send(actor: Actor, input: unknown): Promise<{ alert: AlertSummary }> {
    const viewer = authorize(actor, 'articles:publish');
    const { articleId, kind, title, body } = parseOr400(sendAlertInput, input);
    const story = await this.deps.push.story(articleId);
    if (!story) throw new NotFoundError('News article not found');
    if (story.status !== 'published') throw new AppError(409, 'not_published', NOT_PUBLISHED_MESSAGE);
    const alert = await this.#queue(actor, {
      kind,
      edition: story.edition,
      articleId: story.id,
      title,
      body,
      url: articlePath(story),
      image: alertImage(story.image, this.deps.publicUrl, this.deps.mediaUrl),
      sentBy: viewer._id,
    });
    const summary = alert ? await this.deps.push.alert(alert.id) : null;
    if (!summary) throw new NotFoundError('Alert not found');
    return { alert: summary };
  }

  /**
   * The daily briefing (07:30 in the site's zone, server/push/briefing.ts): each edition's lead
   * story (the first of its front page's Featured stories) to the devices with the briefing on.
   * Every process's clock calls it; the first makes the day's alert and the others find it made
   * (`alerts_slot_idx`). Answers how many alerts this call made. The site's own: the system only.
   */
  async sendBriefing(actor: Actor): Promise<number> {
    if (!actor.system) throw new AppError(403, 'forbidden', 'Only the site itself sends the daily briefing');
    const now = this.deps.clock.now();
    const slot = dayKey(now, this.deps.timeZone);
    const curation = await this.deps.frontPage.curation();
    let made = 0;
    for (const edition of Object.keys(EDITIONS) as Edition[]) {
      const newest = await this.deps.news.latest(HOME_NEWEST, edition);
      const [lead] = arrangeHome(curationOf(curation, edition), newest, now).featured;
      if (!lead) continue;
      const text = alertWords(BRIEFING_TEXTS[edition].title, lead.title);
      const alert = await this.#queue(actor, {
        kind: 'briefing',
        edition,
        articleId: lead._id,
        ...text,
        url: articlePath(lead),
        image: alertImage(lead.image, this.deps.publicUrl, this.deps.mediaUrl),
        sentBy: null,
        slot,
      });
      if (alert) made++;
    }
    return made;
  }

  async #queue(actor: Actor, alert: NewAlert): Promise<{ id: number; recipients: number } | null> {
    const made = await this.deps.push.createAlert(alert);
    if (!made) return null;
    await this.deps.audit.record(actor, {
      action: 'alert.send',
      target: { type: 'article', id: alert.articleId ?? '', label: alert.title },
      details: { alertId: made.id, kind: alert.kind, recipients: made.recipients },
    });
    this.deps.pushSender.wake();
    return made;
  }
}
