/**
 * The OpenAPI 3.1 document of /api, generated from the routes' own declarations (`createRoute`,
 * server/api/endpoint.ts) by @hono/zod-openapi, and served at GET /api/openapi.json
 * (docs/architecture.md, 'The API and its OpenAPI document').
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import packageJson from '../../package.json';
import { SESSION_COOKIE } from '../auth/auth.service';
import type { AppEnv } from '../app-env';
import { access, apiRouter, json, mount } from './endpoint';

/** The document is the same for everyone and changes only with a release. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=3600';

const INFO = {
  title: 'Newsdesk API',
  version: packageJson.version,
  description:
    "The JSON API of a Newsdesk site (docs/product.md, 'API'). Sign in with POST /api/users/login and send the token as `Authorization: Bearer <token>`; the site's own pages use the session cookie instead, and a write carried by the cookie must come from the site's own origin. Answers are not cached (`Cache-Control: no-store`) unless stated. Every refusal is `{ message, code, fields? }` with its HTTP status. Each operation's `x-access` says who may call it (`public`, `optional`, `signed-in` or a permission) and `x-roles` the roles that may.",
};

const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The token answered by POST /api/users/login or /api/users/register.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The session cookie the site's pages use (\`__Host-${SESSION_COOKIE}\` over HTTPS). A write it carries must come from the site's own origin (Origin or Referer).`,
  },
} as const;

export type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']> & {
  components: { securitySchemes: typeof SECURITY_SCHEMES };
};

const built = new WeakMap<OpenAPIHono<AppEnv>, OpenApiDocument>();

/**
 * The document of `api` (the router mounted at /api, with every domain router in it), made on
 * first use: the routes never change while the process runs.
 */
export function openApiDocument(api: OpenAPIHono<AppEnv>): OpenApiDocument {
  let document = built.get(api);
  if (!document) {
    const generated = api.getOpenAPI31Document({ openapi: '3.1.0', info: INFO });
    // The router is mounted at /api: its declarations' paths are relative to it.
    const paths = Object.fromEntries(Object.entries(generated.paths ?? {}).map(([p, item]) => [`/api${p}`, item]));
    const operations = Object.values(paths).flatMap((item) =>
      Object.values(item as Record<string, { tags?: string[] }>),
    );
    const tags = [...new Set(operations.flatMap((operation) => operation.tags ?? []))];
    document = {
      ...generated,
      tags: tags.map((name) => ({ name })),
      paths,
      components: { ...generated.components, securitySchemes: SECURITY_SCHEMES },
    } as OpenApiDocument;
    built.set(api, document);
  }
  return document;
}

/** Of this document itself, only the outline: OpenAPI 3.1's own schema describes the rest. */
const documentShape = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

const getDocument = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['Health'],
  summary: 'This document',
  ...access('public'),
  responses: {
    200: json(documentShape, 'The OpenAPI 3.1 document of the API.', {
      'Cache-Control': { schema: { type: 'string' as const, const: OPENAPI_CACHE_CONTROL } },
    }),
  },
});

/** GET /openapi.json of `api`: public, cacheable, before the viewer is resolved. */
export function openApiRoutes(api: OpenAPIHono<AppEnv>) {
  const app = apiRouter();
  mount(app, getDocument, (c) => {
    c.header('Cache-Control', OPENAPI_CACHE_CONTROL);
    return c.json(openApiDocument(api));
  });
  return app;
}
