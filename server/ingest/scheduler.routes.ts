import { Hono } from 'hono';
import { z } from 'zod';
import { SCHEDULER_TEXTS } from '../../core/ingest';
import { requirePermission } from '../auth/auth.middleware';
import type { AppEnv } from '../http';
import { parseOr400 } from '../lib/validate';

const runsQuery = z.object({
  limit: z.coerce.number().int('must be a whole number').min(1).max(100).default(20),
});

/**
 * The scheduler calls (docs/product.md, 'Admin: scheduler'), for editors and admins: status, start, stop,
 * trigger (answers at once; the page follows the run through status), and
 * the history of runs.
 */
export function schedulerRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/status', async (c) => {
    requirePermission(c, 'scheduler:control');
    return c.json(await c.var.services.scheduler.status());
  });

  app.get('/runs', async (c) => {
    requirePermission(c, 'scheduler:control');
    const { limit } = parseOr400(runsQuery, c.req.query());
    return c.json({ runs: await c.var.services.ingest.runs(limit) });
  });

  app.post('/start', async (c) => {
    const viewer = requirePermission(c, 'scheduler:control');
    const changed = await c.var.services.scheduler.start();
    c.var.logger.info({ by: viewer.username, changed }, 'scheduler started');
    return c.json({ message: changed ? SCHEDULER_TEXTS.started : SCHEDULER_TEXTS.alreadyStarted });
  });

  app.post('/stop', async (c) => {
    const viewer = requirePermission(c, 'scheduler:control');
    const changed = await c.var.services.scheduler.stop();
    c.var.logger.info({ by: viewer.username, changed }, 'scheduler stopped');
    return c.json({ message: changed ? SCHEDULER_TEXTS.stopped : SCHEDULER_TEXTS.alreadyStopped });
  });

  app.post('/trigger-news-fetch', async (c) => {
    const viewer = requirePermission(c, 'scheduler:control');
    const result = await c.var.services.scheduler.trigger(viewer.username);
    if (!result.started) return c.json({ message: SCHEDULER_TEXTS.inProgress, code: 'run_in_progress' }, 409);
    c.var.logger.info({ by: viewer.username, runId: result.runId }, 'manual news fetch started');
    return c.json({ message: SCHEDULER_TEXTS.triggered, runId: result.runId }, 202);
  });

  return app;
}
