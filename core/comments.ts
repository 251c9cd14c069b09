/**
 * Readers' comments (docs/product.md, 'Comments'): what a comment may hold, who may write one
 * where, the moderation rules an admin sets, and how a comment's text is drawn. Used by the
 * server's use cases, the pages and the admin; tested once (server/comments/comments.rules.test.ts).
 */
import { DEFAULT_EDITION, inEditionPath, type Edition } from './editions';
import { z } from './zod';

/** A comment's longest text, in characters. */
export const COMMENT_MAX = 5000;
/** Minutes after writing in which a reader may still edit their comment. */
export const EDIT_MINUTES = 10;
/** Top-level comments a page of a thread shows ('Load more' for the next). */
export const COMMENTS_PAGE = 30;
/** Comments a page of the moderation queue shows. */
export const QUEUE_PAGE = 50;

/** The orders a thread may be read in. */
export const COMMENT_SORTS = ['newest', 'oldest', 'liked'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const SORT_LABELS: Record<CommentSort, string> = { newest: 'Newest', oldest: 'Oldest', liked: 'Most liked' };

/**
 * A comment's state: `published` (everyone sees it), `pending` (waiting for review: only its
 * author sees it, marked so), `shadow` (its author is shadow-banned: only they see it, unmarked),
 * `rejected` (by a moderator, or hidden by a ban), `deleted` (by its author: a reply under it
 * keeps a 'deleted' line in its place).
 */
export const COMMENT_STATUSES = ['published', 'pending', 'shadow', 'rejected', 'deleted'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Why a reader reports a comment. */
export const REPORT_REASONS = ['spam', 'abuse', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Abusive or hateful',
  'off-topic': 'Off topic',
  other: 'Something else',
};

/** A story's comments: open (closing on their own after the site's days), closed (shown, no new ones), or off. */
export const STORY_COMMENTS = ['open', 'closed', 'off'] as const;
export type StoryComments = (typeof STORY_COMMENTS)[number];
export const STORY_COMMENT_LABELS: Record<StoryComments, string> = {
  open: 'Open',
  closed: 'Closed: shown, no new ones',
  off: 'Off: no comments',
};

/** Who may write comments on the site. */
export const COMMENTERS = ['everyone', 'members', 'paid'] as const;
export type Commenters = (typeof COMMENTERS)[number];
export const COMMENTER_LABELS: Record<Commenters, string> = {
  everyone: 'Every signed-in reader',
  members: 'Members: readers with a verified e-mail',
  paid: 'Paying members: a paid or complimentary tier',
};

/** Whose comments wait for a moderator before they show. */
export const PREMODERATION = ['nobody', 'new', 'everyone'] as const;
export type Premoderation = (typeof PREMODERATION)[number];
export const PREMODERATION_LABELS: Record<Premoderation, string> = {
  nobody: 'Nobody: comments show at once',
  new: 'New commenters, until one is approved',
  everyone: 'Everyone',
};

/** How a moderator bans a reader: their comments hidden from everyone, or shown to them alone. */
export const BAN_KINDS = ['hide', 'shadow'] as const;
export type BanKind = (typeof BAN_KINDS)[number];

/** The site's comment settings (/admin/settings, 'Comments'). */
export interface CommentSettings {
  /** Comments on or off for the whole site. */
  enabled: boolean;
  who: Commenters;
  /** Days after publication an open story takes comments (0: no limit). */
  closeAfterDays: number;
  premoderation: Premoderation;
  /** Words and phrases that hold a comment for review (whole words; any letter case and accents). */
  bannedWords: string[];
  /** A comment with a link waits for review. */
  holdLinks: boolean;
  /** Comments an account may post a minute, and a day. */
  perMinute: number;
  perDay: number;
}

export const DEFAULT_COMMENT_SETTINGS: CommentSettings = {
  enabled: true,
  who: 'everyone',
  closeAfterDays: 14,
  premoderation: 'new',
  bannedWords: [],
  holdLinks: true,
  perMinute: 5,
  perDay: 50,
};

export const BANNED_WORDS_MAX = 500;
export const BANNED_WORD_MAX = 80;

const count = (what: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} is at least ${min}`)
    .max(max, `${what} is at most ${max}`);

const flag = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', ''])])
  .transform((v) => v === true || v === 'on' || v === 'true');

/** The settings form's comment fields; banned words one a line (or a list). */
export const commentSettingsInput = z.object({
  enabled: flag.default(false),
  who: z.enum(COMMENTERS, { message: 'must be everyone, members or paid' }),
  closeAfterDays: count('Days comments stay open', 0, 3650),
  premoderation: z.enum(PREMODERATION, { message: 'must be nobody, new or everyone' }),
  bannedWords: z
    .union([z.string(), z.array(z.string())])
    .default([])
    .transform((value) => (Array.isArray(value) ? value : value.split(/\r?\n/)))
    .transform((words) => [...new Set(words.map((w) => w.trim().replace(/\s+/g, ' ')).filter(Boolean))])
    .refine((words) => words.length <= BANNED_WORDS_MAX, `at most ${BANNED_WORDS_MAX} words and phrases`)
    .refine((words) => words.every((w) => w.length <= BANNED_WORD_MAX), `each at most ${BANNED_WORD_MAX} characters`),
  holdLinks: flag.default(false),
  perMinute: count('Comments a minute', 1, 100),
  perDay: count('Comments a day', 1, 10_000),
});

/** A comment as written: its text, and the comment it answers (replies are one level deep). */
export const commentInput = z.object({
  body: z
    .string({ message: 'Write something first' })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'Write something first')
        .max(COMMENT_MAX, `A comment is at most ${COMMENT_MAX.toLocaleString('en')} characters`),
    ),
  parent: z.union([z.uuid('must be a comment id'), z.literal('')]).optional(),
});

export const commentEditInput = commentInput.pick({ body: true });

export const reportInput = z.object({
  reason: z.enum(REPORT_REASONS, { message: 'Choose why you report it' }),
});

/** Refusals said to a reader, word for word (docs/product.md, 'Comments'). */
export const COMMENT_TEXTS = {
  closed: 'Comments are closed on this story.',
  off: 'This story does not take comments.',
  locked: 'Comments on this story are for readers with access.',
  signIn: 'Sign in to comment.',
  needsVerified: 'Verify your e-mail address to comment: see Settings.',
  needsPaid: 'Comments are for paying members.',
  banned: 'You cannot comment at the moment.',
  tooFast: 'You are commenting too fast: wait a minute.',
  tooMany: 'You have reached today’s limit of comments.',
  duplicate: 'You posted this comment already.',
  replyGone: 'The comment you answer was deleted.',
  notFound: 'Comment not found',
  editTooLate: `A comment can be edited for ${EDIT_MINUTES} minutes after it is posted.`,
  notYours: 'No comment of yours has that id.',
  pending: 'Thank you: your comment waits for review, and shows once a moderator approves it.',
  posted: 'Your comment is posted.',
} as const;

/**
 * Text folded for matching banned words: Unicode-normalised, lower case, accents dropped from
 * Latin, Greek and Cyrillic letters (in other scripts the marks are letters: Devanagari's
 * vowel signs are kept), and anything not a letter, mark or digit a single space.
 */
export function foldForMatch(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** The first banned word or phrase the text holds as whole words, or null. */
export function bannedWordIn(text: string, words: readonly string[]): string | null {
  const folded = foldForMatch(text);
  for (const word of words) {
    const needle = foldForMatch(word);
    if (needle.trim() && folded.includes(needle)) return word;
  }
  return null;
}

const LINK = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+\.[^\s<>"]+/giu;

/** Whether a comment holds a link (a comment with one may wait for review). */
export function hasLink(text: string): boolean {
  LINK.lastIndex = 0;
  return LINK.test(text);
}

/** A piece of a comment's paragraph: text, or a link with its address. */
export type CommentPiece = { text: string } | { link: string; text: string };

/**
 * A comment's text as paragraphs of text and links (blank lines part paragraphs; a single line
 * break stays one). Never HTML: pages draw each piece as text, each link `rel="nofollow ugc noopener"`.
 */
export function commentParagraphs(body: string): CommentPiece[][] {
  return body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const pieces: CommentPiece[] = [];
      let at = 0;
      for (const match of paragraph.matchAll(LINK)) {
        // A sentence's last mark is not part of the address.
        const address = match[0].replace(/[.,;:!?)\]'"’”]+$/u, '');
        const start = match.index;
        if (start > at) pieces.push({ text: paragraph.slice(at, start) });
        pieces.push({ link: address.startsWith('www.') ? `https://${address}` : address, text: address });
        at = start + address.length;
      }
      if (at < paragraph.length) pieces.push({ text: paragraph.slice(at) });
      return pieces;
    });
}

