/** Texts shown to people, kept apart from schemas so the browser bundle stays small. */
export const CONTACT_SUCCESS = 'Thank you for your message! We will get back to you soon.';
export const CONTACT_RATE_LIMITED = 'Too many messages. Please try again later.';

/**
 * The footer's credit line. A name that brings its own article ('The Coastal Ledger') is not given
 * a second one: 'Built with care by The Coastal Ledger team.', not 'by the The Coastal Ledger team.'
 */
export function builtWithCare(siteName: string): string {
  const name = siteName.trim();
  return /^the\s/i.test(name) ? `Built with care by ${name} team.` : `Built with care by the ${name} team.`;
}
