import {
  decideAccess,
  DEFAULT_PREVIEW_PARAGRAPHS,
  NO_METER,
  storyLock,
  type AccessResult,
  type LockView,
} from '../../core/access';
import type { Article } from '../../core/article';
import type { Actor } from '../lib/actor';
import { splitAtPreviewEnd } from '../news/sanitize';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { AccessGate, AccessGrant } from './access-gate';

/** What the access reads use (wired in server/services.ts). */
export interface AccessQueryDeps {
  access: Pick<AccessGate, 'readerOf'>;
  site: Pick<SiteSettingsService, 'publicConfig'>;
}

/** A story's body as one reader may have it. */
export interface GatedStory {
  /** All of a public story; of a locked one, its public preview. */
  content: string;
  /** A locked story's rest, for a reader with access; null otherwise. */
  lockedPart: string | null;
  /** A locked story's lock and this reader's access; null for a public story. */
  lock: LockView | null;
}

/**
 * Locked stories as each reader may have them (docs/product.md, 'Access and the paywall'): the
 * story page from the decision made before the page cache (`AccessGrant`), the API and other
 * outputs from who is asking. Nothing past the preview leaves without access.
 */
export class AccessQueries {
  constructor(private readonly deps: AccessQueryDeps) {}

  /**
   * The story page's body: `grant` is the request's decision (server/http/pages.ts); without one,
   * or with another story's, a locked story shows its preview.
   */
  async forPage(
    article: Pick<Article, '_id' | 'content' | 'access' | 'accessTiers' | 'category'>,
    grant?: AccessGrant,
  ) {
    const lock = storyLock(article, (await this.deps.site.publicConfig()).paywall);
    if (!lock) return this.open(article.content);
    const result: AccessResult =
      grant && grant.articleId === article._id
        ? grant.result
        : { full: false, reason: lock.level === 'registered' ? 'register' : 'subscribe', limit: 0 };
    return this.cut(article.content, { level: lock.level, result, signedIn: grant?.signedIn ?? false });
  }

  /**
   * A story as the API, feeds and search answer it to `actor` (no meter: that is the story page's):
   * in full (`content`, with `lockedPart` null) for staff and for readers whose account or tier it
   * asks for, else its preview.
   */
  async forActor(actor: Actor | null, article: Pick<Article, 'content' | 'access' | 'accessTiers' | 'category'>) {
    const lock = storyLock(article, (await this.deps.site.publicConfig()).paywall);
    if (!lock) return this.open(article.content);
    const viewer = actor?.viewer ?? null;
    const result = decideAccess(lock, await this.deps.access.readerOf(viewer), NO_METER);
    const view: LockView = { level: lock.level, result, signedIn: viewer !== null };
    // Outside the page there is no locked part to mark: the whole body, or the preview.
    if (result.full) return { content: article.content, lockedPart: null, lock: view };
    return this.cut(article.content, view);
  }

  private open(content: string): GatedStory {
    return { content, lockedPart: null, lock: null };
  }

  private cut(content: string, lock: LockView): GatedStory {
    const { preview, rest } = splitAtPreviewEnd(content, DEFAULT_PREVIEW_PARAGRAPHS);
    return { content: preview, lockedPart: lock.result.full ? rest : null, lock };
  }
}
