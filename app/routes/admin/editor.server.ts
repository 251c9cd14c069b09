import type { AppLoadContext } from 'react-router';
import { forPage } from '../../lib/use-case.server';

/**
 * What the editor opens with (NewsCommands.forEditing): a new article, or one the viewer may
 * edit (authors: their own drafts), or, in live-only mode, an author's own live blog that an
 * editor now looks after; a missing one is a 404 page, another's a 403 page. The editor saves
 * through the API (POST and PUT /api/news), its one path for a save: the page has no action.
 */
export async function editorData(request: Request, context: AppLoadContext, id: string | undefined) {
  const [start, offer] = await Promise.all([
    forPage(request, () => context.queries.news.forEditing(context.actor, id ?? null)),
    context.queries.members.offer(context.actor),
  ]);
  // The tiers a members-only story may name (the Advanced tab's Access).
  const tiers = offer.tiers.map((tier) => ({ _id: tier._id, name: tier.name }));
  // How many readers follow each of the story's tags, shown beside them (docs/product.md, 'Alerts and following').
  const tagFollowers = start.article
    ? await context.queries.follows.tagFollowers(context.actor, start.article.tags)
    : {};
  return { ...start, publicUrl: context.config.publicUrl, tiers, paywall: context.config.paywall, tagFollowers };
}
