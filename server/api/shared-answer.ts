import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { CachedPages } from '../cache/serve';
import { collectArticleTags } from '../cache/tags';
import { carriesCredentials, cacheKey } from '../http/pages';

/**
 * A public read of the API answered like a shared page (server/cache/serve.ts): from the page
 * cache, invalidated by the same events, with an ETag (304 on a match), `Surrogate-Key` and the
 * CDN's `Cache-Control` (docs/architecture.md, 'Page cache'). A request with credentials gets its
 * own answer (a staff member may see more), and so does anything but a 200. `tags` are what the
 * answer shows from its address; every article in the answer adds its `article:<id>`. Counts in
 * an answer (views, shares, likes) may be as old as the cache's time limit, ten minutes.
 */
export function sharedJson(
  c: Context<AppEnv>,
  cache: CachedPages,
  tags: readonly string[],
  produce: () => Promise<unknown>,
  options: { credentialsMatter: boolean } = { credentialsMatter: true },
): Promise<Response> {
  const shared =
    (c.req.method === 'GET' || c.req.method === 'HEAD') && !(options.credentialsMatter && carriesCredentials(c));
  if (!shared) return produce().then((body) => c.json(body as object));
  return cache.serve(
    c,
    cacheKey(c),
    async (found) => {
      const body = await produce();
      collectArticleTags(body, found);
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    },
    { tags, storable: (response) => response.status === 200 },
  );
}
