import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The scheduler calls (docs/product.md, 'Admin: scheduler'), for editors and admins: status, start, stop,
 * trigger (answers at once; the page follows the run through status), and
 * the history of runs. Each calls one use case (`SchedulerCommands`).
 */
export function schedulerRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/status', async (c) => c.json(await c.var.commands.scheduler.status(c.var.actor)));

  app.get('/runs', async (c) =>
    c.json({ runs: await c.var.commands.scheduler.runs(c.var.actor, c.req.query()) }),
  );

  app.post('/start', async (c) => {
    const { message } = await c.var.commands.scheduler.start(c.var.actor);
    return c.json({ message });
  });

  app.post('/stop', async (c) => {
    const { message } = await c.var.commands.scheduler.stop(c.var.actor);
    return c.json({ message });
  });

  app.post('/trigger-news-fetch', async (c) => {
    const result = await c.var.commands.scheduler.trigger(c.var.actor);
    if (!result.started) return c.json({ message: result.message, code: 'run_in_progress' }, 409);
    return c.json({ message: result.message, runId: result.runId }, 202);
  });

  return app;
}
