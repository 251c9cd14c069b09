import { z } from './zod';

/**
 * Corrections and updates (docs/product.md, 'Corrections and updates'): dated notes an editor
 * adds to a published story, shown under its headline. Like a printed correction they stay.
 */
export const NOTE_KINDS = ['correction', 'update'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
export const NOTE_LABELS: Record<NoteKind, string> = { correction: 'Correction', update: 'Update' };
export const NOTE_TEXT_MAX = 1000;
export const NOTE_TEXT_REQUIRED = 'Write the correction or update';
/** The refusal for a story readers cannot see: a note is for what was published. */
export const NOTES_ON_PUBLISHED_ONLY = 'Corrections and updates are added to published stories';

/** A note as the article carries it. */
export interface ArticleNote {
  _id: string;
  kind: NoteKind;
  text: string;
  /** UTC, ISO 8601. */
  createdAt: string;
}

export const articleNoteInput = z.object({
  kind: z.enum(NOTE_KINDS, { message: 'must be correction or update' }),
  text: z
    .string({ message: NOTE_TEXT_REQUIRED })
    .trim()
    .min(1, NOTE_TEXT_REQUIRED)
    .max(NOTE_TEXT_MAX, `must be at most ${NOTE_TEXT_MAX.toLocaleString('en')} characters`),
});
export type ArticleNoteInput = z.infer<typeof articleNoteInput>;
