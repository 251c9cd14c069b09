import { describe, expect, it } from 'vitest';
import { builtWithCare } from './messages';

describe('builtWithCare', () => {
  it('adds "the" before a plain name', () => {
    expect(builtWithCare('Newsdesk')).toBe('Built with care by the Newsdesk team.');
    expect(builtWithCare('Theatre Weekly')).toBe('Built with care by the Theatre Weekly team.');
  });

  it('never doubles the article of a name that starts with "The"', () => {
    expect(builtWithCare('The Coastal Ledger')).toBe('Built with care by The Coastal Ledger team.');
    expect(builtWithCare('the daily')).toBe('Built with care by the daily team.');
    expect(builtWithCare('THE TIMES')).not.toMatch(/the THE/i);
  });
});
