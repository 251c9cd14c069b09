import { redirect, type AppLoadContext } from 'react-router';
import { ValidationError } from '../../../server/lib/errors';
import { forPage } from '../../lib/use-case.server';

/** The figures over `?days=` (AnalyticsQueries.overview); a period the page does not offer goes to the default one. */
export async function analyticsData(request: Request, context: AppLoadContext, url: URL) {
  try {
    const overview = await forPage(request, () =>
      context.queries.analytics.overview(context.actor, { days: url.searchParams.get('days') }),
    );
    return { days: overview.days, overview, loadedAt: Date.now() };
  } catch (error) {
    if (error instanceof ValidationError) throw redirect('/admin/analytics');
    throw error;
  }
}
