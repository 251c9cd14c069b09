/**
 * Every action an audit record may name (`<object>.<verb>`), with what it records: the one list
 * (docs/architecture.md's table is checked against it, core/audit-actions.test.ts). A use case
 * writes one record per change (`audit.record`, server/audit/audit.service.ts).
 */
export const AUDIT_ACTIONS = {
  'article.create': 'A story saved as a draft.',
  'article.submit': 'A story sent to review.',
  'article.send-back': 'A story in review sent back to its author, with a note.',
  'article.schedule': 'A story set to be published at a later time.',
  'article.publish': 'A story published, by a person or at its scheduled time.',
  'article.unpublish': 'A published story taken back to a draft.',
  'article.update': 'A story changed, its status kept.',
  'article.delete': 'A story deleted.',
  'article.restore': 'An earlier revision of a story restored.',
  'article.note': 'A correction or an update note added to a published story.',
  'article.translate': "A story's translation started: a draft in another edition, linked to it.",
  'article.preview-link': 'A preview link made for a story not out yet.',
  'article.preview-revoke': 'Every preview link of a story withdrawn.',
  'article.breaking': 'A story flagged Breaking on the front page.',
  'article.breaking-off': 'A Breaking flag taken off.',
  'front-page.arrange': "The front page's pinned stories arranged.",
  'front-page.pin': 'A story pinned to a place on the front page.',
  'front-page.move': 'A pin moved to another position on the front page.',
  'front-page.unpin': 'A pin taken off the front page.',
  'alert.send':
    "A push alert sent to readers' devices: by an editor (breaking news, a story, a live blog's key event) or by the site (the daily briefing, new stories in followed topics).",
  'live.add': 'An entry added to a live blog.',
  'live.update': "A live blog's entry changed.",
  'live.delete': "A live blog's entry deleted.",
  'live.end': 'A live blog ended.',
  'live.reopen': 'An ended live blog opened again.',
  'user.register': 'An account made on the sign-up page.',
  'user.invite': 'A staff invitation sent (or sent again).',
  'user.invite-revoke': 'A staff invitation withdrawn.',
  'user.invite-accept': 'A staff invitation accepted: the account made.',
  'user.create': 'A staff account made with a one-time password.',
  'user.password-set': 'A new one-time password given to an account.',
  'user.role': "An account's role changed.",
  'user.delete': 'An account deleted.',
  'user.password': 'A password changed by its owner.',
  'user.password-reset': 'A password reset through an emailed link.',
  'user.profile': "A person's profile (name, email, biography, picture) changed.",
  'user.email-verified': 'An email address verified.',
  'settings.update': "The site's settings saved.",
  'message.read': 'A contact message marked read or unread.',
  'message.delete': 'A contact message deleted.',
  'newsletter.test': 'A test of the next newsletter mailed to its sender.',
  'scheduler.start': 'The news fetch started.',
  'scheduler.stop': 'The news fetch stopped.',
  'scheduler.trigger': 'A news fetch run by hand.',
  'contributor.create': 'A guest contributor added.',
  'contributor.update': "A guest contributor's name, bio or photo changed.",
  'contributor.delete': 'A guest contributor no story credits deleted.',
  'tier.create': 'A paid tier added.',
  'tier.update': "A paid tier's name, prices or offer changed.",
  'member.subscription': "A reader's paid membership started, changed or ended (a Stripe event).",
  'member.comp': 'A reader given a tier for free by an admin.',
  'member.comp-end': "A reader's complimentary membership ended by an admin.",
  'member.cancel': "A member's Stripe subscription cancelled by an admin, at the end of the period paid for.",
  'gift.create': 'A gift link made by a member for a locked story.',
  'comment.approve': "A reader's comment approved by a moderator (published; its reports cleared).",
  'comment.reject': "A reader's comment rejected by a moderator, with the reason given.",
  'comment.feature': 'A comment pinned above its thread by a moderator.',
  'comment.unfeature': 'A featured comment unpinned by a moderator.',
  'comment.ban':
    'A reader banned from commenting (their comments hidden, or shown to them alone), for a time or for good.',
  'comment.unban': "A reader's ban from commenting lifted.",
  'media.upload': 'A picture added to the media library.',
  'media.describe': "A library picture's alt text, caption or credit changed.",
  'media.delete': 'A picture no story used deleted from the media library, with its files.',
  'media.clean-up': 'The library pictures no story had used for 30 days deleted at once.',
  'media.remove-orphans': 'Uploaded images no story uses removed (npm run media:orphans).',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The actions in the list's order. */
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The table of actions docs/architecture.md shows, made from the list. */
export function auditActionTable(): string {
  const rows = AUDIT_ACTION_NAMES.map((action) => [`\`${action}\``, AUDIT_ACTIONS[action]]);
  const header = ['Action', 'What it records'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
