import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { isAppPage } from '../core/page-kinds';
import type { Logger } from '../server/lib/logger';

/**
 * React Router's default Node server entry (streaming; crawlers get the whole page at once),
 * with failures written to the request's log (docs/architecture.md) instead of the console.
 *
 * A reading page is a document (docs/decisions/005-reading-pages-as-documents.md): no hydration,
 * so none of React Router's hydration data, and every loader has answered before it is drawn (no
 * page defers data). It is drawn as one string: the page cache keeps whole pages, and a stream of
 * small chunks cost each uncached render more than drawing it (docs/performance.md, 'Issue 35: round trips').
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // React Router's hydration data is for the pages React hydrates: a document leaves it out.
  const nonce = loadContext.cspNonce;
  if (!isAppPage(new URL(request.url).pathname)) {
    const page = { ...routerContext, serverHandoffStream: undefined };
    const html = renderToString(<ServerRouter context={page} url={request.url} nonce={nonce} />);
    responseHeaders.set('Content-Type', 'text/html');
    return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Crawlers and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the render after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // React Router's inline scripts (streamed loader data among them) and React's own carry this
    // response's Content Security Policy nonce, when it has one (server/http.ts).
    const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
    const { pipe, abort } = renderToPipeableStream(router, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout so its closure is not retained.
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell reject, and React Router passes them to handleError;
        // only those streamed after the shell are logged here.
        if (shellRendered) logPageError(error, request, loadContext);
      },
    });
  });
}

/**
 * Every loader, action and render failure React Router catches: one line in the request's
 * log (with its request id), the method and the path (never the query, which may carry a
 * token). A reader who navigated away is no failure; the page itself never shows the error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logPageError(error, request, context);
};

function logPageError(error: unknown, request: Request, context: AppLoadContext | undefined) {
  // A route error response (an unmatched address, a refused method) carries the error behind it.
  const routeError = isRouteErrorResponse(error) ? error : null;
  const err = routeError && 'error' in routeError && routeError.error ? routeError.error : error;
  const line = {
    err,
    method: request.method,
    path: new URL(request.url).pathname,
    ...(routeError ? { status: routeError.status } : {}),
  };
  const log = (context as Partial<{ log: Logger }> | undefined)?.log;
  if (!log) {
    // No load context (a request that never reached the app's handler): the console is all there is.
    console.error('page failed', line);
  } else if (routeError && routeError.status < 500) {
    log.warn(line, 'page refused');
  } else {
    log.error(line, 'page failed');
  }
}
