import { z } from './zod';

/**
 * Review (docs/product.md, 'Review'): an author submits a story, an editor publishes it,
 * schedules it or sends it back with a note. The note's rules, for the editor's form and the API.
 */
export const REVIEW_NOTE_MAX = 2000;
export const REVIEW_NOTE_REQUIRED = 'Write what the author should change';
/** The refusal when the story is not waiting for review (already sent back, published, …). */
export const NOT_IN_REVIEW = 'Only a story waiting for review can be sent back';

export const sendBackInput = z.object({
  note: z
    .string({ message: REVIEW_NOTE_REQUIRED })
    .trim()
    .min(1, REVIEW_NOTE_REQUIRED)
    .max(REVIEW_NOTE_MAX, `must be at most ${REVIEW_NOTE_MAX.toLocaleString('en')} characters`),
});
export type SendBackInput = z.infer<typeof sendBackInput>;
