/** A story's page: the story, its live blog, the paywall, sharing, saving, likes and comments. */
export const story = {} as const;
