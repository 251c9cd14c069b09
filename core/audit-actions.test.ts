import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, auditActionTable } from './audit-actions';

describe('AUDIT_ACTIONS', () => {
  it('names each action `<object>.<verb>`, as the audit page filters them', () => {
    for (const action of AUDIT_ACTION_NAMES) expect(action).toMatch(/^[a-z-]+\.[a-z-]+$/);
  });

  it('is the table docs/architecture.md shows (between its audit-actions markers)', () => {
    const doc = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8');
    const shown = /<!-- audit-actions:start -->\n+([\s\S]*?)\n+<!-- audit-actions:end -->/.exec(doc)?.[1];
    // On a difference, paste auditActionTable()'s output between the markers.
    expect(shown).toBe(auditActionTable());
  });
});
