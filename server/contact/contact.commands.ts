import { z } from 'zod';
import { contactMessageSchema } from '../../core/contact';
import { CONTACT_RATE_LIMITED } from '../../core/messages';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { NotFoundError, RateLimitedError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { RateLimiter } from '../lib/rate-limit';
import type { ContactMessage, ContactService } from './contact.service';

/** PATCH /api/contact/:id: read or unread. */
export const readChange = z.object({ read: z.boolean({ error: 'read must be true or false' }) });

const NOT_FOUND = 'Message not found';

/** What the contact use cases use (wired in server/services.ts). */
export interface ContactCommandDeps {
  contact: ContactService;
  audit: AuditLog;
  events: EventBus;
  limits: { contact: RateLimiter };
}

/**
 * The contact use cases (docs/decisions/004-use-case-layer.md, docs/product.md, 'Contact
 * page'): anyone sends a message (limited per address); editors and admins
 * (`messages:manage`) mark messages read or unread and delete them (the inbox is
 * ContactQueries.list, contact.queries.ts).
 * Marking and deleting write an audit record; every change emits `messages.changed`.
 */
export class ContactCommands {
  constructor(protected readonly deps: ContactCommandDeps) {}

  /** Stores a message from the Contact page or the API: the fields checked, then the address's limit. */
  async send(actor: Actor, input: unknown): Promise<{ id: string }> {
    const message = parseOr400(contactMessageSchema, input);
    const wait = await this.deps.limits.contact.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError(CONTACT_RATE_LIMITED, wait);
    const { id } = await this.deps.contact.create(message);
    this.deps.events.emit('messages.changed', { ids: [id], change: 'received' });
    return { id };
  }

  /** Marks a message read (`{ read: true }`, keeping when it was first read) or unread again. */
  async markRead(actor: Actor, id: string, input: unknown): Promise<ContactMessage> {
    authorize(actor, 'messages:manage');
    const { read } = parseOr400(readChange, input);
    const updated = await this.deps.contact.markRead(id, read);
    if (!updated) throw new NotFoundError(NOT_FOUND);
    await this.deps.audit.record(actor, {
      action: 'message.read',
      target: { type: 'message', id: updated._id, label: updated.subject },
      details: { read },
    });
    this.deps.events.emit('messages.changed', { ids: [updated._id], change: 'read' });
    return updated;
  }

  /** Deletes a message for good. */
  async delete(actor: Actor, id: string): Promise<void> {
    authorize(actor, 'messages:manage');
    const removed = await this.deps.contact.delete(id);
    if (!removed) throw new NotFoundError(NOT_FOUND);
    await this.deps.audit.record(actor, {
      action: 'message.delete',
      target: { type: 'message', id, label: removed.subject },
    });
    this.deps.events.emit('messages.changed', { ids: [id], change: 'deleted' });
  }
}
