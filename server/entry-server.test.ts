import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleError } from '../app/entry.server';
import type { Logger } from './lib/logger';

/** A logger that keeps its lines, for the one call under test. */
function recordingContext() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message: string): void => {
      lines.push({ level, fields, message });
    };
  const log = { error: at('error'), warn: at('warn'), info: at('info') } as unknown as Logger;
  return { lines, context: { log, requestId: 'req-1' } as unknown as AppLoadContext };
}

describe('app/entry.server handleError', () => {
  it("logs a loader's, action's or render's failure on the request's logger with the method and path", () => {
    const { lines, context } = recordingContext();
    const failure = new Error('database went away');
    handleError(failure, {
      request: new Request('http://news.test/admin/seo?token=secret', { method: 'POST' }),
      context,
      params: {},
    });
    expect(lines).toEqual([
      { level: 'error', fields: { err: failure, method: 'POST', path: '/admin/seo' }, message: 'page failed' },
    ]);
    // The query (which may carry a token) is not logged.
    expect(JSON.stringify(lines[0]?.fields)).not.toContain('secret');
  });

  it('logs nothing for a reader who navigated away', () => {
    const { lines, context } = recordingContext();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error('aborted'), {
      request: new Request('http://news.test/', { signal: controller.signal }),
      context,
      params: {},
    });
    expect(lines).toEqual([]);
  });

  it('logs a refused request (an error response below 500) as a warning, with its status', () => {
    const { lines, context } = recordingContext();
    // What React Router passes for an unmatched data request: a 404 response carrying its error.
    const inner = new Error('No route matches URL "/nowhere"');
    const refused = { status: 404, statusText: 'Not Found', internal: true, data: '', error: inner };
    handleError(refused, { request: new Request('http://news.test/nowhere.data'), context, params: {} });
    expect(lines).toEqual([
      {
        level: 'warn',
        fields: { err: inner, method: 'GET', path: '/nowhere.data', status: 404 },
        message: 'page refused',
      },
    ]);
  });
});
