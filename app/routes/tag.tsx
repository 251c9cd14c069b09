import { editionOf, inEditionPath } from '../../core/editions';
import { useIntl } from 'react-intl';
import { data, redirect } from 'react-router';
import type { Route } from './+types/tag';
import { toTeaser } from '../../core/article';
import { maxPageFor, pageRedirect, parsePageParam } from '../../core/pagination';
import { parseTagSlug, TAG_PAGE_SIZE } from '../../core/tags';
import { Breadcrumb } from '../components/breadcrumb';
import { FollowButton, FollowTexts } from '../components/follow-button';
import { PagedStories, StoryCount } from '../components/story-list';
import { intlAt } from '../i18n/intl';
import { breadcrumbJsonLd, pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

/** `/tag/:slug`: a tag's published stories, 12 a page (docs/product.md, 'Tag pages'). */

/** Its story cards (or the story) have Save buttons: the layout draws the save island's words. */
export const handle = { saveButtons: true };
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const slug = parseTagSlug(params.slug ?? '');
  if (!slug) throw data(null, { status: 404 });
  // The edition's own stories with the tag (docs/decisions/009-editions.md).
  const edition = editionOf(url.pathname);
  const path = `/tag/${encodeURIComponent(slug)}`;
  // One address per tag: another spelling of it ('Climate-Change') goes to the slug's.
  if (params.slug !== slug) throw redirect(`${inEditionPath(path, edition)}${url.search}`, 301);
  const requested = Math.min(parsePageParam(url.searchParams.get('page')), maxPageFor(TAG_PAGE_SIZE));
  const found = await context.queries.news.byTag(slug, requested, TAG_PAGE_SIZE, edition);
  if (!found) throw data(null, { status: 404 });
  const last = Math.max(1, found.pagination.totalPages);
  const moved = pageRedirect(url.searchParams, requested, last, inEditionPath(path, edition));
  if (moved) throw redirect(moved);
  return {
    slug,
    path,
    name: found.name,
    page: requested,
    pagination: found.pagination,
    news: found.news.map(toTeaser),
  };
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
  const { name, page, path, news } = loaderData;
  return pageMeta(root, {
    title: page > 1 ? intl.formatMessage({ id: 'listPage.titlePaged' }, { title: name, page }) : name,
    description: intl.formatMessage(
      { id: 'tag.metaDescription' },
      {
        name,
        titles: news
          .slice(0, 3)
          .map((a) => a.title)
          .join(' · '),
      },
    ),
    path: page > 1 ? `${path}?page=${page}` : path,
    extra: [
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${name} RSS`,
        href: inEditionPath(`${path}/rss.xml`, root?.edition ?? 'en'),
      },
    ],
    jsonLd: [
      breadcrumbJsonLd(
        root?.site.publicUrl ?? '',
        [
          { name: intl.formatMessage({ id: 'breadcrumb.home' }), path: '/' },
          { name, path },
        ],
        root?.edition,
      ),
    ],
  });
};

export default function TagPage({ loaderData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { name, news, pagination, page, path } = loaderData;
  const intl = useIntl();
  return (
    <div>
      <Breadcrumb items={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), to: '/' }, { label: name }]} />
      <header className="mt-4 border-b border-neutral-200 pb-5 dark:border-neutral-800">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-red-400">
          {intl.formatMessage({ id: 'tag.kicker' })}
        </p>
        <h1 className="font-serif text-3xl font-black sm:text-4xl">{name}</h1>
        <StoryCount total={pagination.totalItems} feed={`${path}/rss.xml`} feedOf={name} />
        <div className="mt-3">
          <FollowButton kind="tag" topicKey={loaderData.slug} name={name} />
          <FollowTexts />
        </div>
      </header>
      <PagedStories
        news={news}
        timeZone={timeZone}
        mediaUrl={rootDataOf(matches)?.site.mediaUrl}
        page={page}
        pagination={pagination}
        path={path}
      />
    </div>
  );
}
