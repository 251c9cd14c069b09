import { Link } from 'react-router';
import { articlePath, type Teaser } from '../../core/article';
import { formatDate } from '../../core/dates';
import { ArticleImage } from './article-image';
import { CategoryBadge, SampleBadge } from './category-badge';
import { ClockIcon } from './icons';

function Meta({ article, timeZone }: { article: Teaser; timeZone: string }) {
  const published = article.publishedAt ?? article.createdAt;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400">
      <time dateTime={published} suppressHydrationWarning>
        {formatDate(published, timeZone)}
      </time>
      <span className="flex items-center gap-1">
        <ClockIcon className="h-3.5 w-3.5" />
        {article.readingTime} min read
      </span>
      {article.isSample ? <SampleBadge /> : null}
    </p>
  );
}

function Headline({ article, as: Tag, className }: { article: Teaser; as: 'h2' | 'h3'; className: string }) {
  return (
    <Tag className={`font-serif leading-snug font-bold text-neutral-900 dark:text-white ${className}`}>
      <Link
        to={articlePath(article)}
        className="hover:text-brand-700 hover:underline dark:hover:text-red-300"
        prefetch="intent"
      >
        {article.title}
      </Link>
    </Tag>
  );
}

/** A large card: image on top. Used for Featured Stories. */
export function FeaturedCard({
  article,
  timeZone,
  priority = false,
}: {
  article: Teaser;
  timeZone: string;
  priority?: boolean;
}) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
      <Link to={articlePath(article)} tabIndex={-1} aria-hidden="true">
        <ArticleImage
          image={article.image}
          alt=""
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <Headline article={article} as="h3" className="text-xl" />
        <p className="line-clamp-3 text-sm leading-6 text-neutral-700 dark:text-neutral-300">{article.description}</p>
        <div className="mt-auto">
          <Meta article={article} timeZone={timeZone} />
        </div>
      </div>
    </article>
  );
}

/** A row: thumbnail beside the text. Used for Latest News and category lists. */
export function ArticleRow({
  article,
  timeZone,
  headingLevel = 3,
}: {
  article: Teaser;
  timeZone: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <article className="flex gap-4 border-b border-neutral-200 py-5 last:border-b-0 sm:gap-6 dark:border-neutral-800">
      <Link to={articlePath(article)} tabIndex={-1} aria-hidden="true" className="w-28 shrink-0 sm:w-56">
        <ArticleImage image={article.image} alt="" sizes="(min-width: 640px) 224px, 112px" className="rounded-lg" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <Headline article={article} as={headingLevel === 2 ? 'h2' : 'h3'} className="text-lg sm:text-xl" />
        <p className="line-clamp-2 hidden text-sm leading-6 text-neutral-700 sm:block dark:text-neutral-300">
          {article.description}
        </p>
        <Meta article={article} timeZone={timeZone} />
      </div>
    </article>
  );
}

/** A compact text-only item: the sidebar and related articles. */
export function CompactItem({ article, timeZone }: { article: Teaser; timeZone: string }) {
  const published = article.publishedAt ?? article.createdAt;
  return (
    <li className="py-3">
      <Link
        to={articlePath(article)}
        className="text-sm leading-snug font-semibold text-neutral-900 hover:text-brand-700 hover:underline dark:text-neutral-100 dark:hover:text-red-300"
      >
        {article.title}
      </Link>
      <p className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
        {article.category} ·{' '}
        <time dateTime={published} suppressHydrationWarning>
          {formatDate(published, timeZone)}
        </time>
      </p>
    </li>
  );
}
