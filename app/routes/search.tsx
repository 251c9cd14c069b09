import { EDITIONS, editionOf, inEditionPath, otherEditions, type Edition } from '../../core/editions';
import { useEditionPath } from '../i18n/paths';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import type { Route } from './+types/search';
import { articlePath, SEARCH_PAGE_SIZE, toTeaser } from '../../core/article';
import { formatDate } from '../../core/dates';
import { parsePageParam } from '../../core/pagination';
import { MAX_QUERY_LENGTH, normalizeQuery, searchPath, splitHighlights } from '../../core/search';
import { ArticleImage, hasImage } from '../components/article-image';
import { CategoryBadge, SampleBadge } from '../components/category-badge';
import { Pagination } from '../components/pagination';
import { intlAt, languageName } from '../i18n/intl';
import { pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';
import { storyLock } from '../../core/access';
import { LockBadge } from '../components/paywall-panel';
import { isSearchTimeout } from '../lib/use-case.server';

/** Its story cards (or the story) have Save buttons: the layout draws the save island's words. */
export const handle = { saveButtons: true };
export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: data requests carry a `.data` suffix (v8_passThroughRequests).
  const query = normalizeQuery(url.searchParams.get('q') ?? '');
  const page = Math.min(parsePageParam(url.searchParams.get('page')), 1000);
  // The page's edition's stories, in its language (docs/decisions/009-editions.md).
  const edition = editionOf(url.pathname);
  try {
    const [result, elsewhere] = await Promise.all([
      context.queries.search.search(query, page, SEARCH_PAGE_SIZE, edition),
      page === 1 && query ? otherEditionsMatches(context, query, edition) : [],
    ]);
    return {
      ...result,
      elsewhere,
      timedOut: false,
      results: result.results.map((hit) => ({
        ...toTeaser(hit),
        titleHighlighted: hit.titleHighlighted,
        descriptionHighlighted: hit.descriptionHighlighted,
        snippet: hit.snippet,
        locked: storyLock(hit, context.config.paywall)?.level ?? null,
      })),
    };
  } catch (error) {
    if (!isSearchTimeout(error)) throw error;
    // The page still answers, with the form and the reason; 503 so no cache keeps it.
    return data(
      {
        query,
        results: [],
        suggestion: null,
        elsewhere: [],
        timedOut: true,
        pagination: { page, totalPages: 0, totalItems: 0, capped: false },
      },
      { status: 503, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    );
  }
}

/** How many of another edition's matches the page offers below its own. */
const ELSEWHERE_COUNT = 3;

/**
 * The other editions' best matches for the query, offered below the page's own (each in its
 * language's search); an edition that finds nothing, or does not answer in time, is left out.
 */
async function otherEditionsMatches(context: Route.LoaderArgs['context'], query: string, edition: Edition) {
  const found = await Promise.all(
    otherEditions(edition).map(async (other) => {
      const answer = await context.queries.search.search(query, 1, ELSEWHERE_COUNT, other).catch((error: unknown) => {
        if (isSearchTimeout(error)) return null;
        throw error;
      });
      if (!answer || answer.results.length === 0) return [];
      const stories = answer.results.map((hit) => ({ _id: hit._id, title: hit.title, path: articlePath(hit) }));
      return [{ edition: other, total: answer.pagination.totalItems, capped: answer.pagination.capped, stories }];
    }),
  );
  return found.flat();
}

export const meta: Route.MetaFunction = ({ data: result, matches, location }) => {
  const intl = intlAt(location.pathname);
  return pageMeta(rootDataOf(matches), {
    title: result?.query
      ? intl.formatMessage({ id: 'searchPage.titleQuery' }, { query: result.query })
      : intl.formatMessage({ id: 'searchPage.title' }),
    description: intl.formatMessage({ id: 'searchPage.description' }),
    path: result?.query ? searchPath(result.query) : '/search',
    // Every edition has this page (docs/decisions/009-editions.md).
    alternates: 'every',
    noindex: true,
  });
};

function Highlighted({ text }: { text: string }) {
  return (
    <>
      {splitHighlights(text).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

export default function SearchPage({ loaderData, matches }: Route.ComponentProps) {
  const local = useEditionPath();
  const timeZone = siteTimeZone(matches);
  const { query, results, pagination, suggestion, timedOut, elsewhere } = loaderData;
  const intl = useIntl();
  return (
    <div>
      <h1 className="font-serif text-3xl font-black">
        {query
          ? intl.formatMessage({ id: 'searchPage.headingQuery' }, { query })
          : intl.formatMessage({ id: 'searchPage.heading' })}
      </h1>
      <form method="get" action={local('/search')} role="search" className="mt-5 flex max-w-xl gap-2">
        <label htmlFor="search-page" className="sr-only">
          {intl.formatMessage({ id: 'search.label' })}
        </label>
        <input
          id="search-page"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          maxLength={MAX_QUERY_LENGTH}
          className="input h-11"
        />
        <button type="submit" className="btn-primary h-11">
          {intl.formatMessage({ id: 'search.submit' })}
        </button>
      </form>

      {!query ? (
        <p className="mt-8 text-neutral-700 dark:text-neutral-300">{intl.formatMessage({ id: 'searchPage.help' })}</p>
      ) : timedOut ? (
        <section className="mt-8 rounded-xl border border-neutral-200 p-8 dark:border-neutral-800" aria-live="polite">
          <h2 className="font-serif text-xl font-bold">{intl.formatMessage({ id: 'searchPage.timedOut' })}</h2>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage({ id: 'searchPage.timedOutText' })}
          </p>
        </section>
      ) : results.length === 0 ? (
        <section className="mt-8 rounded-xl border border-neutral-200 p-8 dark:border-neutral-800" aria-live="polite">
          <h2 className="font-serif text-xl font-bold">{intl.formatMessage({ id: 'searchPage.noResults' })}</h2>
          {suggestion ? (
            <p className="mt-2 text-lg">
              {intl.formatMessage(
                { id: 'searchPage.didYouMean' },
                {
                  suggestion,
                  link: (chunks) => (
                    <a href={local(searchPath(suggestion))} className="link font-semibold">
                      {chunks}
                    </a>
                  ),
                },
              )}
            </p>
          ) : null}
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage(
              { id: 'searchPage.noMatch' },
              {
                query,
                link: (chunks) => (
                  <a href={local('/')} className="link">
                    {chunks}
                  </a>
                ),
              },
            )}
          </p>
        </section>
      ) : (
        <>
          <p className="mt-6 text-sm text-neutral-700 dark:text-neutral-300" aria-live="polite">
            {intl.formatMessage(
              { id: 'searchPage.count' },
              {
                capped: pagination.capped ? 'yes' : 'no',
                count: pagination.totalItems,
                total: pagination.totalItems.toLocaleString('en'),
              },
            )}
          </p>
          <ol className="mt-2">
            {results.map((hit) => {
              const published = hit.publishedAt ?? hit.createdAt;
              return (
                <li
                  key={hit._id}
                  className="flex gap-4 border-b border-neutral-200 py-5 last:border-b-0 dark:border-neutral-800"
                >
                  {hasImage(hit.image) ? (
                    <a href={articlePath(hit)} tabIndex={-1} aria-hidden="true" className="w-28 shrink-0 sm:w-44">
                      <ArticleImage
                        image={hit.image}
                        alt=""
                        sizes="(min-width: 640px) 176px, 112px"
                        className="rounded-lg"
                        mediaUrl={rootDataOf(matches)?.site.mediaUrl}
                      />
                    </a>
                  ) : null}
                  <div className="min-w-0 flex-1 space-y-2">
                    <div className="flex flex-wrap gap-2">
                      <CategoryBadge category={hit.category} />
                      {hit.isSample ? <SampleBadge /> : null}
                      {hit.locked ? <LockBadge level={hit.locked} /> : null}
                    </div>
                    <h2 className="font-serif text-lg leading-snug font-bold sm:text-xl">
                      <a
                        href={articlePath(hit)}
                        className="hover:text-brand-700 hover:underline dark:hover:text-red-300"
                      >
                        <Highlighted text={hit.titleHighlighted} />
                      </a>
                    </h2>
                    <p className="line-clamp-3 text-sm leading-6 text-neutral-700 dark:text-neutral-300">
                      <Highlighted text={hit.descriptionHighlighted} />
                    </p>
                    {hit.snippet ? (
                      <p className="line-clamp-2 text-sm leading-6 text-neutral-600 italic dark:text-neutral-400">
                        {intl.formatMessage(
                          { id: 'searchPage.snippet' },
                          { snippet: <Highlighted text={hit.snippet} /> },
                        )}
                      </p>
                    ) : null}
                    <p className="text-xs text-neutral-600 dark:text-neutral-400">
                      <time dateTime={published} suppressHydrationWarning>
                        {formatDate(published, timeZone, intl.locale)}
                      </time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
          <Pagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            totalItems={pagination.totalItems}
            hrefFor={(p) => searchPath(query, p)}
          />
        </>
      )}
      {elsewhere.map((other) => (
        <section
          key={other.edition}
          lang={EDITIONS[other.edition].code}
          aria-labelledby={`elsewhere-${other.edition}`}
          className="mt-10 border-t border-neutral-200 pt-6 dark:border-neutral-800"
        >
          <h2 id={`elsewhere-${other.edition}`} className="font-serif text-xl font-bold">
            {intl.formatMessage(
              { id: 'searchPage.elsewhere' },
              { language: languageName(intl, other.edition), count: other.total, capped: other.capped ? 'yes' : 'no' },
            )}
          </h2>
          <ul className="mt-3 space-y-2">
            {other.stories.map((story) => (
              <li key={story._id}>
                <a href={story.path} hrefLang={EDITIONS[other.edition].code} className="link font-semibold">
                  {story.title}
                </a>
              </li>
            ))}
          </ul>
          <a
            href={inEditionPath(searchPath(query), other.edition)}
            hrefLang={EDITIONS[other.edition].code}
            className="link mt-3 inline-block text-sm"
          >
            {intl.formatMessage({ id: 'searchPage.elsewhereAll' }, { language: languageName(intl, other.edition) })}
          </a>
        </section>
      ))}
    </div>
  );
}
