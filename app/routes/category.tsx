import { useIntl } from 'react-intl';
import { data, redirect } from 'react-router';
import type { Route } from './+types/category';
import { CATEGORY_LIST_LIMIT, CATEGORY_PAGE_SIZE, toTeaser } from '../../core/article';
import { CATEGORY_INFO, categoryByPath } from '../../core/categories';
import { maxPageFor, pageRedirect, parsePageParam } from '../../core/pagination';
import { FeedLink, StoryRows } from '../components/story-list';
import { MostRead } from '../components/most-read';
import { mostReadTeasers } from '../../core/most-read';
import { Breadcrumb } from '../components/breadcrumb';
import { CategoryIcon } from '../components/category-icon';
import { Pagination } from '../components/pagination';
import { intlAt } from '../i18n/intl';
import { breadcrumbJsonLd, pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

/** Its story cards (or the story) have Save buttons: the layout draws the save island's words. */
export const handle = { saveButtons: true };
export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: data requests carry a `.data` suffix (v8_passThroughRequests).
  const category = categoryByPath(url.pathname);
  if (!category) throw data(null, { status: 404 });
  const info = CATEGORY_INFO[category];
  const mostRead = mostReadTeasers(await context.queries.news.mostRead(category));
  if (!info.paginated) {
    const list = await context.queries.news.items({ category, page: 1, limit: CATEGORY_LIST_LIMIT });
    return { category, page: 1, pagination: list.pagination, news: list.news.map(toTeaser), mostRead };
  }
  const requested = parsePageParam(url.searchParams.get('page'));
  // Past MAX_PAGE_OFFSET stories a page number is not served (docs/decisions/007): the deepest one is.
  const deepest = maxPageFor(CATEGORY_PAGE_SIZE);
  const list = await context.queries.news.items({
    category,
    page: Math.min(requested, deepest),
    limit: CATEGORY_PAGE_SIZE,
  });
  const last = Math.min(deepest, Math.max(1, list.pagination.totalPages));
  // A page past the end (or ?page=abc) goes to a real page instead of an empty one.
  const moved = pageRedirect(url.searchParams, requested, last, info.path);
  if (moved) throw redirect(moved);
  const pagination = { ...list.pagination, totalPages: last, hasNextPage: requested < last };
  return { category, page: requested, pagination, news: list.news.map(toTeaser), mostRead };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const root = rootDataOf(matches);
  const intl = intlAt(location.pathname);
  if (!loaderData) {
    return pageMeta(root, {
      title: intl.formatMessage({ id: 'notFound.title' }),
      description: '',
      path: '/',
      noindex: true,
    });
  }
  const info = CATEGORY_INFO[loaderData.category];
  const { page } = loaderData;
  const path = page > 1 ? `${info.path}?page=${page}` : info.path;
  return pageMeta(root, {
    title: page > 1 ? intl.formatMessage({ id: 'listPage.titlePaged' }, { title: info.title, page }) : info.title,
    description: intl.formatMessage(
      { id: 'category.metaDescription' },
      {
        category: loaderData.category,
        titles: loaderData.news
          .slice(0, 3)
          .map((a) => a.title)
          .join(' · '),
      },
    ),
    path,
    extra: [
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${info.title} RSS`,
        href: `${info.path}/rss.xml`,
      },
    ],
    jsonLd: [
      breadcrumbJsonLd(root?.site.publicUrl ?? '', [
        { name: intl.formatMessage({ id: 'breadcrumb.home' }), path: '/' },
        { name: info.title, path: info.path },
      ]),
    ],
  });
};

export default function CategoryPage({ loaderData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { category, news, pagination, page, mostRead } = loaderData;
  const info = CATEGORY_INFO[category];
  const intl = useIntl();
  return (
    <div>
      <Breadcrumb items={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), to: '/' }, { label: info.title }]} />
      <header className="mt-4 border-b border-neutral-200 pb-5 dark:border-neutral-800">
        <h1 className="flex items-center gap-3 font-serif text-3xl font-black sm:text-4xl">
          <CategoryIcon category={category} className="h-8 w-8 text-brand-700 dark:text-red-400" />
          {info.title}
        </h1>
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-neutral-700 dark:text-neutral-300">
          {news.length > 0 ? (
            <span>
              {info.paginated
                ? intl.formatMessage({ id: 'category.count' }, { count: pagination.totalItems, category })
                : intl.formatMessage({ id: 'category.showingLatest' }, { count: news.length, category })}
            </span>
          ) : null}
          {/* The category's feed, as the tag and author pages show theirs. */}
          <FeedLink feed={`${info.path}/rss.xml`} feedOf={info.title} />
        </p>
      </header>

      {news.length === 0 ? (
        <section className="mt-8 rounded-xl border border-neutral-200 p-10 text-center dark:border-neutral-800">
          <h2 className="font-serif text-2xl font-bold">
            {intl.formatMessage({ id: 'category.noNews' }, { category })}
          </h2>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage({ id: 'category.checkBack' }, { category })}
          </p>
        </section>
      ) : (
        <StoryRows news={news} timeZone={timeZone} mediaUrl={rootDataOf(matches)?.site.mediaUrl} />
      )}

      {info.paginated ? (
        <Pagination
          page={page}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          hrefFor={(p) => (p === 1 ? info.path : `${info.path}?page=${p}`)}
        />
      ) : null}

      <MostRead
        lists={mostRead}
        heading={intl.formatMessage({ id: 'category.mostRead' }, { category })}
        className="mt-10 border-t border-neutral-200 pt-6 dark:border-neutral-800"
      />
    </div>
  );
}
