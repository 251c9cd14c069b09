import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { previewLinkInput } from '../../core/preview';
import { access, apiRouter, body, json, mount, param, refusals } from '../api/endpoint';
import { previewLinkSchema, previewRevokedSchema } from '../api/schemas';
import { readBody } from '../lib/body';

const articleId = z.object({ id: param.uuid('article') });

const createLink = createRoute({
  method: 'post',
  path: '/{id}/preview-link',
  tags: ['News'],
  summary: 'Make a preview link',
  ...access(
    'articles:edit-own',
    "A link to the story's preview page (`/preview/{id}?token=…`) that anyone may open signed out, for 1 or 7 days (7 when left out), until it expires or the story's links are withdrawn. For those who may see the story (authors: their own and published ones). Audited as `article.preview-link`.",
  ),
  request: {
    params: articleId,
    body: { ...body(previewLinkInput, { form: previewLinkInput }), required: false },
  },
  responses: {
    201: json(previewLinkSchema, 'The link and when it stops working.'),
    ...refusals(400, 401, 403, 404, 413, 415),
  },
});

const revokeLinks = createRoute({
  method: 'delete',
  path: '/{id}/preview-link',
  tags: ['News'],
  summary: "Withdraw a story's preview links",
  ...access(
    'articles:edit-own',
    'Every preview link of the story made so far stops working at once; new ones may be made. Audited as `article.preview-revoke`.',
  ),
  request: { params: articleId },
  responses: { 200: json(previewRevokedSchema, 'When the links were withdrawn.'), ...refusals(401, 403, 404) },
});

/**
 * Preview links (docs/product.md, 'Preview'): `POST /api/news/:id/preview-link` makes one
 * (`{ days }`: 1 or 7), `DELETE` withdraws every link of the story. Adapters over PreviewCommands.
 */
export function previewRoutes() {
  const app = apiRouter();
  mount(app, createLink, async (c) => {
    const { preview } = c.var.commands;
    // The body is optional: without one the link works for 7 days.
    const body = c.req.header('content-type') ? await readBody(c) : {};
    return c.json(await preview.createLink(c.var.actor, c.req.param('id'), body), 201);
  });
  mount(app, revokeLinks, async (c) => {
    const { preview } = c.var.commands;
    return c.json(await preview.revokeLinks(c.var.actor, c.req.param('id')));
  });
  return app;
}
