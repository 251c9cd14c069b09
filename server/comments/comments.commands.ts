import type { Edition } from '../../core/editions';
import {
  bannedWordIn,
  commentsPath,
  BAN_KINDS,
  COMMENT_SORTS,
  COMMENT_TEXTS,
  COMMENTS_PAGE,
  commentEditInput,
  commentInput,
  commentsOpen,
  editableUntil,
  hasLink,
  QUEUE_PAGE,
  QUEUES,
  reportInput,
  type CommentSettings,
  type CommentStatus,
  type CommentView,
} from '../../core/comments';
import { z } from '../../core/zod';
import { isUuid } from '../../core/slug';
import { can } from '../../core/roles';
import type { AuditLog } from '../audit/audit.service';
import { authorize } from '../auth/authorize';
import type { Viewer } from '../auth/auth.service';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, RateLimitedError, ValidationError } from '../lib/errors';
import type { EventBus } from '../lib/events';
import { parseOr400 } from '../lib/validate';
import type { AccessGate } from '../members/access-gate';
import type { AccessQueries } from '../members/access.queries';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { Ban, CommentedStory, CommentStore } from './comments.service';
import type { UsersService } from '../users/users.service';
import type { AccountMail } from '../mail/account-mail';
import { renderCommentDigest, renderCommentFeatured, renderCommentReply } from '../mail/account-mails';
import { addDays, dayKey, formatDate, startOfDay } from '../../core/dates';
import { truncate } from '../../core/text';
import type { CommentRow } from './comments.service';

/** What the comment use cases use (wired in server/services.ts). */
export interface CommentDeps {
  comments: CommentStore;
  site: Pick<SiteSettingsService, 'commentSettings'>;
  /** A story's text as one reader may have it: a locked story's thread is for readers with access. */
  storyAccess: Pick<AccessQueries, 'forActor'>;
  /** What a reader's membership gives now (the site may keep comments for paying members). */
  access: Pick<AccessGate, 'readerOf'>;
  users: Pick<UsersService, 'find'>;
  audit: AuditLog;
  events: EventBus;
  clock: { now(): Date };
  /** E-mails after the answer: a reply, a comment featured, a writer's daily summary. */
  accountMail: Pick<AccountMail, 'later'>;
  /** The site's time zone: a writer's summary is of a calendar day there. */
  timeZone: string;
}

const REFUSED = (message: string) => new AppError(403, 'forbidden', message);

/** A thread's address parameters: the order and where the page starts. */
export const threadQuery = z.object({
  sort: z.enum(COMMENT_SORTS, { message: 'must be newest, oldest or liked' }).default('newest'),
  after: z.uuid('must be a comment id').optional(),
});

/** What a thread answers: a page of comments, the featured ones, the next page's start, and the story's state. */
export interface Thread {
  story: { _id: string; slug: string; title: string; edition: Edition };
  comments: CommentView[];
  featured: CommentView[];
  next: string | null;
  count: number;
  /** Whether new comments are taken; why not, when not. */
  open: boolean;
  closedBecause: string | null;
  /** Comments are off on this story (or the site): nothing to show. */
  off: boolean;
  /** A locked story's thread, for a reader without access: nothing shown. */
  locked: boolean;
}

/** The signed-in reader's part of a thread: what only they see, and what they may do. */
export interface ThreadViewer {
  _id: string;
  /** Whether they may write here; why not, when not. */
  canComment: boolean;
  refusal: string | null;
  moderator: boolean;
  /** Their comments waiting for review or shadowed, on this story. */
  hidden: CommentView[];
  liked: string[];
}

/** What both the reads and the writes of comments decide: who may write, who may read a thread. */
abstract class CommentRules {
  constructor(protected readonly deps: CommentDeps) {}

  /**
   * Where the reader stands: why they may not comment on the site at all (the site's 'who', a
   * ban that hides them), or null; and their ban in force, if any (a shadow ban lets them write).
   */
  protected async standing(viewer: Viewer): Promise<{ refusal: string | null; ban: Ban | null }> {
    const settings = await this.deps.site.commentSettings();
    const ban = await this.deps.comments.banOf(viewer._id, this.deps.clock.now());
    if (!can(viewer.role, 'admin:access')) {
      if (settings.who === 'members' && !viewer.emailVerified) return { refusal: COMMENT_TEXTS.needsVerified, ban };
      if (settings.who === 'paid' && !(await this.paying(viewer))) return { refusal: COMMENT_TEXTS.needsPaid, ban };
    }
    return { refusal: ban?.kind === 'hide' ? COMMENT_TEXTS.banned : null, ban };
  }

