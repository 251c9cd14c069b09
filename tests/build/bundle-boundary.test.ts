import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { signedInAs } from '../helpers/factories';
import { COMPILED_FOLDER } from '../../scripts/build-server';

/**
 * One copy of every module (docs/architecture.md, 'One copy of every module'): the built pages
 * import the server's modules from the source the services run from, so an error a use case
 * throws is `instanceof` the classes the pages check. Runs against the production build, after
 * it is made: `npm test` runs it right after its build (scripts/test.ts, vitest.build.config.ts);
 * by hand, `npx react-router build && npx vitest run --config vitest.build.config.ts`.
 */
const BUILD = path.resolve('build/server');
/** The compiled server (scripts/build-server.ts), which the browser tests run. */
const COMPILED = path.resolve(COMPILED_FOLDER);
const ERROR_CLASSES = ['AppError', 'NotFoundError', 'ValidationError', 'BusyError'];

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
    for (const name of ERROR_CLASSES) {
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

describe('the compiled server holds one copy of server/ for itself and its pages', () => {
  const files = () => readdirSync(COMPILED).filter((name) => name.endsWith('.js'));

  // esbuild writes a class as `var AppError = class extends Error`.
  it('defines each error class once, in a chunk both the server and the pages import', () => {
    const code = Object.fromEntries(files().map((name) => [name, readFileSync(path.join(COMPILED, name), 'utf8')]));
    for (const name of ERROR_CLASSES) {
      const defining = Object.keys(code).filter((file) => new RegExp(`(class|var) ${name}\\b`).test(code[file] ?? ''));
      expect(defining, name).toHaveLength(1);
      const chunk = defining[0] ?? '';
      expect(chunk, name).toMatch(/^chunk-/);
      for (const entry of ['server.js', 'pages.js']) expect(code[entry], `${entry} imports ${chunk}`).toContain(`"./${chunk}"`);
    }
  });

  it('imports no TypeScript and no source file: packages and its own chunks only', () => {
    for (const name of files()) {
      const text = readFileSync(path.join(COMPILED, name), 'utf8');
      const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*"([^"]+)"/gm)].map((m) => m[1] ?? '');
      for (const specifier of specifiers) expect(specifier, `${name}: ${specifier}`).not.toMatch(/\.tsx?$|^#|^\.\.\//);
    }
  });

  it('sets NODE_ENV before anything loads React, then loads the server', () => {
    const main = readFileSync(path.join(COMPILED, 'main.js'), 'utf8');
    expect(main).toMatch(/process\.env\.NODE_ENV \?\?= 'production';\s*await import\('\.\/server\.js'\);/);
  });
});
