import { randomBytes } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { access, apiRouter, json, mount, param, refusals, setsCookie, type Refusal } from '../api/endpoint';
import { analyticsOverviewSchema, countedSchema, likeStateSchema } from '../api/schemas';
import { refuseCrossSite } from '../auth/auth.middleware';
import type { AppEnv } from '../app-env';
import { overviewQuery } from './analytics.queries';

/** A random id for a browser that likes a story without an account: only its hash is stored. */
export const LIKER_COOKIE = 'nd_liker';
const ONE_YEAR_S = 365 * 24 * 3600;

/** Counting calls come from the site's own pages (or an API client with a token), never from another site. */
function requireOwnSite(c: Context<AppEnv>, publicUrl: string) {
  if (c.var.authVia !== 'bearer') refuseCrossSite(c, publicUrl);
}

/** This browser's liker id from its cookie; a forged or broken one is ignored. */
function browserIdOf(c: Context<AppEnv>): string | null {
  const browserId = getCookie(c, LIKER_COOKIE);
  return browserId && /^[A-Za-z0-9_-]{20,64}$/.test(browserId) ? browserId : null;
}

/** Engagement calls count only from the site's own pages or with a token. */
const OWN_SITE = "Only from the site's own pages (Origin or Referer) or with a bearer token.";

/** A view, share or like call on `/api/news/{id}/<what>`: open to anyone, limited per address. */
function engagement<
  M extends 'get' | 'post' | 'put' | 'delete',
  W extends 'view' | 'share' | 'like',
  S extends z.ZodType,
>(
  method: M,
  what: W,
  summary: string,
  ok: ReturnType<typeof json<S>>,
  options: { description?: string; refusals?: Refusal[] } = {},
) {
  return createRoute({
    method,
    path: `/{id}/${what}` as `/{id}/${W}`,
    tags: ['Engagement'],
    summary,
    ...access('optional', options.description ?? OWN_SITE),
    request: { params: z.object({ id: param.uuid('article') }) },
    responses: { 200: ok, ...refusals(...(options.refusals ?? [403, 404, 429])) },
  });
}

const view = engagement(
  'post',
  'view',
  "Count a reader's view of a published article",
  json(countedSchema, 'Whether it was counted.'),
  { description: `${OWN_SITE} Crawlers, staff and a repeated view in the same reading session are not counted.` },
);
const share = engagement('post', 'share', 'Count a share of a published article', json(countedSchema, 'Counted.'));
const likeState = engagement(
  'get',
  'like',
  "An article's likes, and whether this reader likes it",
  json(likeStateSchema, 'The like state.'),
  {
    description: 'The reader is the account when signed in, else the browser (its `nd_liker` cookie).',
    refusals: [404],
  },
);
const like = engagement(
  'put',
  'like',
  'Like an article (once per reader)',
  json(
    likeStateSchema,
    'The like state.',
    setsCookie('A signed-out browser gets its `nd_liker` cookie on its first like.'),
  ),
);
const unlike = engagement('delete', 'like', 'Take a like back', json(likeStateSchema, 'The like state.'));

const overview = createRoute({
  method: 'get',
  path: '/',
  tags: ['Analytics'],
  summary: "The analytics page's figures",
  ...access('admin:access'),
  request: { query: overviewQuery },
  responses: {
    200: json(analyticsOverviewSchema, 'Views, shares and likes of the period.'),
    ...refusals(400, 401, 403),
  },
});

/**
 * Views, shares and likes of published articles, under /api/news:
 * POST /:id/view, POST /:id/share, GET|PUT|DELETE /:id/like. Each calls one use case
 * (`AnalyticsCommands`, which limits the calls per address) or, to read the likes, `AnalyticsQueries`.
 */
export function engagementRoutes(publicUrl: string, secureCookies: boolean) {
  const app = apiRouter();

  mount(app, view, async (c) => {
    requireOwnSite(c, publicUrl);
    const userAgent = c.req.header('user-agent') ?? '';
    return c.json(await c.var.commands.analytics.view(c.var.actor, { articleId: c.req.param('id'), userAgent }));
  });

  mount(app, share, async (c) => {
    requireOwnSite(c, publicUrl);
    return c.json(await c.var.commands.analytics.share(c.var.actor, { articleId: c.req.param('id') }));
  });

  mount(app, likeState, async (c) => {
    const input = { articleId: c.req.param('id'), browserId: c.var.viewer ? null : browserIdOf(c) };
    return c.json(await c.var.queries.analytics.likeState(c.var.actor, input));
  });

  // A browser without an account gets its liker cookie with its first like.
  mount(app, like, async (c) => {
    requireOwnSite(c, publicUrl);
    const existing = c.var.viewer ? null : browserIdOf(c);
    const browserId = c.var.viewer ? null : (existing ?? randomBytes(24).toString('base64url'));
    const state = await c.var.commands.analytics.like(c.var.actor, {
      articleId: c.req.param('id'),
      browserId,
    });
    if (browserId && !existing) {
      setCookie(c, LIKER_COOKIE, browserId, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: secureCookies,
        path: '/api/news',
        maxAge: ONE_YEAR_S,
      });
    }
    return c.json(state);
  });

  mount(app, unlike, async (c) => {
    requireOwnSite(c, publicUrl);
    const input = { articleId: c.req.param('id'), browserId: c.var.viewer ? null : browserIdOf(c) };
    return c.json(await c.var.commands.analytics.unlike(c.var.actor, input));
  });

  return app;
}

/** GET /api/analytics?days=7|30|90: the analytics page's figures, for staff. */
export function analyticsRoutes() {
  const app = apiRouter();
  mount(app, overview, async (c) =>
    c.json(await c.var.queries.analytics.overview(c.var.actor, { days: c.req.query('days') })),
  );
  return app;
}
