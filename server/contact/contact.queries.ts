import { z } from 'zod';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { parseOr400 } from '../lib/validate';
import { MAX_MESSAGES_LIMIT, type ContactMessageList, type ContactService } from './contact.service';

/** The last page the inbox may be asked for. */
export const MAX_INBOX_PAGE = 100_000;

/** GET /api/contact's query: a page of the inbox. */
export const inboxQuery = z.object({
  page: z.coerce.number().int('must be a whole number').min(1).max(MAX_INBOX_PAGE).default(1),
  limit: z.coerce.number().int('must be a whole number').min(1).max(MAX_MESSAGES_LIMIT).default(20),
});

/** What the contact reads use (wired in server/services.ts). */
export interface ContactQueryDeps {
  contact: Pick<ContactService, 'list'>;
}

/**
 * The contact reads (docs/architecture.md, 'Use cases'): editors and admins (`messages:manage`)
 * read the inbox. Nothing here changes anything; the changes are ContactCommands'.
 */
export class ContactQueries {
  constructor(private readonly deps: ContactQueryDeps) {}

  /** One page of the inbox, newest first, with the total and unread counts. */
  async list(actor: Actor, input: unknown = {}): Promise<ContactMessageList> {
    authorize(actor, 'messages:manage');
    const { page, limit } = parseOr400(inboxQuery, input);
    return this.deps.contact.list({ page, limit });
  }
}
