import { z } from 'zod';

/**
 * The contact form (docs/product.md, 'Contact page'): all four fields required, a valid email,
 * and generous length bounds so one message cannot fill the disk.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Full Name is required').max(120, 'Full Name is too long'),
  email: z
    .string()
    .trim()
    .min(1, 'Email Address is required')
    .max(254, 'Email Address is too long')
    .pipe(z.email('Enter a valid email address')),
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject is too long'),
  message: z.string().trim().min(1, 'Message is required').max(10_000, 'Message is too long'),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
