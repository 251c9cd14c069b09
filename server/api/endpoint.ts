/**
 * How an /api route is declared (docs/architecture.md, 'The API and its OpenAPI document'): once,
 * with `createRoute` from @hono/zod-openapi (method, path, parameters, body, answers by status,
 * who may call), then mounted with `mount`, which registers the declaration for the document and
 * routes the handler. The request schemas in a declaration are the use cases' own (exported where
 * they live): the handler passes the raw input on and the use case validates it, after its
 * permission check, so a refusal is the same from the API and from a page.
 */
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import { z } from 'zod';
import { can, ROLES, type Permission, type Role } from '../../core/roles';
import type { AppEnv } from '../app-env';
import { errorSchema } from './schemas';

/** A router whose routes are declared for the document. */
export function apiRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>();
}

type Declared = RouteConfig & { getRoutingPath(): string };
/** An answer's headers, as OpenAPI writes them. */
type Headers = Exclude<RouteConfig['responses'][string], { $ref: string }>['headers'];

/**
 * Declares `route` in `app`'s OpenAPI registry and routes `handler` for it. Unlike
 * `app.openapi`, adds no validator in front of the handler: validating is the use case's job,
 * after it has checked who asks (so a visitor's bad input is a 401, as on the pages).
 */
export function mount<R extends Declared>(
  app: OpenAPIHono<AppEnv>,
  route: R,
  handler: Handler<AppEnv, ReturnType<R['getRoutingPath']>>,
): void {
  app.openAPIRegistry.registerPath(route);
  app.on(route.method.toUpperCase(), route.getRoutingPath(), handler as Handler<AppEnv>);
}

/**
 * Who may call: `public` (credentials are not looked at), `optional` (anyone; a signed-in caller
 * may get another answer), `signed-in` (any account), or a permission of core/roles.ts.
 */
export type Access = 'public' | 'optional' | 'signed-in' | Permission;

const BEARER = { bearerAuth: [] as string[] };
const COOKIE = { sessionCookie: [] as string[] };

/** The roles an access lets in: every role for `signed-in`, those with the permission otherwise. */
export function rolesFor(access: Access): Role[] | null {
  if (access === 'public' || access === 'optional') return null;
  if (access === 'signed-in') return [...ROLES];
  return ROLES.filter((role) => can(role, access));
}

/**
 * The access part of a declaration: its `security`, `x-access` (as above) and `x-roles` (the
 * roles let in), which server/api/openapi.test.ts checks against the route's answers, and the
 * description with the access said in words.
 */
export function access(access: Access, description?: string) {
  const roles = rolesFor(access);
  const note =
    access === 'public'
      ? null
      : access === 'optional'
        ? 'Open to everyone; a signed-in caller may get a different answer.'
        : access === 'signed-in'
          ? 'Needs a signed-in account.'
          : `Needs the \`${access}\` permission (roles: ${roles!.join(', ')}).`;
  const text = [description, note].filter(Boolean).join('\n\n');
  return {
    ...(text ? { description: text } : {}),
    security: access === 'public' ? [] : access === 'optional' ? [{}, BEARER, COOKIE] : [BEARER, COOKIE],
    'x-access': access,
    ...(roles ? { 'x-roles': roles } : {}),
  };
}

/** A JSON answer. */
export function json<S extends z.ZodType>(schema: S, description: string, headers?: Headers) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema } },
  };
}

/** Refusals an operation may answer, each the error body with this meaning. */
export const REFUSALS = {
  400: 'Invalid input: `fields` names the first problem with each field. Text no field may hold (control characters, bytes that are not UTF-8) is refused so in the address and in the body too.',
  401: "Not signed in (code 'unauthorized').",
  403: "Not allowed: the role lacks the permission ('forbidden'), the account must first change its password ('password_change_required'), or a cookie-carried write came from another site ('cross_site').",
  404: 'No such thing.',
  409: 'Refused because of the current state (see `code`).',
  413: 'The request body is too large.',
  415: 'The body is neither JSON nor a form.',
  422: "Well formed, but not what this request may do (see `code`: 'idempotency_key_reused', the Idempotency-Key was used before for a different request).",
  429: 'Too many requests from this address: wait the seconds of `Retry-After`.',
  503: 'The server is busy: try again after `Retry-After`.',
} as const;
export type Refusal = keyof typeof REFUSALS;

/** The error body, one component of the document (`#/components/schemas/Error`). */
const errorBody = errorSchema.openapi('Error');

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } } };

/** The error answers of `statuses`, plus 500, which any operation may answer. */
export function refusals(...statuses: Refusal[]) {
  const answers: Record<number, ReturnType<typeof json>> = {};
  for (const status of statuses) {
    answers[status] = json(errorBody, REFUSALS[status], status === 429 || status === 503 ? RETRY_AFTER : undefined);
  }
  answers[500] = json(errorBody, 'Something went wrong on the server (logged).');
  return answers;
}

/** A request body: JSON, and with `form` also the same fields as a multipart or urlencoded form. */
export function body<S extends z.ZodType>(schema: S, options: { form?: z.ZodType; description?: string } = {}) {
  return {
    required: true,
    ...(options.description ? { description: options.description } : {}),
    content: {
      'application/json': { schema },
      ...(options.form ? { 'multipart/form-data': { schema: options.form } } : {}),
    },
  };
}

/** Path parameters, as the address gives them. */
export const param = {
  /** A row's id: anything but a UUID names nothing (404). */
  uuid: (what: string) => z.uuid().meta({ description: `The ${what}'s id.` }),
  /** An article's id, or its slug. */
  articleKey: z
    .string()
    .max(300)
    .meta({ description: "The article's id, or its slug (the last part of its address)." }),
};

/**
 * The answers of a public read served from the page cache (server/api/shared-answer.ts): its 200
 * with `ETag` (and `Surrogate-Key` for a CDN's purge), and 304 when `If-None-Match` names that ETag.
 */
export function sharedAnswers<S extends z.ZodType>(schema: S, description: string) {
  const string = { type: 'string' as const };
  return {
    200: json(schema, description, {
      ETag: {
        description: 'Names this answer: send it back in `If-None-Match` to be told 304 while it holds.',
        schema: string,
      },
      'Surrogate-Key': {
        description: 'What the answer shows, space-separated (a CDN purges by these).',
        schema: string,
      },
    }),
    304: { description: 'Not modified: the `If-None-Match` ETag is current. No body.' },
  };
}

/** The Set-Cookie header of an answer that signs in or out. */
export function setsCookie(description: string) {
  return { 'Set-Cookie': { description, schema: { type: 'string' as const } } };
}