  /** Whether the reader's membership gives them a tier now (paid, trialing or complimentary). */
  private async paying(viewer: Viewer): Promise<boolean> {
    const reader = await this.deps.access.readerOf(viewer);
    return reader.kind === 'account' && reader.tiers.length > 0;
  }

  /** Whether the story's text, and so its thread, is the reader's to read (a locked story's is for readers with access). */
  protected async readable(actor: Actor, story: CommentedStory): Promise<boolean> {
    const gated = await this.deps.storyAccess.forActor(actor, story);
    return gated.lock === null || gated.lock.result.full;
  }
}

/**
 * Reading comments (docs/product.md, 'Comments'): a story's thread for anyone who may read the
 * story, the signed-in reader's own part of it, and the moderators' queues.
 */
export class CommentQueries extends CommentRules {
  /** A page of a story's published thread; 404 for a story readers cannot see. */
  async thread(actor: Actor, key: string, input: unknown): Promise<Thread> {
    const { sort, after } = parseOr400(threadQuery, input ?? {});
    const story = await this.deps.comments.story(key);
    if (!story || story.status !== 'published') throw new NotFoundError('News article not found');
    const settings = await this.deps.site.commentSettings();
    const off = !settings.enabled || story.comments === 'off';
    const locked = !off && !(await this.readable(actor, story));
    const base = {
      story: { _id: story._id, slug: story.slug, title: story.title, edition: story.edition },
      count: story.commentCount,
      off,
      locked,
    };
    const open = !off && !locked && commentsOpen(story, settings, this.deps.clock.now());
    const closedBecause = off ? COMMENT_TEXTS.off : locked ? COMMENT_TEXTS.locked : open ? null : COMMENT_TEXTS.closed;
    if (off || locked) return { ...base, comments: [], featured: [], next: null, open, closedBecause };
    const page = await this.deps.comments.thread(story._id, sort, after || null, COMMENTS_PAGE);
    return { ...base, ...page, open, closedBecause };
  }

  /** The signed-in reader's part of a thread; null when nobody is signed in. */
  async viewerOf(actor: Actor, thread: Thread): Promise<ThreadViewer | null> {
    const viewer = actor.viewer;
    if (!viewer) return null;
    const ids = [...thread.featured, ...thread.comments].flatMap((c) => [c._id, ...c.replies.map((r) => r._id)]);
    const [hidden, liked, refusal] = await Promise.all([
      this.deps.comments.ownHidden(thread.story._id, viewer._id),
      this.deps.comments.likedBy(viewer._id, ids),
      thread.open ? this.standing(viewer).then((s) => s.refusal) : Promise.resolve(thread.closedBecause),
    ]);
    return {
      _id: viewer._id,
      canComment: refusal === null,
      refusal,
      moderator: can(viewer.role, 'comments:moderate'),
      hidden,
      liked: [...liked],
    };
  }

  /** A page of a moderation queue, and how many wait for review: editors and admins. */
  async queue(actor: Actor, input: unknown) {
    authorize(actor, 'comments:moderate');
    const { queue, after } = parseOr400(queueQuery, input ?? {});
    const [page, waiting] = await Promise.all([
      this.deps.comments.queue(queue, after || null, QUEUE_PAGE),
      this.deps.comments.reviewCount(),
    ]);
    return { queue, ...page, waiting };
  }

  /** The signed-in reader's choice of e-mails about their comments. */
  async mailPreference(actor: Actor): Promise<{ on: boolean }> {
    const viewer = authorize(actor, 'profile:edit');
    return { on: await this.deps.comments.mailOn(viewer._id) };
  }

  /** Readers banned from commenting now: editors and admins. */
  async bans(actor: Actor) {
    authorize(actor, 'comments:moderate');
    const bans = await this.deps.comments.bans(this.deps.clock.now());
    return bans.map((b) => ({ ...b, until: b.until?.toISOString() ?? null }));
  }
}

