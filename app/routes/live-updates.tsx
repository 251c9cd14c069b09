import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import type { Route } from './+types/live-updates';
import { LIVE_POLL_MAX, parseAfter } from '../../core/live';
import { isPlausibleSlug } from '../../core/slug';
import { LivePollAnswer } from '../components/live-blog';
import { intlAt } from '../i18n/intl';

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' },
  });

/**
 * `GET /news/:slug/live?after=ID`: what an open live page asks for every 15 s (app/islands/live.ts),
 * the entries after its newest, drawn on the server as the page draws them. The same for every
 * reader who has that newest entry, so it is answered from the page cache (and a CDN) like a page,
 * and dropped with the story's pages when an entry is written (docs/product.md, 'Live blogs').
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const after = parseAfter(url.searchParams.get('after'));
  if (after === null) return html('after must be an entry id', 400);
  if (!isPlausibleSlug(params.slug)) return html('Not found', 404);
  const article = await context.queries.news.find(params.slug);
  if (!article || !article.liveBlog || article.slug !== params.slug) return html('Not found', 404);
  // A locked live blog's entries are for readers with access (decided before the page cache, as for its page).
  const gated = await context.queries.access.forPage(article, context.access);
  if (gated.lock && gated.lockedPart === null) return html('Only readers with access see these updates', 403);
  const entries = await context.queries.live.entries(article._id, { after, limit: LIVE_POLL_MAX });
  return html(
    // Drawn outside the page (no root), in the edition of its address.
    renderToStaticMarkup(
      <RawIntlProvider value={intlAt(url.pathname)}>
        <LivePollAnswer
          entries={entries}
          endedAt={article.liveEndedAt}
          timeZone={context.config.timeZone}
          mediaUrl={context.config.mediaUrl}
        />
      </RawIntlProvider>,
    ),
  );
}
