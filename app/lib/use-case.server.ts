import { data, redirect } from 'react-router';
import { AppError, FieldRefusalError, RateLimitedError, ValidationError } from '../../server/lib/errors';
import { BusyError } from '../../server/lib/concurrency';

/**
 * Pages are adapters over the use cases (`context.commands`,
 * docs/decisions/004-use-case-layer.md): they call one, and turn its typed errors
 * into what a page does. These helpers are the one mapping, by the error's `code`.
 */

/**
 * Runs a loader's (or an action's) use case; a refusal becomes the page's answer:
 * nobody signed in → the sign-in page, coming back here; a generated password not yet
 * changed → /settings; no right → a 403 page; missing → a 404 page.
 * Anything else is thrown on (React Router's error boundary, logged by `handleError`).
 */
export async function forPage<T>(request: Request, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw pageRefusal(error, new URL(request.url)) ?? error;
  }
}

/** What a page does with a use case's refusal, or null when the error is not one. */
export function pageRefusal(error: unknown, url: URL): Response | ReturnType<typeof data> | null {
  if (!(error instanceof AppError)) return null;
  switch (error.code) {
    case 'unauthorized':
      return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    case 'password_change_required':
      return url.pathname === '/settings' ? null : redirect('/settings');
    case 'forbidden':
      return data({ message: 'You do not have access to this page.' }, { status: 403 });
    case 'not_found':
      return data({ message: error.message }, { status: 404 });
    default:
      return null;
  }
}

/** A form's answer when a use case refused its input: the message, the fields named, the status. */
export interface FormRefusal {
  ok: false;
  message: string;
  fields: Record<string, string>;
}

/**
 * Runs an action's use case. A refusal a reader can act on (invalid input, a conflict,
 * a refused right, a limit, a busy server) is returned as the form's error with its status
 * (and Retry-After); the sign-in and password-change refusals are handled as `forPage` does.
 */
export async function forForm<T>(
  request: Request,
  call: () => Promise<T>,
): Promise<T | ReturnType<typeof data<FormRefusal>>> {
  try {
    return await call();
  } catch (error) {
    const refusal = formRefusal(error);
    if (refusal) return refusal;
    throw pageRefusal(error, new URL(request.url)) ?? error;
  }
}

/**
 * The form answer for a refusal a reader can act on (bad input, a conflict, a refused
 * right such as an author publishing, a limit, a busy server), or null for one the page
 * handles (`unauthorized`, `password_change_required`) and for failures.
 */
export function formRefusal(error: unknown): ReturnType<typeof data<FormRefusal>> | null {
  if (!(error instanceof AppError)) return null;
  if (error.status >= 500 && !(error instanceof BusyError)) return null;
  if (error.code === 'unauthorized' || error.code === 'password_change_required') return null;
  const fields = error instanceof ValidationError || error instanceof FieldRefusalError ? (error.fields ?? {}) : {};
  const headers =
    error instanceof RateLimitedError || error instanceof BusyError
      ? { 'Retry-After': String(error.retryAfterSeconds) }
      : undefined;
  const message = Object.keys(fields).length > 0 ? 'Please correct the highlighted fields.' : error.message;
  return data({ ok: false as const, message, fields }, { status: error.status, headers });
}

/** A search stopped by its time limit (server/search/search.service.ts): the page says so instead of failing. */
export function isSearchTimeout(error: unknown): error is AppError & { retryAfterSeconds: number } {
  return error instanceof AppError && error.code === 'search_timeout';
}
