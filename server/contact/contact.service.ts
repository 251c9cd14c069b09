import { stripControlChars } from '../../core/text';
import type { ContactMessageInput } from '../../core/contact';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

/** Control characters (other than line breaks and tabs) have no place in a message. */
const clean = (text: string) => stripControlChars(text, { keepLines: true });

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
}
