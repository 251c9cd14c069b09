import { inEditionPath } from '../../core/editions';
import { useIntl, type IntlShape } from 'react-intl';
import { redirect } from 'react-router';
import { toTeaser, type Pagination as PageInfo, type Teaser } from '../../core/article';
import { pageRedirect } from '../../core/pagination';
import type { AuthorProfile } from '../../core/authors';
import { breadcrumbJsonLd, pageMeta, rootDataOf, siteTimeZone, type RootData } from '../lib/meta';
import { Breadcrumb } from './breadcrumb';
import { FollowButton, FollowTexts } from './follow-button';
import { PersonPhoto } from './person-photo';
import { PagedStories, StoryCount } from './story-list';

/** A list item a person page shows (what `toTeaser` takes). */
type ArticleItemLike = Parameters<typeof toTeaser>[0];

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** What an author or contributor page's loader answers. */
export interface PersonPageData {
  path: string;
  author: Pick<AuthorProfile, 'name' | 'avatar' | 'bio'>;
  page: number;
  pagination: PageInfo;
  news: Teaser[];
}

/**
 * What an author or contributor page's loader answers for a page of `found` at `path`; a page
 * past the last is sent to the last (core/pagination.ts `pageRedirect`).
 */
export function personPageData(
  found: { author: AuthorProfile; news: ArticleItemLike[]; pagination: PageInfo },
  requested: number,
  path: string,
  url: URL,
): PersonPageData & { author: AuthorProfile } {
  const moved = pageRedirect(url.searchParams, requested, Math.max(1, found.pagination.totalPages), path);
  if (moved) throw redirect(moved);
  return { path, author: found.author, page: requested, pagination: found.pagination, news: found.news.map(toTeaser) };
}

/**
 * The head of an author page (`/author/:username`) or a guest contributor's (`/contributor/:slug`;
 * docs/product.md, 'Author pages', 'Bylines and contributors'): its title, description, feed link,
 * and `ProfilePage` JSON-LD with the person. `intl`: the page's edition's (`intlAt(location.pathname)`).
 */
export function personPageMeta(
  intl: IntlShape,
  root: RootData | undefined,
  data: PersonPageData | null,
  person: { alternateName?: string } = {},
) {
  if (!data) {
    return pageMeta(root, {
      title: intl.formatMessage({ id: 'notFound.title' }),
      description: '',
      path: '/',
      noindex: true,
    });
  }
  const { author, page, path, news } = data;
  const publicUrl = root?.site.publicUrl ?? '';
  const absolute = (src: string) => (/^https?:\/\//i.test(src) ? src : `${publicUrl}${src}`);
  return pageMeta(root, {
    title: page > 1 ? intl.formatMessage({ id: 'listPage.titlePaged' }, { title: author.name, page }) : author.name,
    description:
      author.bio?.replace(/\s+/g, ' ').slice(0, 160) ??
      intl.formatMessage(
        { id: 'person.metaDescription' },
        {
          name: author.name,
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
        title: `${author.name} RSS`,
        href: inEditionPath(`${path}/rss.xml`, root?.edition ?? 'en'),
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
          ...(person.alternateName ? { alternateName: person.alternateName } : {}),
          url: `${publicUrl}${path}`,
          ...(author.avatar ? { image: absolute(author.avatar) } : {}),
          ...(author.bio ? { description: author.bio } : {}),
        },
      },
      breadcrumbJsonLd(
        publicUrl,
        [
          { name: intl.formatMessage({ id: 'breadcrumb.home' }), path: '/' },
          { name: author.name, path },
        ],
        root?.edition,
      ),
    ],
  });
}

/** An author or contributor page: who they are, how many stories, their feed, and their stories 12 a page. */
export function PersonPage({
  author,
  news,
  pagination,
  page,
  path,
  kind,
  matches,
  follow,
}: PersonPageData & {
  kind: 'Author' | 'Contributor';
  matches: Matches;
  /** A writer's username: their page has a Follow button (a guest contributor's has none). */
  follow?: string;
}) {
  const timeZone = siteTimeZone(matches);
  const intl = useIntl();
  return (
    <div>
      <Breadcrumb items={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), to: '/' }, { label: author.name }]} />
      <header className="mt-4 flex flex-wrap items-start gap-5 border-b border-neutral-200 pb-5 dark:border-neutral-800">
        <PersonPhoto src={author.avatar} name={author.name} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-red-400">
            {intl.formatMessage({ id: kind === 'Author' ? 'person.author' : 'person.contributor' })}
          </p>
          <h1 className="font-serif text-3xl font-black sm:text-4xl">{author.name}</h1>
          {author.bio ? (
            <p className="mt-2 max-w-prose whitespace-pre-line text-neutral-800 dark:text-neutral-200">{author.bio}</p>
          ) : null}
          <StoryCount
            total={pagination.totalItems}
            feed={`${path}/rss.xml`}
            feedOf={intl.formatMessage({ id: 'person.feedOf' }, { name: author.name })}
          />
          {follow ? (
            <div className="mt-3">
              <FollowButton kind="author" topicKey={follow} name={author.name} />
              <FollowTexts />
            </div>
          ) : null}
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
