import { data, redirect } from 'react-router';
import type { Route } from './+types/author';
import { toTeaser } from '../../core/article';
import { AUTHOR_PAGE_SIZE, authorPath, parseAuthorParam } from '../../core/authors';
import { maxPageFor, pageRedirect, parsePageParam } from '../../core/pagination';
import { Breadcrumb } from '../components/breadcrumb';
import { PersonPhoto } from '../components/person-photo';
import { PagedStories, StoryCount } from '../components/story-list';
import { breadcrumbJsonLd, pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';

/** `/author/:username`: a writer's published stories, 12 a page (docs/product.md, 'Author pages'). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const asked = parseAuthorParam(params.username ?? '');
  if (!asked) throw data(null, { status: 404 });
  const requested = Math.min(parsePageParam(url.searchParams.get('page')), maxPageFor(AUTHOR_PAGE_SIZE));
  const found = await context.queries.news.byAuthor(asked, requested, AUTHOR_PAGE_SIZE);
  if (!found) throw data(null, { status: 404 });
  const path = authorPath(found.author.username);
  // One address per author: the username as the account spells it.
  if (params.username !== found.author.username) throw redirect(`${path}${url.search}`, 301);
  const last = Math.max(1, found.pagination.totalPages);
  const moved = pageRedirect(url.searchParams, requested, last, path);
  if (moved) throw redirect(moved);
  return {
    path,
    author: found.author,
    page: requested,
    pagination: found.pagination,
    news: found.news.map(toTeaser),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return pageMeta(root, { title: 'Page Not Found', description: '', path: '/', noindex: true });
  const { author, page, path, news } = loaderData;
  const publicUrl = root?.site.publicUrl ?? '';
  const absolute = (src: string) => (/^https?:\/\//i.test(src) ? src : `${publicUrl}${src}`);
  return pageMeta(root, {
    title: `${author.name}${page > 1 ? ` — Page ${page}` : ''}`,
    description:
      author.bio?.replace(/\s+/g, ' ').slice(0, 160) ??
      `Stories by ${author.name}: ${news
        .slice(0, 3)
        .map((a) => a.title)
        .join(' · ')}`,
    path: page > 1 ? `${path}?page=${page}` : path,
    extra: [
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${author.name} RSS`,
        href: `${path}/rss.xml`,
      },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: `${publicUrl}${path}`,
        mainEntity: {
          '@type': 'Person',
          name: author.name,
          alternateName: author.username,
          url: `${publicUrl}${path}`,
          ...(author.avatar ? { image: absolute(author.avatar) } : {}),
          ...(author.bio ? { description: author.bio } : {}),
        },
      },
      breadcrumbJsonLd(publicUrl, [
        { name: 'Home', path: '/' },
        { name: author.name, path },
      ]),
    ],
  });
};

export default function AuthorPage({ loaderData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { author, news, pagination, page, path } = loaderData;
  return (
    <div>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: author.name }]} />
      <header className="mt-4 flex flex-wrap items-start gap-5 border-b border-neutral-200 pb-5 dark:border-neutral-800">
        <PersonPhoto src={author.avatar} name={author.name} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-red-400">Author</p>
          <h1 className="font-serif text-3xl font-black sm:text-4xl">{author.name}</h1>
          {author.bio ? (
            <p className="mt-2 max-w-prose whitespace-pre-line text-neutral-800 dark:text-neutral-200">{author.bio}</p>
          ) : null}
          <StoryCount total={pagination.totalItems} feed={`${path}/rss.xml`} feedOf={`${author.name}’s stories`} />
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