/** The queue's address parameters. */
export const queueQuery = z.object({
  queue: z.enum(QUEUES, { message: 'must be review, published or rejected' }).default('review'),
  after: z.uuid('must be a comment id').optional(),
});

/** A moderator's ban: how, for how many days (0: for good), and why. */
export const banInput = z.object({
  user: z.uuid('must be an account id'),
  kind: z.enum(BAN_KINDS, { message: 'must be hide or shadow' }),
  days: z.coerce
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(0, 'cannot be negative')
    .max(3650, 'is at most 3650 days (0: for good)')
    .default(0),
  reason: z.string().trim().max(300, 'is at most 300 characters').default(''),
});

export const moderationInput = z.object({
  ids: z.array(z.uuid('must be comment ids')).min(1, 'Choose at least one comment').max(100, 'At most 100 at once'),
  action: z.enum(['approve', 'reject'], { message: 'must be approve or reject' }),
  reason: z.string().trim().max(300, 'is at most 300 characters').default(''),
});

/**
 * Writing comments (docs/product.md, 'Comments'): a reader's comment, edit, delete, like and
 * report; the moderators' approve, reject, feature and ban, each audited. Every call checks who
 * asks; a change to a story's public thread is told (`comments.changed`), so its cached comment
 * pages are drawn again, in every process.
 */
export class CommentCommands extends CommentRules {
  /**
   * A reader's comment on a published story, or a reply to one of its top-level comments.
   * Refused (nothing stored) on a story that takes none, for a reader the site's settings or a
   * ban keep out, past the reader's limits, and for the same text twice in a day. The moderation
   * rules decide whether it shows at once or waits for review.
   */
  async create(actor: Actor, key: string, input: unknown): Promise<{ comment: CommentView; status: CommentStatus }> {
    const viewer = authorize(actor, 'profile:edit');
    const { body, parent } = parseOr400(commentInput, input);
    const story = await this.deps.comments.story(key);
    if (!story || story.status !== 'published') throw new NotFoundError('News article not found');
    const settings = await this.deps.site.commentSettings();
    const now = this.deps.clock.now();
    if (!settings.enabled || story.comments === 'off') throw new AppError(409, 'conflict', COMMENT_TEXTS.off);
    if (!commentsOpen(story, settings, now)) throw new AppError(409, 'conflict', COMMENT_TEXTS.closed);
    if (!(await this.readable(actor, story))) throw REFUSED(COMMENT_TEXTS.locked);
    const { refusal, ban } = await this.standing(viewer);
    if (refusal) throw REFUSED(refusal);
    if (parent) {
      const answered = await this.deps.comments.find(parent);
      if (!answered || answered.articleId !== story._id || answered.parentId !== null) {
        throw new ValidationError('parent: must be a top-level comment of this story', {
          parent: 'must be a top-level comment of this story',
        });
      }
      if (answered.status !== 'published') throw new AppError(409, 'conflict', COMMENT_TEXTS.replyGone);
    }
    const recent = await this.deps.comments.recentBy(viewer._id, body, now);
    if (recent.same) throw new AppError(409, 'conflict', COMMENT_TEXTS.duplicate);
    if (recent.minute >= settings.perMinute) throw new RateLimitedError(COMMENT_TEXTS.tooFast, 60);
    if (recent.day >= settings.perDay) throw new RateLimitedError(COMMENT_TEXTS.tooMany, 3600);
    const { status, heldFor } = await this.moderation(viewer, body, settings, ban);
    const row = await this.deps.comments.insert({
      articleId: story._id,
      parentId: parent || null,
      authorId: viewer._id,
      body,
      status,
      heldFor,
      createdAt: now,
    });
    if (status === 'published') {
      this.changed([story]);
      this.notifyReply(actor, row);
    }
    return { comment: this.deps.comments.viewWith(row, viewer), status };
  }

