import { categoryName } from '../i18n/intl';
import { useIntl } from 'react-intl';
import { articlePath, type Teaser } from '../../core/article';
import { formatDate } from '../../core/dates';
import { ArticleImage } from './article-image';
import { CategoryBadge, SampleBadge } from './category-badge';

/*
 * Cards are plain markup with component classes (`.card-*` in app/app.css): the home page repeats
 * them 53 times, so each class list is written once in the stylesheet, not once per card. The
 * headline's link covers the whole card (`.card-body > h3 > a::after`), so the picture needs no
 * second link; the category badge sits above it.
 */

/**
 * How wide a Featured card's image is drawn, from the layout (app/routes/public-layout.tsx,
 * app/routes/home.tsx): the page's side padding (16, 24, then 32 px), the sidebar (288 px and a
 * 40 px gap) from 1024 px, one column of cards, two from 640 px (24 px apart), three from 1280 px
 * (the 1280 px container leaves 888 px for them).
 */
export const FEATURED_IMAGE_SIZES =
  '(min-width: 1280px) 280px, (min-width: 1024px) calc(50vw - 208px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)';
/** A row's thumbnail: 112 px, 224 px from 640 px (`.card-row > img`). */
export const ROW_IMAGE_SIZES = '(min-width: 640px) 224px, 112px';
/** 224 px at three device pixels a CSS pixel is 672: an 800 px source is the largest a thumbnail needs. */
const ROW_IMAGE_MAX_WIDTH = 800;

/** An ISO time to the minute ('2026-11-23T09:01Z'): a valid `datetime`, 7 bytes shorter on every card. */
function toMinute(iso: string): string {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:[\d.]+Z$/.test(iso) ? `${iso.slice(0, 16)}Z` : iso;
}

function Meta({ article, timeZone }: { article: Teaser; timeZone: string }) {
  const published = article.publishedAt ?? article.createdAt;
  const intl = useIntl();
  return (
    <p className="card-meta">
      <time dateTime={toMinute(published)} suppressHydrationWarning>
        {formatDate(published, timeZone, intl.locale)}
      </time>
      <span className="card-read">
        {intl.formatMessage({ id: 'card.readingTime' }, { minutes: article.readingTime })}
      </span>
      {/* As of the list's drawing: a comment does not draw the lists again (docs/product.md, 'Comments'). */}
      {article.commentCount > 0 ? (
        <span className="card-read">
          {intl.formatMessage({ id: 'card.comments' }, { count: article.commentCount })}
        </span>
      ) : null}
      {article.isSample ? <SampleBadge explained={false} /> : null}
      {/* The save island names it after the story and shows it (app/islands/save.ts); 53 copies, so short. */}
      <button type="button" className="save" hidden>
        {intl.formatMessage({ id: 'card.save' })}
      </button>
    </p>
  );
}

/** The headline: `.card-body > h2/h3` in app/app.css (no class, 53 times over). */
function Headline({ article, as: Tag }: { article: Teaser; as: 'h2' | 'h3' }) {
  return (
    <Tag>
      <a href={articlePath(article)}>{article.title}</a>
    </Tag>
  );
}

/** A large card: image on top. Used for Featured Stories. */
export function FeaturedCard({
  article,
  timeZone,
  priority = false,
  mediaUrl,
}: {
  article: Teaser;
  timeZone: string;
  priority?: boolean;
  /** PublicConfig.mediaUrl, for uploaded images served from the bucket. */
  mediaUrl?: string;
}) {
  return (
    <article className="card-featured">
      <ArticleImage image={article.image} alt="" sizes={FEATURED_IMAGE_SIZES} priority={priority} mediaUrl={mediaUrl} />
      <div className="card-body">
        <CategoryBadge category={article.category} />
        <Headline article={article} as="h3" />
        <p className="card-desc">{article.description}</p>
        <Meta article={article} timeZone={timeZone} />
      </div>
    </article>
  );
}

/** A row: thumbnail beside the text. Used for Latest News and category lists. */
export function ArticleRow({
  article,
  timeZone,
  headingLevel = 3,
  mediaUrl,
}: {
  article: Teaser;
  timeZone: string;
  headingLevel?: 2 | 3;
  /** PublicConfig.mediaUrl, for uploaded images served from the bucket. */
  mediaUrl?: string;
}) {
  return (
    <article className="card-row">
      <ArticleImage
        image={article.image}
        alt=""
        sizes={ROW_IMAGE_SIZES}
        maxWidth={ROW_IMAGE_MAX_WIDTH}
        mediaUrl={mediaUrl}
      />
      <div className="card-body">
        <CategoryBadge category={article.category} />
        <Headline article={article} as={headingLevel === 2 ? 'h2' : 'h3'} />
        <p className="card-desc">{article.description}</p>
        <Meta article={article} timeZone={timeZone} />
      </div>
    </article>
  );
}

/** A compact text-only item: the sidebar and related articles. */
export function CompactItem({ article, timeZone }: { article: Teaser; timeZone: string }) {
  const published = article.publishedAt ?? article.createdAt;
  const intl = useIntl();
  return (
    <li className="card-compact">
      <a href={articlePath(article)}>{article.title}</a>
      <p>
        {intl.formatMessage({ id: 'card.compactCategory' }, { category: categoryName(intl, article.category) })}
        <time dateTime={toMinute(published)} suppressHydrationWarning>
          {formatDate(published, timeZone, intl.locale)}
        </time>
      </p>
    </li>
  );
}
