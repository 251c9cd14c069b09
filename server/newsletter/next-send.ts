import { Cron } from 'croner';
import { articlePath } from '../../core/article';
import { SECTION_NAMES } from '../../core/feed-texts';
import { DEFAULT_EDITION, type Edition } from '../../core/editions';
import { curationOf, live } from '../../core/front-page';
import { mostReadScope } from '../../core/most-read';
import { shareImage } from '../../core/images';
import { digestSubject, NEWSLETTER_MAX_STORIES, pickDigest } from '../../core/newsletter';
import type { PublicConfig } from '../config';
import type { FeedsService } from '../feeds/feeds.service';
import type { Clock } from '../ingest/scheduler';
import type { Mailer } from '../mail/mailer';
import type { FrontPageService } from '../news/front-page';
import type { ArticleItem } from '../news/news.mapper';
import type { NewsService } from '../news/news.service';
import { renderDigest, type DigestStory, type RenderedMail } from './digest';

/** The next email as /admin/newsletter previews it. */
export interface NewsletterPreview extends RenderedMail {
  stories: DigestStory[];
}

/** What the next send is worked out from (a part of the newsletter's use cases' and reads' deps). */
export interface NextSendDeps {
  /** Null: the site sends no mail, and the newsletter is off. */
  mailer: Mailer | null;
  /** When the newsletter goes out (NEWSLETTER_CRON in SCHEDULER_TZ) and from which address. */
  newsletterSchedule: { cron: string; timeZone: string; from: string };
  feeds: Pick<FeedsService, 'latest'>;
  frontPage: Pick<FrontPageService, 'curation'>;
  news: Pick<NewsService, 'mostRead'>;
  clock: Clock;
}

/**
 * The next morning newsletter as it stands now: whether there is one, when it goes out, its
 * stories and its email. Shared by the newsletter's reads (the preview) and use cases (the test
 * and the morning send); it checks no permission and changes nothing.
 */
export class NextSend {
  constructor(private readonly deps: NextSendDeps) {}

  /** Whether the newsletter is on (the site sends mail). */
  get enabled(): boolean {
    return this.deps.mailer !== null;
  }

  /** When the clock sends next; null while the newsletter is off. */
  at(): Date | null {
    if (!this.enabled) return null;
    const { cron, timeZone } = this.deps.newsletterSchedule;
    return new Cron(cron, { timezone: timeZone, paused: true }).nextRun(this.deps.clock.now());
  }

  /** `edition`'s next send's email as it stands now, dated for that send, in its language. */
  async email(
    site: PublicConfig,
    unsubscribe: string,
    test = false,
    edition: Edition = DEFAULT_EDITION,
  ): Promise<NewsletterPreview> {
    const stories = await this.stories(site, edition);
    const when = this.at() ?? this.deps.clock.now();
    const mail = renderDigest({
      siteName: site.siteName,
      publicUrl: site.publicUrl,
      edition,
      subject: digestSubject(site.siteName, when, this.deps.newsletterSchedule.timeZone, edition),
      stories,
      unsubscribeUrl: unsubscribe,
      test,
    });
    return { ...mail, stories };
  }

  /**
   * An edition's stories of the day: its editor's Featured picks, then its Most read (24 hours),
   * then its newest; never samples, never another edition's (docs/decisions/009-editions.md).
   */
  async stories(site: PublicConfig, edition: Edition = DEFAULT_EDITION): Promise<DigestStory[]> {
    const now = this.deps.clock.now();
    const [curation, mostRead, newest] = await Promise.all([
      this.deps.frontPage.curation(),
      this.deps.news.mostRead(mostReadScope('all', edition)),
      // The feeds' newest: real stories only, so a site whose newest are all samples still has its news.
      this.deps.feeds.latest(NEWSLETTER_MAX_STORIES, { edition }),
    ]);
    type Candidate = Pick<
      ArticleItem,
      '_id' | 'slug' | 'title' | 'category' | 'description' | 'image' | 'isSample' | 'edition'
    >;
    const picks: Candidate[] = curationOf(curation, edition)
      .featured.filter((pin) => live(pin.expiresAt, now))
      .map((pin) => pin.article);
    const chosen = pickDigest<Candidate>({
      picks,
      mostRead: mostRead.day.filter((story) => story.edition === edition),
      newest: newest.map((story) => ({ ...story, _id: story.id, isSample: false })),
    });
    return chosen.map((story) => ({
      id: story._id,
      title: story.title,
      url: `${site.publicUrl}${articlePath(story)}`,
      category: SECTION_NAMES[edition][story.category]?.name ?? story.category,
      summary: story.description,
      image: shareImage(story.image, site.publicUrl)?.url ?? null,
    }));
  }
}
