import { data, redirect } from 'react-router';
import type { Route } from './+types/author';
import { toTeaser } from '../../core/article';
import { AUTHOR_PAGE_SIZE, authorPath, parseAuthorParam } from '../../core/authors';
import { maxPageFor, pageRedirect, parsePageParam } from '../../core/pagination';
import { PersonPage, personPageMeta } from '../components/person-page';
import { rootDataOf } from '../lib/meta';

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

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  personPageMeta(rootDataOf(matches), loaderData ?? null, { alternateName: loaderData?.author.username });

export default function AuthorPage({ loaderData, matches }: Route.ComponentProps) {
  return <PersonPage {...loaderData} kind="Author" matches={matches} />;
}
