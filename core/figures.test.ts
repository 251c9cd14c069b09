import { expect, it } from 'vitest';
import { percentChange } from './figures';

it('computes the change against the previous period', () => {
  expect(percentChange(12, 10)).toBe(20);
  expect(percentChange(5, 10)).toBe(-50);
  expect(percentChange(3, 0)).toBeNull();
  expect(percentChange(0, 4)).toBe(-100);
});
