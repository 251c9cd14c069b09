import type { ServerBuild } from 'react-router';
import { timePart } from '../lib/request-timing';

/**
 * `build` with each route's loader timed as a part of the request's `Server-Timing`
 * (`loader.article;dur=5.1`, `loader.public-layout;dur=0.8`; server/lib/request-timing.ts),
 * so a page's time shows where it went without a profiler. What the pages render is unchanged.
 */
export function withTimedLoaders(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    if (!route || !loader) {
      routes[id] = route;
      continue;
    }
    // A Server-Timing name is a token: `routes/admin/news` becomes `loader.admin.news`.
    const name = `loader.${id.replace(/^routes\//, '').replace(/[^A-Za-z0-9_-]+/g, '.')}`;
    routes[id] = { ...route, module: { ...route.module, loader: (args) => timePart(name, () => loader(args)) } };
  }
  return { ...build, routes };
}
