/**
 * Errors with a stable `code` and an HTTP status. The message is safe to show;
 * `cause` keeps the original error for the log and never reaches the caller.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(400, 'invalid_input', message);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
  }
}
