import { DEFAULT_EDITION, type Edition } from '../../core/editions';
import {
  arrangeHome,
  curationOf,
  HOME_NEWEST,
  live,
  pinShown,
  type FrontPageSlot,
  type HomeLists,
} from '../../core/front-page';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import type { Clock } from '../ingest/scheduler';
import type { SearchService } from '../search/search.service';
import type { FlagRow, FrontPageService, PinRow } from './front-page';
import type { NewsService } from './news.service';
import type { ArticleItem } from './news.mapper';

/** How many stories the admin screen offers to pin: a title search over the published ones, or the newest. */
export const PIN_CANDIDATES = 10;
/** The longest title search the screen takes. */
const CANDIDATE_QUERY_MAX = 200;

/** The front page as the admin screen and `GET /api/front-page` show it. */
export interface FrontPageView {
  /** Every pin in order, with its story (which may since have been unpublished: then not shown). */
  pins: Record<FrontPageSlot, Omit<PinRow, 'slot'>[]>;
  /** Stories flagged 'Breaking', the latest flag to end first. */
  flagged: FlagRow[];
  /** What the home page shows now, and why each story is there. */
  home: { featured: ArticleItem[]; breaking: ArticleItem[]; placement: HomeLists<ArticleItem>['placement'] };
}

/** A story the admin screen offers to pin. */
export interface PinCandidate {
  _id: string;
  title: string;
  category: ArticleItem['category'];
  publishedAt: string | null;
}

/** The admin screen (/admin/front-page): the front page, its pins as the buttons count them, and stories to pin. */
export interface FrontPageScreen {
  view: FrontPageView;
  /** The pins shown now, in order: what Move and Remove address. */
  slots: Record<FrontPageSlot, Omit<PinRow, 'slot'>[]>;
  /** Pins whose story was unpublished since: not shown, and named on the screen. */
  hidden: Omit<PinRow, 'slot'>[];
  query: string;
  candidates: PinCandidate[];
  timeZone: string;
}

/** What the front page reads use (wired in server/services.ts). */
export interface FrontPageQueryDeps {
  frontPage: Pick<FrontPageService, 'pins' | 'flagged' | 'curation'>;
  news: Pick<NewsService, 'latest'>;
  search: Pick<SearchService, 'search'>;
  clock: Clock;
  /** The site's time zone: the screen shows and takes pin expiry times in it. */
  timeZone: string;
}

/** A place's pins in order, without the place. */
export const inSlot = (pins: PinRow[], slot: FrontPageSlot) =>
  pins.filter((pin) => pin.slot === slot).map(({ slot: _slot, ...pin }) => pin);

/**
 * The front page as it is now: every pin, the 'Breaking' flags, and the home page's lists. No
 * permission is checked here: `FrontPageQueries.view` checks it, and every change answers it.
 */
export async function frontPageView({
  frontPage,
  news,
  clock,
}: Pick<FrontPageQueryDeps, 'frontPage' | 'news' | 'clock'>): Promise<FrontPageView> {
  const now = clock.now();
  const [pins, flagged, curation, newest] = await Promise.all([
    frontPage.pins(),
    frontPage.flagged(now),
    frontPage.curation(),
    news.latest(HOME_NEWEST),
  ]);
  const home = arrangeHome(curation, newest, now);
  return {
    pins: { featured: inSlot(pins, 'featured'), breaking: inSlot(pins, 'breaking') },
    flagged,
    home: { featured: home.featured, breaking: home.breaking, placement: home.placement },
  };
}

/**
 * The front page's reads (docs/product.md, 'Front page'): the pins and flags as the home page
 * shows them (anyone), and the arrangement and the admin screen for editors and admins
 * (`articles:publish`). The changes are FrontPageCommands'.
 */
export class FrontPageQueries {
  constructor(private readonly deps: FrontPageQueryDeps) {}

  /** An edition's published pins and flags for its home page; expired ones are left out by `arrangeHome`. */
  async curation(edition: Edition = DEFAULT_EDITION): ReturnType<FrontPageService['curation']> {
    return curationOf(await this.deps.frontPage.curation(), edition);
  }

  async view(actor: Actor): Promise<FrontPageView> {
    authorize(actor, 'articles:publish');
    return frontPageView(this.deps);
  }

  /**
   * The admin screen: the front page, the pins as its buttons count them (shown now, in order),
   * those not shown because their story was unpublished, and stories to pin: those whose title
   * matches `query` (published ones, by search), or the newest.
   */
  async screen(actor: Actor, query: string): Promise<FrontPageScreen> {
    authorize(actor, 'articles:publish');
    const { search, news, clock, timeZone } = this.deps;
    const q = query.trim().slice(0, CANDIDATE_QUERY_MAX);
    const stories: Promise<PinCandidate[]> = q
      ? search.search(q, 1, PIN_CANDIDATES).then((page) => page.results)
      : news.latest(PIN_CANDIDATES);
    const [view, found] = await Promise.all([frontPageView(this.deps), stories]);
    const now = clock.now();
    return {
      view,
      slots: {
        featured: view.pins.featured.filter((pin) => pinShown(pin, now)),
        breaking: view.pins.breaking.filter((pin) => pinShown(pin, now)),
      },
      hidden: [...view.pins.featured, ...view.pins.breaking].filter(
        (pin) => live(pin.expiresAt, now) && pin.article.status !== 'published',
      ),
      query: q,
      candidates: found.map((c) => ({ _id: c._id, title: c.title, category: c.category, publishedAt: c.publishedAt })),
      timeZone,
    };
  }
}
