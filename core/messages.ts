/** Texts shown to people, kept apart from schemas so the browser bundle stays small. */
export const CONTACT_SUCCESS = 'Thank you for your message! We will get back to you soon.';
export const CONTACT_RATE_LIMITED = 'Too many messages. Please try again later.';
