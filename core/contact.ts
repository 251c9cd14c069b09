import { z } from './zod';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './text';

/**
 * The contact form (docs/product.md, 'Contact page'): all four fields required, a valid email,
 * and generous length bounds so one message cannot fill the disk.
 */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Full Name is required')
    .max(120, 'Full Name is too long')
    .refine((v) => !hasBidiControl(v), `Full Name ${BIDI_CONTROL_MESSAGE}`),
  email: z
    .string()
    .trim()
    .min(1, 'Email Address is required')
    .max(254, 'Email Address is too long')
    .pipe(z.email('Enter a valid email address')),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject is too long')
    .refine((v) => !hasBidiControl(v), `Subject ${BIDI_CONTROL_MESSAGE}`),
  message: z.string().trim().min(1, 'Message is required').max(10_000, 'Message is too long'),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
