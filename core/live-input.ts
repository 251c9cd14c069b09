import { z } from './zod';
import { LIVE_BODY_MAX, LIVE_TEXTS, LIVE_TITLE_MAX } from './live';

/** A form's checkbox or the API's boolean. */
const boolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/** An entry as the editor's Live panel and `POST /api/news/:id/live` send it (the image comes apart, as a file). */
export const liveEntryInput = z.object({
  title: z
    .string()
    .trim()
    .max(LIVE_TITLE_MAX, `must be at most ${LIVE_TITLE_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
  body: z
    .string({ message: LIVE_TEXTS.bodyRequired })
    .max(LIVE_BODY_MAX, `must be at most ${LIVE_BODY_MAX.toLocaleString('en')} characters`),
  imageAlt: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .nullish()
    .transform((v) => v || null),
  keyEvent: boolean,
  pinned: boolean,
});
export type LiveEntryInput = z.infer<typeof liveEntryInput>;
