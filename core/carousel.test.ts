import { describe, expect, it } from 'vitest';
import { isPlaying, isRotating, stepIndex, type CarouselState } from './carousel';

const base: CarouselState = { count: 5, choice: null, reducedMotion: false, hovered: false, focused: false };

describe('breaking-news carousel', () => {
  it('rotates by default and stops for hover, keyboard focus, Pause and a single headline', () => {
    expect(isRotating(base)).toBe(true);
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, focused: true })).toBe(false);
    expect(isRotating({ ...base, choice: false })).toBe(false);
    expect(isRotating({ ...base, count: 1 })).toBe(false);
  });

  it('starts paused for readers who ask for reduced motion, until they press Play', () => {
    expect(isPlaying({ ...base, reducedMotion: true })).toBe(false);
    expect(isRotating({ ...base, reducedMotion: true, choice: true })).toBe(true);
  });

  it('steps around the ends', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
