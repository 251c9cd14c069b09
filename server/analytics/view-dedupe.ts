/**
 * Remembers, per reading session, the last article counted, so a reload or a
 * back-and-forth does not count the same story twice in a row. In memory and
 * bounded: the oldest sessions are forgotten first.
 */
export class ViewDedupe {
  private readonly last = new Map<string, { articleId: string; at: number }>();

  constructor(
    private readonly windowMs = 30 * 60_000,
    private readonly maxSessions = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this view should count; records it either way. */
  shouldCount(session: string, articleId: string): boolean {
    const now = this.now();
    const seen = this.last.get(session);
    const repeat = seen !== undefined && seen.articleId === articleId && now - seen.at < this.windowMs;
    // Re-inserting keeps the map in least-recently-seen order.
    this.last.delete(session);
    this.last.set(session, { articleId, at: now });
    if (this.last.size > this.maxSessions) {
      const oldest = this.last.keys().next().value;
      if (oldest !== undefined) this.last.delete(oldest);
    }
    return !repeat;
  }
}
