import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createTestApp, type TestApp } from './app';

/** React Router's production server build, which `npm test` makes before tests/build runs. */
const BUILD_INDEX = path.resolve('build/server/index.js');

/** A browser's User-Agent: the pages' browser answers, not a crawler's. */
export const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** The real app on a fresh database, its pages drawn by the production build (tests/build). */
export async function createBuiltTestApp(): Promise<TestApp> {
  if (!existsSync(BUILD_INDEX)) throw new Error('No build: run `npx react-router build` first');
  const build = (await import(pathToFileURL(BUILD_INDEX).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  return createTestApp({ renderPage: (request, context) => handler(request, context) });
}

/** An answer's text, whatever its encoding. */
export async function decodedText(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}