  /** A reader's edit of their own comment, within EDIT_MINUTES; the rules run on the new text. */
  async edit(actor: Actor, id: string, input: unknown): Promise<{ comment: CommentView; status: CommentStatus }> {
    const viewer = authorize(actor, 'profile:edit');
    const { body } = parseOr400(commentEditInput, input);
    const row = await this.own(viewer, id);
    const now = this.deps.clock.now();
    if (now.getTime() > editableUntil(row.createdAt).getTime()) {
      throw new AppError(409, 'conflict', COMMENT_TEXTS.editTooLate);
    }
    if (row.status === 'rejected' || row.status === 'deleted') throw new NotFoundError(COMMENT_TEXTS.notFound);
    const settings = await this.deps.site.commentSettings();
    // A shadowed reader's comment stays theirs alone; a held one stays held.
    const checked = await this.moderation(viewer, body, settings, await this.deps.comments.banOf(viewer._id, now));
    const status: CommentStatus =
      row.status === 'shadow' ? 'shadow' : row.status === 'pending' ? 'pending' : checked.status;
    const heldFor = status === 'pending' ? (checked.heldFor ?? row.heldFor) : null;
    await this.deps.comments.edit(row.id, body, status, heldFor, now);
    if (row.status === 'published') await this.changedFor(row.articleId);
    return { comment: await this.view(row.id), status };
  }

  /** A reader deletes their own comment (its replies leave the thread with it). */
  async remove(actor: Actor, id: string): Promise<void> {
    const viewer = authorize(actor, 'profile:edit');
    const row = await this.own(viewer, id);
    if (row.status === 'deleted') throw new NotFoundError(COMMENT_TEXTS.notFound);
    await this.deps.comments.setStatus([row.id], 'deleted');
    if (row.status === 'published') await this.changedFor(row.articleId);
  }

  /** Likes a published comment (or stops, `on` false): once a reader, never one's own. */
  async like(actor: Actor, id: string, on: boolean): Promise<{ likes: number; liked: boolean }> {
    const viewer = authorize(actor, 'profile:edit');
    const row = await this.published(id);
    if (row.authorId === viewer._id) throw new AppError(409, 'conflict', 'You cannot like your own comment.');
    const likes = await this.deps.comments.like(row.id, viewer._id, on);
    await this.changedFor(row.articleId);
    return { likes, liked: on };
  }

  /** A reader reports a published comment, with why; it goes to the moderators' queue. */
  async report(actor: Actor, id: string, input: unknown): Promise<void> {
    const viewer = authorize(actor, 'profile:edit');
    const { reason } = parseOr400(reportInput, input);
    const row = await this.published(id);
    if (row.authorId === viewer._id) throw new AppError(409, 'conflict', 'You cannot report your own comment.');
    if (!(await this.deps.comments.report(row.id, viewer._id, reason))) {
      throw new AppError(409, 'conflict', 'You reported this comment already.');
    }
  }

  /** Approves or rejects comments (editors and admins), each audited. */
  async moderate(actor: Actor, input: unknown): Promise<{ changed: number }> {
    authorize(actor, 'comments:moderate');
    const { ids, action, reason } = parseOr400(moderationInput, input);
    const rows = await this.deps.comments.setStatus(ids, action === 'approve' ? 'published' : 'rejected', {
      rejectReason: reason || null,
      moderatedAt: this.deps.clock.now(),
    });
    for (const row of rows) {
      await this.deps.audit.record(actor, {
        action: action === 'approve' ? 'comment.approve' : 'comment.reject',
        target: { type: 'comment', id: row.id, label: row.body.slice(0, 80) },
        details: { story: row.articleId, ...(reason ? { reason } : {}) },
      });
    }
    await this.changedFor(...rows.map((r) => r.articleId));
    // An approved reply is news to the writer it answers.
    if (action === 'approve') for (const row of rows) this.notifyReply(actor, row);
    return { changed: rows.length };
  }

  /** Pins a published top-level comment above its thread (or unpins it): editors and admins. */
  async feature(actor: Actor, id: string, featured: boolean): Promise<CommentView> {
    authorize(actor, 'comments:moderate');
    const row = isUuid(id) ? await this.deps.comments.setFeatured(id, featured) : null;
    if (!row) throw new NotFoundError('Only a published comment that answers the story itself can be featured');
    await this.deps.audit.record(actor, {
      action: featured ? 'comment.feature' : 'comment.unfeature',
      target: { type: 'comment', id: row.id, label: row.body.slice(0, 80) },
      details: { story: row.articleId },
    });
    await this.changedFor(row.articleId);
    if (featured) this.notifyFeatured(actor, row);
    return this.view(row.id);
  }

