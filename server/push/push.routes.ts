import { createRoute } from '@hono/zod-openapi';
import { ALERT_BODY_MAX, ALERT_TITLE_MAX, FOLLOW_LIMIT } from '../../core/alerts';
import { access, apiRouter, body, json, mount, refusals } from '../api/endpoint';
import {
  alertListSchema,
  alertSentSchema,
  audienceSchema,
  okSchema,
  pushKeySchema,
  pushSubscribedSchema,
} from '../api/schemas';
import { readBody } from '../lib/body';
import { audienceQuery } from './alerts.queries';
import { sendAlertInput } from './alerts.commands';
import { clickedInput, subscribeInput, unsubscribeInput } from './push.commands';

const PUSH = ['Push'];
const ALERTS = ['Alerts'];

const key = createRoute({
  method: 'get',
  path: '/push/key',
  tags: PUSH,
  summary: "The site's VAPID public key (the application server key browsers subscribe with)",
  ...access('public'),
  responses: { 200: json(pushKeySchema, 'The key.') },
});

const subscribe = createRoute({
  method: 'post',
  path: '/push/subscribe',
  tags: PUSH,
  summary: 'Subscribe a browser to alerts, or change its choices',
  ...access(
    'optional',
    `Signed in, the subscription joins the account and the account's followed topics apply; signed out, \`follows\` (at most ${FOLLOW_LIMIT}) replaces the subscription's own. Refused with 400: a malformed subscription, an endpoint that is not https or is on a loopback, private or link-local address, keys that are not a P-256 point and a 16-byte secret, too many follows.`,
  ),
  request: { body: body(subscribeInput) },
  responses: {
    200: json(pushSubscribedSchema, 'Subscribed, with these choices.'),
    ...refusals(400, 413, 415, 429),
  },
});

const unsubscribe = createRoute({
  method: 'post',
  path: '/push/unsubscribe',
  tags: PUSH,
  summary: 'Forget a browser’s subscription',
  ...access('public', 'An endpoint the site does not know is answered the same.'),
  request: { body: body(unsubscribeInput) },
  responses: { 200: json(okSchema, 'Unsubscribed.'), ...refusals(400, 413, 415, 429) },
});

const clicked = createRoute({
  method: 'post',
  path: '/push/clicked',
  tags: PUSH,
  summary: "Count a click on an alert's notification (the service worker's)",
  ...access('public'),
  request: { body: body(clickedInput) },
  responses: { 204: { description: 'Counted.' }, ...refusals(400, 413, 415, 429) },
});

const history = createRoute({
  method: 'get',
  path: '/alerts',
  tags: ALERTS,
  summary: 'The alerts sent, newest first (at most 100), with delivered, failed, gone and clicked counts',
  ...access('articles:publish'),
  responses: { 200: json(alertListSchema, 'The alerts.'), ...refusals(401, 403) },
});

const audience = createRoute({
  method: 'get',
  path: '/alerts/audience',
  tags: ALERTS,
  summary: 'How many devices an alert of a kind in an edition would reach now',
  ...access('articles:publish'),
  request: { query: audienceQuery },
  responses: { 200: json(audienceSchema, 'The devices.'), ...refusals(400, 401, 403) },
});

const send = createRoute({
  method: 'post',
  path: '/alerts',
  tags: ALERTS,
  summary: "Send an alert about a published story to readers' devices",
  ...access(
    'articles:publish',
    `Goes to every device with breaking news on in the story's edition (none is fine: 0 recipients), delivered in the background. Title at most ${ALERT_TITLE_MAX} characters, text at most ${ALERT_BODY_MAX}. 409 ('not_published') for a story that is not published. Audited \`alert.send\`.`,
  ),
  request: { body: body(sendAlertInput) },
  responses: {
    201: json(alertSentSchema, 'Queued: the alert as the history shows it.'),
    ...refusals(400, 401, 403, 404, 409, 413, 415),
  },
});

/**
 * Web push (docs/product.md, 'Alerts and following'), mounted at /api: the VAPID key and a
 * browser's subscription (/push/*, anyone), the alerts and their history (/alerts, editors). Each
 * calls one use case (`PushCommands`, `AlertCommands`) or read (`AlertQueries`).
 */
export function pushRoutes() {
  const app = apiRouter();
  mount(app, key, async (c) => c.json(await c.var.queries.alerts.publicKey()));
  mount(app, subscribe, async (c) => c.json(await c.var.commands.push.subscribe(c.var.actor, await readBody(c))));
  mount(app, unsubscribe, async (c) => c.json(await c.var.commands.push.unsubscribe(c.var.actor, await readBody(c))));
  mount(app, clicked, async (c) => {
    await c.var.commands.push.clicked(c.var.actor, await readBody(c));
    return c.body(null, 204);
  });
  mount(app, history, async (c) => c.json(await c.var.queries.alerts.history(c.var.actor)));
  mount(app, audience, async (c) => c.json(await c.var.queries.alerts.audience(c.var.actor, c.req.query())));
  mount(app, send, async (c) => c.json(await c.var.commands.alerts.send(c.var.actor, await readBody(c)), 201));
  return app;
}
