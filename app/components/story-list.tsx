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
  return (
    <>
      <StoryRows news={news} timeZone={timeZone} mediaUrl={mediaUrl} />
      <Pagination
        page={page}
        totalPages={pagination.totalPages}
        totalItems={pagination.totalItems}
        hrefFor={(p) => (p === 1 ? path : `${path}?page=${p}`)}
        itemsLabel="stories"
      />
    </>
  );
}

/** 'N stories' and the list's RSS feed, under a tag's or an author's name. */
export function StoryCount({ total, feed, feedOf }: { total: number; feed: string; feedOf: string }) {
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-neutral-700 dark:text-neutral-300">
      <span>
        {total} {total === 1 ? 'story' : 'stories'}
      </span>
      <FeedLink feed={feed} feedOf={feedOf} />
    </p>
  );
}

/** A page's visible feed link (tag, author, category and home pages), 'RSS feed' named for what it follows. */
export function FeedLink({ feed, feedOf }: { feed: string; feedOf: string }) {
  return (
    <a href={feed} className="link">
      RSS feed<span className="sr-only"> of {feedOf}</span>
    </a>
  );
}