  /** Turns e-mails about the reader's comments (replies, featured, a writer's summary) on or off. */
  async setMail(actor: Actor, on: boolean): Promise<{ on: boolean }> {
    const viewer = authorize(actor, 'profile:edit');
    await this.deps.comments.setMail(viewer._id, on);
    return { on };
  }

  /**
   * The writers' daily summaries (docs/product.md, 'Comments'): each writer whose stories had
   * comments published yesterday (in the site's time zone) gets one e-mail listing them, once (a
   * claim per writer and day, so every process may run it). Run every morning at 7:00 (a Clock, server/runtime.ts).
   */
  async sendDigests(actor: Actor): Promise<number> {
    if (!actor.system) throw new AppError(403, 'forbidden', 'Only the site itself sends the summaries');
    const today = dayKey(this.deps.clock.now(), this.deps.timeZone);
    const day = addDays(today, -1);
    const writers = await this.deps.comments.newCommentsByWriter(
      startOfDay(day, this.deps.timeZone),
      startOfDay(today, this.deps.timeZone),
    );
    let sent = 0;
    for (const [writer, stories] of writers) {
      const to = await this.deps.comments.mailTo(writer);
      if (!to || !(await this.deps.comments.claimDigest(writer, day))) continue;
      sent += 1;
      this.deps.accountMail.later(actor.log, 'comment summary', async (site) => ({
        to: to.email,
        ...renderCommentDigest({
          siteName: site.siteName,
          publicUrl: site.publicUrl,
          day: formatDate(startOfDay(day, site.timeZone), site.timeZone),
          stories: stories.map((story) => ({
            title: story.title,
            count: story.count,
            url: `${site.publicUrl}${commentsPath(story.slug)}`,
          })),
        }),
      }));
    }
    return sent;
  }

  /**
   * Mails the writer of the comment a published reply answers (not when they answer themselves),
   * at their verified address if they take such e-mails, at most once a story an hour.
   */
  private notifyReply(actor: Actor, reply: CommentRow): void {
    if (!reply.parentId || reply.status !== 'published') return;
    this.deps.accountMail.later(actor.log, 'comment reply', async (site) => {
      const parent = await this.deps.comments.find(reply.parentId!);
      if (!parent || parent.status !== 'published' || parent.authorId === reply.authorId) return null;
      return this.noticeTo(parent.authorId, reply.articleId, async (story, language) => {
        const by =
          (await this.deps.comments.view(reply.id))?.author.name ?? (language === 'hi' ? 'एक पाठक' : 'A reader');
        return renderCommentReply({
          siteName: site.siteName,
          publicUrl: site.publicUrl,
          language,
          title: story.title,
          by,
          reply: truncate(reply.body, 600),
          url: `${site.publicUrl}${commentsPath(story.slug)}#comment-${reply.id}`,
        });
      });
    });
  }

  /** Mails a comment's writer that a moderator featured it, as a reply is (once a story an hour). */
  private notifyFeatured(actor: Actor, comment: CommentRow): void {
    this.deps.accountMail.later(actor.log, 'comment featured', async (site) =>
      this.noticeTo(comment.authorId, comment.articleId, async (story, language) =>
        renderCommentFeatured({
          siteName: site.siteName,
          publicUrl: site.publicUrl,
          language,
          title: story.title,
          comment: truncate(comment.body, 600),
          url: `${site.publicUrl}${commentsPath(story.slug)}#comment-${comment.id}`,
        }),
      ),
    );
  }

  /** A notice's e-mail to a reader who takes them, claimed once a story an hour; null when none goes. */
  private async noticeTo(
    userId: string,
    articleId: string,
    /** Drawn in the reader's language (users.language). */
    render: (story: CommentedStory, language: Edition) => Promise<{ subject: string; html: string; text: string }>,
  ) {
    const to = await this.deps.comments.mailTo(userId);
    const story = await this.deps.comments.story(articleId);
    if (!to || !story) return null;
    if (!(await this.deps.comments.claimNotice(userId, articleId, this.deps.clock.now()))) return null;
    return { to: to.email, ...(await render(story, to.language)) };
  }

