import { Hono } from 'hono';
import type { ErrorBody } from '../../core/error-codes';
import { SCHEDULER_TEXTS } from '../../core/ingest';
import type { AppEnv } from '../app-env';

/**
 * The scheduler calls (docs/product.md, 'Admin: scheduler'), for editors and admins: status, start, stop,
 * trigger (answers at once; the page follows the run through status), and
 * the history of runs. Each calls one use case (`SchedulerCommands`).
 */
export function schedulerRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/status', async (c) => c.json(await c.var.services.commands.scheduler.status(c.var.actor)));

  app.get('/runs', async (c) =>
    c.json({ runs: await c.var.services.commands.scheduler.runs(c.var.actor, c.req.query()) }),
  );

  app.post('/start', async (c) => {
    const { changed } = await c.var.services.commands.scheduler.start(c.var.actor);
    return c.json({ message: changed ? SCHEDULER_TEXTS.started : SCHEDULER_TEXTS.alreadyStarted });
  });

  app.post('/stop', async (c) => {
    const { changed } = await c.var.services.commands.scheduler.stop(c.var.actor);
    return c.json({ message: changed ? SCHEDULER_TEXTS.stopped : SCHEDULER_TEXTS.alreadyStopped });
  });

  app.post('/trigger-news-fetch', async (c) => {
    const result = await c.var.services.commands.scheduler.trigger(c.var.actor);
    if (!result.started)
      return c.json({ message: SCHEDULER_TEXTS.inProgress, code: 'run_in_progress' } satisfies ErrorBody, 409);
    return c.json({ message: SCHEDULER_TEXTS.triggered, runId: result.runId }, 202);
  });

  return app;
}