/** Whether a story takes new comments now: open, and not past the site's days since publication. */
export function commentsOpen(
  story: { comments: StoryComments; publishedAt: Date | string | null },
  settings: Pick<CommentSettings, 'enabled' | 'closeAfterDays'>,
  now: Date,
): boolean {
  if (!settings.enabled || story.comments !== 'open' || !story.publishedAt) return false;
  if (settings.closeAfterDays === 0) return true;
  const published = new Date(story.publishedAt).getTime();
  return now.getTime() < published + settings.closeAfterDays * 86_400_000;
}

/** Whether a reader's comment may still be edited: their own, within EDIT_MINUTES. */
export function editableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + EDIT_MINUTES * 60_000);
}

/** A comment as threads and the API show it. */
export interface CommentView {
  _id: string;
  articleId: string;
  parentId: string | null;
  author: {
    _id: string;
    username: string;
    name: string;
    avatar: string | null;
    /** Staff are marked ('Editor', 'Reporter', 'Staff'); null for readers. */
    staff: string | null;
  };
  body: string;
  status: CommentStatus;
  featured: boolean;
  likes: number;
  editedAt: string | null;
  createdAt: string;
  /** Its published replies, oldest first (replies have none). */
  replies: CommentView[];
}

/** The moderation queues: what waits for review (held or reported), what is published, what was rejected. */
export const QUEUES = ['review', 'published', 'rejected'] as const;
export type QueueName = (typeof QUEUES)[number];
export const QUEUE_LABELS: Record<QueueName, string> = {
  review: 'Needs review',
  published: 'Published',
  rejected: 'Rejected',
};

/** A comment in a moderation queue: with its story, why it waits, its reports, and its author's ban. */
export interface QueuedComment extends CommentView {
  story: { _id: string; title: string; slug: string };
  heldFor: string | null;
  rejectReason: string | null;
  reports: number;
  reportReasons: ReportReason[];
  authorBanned: BanKind | null;
}

/** A story's comments page, in its edition; its thread's fragment is `…/comment-list` beside it. */
export const commentsPath = (slug: string, edition: Edition = DEFAULT_EDITION) =>
  inEditionPath(`/news/${encodeURIComponent(slug)}/comments`, edition);

/** How a staff member's reply is marked. */
export const STAFF_LABELS: Record<string, string> = { admin: 'Staff', editor: 'Editor', author: 'Reporter' };