  /** Bans a reader from commenting, for some days or for good: their comments hidden, or shadowed. */
  async ban(actor: Actor, input: unknown): Promise<{ until: string | null }> {
    const moderator = authorize(actor, 'comments:moderate');
    const { user, kind, days, reason } = parseOr400(banInput, input);
    const account = await this.deps.users.find(user);
    if (!account) throw new NotFoundError('Account not found');
    if (account._id === moderator._id || can(account.role, 'comments:moderate')) {
      throw new AppError(409, 'conflict', 'Moderators cannot be banned: change their role first.');
    }
    const now = this.deps.clock.now();
    const until = days > 0 ? new Date(now.getTime() + days * 86_400_000) : null;
    const stories = await this.deps.comments.ban({ userId: user, kind, until, reason }, moderator._id);
    await this.deps.audit.record(actor, {
      action: 'comment.ban',
      target: { type: 'user', id: user, label: account.username },
      details: { kind, until: until?.toISOString() ?? null, ...(reason ? { reason } : {}) },
    });
    await this.changedFor(...stories);
    return { until: until?.toISOString() ?? null };
  }

  /** Lifts a reader's ban: editors and admins. */
  async unban(actor: Actor, userId: string): Promise<void> {
    authorize(actor, 'comments:moderate');
    if (!isUuid(userId) || !(await this.deps.comments.unban(userId))) throw new NotFoundError('No ban to lift');
    await this.deps.audit.record(actor, { action: 'comment.unban', target: { type: 'user', id: userId } });
  }

  /**
   * Whether a new or edited comment shows at once or waits, and why: a shadow-banned author's
   * is theirs alone; pre-moderation (everyone's, or a new commenter's), a banned word or a link
   * (when the site holds them) keep it for review. Staff are never held.
   */
  private async moderation(
    viewer: Viewer,
    body: string,
    settings: CommentSettings,
    ban: Ban | null,
  ): Promise<{ status: CommentStatus; heldFor: string | null }> {
    if (ban?.kind === 'shadow') return { status: 'shadow', heldFor: null };
    if (can(viewer.role, 'admin:access')) return { status: 'published', heldFor: null };
    const word = bannedWordIn(body, settings.bannedWords);
    if (word) return { status: 'pending', heldFor: `banned word: ${word}` };
    if (settings.holdLinks && hasLink(body)) return { status: 'pending', heldFor: 'link' };
    if (settings.premoderation === 'everyone') return { status: 'pending', heldFor: 'pre-moderation' };
    if (settings.premoderation === 'new' && !(await this.deps.comments.hasPublished(viewer._id))) {
      return { status: 'pending', heldFor: 'first comment' };
    }
    return { status: 'published', heldFor: null };
  }

  /** The reader's own comment (404 when there is none; 403 when it is another's). */
  private async own(viewer: Viewer, id: string) {
    const row = isUuid(id) ? await this.deps.comments.find(id) : null;
    // Another's comment is none of theirs to change: not found, as for one that does not exist.
    if (!row || row.authorId !== viewer._id) throw new NotFoundError(COMMENT_TEXTS.notYours);
    return row;
  }

  private async published(id: string) {
    const row = isUuid(id) ? await this.deps.comments.find(id) : null;
    if (!row || row.status !== 'published') throw new NotFoundError(COMMENT_TEXTS.notFound);
    return row;
  }

  private async view(id: string): Promise<CommentView> {
    const view = await this.deps.comments.view(id);
    if (!view) throw new NotFoundError(COMMENT_TEXTS.notFound);
    return view;
  }

  /** Tells that these stories' public threads changed. */
  private changed(stories: { _id: string; slug: string }[]): void {
    if (stories.length)
      this.deps.events.emit('comments.changed', { articles: stories.map((s) => ({ id: s._id, slug: s.slug })) });
  }

  private async changedFor(...articleIds: string[]): Promise<void> {
    const stories = [];
    for (const id of new Set(articleIds)) {
      const story = await this.deps.comments.story(id);
      if (story) stories.push(story);
    }
    this.changed(stories);
  }
}
