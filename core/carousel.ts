/**
 * The rules of the breaking-news carousel (WAI-ARIA carousel pattern; app/islands/breaking.ts
 * runs it on the banner of app/components/breaking-banner.tsx).
 */

/** How long each headline stays before the next, while rotating. */
export const ROTATE_MS = 6000;

export interface CarouselState {
  count: number;
  /** The reader's Pause (false) or Play (true); null until they choose. */
  choice: boolean | null;
  reducedMotion: boolean;
  /** The pointer is over the banner. */
  hovered: boolean;
  /** Keyboard focus is in the banner. */
  focused: boolean;
}

/** Playing unless the reader paused it; readers who ask for reduced motion start paused. */
export function isPlaying(state: CarouselState): boolean {
  return state.choice ?? !state.reducedMotion;
}

/** Rotating on its own: more than one headline, playing, and neither the pointer nor keyboard focus in it. */
export function isRotating(state: CarouselState): boolean {
  return state.count > 1 && isPlaying(state) && !state.hovered && !state.focused;
}

/** The index `step` places from `current`, around the ends. */
export function stepIndex(current: number, step: number, count: number): number {
  return count > 0 ? (((current + step) % count) + count) % count : 0;
}
