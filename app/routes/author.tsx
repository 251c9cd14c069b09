import { editionOf, inEditionPath } from '../../core/editions';
import { data, redirect } from 'react-router';
import type { Route } from './+types/author';
import { AUTHOR_PAGE_SIZE, authorPath, parseAuthorParam } from '../../core/authors';
import { maxPageFor, parsePageParam } from '../../core/pagination';
import { PersonPage, personPageData, personPageMeta } from '../components/person-page';
import { intlAt } from '../i18n/intl';
import { rootDataOf } from '../lib/meta';

/** `/author/:username`: a writer's published stories, 12 a page (docs/product.md, 'Author pages'). */

/** Its story cards (or the story) have Save buttons: the layout draws the save island's words. */
export const handle = { saveButtons: true };
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const asked = parseAuthorParam(params.username ?? '');
  if (!asked) throw data(null, { status: 404 });
  const requested = Math.min(parsePageParam(url.searchParams.get('page')), maxPageFor(AUTHOR_PAGE_SIZE));
  // The writer's stories in the page's edition (docs/decisions/009-editions.md).
  const edition = editionOf(url.pathname);
  const found = await context.queries.news.byAuthor(asked, requested, AUTHOR_PAGE_SIZE, edition);
  if (!found) throw data(null, { status: 404 });
  const path = authorPath(found.author.username);
  // One address per author: the username as the account spells it.
  if (params.username !== found.author.username) throw redirect(`${inEditionPath(path, edition)}${url.search}`, 301);
  return personPageData(found, requested, path, url);
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) =>
  personPageMeta(intlAt(location.pathname), rootDataOf(matches), loaderData ?? null, {
    alternateName: loaderData?.author.username,
  });

export default function AuthorPage({ loaderData, matches }: Route.ComponentProps) {
  return <PersonPage {...loaderData} kind="Author" matches={matches} follow={loaderData.author.username} />;
}
