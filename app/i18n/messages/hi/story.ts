import type { story as english } from '../en/story';

/** A story's page: the story, its live blog, the paywall, sharing, saving, likes and comments. */
export const story: Record<keyof typeof english, string> = {};
