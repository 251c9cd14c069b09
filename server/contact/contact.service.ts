import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import { totalPagesFor } from '../../core/pagination';
import { isUuid } from '../../core/slug';
import { stripControlChars } from '../../core/text';
import type { ContactMessageInput } from '../../core/contact';
import type { Db } from '../db/client';
import { contactMessages, type ContactMessageRow } from '../db/schema';

/** Control characters (other than line breaks and tabs) have no place in a message. */
const clean = (text: string) => stripControlChars(text, { keepLines: true });

/** A message as staff see it (and as the API answers it). */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  read: boolean;
}

export interface ContactMessageList {
  messages: ContactMessage[];
  total: number;
  unread: number;
  page: number;
  pages: number;
}

export const MAX_MESSAGES_LIMIT = 100;

function toMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export class ContactService {
  constructor(private readonly db: Db) {}

  async create(input: ContactMessageInput): Promise<{ id: string; createdAt: string }> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({
        name: clean(input.name),
        email: clean(input.email),
        subject: clean(input.subject),
        message: clean(input.message),
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('insert returned no row');
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }

  /** Newest first, `limit` (1-100) to a page; pages past the end are empty. */
  async list({ page = 1, limit = 20 }: { page?: number; limit?: number } = {}): Promise<ContactMessageList> {
    const size = Math.min(Math.max(1, Math.trunc(limit)), MAX_MESSAGES_LIMIT);
    const current = Math.max(1, Math.trunc(page));
    const [rows, [counts]] = await Promise.all([
      this.db
        .select()
        .from(contactMessages)
        // The id breaks ties so that paging never shows a message twice or skips one.
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)`.mapWith(Number),
        })
        .from(contactMessages),
    ]);
    const total = counts?.total ?? 0;
    return {
      messages: rows.map(toMessage),
      total,
      unread: counts?.unread ?? 0,
      page: current,
      pages: totalPagesFor(total, size),
    };
  }

  async unreadCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
    return row?.n ?? 0;
  }

  /**
   * Marks a message read (keeping the first time it was read) or unread again.
   * Null when there is no such message; an id that is not a UUID is simply not found.
   */
  async markRead(id: string, read: boolean): Promise<ContactMessage | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, id))
      .returning();
    return row ? toMessage(row) : null;
  }

  /** The deleted message's subject; null when there was no such message. */
  async delete(id: string): Promise<{ subject: string } | null> {
    if (!isUuid(id)) return null;
    const [removed] = await this.db
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ subject: contactMessages.subject });
    return removed ?? null;
  }
}
