import { describe, expect, it } from 'vitest';
import { blockingAdvisories, EXCEPTIONS } from './audit-deps';

const advisory = (severity: string, id = '1096727') => ({
  source: 1,
  name: 'some-lib',
  title: 'Prototype pollution',
  severity,
  url: `https://github.com/advisories/GHSA-${id}`,
});

describe('the dependency audit', () => {
  it('blocks high and critical advisories, not moderate or low ones', () => {
    const report = {
      vulnerabilities: {
        'some-lib': { via: [advisory('high', 'a'), advisory('moderate', 'b'), 'other-lib'] },
        'other-lib': { via: [advisory('critical', 'c'), advisory('low', 'd')] },
      },
    };
    expect(blockingAdvisories(report).map((a) => a.severity)).toEqual(['high', 'critical']);
    expect(blockingAdvisories({ vulnerabilities: {} })).toEqual([]);
  });

  it('lets a dated exception pass only until its date', () => {
    EXCEPTIONS.push({ id: 'GHSA-x', why: 'no fix released yet', until: '2026-12-31' });
    try {
      const report = { vulnerabilities: { lib: { via: [advisory('high', 'x')] } } };
      expect(blockingAdvisories(report, new Date('2026-12-01'))).toEqual([]);
      expect(blockingAdvisories(report, new Date('2027-01-02'))).toHaveLength(1);
    } finally {
      EXCEPTIONS.pop();
    }
  });
});
