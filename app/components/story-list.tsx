import { useEditionPath } from '../i18n/paths';
import { useIntl } from 'react-intl';
import type { Pagination as PageInfo, Teaser } from '../../core/article';
import { ArticleRow } from './article-card';
import { Pagination } from './pagination';

/** A list page's stories, one row each under the page's heading (category, tag and author pages). */
export function StoryRows({ news, timeZone, mediaUrl }: { news: Teaser[]; timeZone: string; mediaUrl?: string }) {
  return (
    <div className="mt-2">
      {news.map((article) => (
        <ArticleRow key={article._id} article={article} timeZone={timeZone} headingLevel={2} mediaUrl={mediaUrl} />
      ))}
    </div>
  );
}

/** A tag's or an author's stories with their page controls: `path`, then `path?page=N`. */
export function PagedStories({
  news,
  timeZone,
  mediaUrl,
  page,
  pagination,
  path,
}: {
  news: Teaser[];
  timeZone: string;
  mediaUrl?: string;
  page: number;
  pagination: PageInfo;
  path: string;
}) {
  const intl = useIntl();
  return (
    <>
      <StoryRows news={news} timeZone={timeZone} mediaUrl={mediaUrl} />
      <Pagination
        page={page}
        totalPages={pagination.totalPages}
        totalItems={pagination.totalItems}
        hrefFor={(p) => (p === 1 ? path : `${path}?page=${p}`)}
        itemsLabel={intl.formatMessage({ id: 'storyList.stories' })}
      />
    </>
  );
}

/** 'N stories' and the list's RSS feed, under a tag's or an author's name. */
export function StoryCount({ total, feed, feedOf }: { total: number; feed: string; feedOf: string }) {
  const intl = useIntl();
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-neutral-700 dark:text-neutral-300">
      <span>{intl.formatMessage({ id: 'storyList.count' }, { count: total })}</span>
      <FeedLink feed={feed} feedOf={feedOf} />
    </p>
  );
}

/**
 * A page's visible feed link (tag, author, category and home pages), 'RSS feed' named for what it
 * follows; `feed` is the feed's place, which the page's edition has under its prefix.
 */
export function FeedLink({ feed, feedOf }: { feed: string; feedOf: string }) {
  const intl = useIntl();
  const local = useEditionPath();
  return (
    <a href={local(feed)} className="link">
      {intl.formatMessage(
        { id: 'storyList.feed' },
        { feedOf, hidden: (chunks) => <span className="sr-only">{chunks}</span> },
      )}
    </a>
  );
}
