import { useIntl } from 'react-intl';
import { inEditionPath, splitEdition } from '../../core/editions';
import { data, redirect } from 'react-router';
import type { Route } from './+types/category';
import { CATEGORY_LIST_LIMIT, CATEGORY_PAGE_SIZE, toTeaser } from '../../core/article';
import { CATEGORY_INFO, categoryByPath } from '../../core/categories';
import { maxPageFor, pageRedirect, parsePageParam } from '../../core/pagination';
import { FeedLink, StoryRows } from '../components/story-list';
import { MostRead } from '../components/most-read';
import { mostReadScope, mostReadTeasers } from '../../core/most-read';
import { Breadcrumb } from '../components/breadcrumb';
import { FollowButton, FollowTexts } from '../components/follow-button';
import { CategoryIcon } from '../components/category-icon';
import { Pagination } from '../components/pagination';
import { categoryName, categoryTitle, intlAt } from '../i18n/intl';
import { breadcrumbJsonLd, pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

/** Its story cards (or the story) have Save buttons: the layout draws the save island's words. */
export const handle = { saveButtons: true };
export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: data requests carry a `.data` suffix (v8_passThroughRequests).
  const { edition, path: place } = splitEdition(url.pathname);
  const category = categoryByPath(place);
  if (!category) throw data(null, { status: 404 });
  const info = CATEGORY_INFO[category];
  const mostRead = mostReadTeasers(await context.queries.news.mostRead(mostReadScope(category, edition)));
  if (!info.paginated) {
    const list = await context.queries.news.items({ edition, category, page: 1, limit: CATEGORY_LIST_LIMIT });
    return { category, page: 1, pagination: list.pagination, news: list.news.map(toTeaser), mostRead };
  }
  const requested = parsePageParam(url.searchParams.get('page'));
  // Past MAX_PAGE_OFFSET stories a page number is not served (docs/decisions/007): the deepest one is.
  const deepest = maxPageFor(CATEGORY_PAGE_SIZE);
  const list = await context.queries.news.items({
    edition,
    category,
    page: Math.min(requested, deepest),
    limit: CATEGORY_PAGE_SIZE,
  });
  const last = Math.min(deepest, Math.max(1, list.pagination.totalPages));
  // A page past the end (or ?page=abc) goes to a real page instead of an empty one.
  const moved = pageRedirect(url.searchParams, requested, last, inEditionPath(info.path, edition));
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
  const title = categoryTitle(intl, loaderData.category);
  const { page } = loaderData;
  const path = page > 1 ? `${info.path}?page=${page}` : info.path;
  return pageMeta(root, {
    title: page > 1 ? intl.formatMessage({ id: 'listPage.titlePaged' }, { title, page }) : title,
    description: intl.formatMessage(
      { id: 'category.metaDescription' },
      {
        category: categoryName(intl, loaderData.category),
        titles: loaderData.news
          .slice(0, 3)
          .map((a) => a.title)
          .join(' · '),
      },
    ),
    path,
    alternates: 'every',
    extra: [
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${title} RSS`,
        href: inEditionPath(`${info.path}/rss.xml`, root?.edition ?? 'en'),
      },
    ],
    jsonLd: [
      breadcrumbJsonLd(
        root?.site.publicUrl ?? '',
        [
          { name: intl.formatMessage({ id: 'breadcrumb.home' }), path: '/' },
          { name: title, path: info.path },
        ],
        root?.edition,
      ),
    ],
  });
};

export default function CategoryPage({ loaderData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { category, news, pagination, page, mostRead } = loaderData;
  const info = CATEGORY_INFO[category];
  const intl = useIntl();
  const title = categoryTitle(intl, category);
  const name = categoryName(intl, category);
  return (
    <div>
      <Breadcrumb items={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), to: '/' }, { label: title }]} />
      <header className="mt-4 border-b border-neutral-200 pb-5 dark:border-neutral-800">
        <h1 className="flex items-center gap-3 font-serif text-3xl font-black sm:text-4xl">
          <CategoryIcon category={category} className="h-8 w-8 text-brand-700 dark:text-red-400" />
          {title}
        </h1>
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-neutral-700 dark:text-neutral-300">
          {news.length > 0 ? (
            <span>
              {info.paginated
                ? intl.formatMessage({ id: 'category.count' }, { count: pagination.totalItems, category: name })
                : intl.formatMessage({ id: 'category.showingLatest' }, { count: news.length, category: name })}
            </span>
          ) : null}
          {/* The category's feed, as the tag and author pages show theirs. */}
          <FeedLink feed={`${info.path}/rss.xml`} feedOf={title} />
        </p>
        <div className="mt-3">
          <FollowButton kind="section" topicKey={info.key} name={name} />
          <FollowTexts />
        </div>
      </header>

      {news.length === 0 ? (
        <section className="mt-8 rounded-xl border border-neutral-200 p-10 text-center dark:border-neutral-800">
          <h2 className="font-serif text-2xl font-bold">
            {intl.formatMessage({ id: 'category.noNews' }, { category: name })}
          </h2>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage({ id: 'category.checkBack' }, { category: name })}
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
        heading={intl.formatMessage({ id: 'category.mostRead' }, { category: name })}
        className="mt-10 border-t border-neutral-200 pt-6 dark:border-neutral-800"
      />
    </div>
  );
}
