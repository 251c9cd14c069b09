import { data, redirect } from 'react-router';
import type { Route } from './+types/contributor';
import { toTeaser } from '../../core/article';
import { AUTHOR_PAGE_SIZE } from '../../core/authors';
import { contributorPath, parseContributorParam } from '../../core/bylines';
import { maxPageFor, pageRedirect, parsePageParam } from '../../core/pagination';
import { PersonPage, personPageMeta } from '../components/person-page';
import { rootDataOf } from '../lib/meta';

/**
 * `/contributor/:slug`: a guest contributor's page, the published stories crediting them 12 a
 * page (docs/product.md, 'Bylines and contributors').
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const slug = parseContributorParam(params.slug ?? '');
  if (!slug) throw data(null, { status: 404 });
  const requested = Math.min(parsePageParam(url.searchParams.get('page')), maxPageFor(AUTHOR_PAGE_SIZE));
  const found = await context.queries.news.byContributor(slug, requested, AUTHOR_PAGE_SIZE);
  if (!found) throw data(null, { status: 404 });
  const path = contributorPath(found.author.username);
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
  personPageMeta(rootDataOf(matches), loaderData ?? null);

export default function ContributorPage({ loaderData, matches }: Route.ComponentProps) {
  return <PersonPage {...loaderData} kind="Contributor" matches={matches} />;
}
