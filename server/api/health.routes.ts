import { createRoute } from '@hono/zod-openapi';
import type { Database } from '../db/client';
import type { Readiness } from '../lib/readiness';
import { access, apiRouter, json, mount } from './endpoint';
import { healthSchema, notReadySchema, readySchema } from './schemas';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Health'],
  summary: 'Whether the server and its database answer',
  ...access('public'),
  responses: {
    200: json(healthSchema, 'The database answered.'),
    503: json(healthSchema, 'The database did not answer.'),
  },
});

const ready = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['Health'],
  summary: 'Whether this process should be sent requests now',
  ...access(
    'public',
    "For a load balancer: not ready while the process starts, while it drains on SIGTERM, when its database does not answer within a second, or when it cannot hear other processes' changes (several processes on one PostgreSQL). GET /api/health answers whether it is alive.",
  ),
  responses: {
    200: json(readySchema, 'Ready.'),
    503: json(notReadySchema, 'Not ready: `status` says which way, `reason` why.'),
  },
});

/** GET /api/health (alive, and its database) and GET /api/ready (to be sent requests): public, before the viewer is resolved. */
export function healthRoutes(database: Database, readiness: Readiness | undefined) {
  const app = apiRouter();
  mount(app, health, async (c) => {
    const started = performance.now();
    try {
      await database.ping();
      return c.json({
        status: 'ok',
        database: { kind: database.kind, ok: true, latencyMs: Math.round(performance.now() - started) },
      });
    } catch (error) {
      c.var.logger.error({ err: error }, 'health check: database unavailable');
      return c.json({ status: 'error', database: { kind: database.kind, ok: false } }, 503);
    }
  });
  // For a load balancer: whether to send this process requests now (not starting, draining or cut off).
  mount(app, ready, async (c) => {
    const state = readiness ? await readiness.check() : ({ ready: true } as const);
    c.header('Cache-Control', 'no-store');
    if (state.ready) return c.json({ status: 'ready' });
    return c.json({ status: state.status, reason: state.reason }, 503);
  });
  return app;
}
