import { data, type AppLoadContext } from 'react-router';
import { SCHEDULER_TEXTS } from '../../../core/ingest';
import { AppError } from '../../../server/lib/errors';
import { forPage } from '../../lib/use-case.server';

/** The status and the latest runs (SchedulerQueries.status, .runs); a failure to read them is said on the page. */
export function schedulerData(request: Request, context: AppLoadContext) {
  const { actor } = context;
  const scheduler = context.queries.scheduler;
  return forPage(request, async () => {
    try {
      const [status, runs] = await Promise.all([scheduler.status(actor), scheduler.runs(actor, { limit: 15 })]);
      return { status, runs, error: null };
    } catch (error) {
      // A refusal (sign in, no right) is the page's answer; anything else is said on the page.
      if (error instanceof AppError) throw error;
      context.log.error({ err: error }, 'scheduler status failed');
      return { status: null, runs: [], error: SCHEDULER_TEXTS.statusError };
    }
  });
}

const INTENTS = ['start', 'stop', 'trigger'] as const;
type Intent = (typeof INTENTS)[number];
const FAILURE: Record<Intent, string> = {
  start: SCHEDULER_TEXTS.startError,
  stop: SCHEDULER_TEXTS.stopError,
  trigger: SCHEDULER_TEXTS.triggerError,
};

function isIntent(value: unknown): value is Intent {
  return (INTENTS as readonly unknown[]).includes(value);
}

/**
 * Start, Stop and Trigger Manual Fetch: the same use cases as the API (SchedulerCommands),
 * answering with the use case's message (and, for a fetch, the run to follow).
 */
export async function controlScheduler(request: Request, context: AppLoadContext) {
  const intent = (await request.formData()).get('intent');
  if (!isIntent(intent)) return data({ message: 'Unknown action', at: Date.now() }, { status: 400 });
  const { actor } = context;
  const scheduler = context.commands.scheduler;
  return forPage(request, async () => {
    try {
      if (intent === 'start') return { message: (await scheduler.start(actor)).message, at: Date.now() };
      if (intent === 'stop') return { message: (await scheduler.stop(actor)).message, at: Date.now() };
      const result = await scheduler.trigger(actor);
      // The run's id: the page reports its result when the status shows it finished.
      return result.started
        ? { message: result.message, at: Date.now(), runId: result.runId }
        : data({ message: result.message, at: Date.now() }, { status: 409 });
    } catch (error) {
      if (error instanceof AppError) throw error;
      context.log.error({ err: error, intent }, 'scheduler action failed');
      return data({ message: FAILURE[intent], at: Date.now() }, { status: 500 });
    }
  });
}
