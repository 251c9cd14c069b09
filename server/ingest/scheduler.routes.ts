import { createRoute } from '@hono/zod-openapi';
import type { ErrorBody } from '../../core/error-codes';
import { access, apiRouter, json, mount, refusals } from '../api/endpoint';
import { messageSchema, runListSchema, schedulerStatusSchema, triggeredSchema } from '../api/schemas';
import { runsQuery } from './scheduler.queries';

const TAGS = ['Scheduler'];

const status = createRoute({
  method: 'get',
  path: '/status',
  tags: TAGS,
  summary: 'The scheduler: running or stopped, next run, the run going on, providers',
  ...access('scheduler:control'),
  responses: { 200: json(schedulerStatusSchema, 'The status.'), ...refusals(401, 403) },
});

const runs = createRoute({
  method: 'get',
  path: '/runs',
  tags: TAGS,
  summary: 'The latest news fetches, newest first',
  ...access('scheduler:control'),
  request: { query: runsQuery },
  responses: { 200: json(runListSchema, 'The runs.'), ...refusals(400, 401, 403) },
});

const start = createRoute({
  method: 'post',
  path: '/start',
  tags: TAGS,
  summary: 'Start the daily schedule',
  ...access('scheduler:control'),
  responses: { 200: json(messageSchema, 'Started, or already running.'), ...refusals(401, 403) },
});

const stop = createRoute({
  method: 'post',
  path: '/stop',
  tags: TAGS,
  summary: 'Stop the daily schedule (and a run going on, at its next story)',
  ...access('scheduler:control'),
  responses: { 200: json(messageSchema, 'Stopped, or already stopped.'), ...refusals(401, 403) },
});

const trigger = createRoute({
  method: 'post',
  path: '/trigger-news-fetch',
  tags: TAGS,
  summary: 'Start a news fetch now',
  ...access('scheduler:control', 'Answers at once; follow the run through the status.'),
  responses: { 202: json(triggeredSchema, 'Started.'), ...refusals(401, 403, 409) },
});

/**
 * The scheduler calls (docs/product.md, 'Admin: scheduler'), for editors and admins: status, start, stop,
 * trigger (answers at once; the page follows the run through status), and
 * the history of runs. Each calls one use case (`SchedulerCommands`) or read (`SchedulerQueries`).
 */
export function schedulerRoutes() {
  const app = apiRouter();

  mount(app, status, async (c) => c.json(await c.var.queries.scheduler.status(c.var.actor)));

  mount(app, runs, async (c) => c.json({ runs: await c.var.queries.scheduler.runs(c.var.actor, c.req.query()) }));

  mount(app, start, async (c) => {
    const { message } = await c.var.commands.scheduler.start(c.var.actor);
    return c.json({ message });
  });

  mount(app, stop, async (c) => {
    const { message } = await c.var.commands.scheduler.stop(c.var.actor);
    return c.json({ message });
  });

  mount(app, trigger, async (c) => {
    const result = await c.var.commands.scheduler.trigger(c.var.actor);
    if (!result.started) return c.json({ message: result.message, code: 'run_in_progress' } satisfies ErrorBody, 409);
    return c.json({ message: result.message, runId: result.runId }, 202);
  });

  return app;
}
