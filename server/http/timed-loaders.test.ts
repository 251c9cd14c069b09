import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { measureRender, renderedTiming, runTimed, startTiming } from '../lib/request-timing';
import { withTimedLoaders } from './timed-loaders';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A build of three routes as React Router's manifest lists them: two with loaders. */
function buildOf(): ServerBuild {
  const route = (id: string, loader?: () => unknown) => ({
    id,
    path: '',
    module: { default: () => null, ...(loader ? { loader } : {}) },
  });
  return {
    routes: {
      root: route('root', () => ({ site: 'Newsdesk' })),
      'routes/public-layout': route('routes/public-layout'),
      'routes/admin/news': route('routes/admin/news', async () => {
        await pause(20);
        return { news: [] };
      }),
    },
  } as unknown as ServerBuild;
}

describe('withTimedLoaders', () => {
  it("adds each loader's time and React's after them to the page's Server-Timing, answers unchanged", async () => {
    const { routes } = withTimedLoaders(buildOf());
    const timing = startTiming();
    const [answers] = await runTimed(timing, () =>
      measureRender(timing, async () => {
        const loaded = await Promise.all(
          ['root', 'routes/admin/news'].map((id) => routes[id]!.module.loader!({} as never)),
        );
        await pause(10);
        return loaded;
      }),
    );
    expect(answers).toEqual([{ site: 'Newsdesk' }, { news: [] }]);
    expect(routes['routes/public-layout']!.module.loader).toBeUndefined();
    const header = renderedTiming(timing, 0);
    expect(header).toMatch(/, loader\.root;dur=\d+\.\d, loader\.admin\.news;dur=\d+\.\d, react;dur=\d+\.\d$/);
    const dur = (name: string) => Number(new RegExp(`${name.replace('.', '\\.')};dur=([\\d.]+)`).exec(header)?.[1]);
    expect(dur('loader.admin.news')).toBeGreaterThanOrEqual(19);
    expect(dur('react')).toBeGreaterThanOrEqual(9);
    expect(dur('react')).toBeLessThan(dur('total'));
  });

  it('leaves a loader outside a timed request as it was', async () => {
    const { routes } = withTimedLoaders(buildOf());
    await expect(routes.root!.module.loader!({} as never)).resolves.toEqual({ site: 'Newsdesk' });
  });
});
