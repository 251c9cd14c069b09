import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { BIO_MAX } from '../../core/authors';
import { CONTRIBUTOR_NAME_MAX } from '../../core/bylines';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../core/media';
import { access, apiRouter, body, json, mount, param, refusals } from '../api/endpoint';
import { contributorListSchema, contributorSchema, messageSchema } from '../api/schemas';
import type { AppEnv } from '../app-env';
import { readBody, readFormWithFile } from '../lib/body';
import type { ContributorForm } from './contributors.commands';

const TAGS = ['Contributors'];
const contributorId = z.object({ id: param.uuid('contributor') });
const MB = MAX_UPLOAD_BYTES / 1024 / 1024;

const contributorJson = z.object({
  name: z.string().max(CONTRIBUTOR_NAME_MAX).optional().meta({ description: 'Required to add one.' }),
  bio: z.string().max(BIO_MAX).nullable().optional().meta({ description: 'Plain text; line breaks kept.' }),
  removePhoto: z.boolean().optional().meta({ description: 'On a change: take the photo off.' }),
});
const contributorForm = z.object({
  name: z.string().optional(),
  bio: z.string().optional(),
  removePhoto: z.string().optional().meta({ description: "'true' on a change: take the photo off." }),
  photo: z
    .file()
    .mime([...UPLOAD_TYPES])
    .optional()
    .meta({ type: 'string', format: 'binary', description: `A square photo is cut from it (at most ${MB} MB).` }),
});

const list = createRoute({
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Guest contributors, by name',
  ...access('articles:create', 'Everyone who writes sees them: the editor credits them on bylines.'),
  responses: { 200: json(contributorListSchema, 'The contributors.'), ...refusals(401, 403) },
});

const create = createRoute({
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'Add a guest contributor',
  ...access('articles:edit-any', 'Their page is `/contributor/{slug}`, the slug made from the name and kept.'),
  request: { body: body(contributorJson, { form: contributorForm }) },
  responses: { 201: json(contributorSchema, 'The contributor.'), ...refusals(400, 401, 403, 413, 415) },
});

const one = createRoute({
  method: 'get',
  path: '/{id}',
  tags: TAGS,
  summary: 'A guest contributor',
  ...access('articles:create'),
  request: { params: contributorId },
  responses: { 200: json(contributorSchema, 'The contributor.'), ...refusals(401, 403, 404) },
});

const change = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: TAGS,
  summary: "Change a guest contributor's name, bio or photo",
  ...access('articles:edit-any', 'A new name is written into the byline of every story crediting them.'),
  request: { params: contributorId, body: body(contributorJson, { form: contributorForm }) },
  responses: { 200: json(contributorSchema, 'The contributor.'), ...refusals(400, 401, 403, 404, 413, 415) },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: TAGS,
  summary: 'Delete a guest contributor no story credits',
  ...access(
    'articles:edit-any',
    "Refused with 409 ('contributor_in_use', naming the stories) while a story credits them.",
  ),
  request: { params: contributorId },
  responses: { 200: json(messageSchema, 'Deleted.'), ...refusals(401, 403, 404, 409) },
});

/** A contributor's form (multipart, with an optional `photo`) or JSON body. */
async function readContributor(c: Context<AppEnv>): Promise<ContributorForm> {
  const { fields, file } = await readFormWithFile(c, 'photo', () => readBody(c));
  return { fields, photo: file };
}

/**
 * Guest contributors (docs/product.md, 'Bylines and contributors'): those who write list them;
 * editors and admins add, change and delete them. Each calls one use case (`ContributorCommands`)
 * or read (`ContributorQueries`).
 */
export function contributorRoutes() {
  const app = apiRouter();
  mount(app, list, async (c) => c.json({ contributors: await c.var.queries.contributors.list(c.var.actor) }));
  mount(app, create, async (c) =>
    c.json(await c.var.commands.contributors.create(c.var.actor, () => readContributor(c)), 201),
  );
  mount(app, one, async (c) => c.json(await c.var.queries.contributors.one(c.var.actor, c.req.param('id'))));
  mount(app, change, async (c) =>
    c.json(await c.var.commands.contributors.update(c.var.actor, c.req.param('id'), () => readContributor(c))),
  );
  mount(app, remove, async (c) => {
    await c.var.commands.contributors.delete(c.var.actor, c.req.param('id'));
    return c.json({ message: 'Contributor deleted' });
  });
  return app;
}
