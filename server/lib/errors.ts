import type { ErrorCode, ErrorStatus, StatusOf } from '../../core/error-codes';

/**
 * Errors with a stable `code` (core/error-codes.ts) and its HTTP status. The message is safe to
 * show; `cause` keeps the original error for the log and never reaches the caller. `new
 * AppError(403, 'forbidden', …)` is checked by the compiler: a code not in the list, or a status
 * that is not the code's, does not compile.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'AppError';
  readonly status: ErrorStatus;
  readonly code: ErrorCode;
  constructor(status: StatusOf<C>, code: C, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.code = code;
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
