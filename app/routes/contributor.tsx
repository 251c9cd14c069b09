import { editionOf } from '../../core/editions';
import { data } from 'react-router';
import type { Route } from './+types/contributor';
import { AUTHOR_PAGE_SIZE } from '../../core/authors';
import { contributorPath, parseContributorParam } from '../../core/bylines';
import { maxPageFor, parsePageParam } from '../../core/pagination';
import { PersonPage, personPageData, personPageMeta } from '../components/person-page';
import { intlAt } from '../i18n/intl';
import { rootDataOf } from '../lib/meta';

/**
 * `/contributor/:slug`: a guest contributor's page, the published stories crediting them 12 a
 * page (docs/product.md, 'Bylines and contributors').
 */

/** Its story cards (or the story) have Save buttons: the layout draws the save island's words. */
export const handle = { saveButtons: true };
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const slug = parseContributorParam(params.slug ?? '');
  if (!slug) throw data(null, { status: 404 });
  const requested = Math.min(parsePageParam(url.searchParams.get('page')), maxPageFor(AUTHOR_PAGE_SIZE));
  // The contributor's stories in the page's edition (docs/decisions/009-editions.md).
  const found = await context.queries.news.byContributor(slug, requested, AUTHOR_PAGE_SIZE, editionOf(url.pathname));
  if (!found) throw data(null, { status: 404 });
  const path = contributorPath(found.author.username);
  return personPageData(found, requested, path, url);
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) =>
  personPageMeta(intlAt(location.pathname), rootDataOf(matches), loaderData ?? null);

export default function ContributorPage({ loaderData, matches }: Route.ComponentProps) {
  return <PersonPage {...loaderData} kind="Contributor" matches={matches} />;
}
