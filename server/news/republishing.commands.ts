import { authorize } from '../auth/authorize';
import type { Clock } from '../ingest/scheduler';
import type { Actor } from '../lib/actor';
import { NotFoundError } from '../lib/errors';
import type { RateLimiter } from '../lib/rate-limit';
import { republishingPage, type RepublicationList, type RepublishingService } from './republishing';

/** What republishing's use case and read use (wired in server/services.ts). */
export interface RepublishingDeps {
  republishing: RepublishingService;
  limits: { engagement: RateLimiter };
  clock: Clock;
  /** The site's own origin: its pages never count as republications. */
  ownOrigin: string;
}

/**
 * Republishing (docs/product.md, 'Republishing'): the counter another site's copy of a story
 * loads counts the page it was loaded on (anyone; as a view is counted, at most so many a minute
 * from one address), and staff read where a story was republished.
 */
export class RepublishingCommands {
  constructor(private readonly deps: RepublishingDeps) {}

  /**
   * One view of a republished copy: counted when the story is published and free to republish,
   * the request names another site's page (`Referer`), and the address is within its limit.
   * Answers whether it counted; the counter's image is answered either way.
   */
  async count(actor: Actor, articleId: string, referer: string | null): Promise<boolean> {
    const page = republishingPage(referer, this.deps.ownOrigin);
    if (!page || !(await this.deps.republishing.republishable(articleId))) return false;
    if ((await this.deps.limits.engagement.consume(actor.ip ?? 'system')) > 0) return false;
    await this.deps.republishing.count(articleId, page, this.deps.clock.now());
    return true;
  }
}

/** Where stories were republished, for staff. */
export class RepublishingQueries {
  constructor(
    private readonly deps: Pick<RepublishingDeps, 'republishing'> & { news: { findRow(id: string): Promise<unknown> } },
  ) {}

  /** The pages that republished a story, and how often each was read. */
  async list(actor: Actor, articleId: string): Promise<RepublicationList> {
    authorize(actor, 'admin:access');
    if (!(await this.deps.news.findRow(articleId))) throw new NotFoundError('News article not found');
    return this.deps.republishing.list(articleId);
  }
}
