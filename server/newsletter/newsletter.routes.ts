import { createRoute, z } from '@hono/zod-openapi';
import { subscribeSchema, tokenSchema } from '../../core/newsletter';
import { access, apiRouter, body, json, mount, refusals } from '../api/endpoint';
import {
  messageSchema,
  mySubscriptionChangeSchema,
  mySubscriptionSchema,
  newsletterOverviewSchema,
  newsletterPreviewSchema,
} from '../api/schemas';
import { readBody } from '../lib/body';
import type { AppEnv } from '../app-env';

const TAGS = ['Newsletter'];

const subscribe = createRoute({
  method: 'post',
  path: '/subscribe',
  tags: TAGS,
  summary:
    "Ask for the morning newsletter of one or more editions at an address (a confirmation link is emailed in the signing-up edition's language)",
  ...access(
    'public',
    'The same answer whether the address is new, waiting or subscribed already: it never tells who subscribed. 404 while the site has no mail server (SMTP_URL).',
  ),
  request: { body: body(subscribeSchema) },
  responses: { 202: json(messageSchema, 'Taken.'), ...refusals(400, 404, 413, 415, 429) },
});

const confirm = createRoute({
  method: 'post',
  path: '/confirm',
  tags: TAGS,
  summary: "Confirm a subscription with the emailed link's token",
  ...access('public'),
  request: { body: body(tokenSchema) },
  responses: { 200: json(messageSchema, 'Subscribed.'), ...refusals(400, 404, 413, 415) },
});

const unsubscribe = createRoute({
  method: 'post',
  path: '/unsubscribe',
  tags: TAGS,
  summary: "Unsubscribe with an email's unsubscribe token",
  ...access(
    'public',
    "Mail apps' one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` to the link in each email, /newsletter/unsubscribe?token=…, which does the same.",
  ),
  request: { body: body(tokenSchema) },
  responses: { 200: json(messageSchema, 'Unsubscribed.'), ...refusals(400, 404, 413, 415) },
});

const mine = createRoute({
  method: 'get',
  path: '/me',
  tags: TAGS,
  summary: "The signed-in reader's subscription",
  ...access('signed-in'),
  responses: { 200: json(mySubscriptionSchema, 'Its state.'), ...refusals(401) },
});

const subscribeMe = createRoute({
  method: 'put',
  path: '/me',
  tags: TAGS,
  summary: "Subscribe the signed-in reader's address (confirmed by the emailed link)",
  ...access('signed-in'),
  responses: { 202: json(mySubscriptionChangeSchema, 'Taken.'), ...refusals(401, 404, 409, 429) },
});

const unsubscribeMe = createRoute({
  method: 'delete',
  path: '/me',
  tags: TAGS,
  summary: "Unsubscribe the signed-in reader's address",
  ...access('signed-in'),
  responses: { 200: json(mySubscriptionChangeSchema, 'Unsubscribed.'), ...refusals(401) },
});

const overview = createRoute({
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Subscribers, the next send and the sends so far',
  ...access('newsletter:manage'),
  responses: { 200: json(newsletterOverviewSchema, 'The overview.'), ...refusals(401, 403) },
});

/** Which edition's newsletter (`en` when left out); an unknown one is a 400. */
const editionQuery = z.object({
  edition: z.string().optional().meta({ description: "An edition's code (`en`, `hi`); `en` when left out." }),
});

const preview = createRoute({
  method: 'get',
  path: '/preview',
  tags: TAGS,
  summary: "The email an edition's next send would mail now",
  ...access('newsletter:manage'),
  request: { query: editionQuery },
  responses: {
    200: json(newsletterPreviewSchema, 'Its subject, HTML and text parts and stories.'),
    ...refusals(400, 401, 403),
  },
});

const sendTest = createRoute({
  method: 'post',
  path: '/test',
  tags: TAGS,
  summary: "Mail an edition's next newsletter, marked as a test, to the signed-in editor's own address",
  ...access(
    'newsletter:manage',
    "Only to a verified address (409 'email_unverified'), a few an hour per account (429).",
  ),
  request: { query: editionQuery },
  responses: { 200: json(messageSchema, 'Sent.'), ...refusals(400, 401, 403, 409, 429, 503) },
});

/**
 * The newsletter's API (docs/product.md, 'Morning newsletter'): anyone subscribes, confirms and
 * unsubscribes (the link's token is the authority); signed-in readers manage their own address
 * (`/me`); editors and admins read the overview and preview and send a test. Each route calls
 * one use case (`NewsletterCommands`) or read (`NewsletterQueries`).
 */
export function newsletterRoutes() {
  const app = apiRouter();
  const commands = (c: { var: AppEnv['Variables'] }) => c.var.commands.newsletter;
  const queries = (c: { var: AppEnv['Variables'] }) => c.var.queries.newsletter;

  mount(app, subscribe, async (c) => c.json(await commands(c).subscribe(c.var.actor, await readBody(c)), 202));
  mount(app, confirm, async (c) => c.json(await commands(c).confirm(c.var.actor, await readBody(c))));
  mount(app, unsubscribe, async (c) => c.json(await commands(c).unsubscribe(c.var.actor, await readBody(c))));

  mount(app, mine, async (c) => c.json(await queries(c).mine(c.var.actor)));
  mount(app, subscribeMe, async (c) => c.json(await commands(c).subscribeMe(c.var.actor), 202));
  mount(app, unsubscribeMe, async (c) => c.json(await commands(c).unsubscribeMe(c.var.actor)));

  mount(app, overview, async (c) => c.json(await queries(c).overview(c.var.actor)));
  mount(app, preview, async (c) => c.json(await queries(c).preview(c.var.actor, c.req.query('edition'))));
  mount(app, sendTest, async (c) => c.json(await commands(c).sendTest(c.var.actor, c.req.query('edition'))));

  return app;
}
