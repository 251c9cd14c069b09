import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { signedInAs } from '../helpers/factories';

/**
 * One copy of every module (docs/architecture.md, 'One copy of every module'): the built pages
 * import the server's modules from the source the services run from, so an error a use case
 * throws is `instanceof` the classes the pages check. Runs against the production build, after
 * it is made: `npm test` runs it right after its build (scripts/test.ts, vitest.build.config.ts);
 * by hand, `npx react-router build && npx vitest run --config vitest.build.config.ts`.
 */
const BUILD = path.resolve('build/server');

function builtFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return builtFiles(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

describe('the built pages and the server share one copy of server/', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync(path.join(BUILD, 'index.js'))) throw new Error('No build: run `npx react-router build` first');
    const build = (await import(pathToFileURL(path.join(BUILD, 'index.js')).href)) as ServerBuild;
    const handler = createRequestHandler(build, 'production');
    t = await createTestApp({ renderPage: (request, context) => handler(request, context) });
  });
  afterAll(() => t?.close());

  it('holds no class of server/lib/errors.ts, and imports the source file instead', () => {
    const code = builtFiles(BUILD).map((file) => readFileSync(file, 'utf8'));
    for (const name of ['AppError', 'NotFoundError', 'ValidationError', 'BusyError']) {
      expect(
        code.some((text) => new RegExp(`class ${name}\\b`).test(text)),
        name,
      ).toBe(false);
    }
    expect(code.some((text) => /from "#server\/lib\/errors\.ts"/.test(text))).toBe(true);
  });

  it("recognises a use case's refusal as an AppError in a page loader (sign-in first)", async () => {
    const res = await t.app.request('/admin');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fadmin');
  });

  it("recognises a use case's NotFoundError in a page loader: the page's 404, not a failure", async () => {
    const { auth } = await signedInAs(t.services, 'admin');
    const res = await t.app.request(`/admin/news/${crypto.randomUUID()}/edit`, { headers: auth });
    expect(res.status).toBe(404);
  });
});
