import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { mediaDetailsSchema, mediaListQuery, UNUSED_DAYS } from '../../core/media-library';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../core/media';
import { access, apiRouter, body, json, mount, param, refusals } from '../api/endpoint';
import { mediaCleanUpSchema, mediaItemSchema, mediaListSchema, messageSchema } from '../api/schemas';
import type { AppEnv } from '../app-env';
import { readBody, readFormWithFile } from '../lib/body';
import { AppError } from '../lib/errors';
import type { MediaUpload } from './media.commands';

const TAGS = ['Media'];
const mediaId = z.object({ id: param.uuid('picture') });
const MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** POST /api/media's form: the file and its description. */
const uploadForm = z.object({
  file: z
    .file()
    .mime([...UPLOAD_TYPES])
    .meta({ type: 'string', format: 'binary', description: `The picture (at most ${MB} MB).` }),
  alt: z.string().optional(),
  decorative: z.string().optional().meta({ description: "'true' or 'false'" }),
  caption: z.string().optional(),
  credit: z.string().optional(),
  originalName: z.string().optional().meta({ description: "The file's name (the file part's own name otherwise)." }),
});

const upload = createRoute({
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'Add a picture to the media library',
  ...access(
    'articles:create',
    'Checked by its bytes (JPEG, PNG, WebP, AVIF or GIF), re-encoded as AVIF and WebP at several widths and a JPEG; its id is what a story shows (`image`, or `<figure data-media>` in its body).',
  ),
  request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } } },
  responses: { 201: json(mediaItemSchema, 'The picture.'), ...refusals(400, 401, 403, 413, 415, 503) },
});

const list = createRoute({
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'The media library, newest first',
  ...access('articles:create'),
  request: { query: mediaListQuery },
  responses: { 200: json(mediaListSchema, 'A page of pictures.'), ...refusals(400, 401, 403) },
});

const one = createRoute({
  method: 'get',
  path: '/{id}',
  tags: TAGS,
  summary: 'A picture, with the stories that show it',
  ...access('articles:create'),
  request: { params: mediaId },
  responses: { 200: json(mediaItemSchema, 'The picture.'), ...refusals(401, 403, 404) },
});

const describe = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: TAGS,
  summary: "Change a picture's alt text, caption, credit or decorative mark (everywhere it shows)",
  ...access(
    'articles:create',
    'Authors change the pictures they uploaded; editors and admins (`articles:edit-any`) any picture.',
  ),
  request: { params: mediaId, body: body(mediaDetailsSchema) },
  responses: { 200: json(mediaItemSchema, 'The picture.'), ...refusals(400, 401, 403, 404, 413, 415) },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: TAGS,
  summary: 'Delete a picture no story shows, with its files',
  ...access(
    'articles:create',
    "Refused with 409 ('media_in_use', naming the stories) while a story shows it. Authors delete the pictures they uploaded; editors and admins any.",
  ),
  request: { params: mediaId },
  responses: { 200: json(messageSchema, 'Deleted.'), ...refusals(401, 403, 404, 409) },
});

const cleanUp = createRoute({
  method: 'post',
  path: '/clean-up',
  tags: TAGS,
  summary: `Delete every picture no story has shown for ${UNUSED_DAYS} days`,
  ...access('articles:edit-any'),
  responses: { 200: json(mediaCleanUpSchema, 'How many went.'), ...refusals(401, 403) },
});

/** The multipart upload: its file (an empty file is none) and text fields; the file's own name unless one is given. */
async function readUpload(c: Context<AppEnv>): Promise<MediaUpload> {
  const { fields, file, fileName } = await readFormWithFile(c, 'file', () => {
    throw new AppError(415, 'unsupported_type', 'Send the picture as a multipart form (field `file`)');
  });
  if (file && fields.originalName === undefined) fields.originalName = fileName;
  return { file, fields };
}

/**
 * The media library (docs/product.md, 'Pictures and the media library'): staff who write add,
 * list, describe and delete pictures; editors clear out the long unused. Each calls one use case
 * (`MediaCommands`) or read (`MediaQueries`).
 */
export function mediaRoutes() {
  const app = apiRouter();

  mount(app, upload, async (c) => c.json(await c.var.commands.media.upload(c.var.actor, () => readUpload(c)), 201));

  mount(app, list, async (c) => c.json(await c.var.queries.media.list(c.var.actor, c.req.query())));

  mount(app, cleanUp, async (c) => {
    const { removed } = await c.var.commands.media.cleanUp(c.var.actor);
    return c.json({ message: `${removed} unused ${removed === 1 ? 'picture' : 'pictures'} deleted`, removed });
  });

  mount(app, one, async (c) => c.json(await c.var.queries.media.one(c.var.actor, c.req.param('id'))));

  mount(app, describe, async (c) =>
    c.json(await c.var.commands.media.describe(c.var.actor, c.req.param('id'), await readBody(c))),
  );

  mount(app, remove, async (c) => {
    await c.var.commands.media.delete(c.var.actor, c.req.param('id'));
    return c.json({ message: 'Picture deleted' });
  });

  return app;
}
