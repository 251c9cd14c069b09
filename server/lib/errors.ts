const KINDS = Symbol.for('newsdesk.error-kinds');

/** A class's name, without the `$1` a bundler adds when two top-level names collide. */
function kindOf(c: { name: string }): string {
  return c.name.replace(/\$\d+$/, '');
}

/**
 * Errors with a stable `code` and an HTTP status. The message is safe to show;
 * `cause` keeps the original error for the log and never reaches the caller.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    const kinds: string[] = [];
    for (let c: unknown = new.target; typeof c === 'function' && c !== Error; c = Object.getPrototypeOf(c)) {
      kinds.push(kindOf(c));
    }
    Object.defineProperty(this, KINDS, { value: kinds });
  }

  /**
   * The page bundle (`build/server`, or Vite's modules in development) holds its own copy of
   * the server modules a route imports, while the services run from the source: an error made
   * by one copy must still be `instanceof` the other copy's classes. Each error carries the
   * names of its classes under a global symbol, and `instanceof` compares those.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    const kinds = typeof value === 'object' && value !== null ? (value as { [KINDS]?: unknown })[KINDS] : undefined;
    return Array.isArray(kinds)
      ? kinds.includes(kindOf(this))
      : Function.prototype[Symbol.hasInstance].call(this, value);
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

/**
 * A refusal of one field of a form (a site logo that is not an image, or too large): keeps the
 * refusal's status and code (415, 413) and names the field, so the form shows it there.
 */
export class FieldRefusalError extends AppError {
  constructor(
    refusal: AppError,
    readonly field: string,
  ) {
    super(refusal.status, refusal.code, refusal.message, { cause: refusal });
  }

  get fields(): Record<string, string> {
    return { [this.field]: this.message };
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
