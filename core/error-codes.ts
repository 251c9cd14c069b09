/**
 * Every `code` a refusal or failure of the site may carry (`AppError`, server/lib/errors.ts; the
 * API answers `{ message, code, fields? }`), with the HTTP status it comes with. Stable, for
 * programs: a client tells refusals apart by these, never by the message.
 */
export const ERROR_CODES = {
  // 400: the request itself is wrong.
  invalid_input: 400,
  invalid_json: 400,
  invalid_form: 400,
  empty_upload: 400,
  unreadable_image: 400,
  // 401: nobody (or not the right person) signed in.
  unauthorized: 401,
  invalid_credentials: 401,
  preview_sign_in: 401,
  // 403: refused for who is asking.
  forbidden: 403,
  cross_site: 403,
  password_change_required: 403,
  preview_invalid: 403,
  preview_revoked: 403,
  // 404
  not_found: 404,
  link_invalid: 404,
  invite_invalid: 404,
  invite_expired: 404,
  // 409: refused because of the current state.
  conflict: 409,
  username_taken: 409,
  email_taken: 409,
  email_unverified: 409,
  already_verified: 409,
  no_email: 409,
  mail_off: 409,
  newsletter_off: 409,
  last_admin: 409,
  self_delete: 409,
  media_in_use: 409,
  contributor_in_use: 409,
  self_password: 409,
  saved_limit: 409,
  not_published: 409,
  follow_limit: 409,
  run_in_progress: 409,
  idempotency_key_in_progress: 409,
  // 410
  preview_expired: 410,
  // 422: well formed, but not what this request may do.
  idempotency_key_reused: 422,
  // 413, 415: a body too large, or of a type the site does not take (an upload, or a body neither JSON nor a form).
  too_large: 413,
  unsupported_type: 415,
  // 429
  rate_limited: 429,
  // 500, 503: the site's own failures; try again.
  internal: 500,
  mail_failed: 503,
  busy: 503,
  search_timeout: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The status that comes with `code`. */
export type StatusOf<C extends ErrorCode> = (typeof ERROR_CODES)[C];

/** The statuses a refusal or failure is answered with. */
export type ErrorStatus = StatusOf<ErrorCode>;

/** What the API answers for a refusal or failure. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** On invalid_input: the first problem with each field, by field name. */
  fields?: Record<string, string>;
}
