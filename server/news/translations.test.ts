import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, signedInAs } from '../../tests/helpers/factories';
import type { MetaDescriptor } from 'react-router';
import { handle, loader as articleLoader, meta as articleMeta } from '../../app/routes/article';
import { editionOf, editionSwitchPath } from '../../core/editions';
import { callLoader } from '../../tests/helpers/pages';
import { statementsWhile } from '../../tests/helpers/db';
import type { LinkedStory } from './translations';

/**
 * Translations (docs/decisions/009-editions.md): 'Translate' makes a draft in the other edition
 * from the story, linked to it; each stays a story of its own (slug, status, revisions); their
 * pages name each other as `hreflang` alternates, reciprocally, once both are out; a correction on
 * one shows in the other's editor.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Auth = Record<string, string>;
const json = async <T>(res: Response) => (await res.json()) as T;
const post = (auth: Auth, path: string, body: unknown) =>
  t.app.request(path, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const story = async (auth: Auth, fields: Record<string, string> = {}) =>
  json<Article>(
    await t.app.request('/api/news', {
      method: 'POST',
      headers: auth,
      body: articleForm({
        title: 'Monsoon reaches Kerala two days early',
        description: 'Orange alert in three districts.',
        content: '<p>The monsoon reached Kerala on Sunday, two days before it was due.</p>',
        status: 'published',
        tags: JSON.stringify(['Monsoon']),
        ...fields,
      }),
    }),
  );
const update = (auth: Auth, id: string, fields: Record<string, string>) =>
  t.app.request(`/api/news/${id}`, { method: 'PUT', headers: auth, body: articleForm(fields) });
/** A story's page as its loader and meta make it: its alternates, locales, language and where the edition switch leads. */
async function page(path: string, slug: string) {
  const data = await callLoader(articleLoader, t, null, path, { slug });
  const root = { id: 'root', data: { site: await t.services.queries.site.publicConfig(), edition: editionOf(path) } };
  const tags = articleMeta({
    data,
    loaderData: data,
    matches: [root],
    location: { pathname: path },
    params: { slug },
  } as never) as MetaDescriptor[];
  const links = tags as {
    tagName?: string;
    rel?: string;
    hrefLang?: string;
    href?: string;
    property?: string;
    content?: string;
  }[];
  const jsonLd = tags.flatMap((m) => ('script:ld+json' in m ? [m['script:ld+json'] as { inLanguage?: string }] : []));
  return {
    alternates: links.filter((l) => l.hrefLang).map((l) => [l.hrefLang, l.href]),
    locales: links.filter((l) => l.property?.startsWith('og:locale')).map((l) => l.content),
    inLanguage: jsonLd.find((j) => j.inLanguage)?.inLanguage,
    switchTo: editionSwitchPath(path, editionOf(path) === 'en' ? 'hi' : 'en', handle.counterparts(data) ?? undefined),
  };
}

describe('translations', () => {
  it('translating makes a linked draft in the other edition, which becomes a story of its own', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const original = await story(auth);
    expect(original.edition).toBe('en');

    const res = await post(auth, `/api/news/${original._id}/translations`, { edition: 'hi' });
    expect(res.status).toBe(201);
    const draft = await json<Article>(res);
    expect(draft).toMatchObject({ edition: 'hi', status: 'draft', category: 'India', tags: ['Monsoon'] });
    expect(draft.content).toBe(original.content);

    // Translated and published, it has a Devanagari slug and an address under /hi.
    const saved = await update(auth, draft._id, {
      title: 'केरल में मानसून ने दो दिन पहले दी दस्तक',
      description: 'तीन ज़िलों में ऑरेंज अलर्ट।',
      content: '<p>मानसून रविवार को तय समय से दो दिन पहले केरल पहुंच गया।</p>',
      status: 'published',
      edition: 'hi',
    });
    expect(saved.status).toBe(200);
    const hindi = await json<Article>(saved);
    expect(hindi.slug).toBe('केरल-में-मानसून-ने-दो-दिन-पहले-दी-दस्तक');

    // Each lists the other.
    const fromEnglish = await json<LinkedStory[]>(
      await t.app.request(`/api/news/${original._id}/translations`, { headers: auth }),
    );
    expect(fromEnglish).toMatchObject([
      { _id: hindi._id, edition: 'hi', path: `/hi/news/${encodeURIComponent(hindi.slug)}` },
    ]);
    const fromHindi = await json<LinkedStory[]>(
      await t.app.request(`/api/news/${hindi._id}/translations`, { headers: auth }),
    );
    expect(fromHindi).toMatchObject([{ _id: original._id, edition: 'en', path: `/news/${original.slug}` }]);

    // A story's edition never changes: another language is a translation.
    const moved = await update(auth, original._id, { edition: 'hi' });
    expect(moved.status).toBe(400);
  });

  it("a story's page reads the story, its corrections, its credits and its translations in one statement", async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const original = await story(auth);
    const draft = await json<Article>(await post(auth, `/api/news/${original._id}/translations`, { edition: 'hi' }));
    await update(auth, draft._id, { title: 'केरल में मानसून', status: 'published', edition: 'hi' });
    const hindi = await json<Article>(await t.app.request(`/api/news/${draft._id}`, { headers: auth }));
    const note = await post(auth, `/api/news/${original._id}/notes`, {
      kind: 'correction',
      text: 'Two days, not three.',
    });
    expect(note.status).toBe(201);

    // Each round trip to the database costs an uncached page more than drawing a part of it.
    const { value: found, statements } = await statementsWhile(t.database, () =>
      t.services.queries.news.findWithTranslations(original.slug),
    );
    expect(statements).toHaveLength(1);
    expect(found?.article.notes.map((n) => [n.kind, n.text])).toEqual([['correction', 'Two days, not three.']]);
    expect(found?.article.bylines.map((b) => b.role)).toEqual(['author']);
    expect(found?.translations).toEqual([
      { _id: hindi._id, edition: 'hi', path: `/hi/news/${encodeURIComponent(hindi.slug)}` },
    ]);
    // A translation taken back is no longer named; an unknown or unpublished story is none.
    await update(auth, hindi._id, { status: 'draft', edition: 'hi' });
    expect((await t.services.queries.news.findWithTranslations(original.slug))?.translations).toEqual([]);
    expect(await t.services.queries.news.findWithTranslations(hindi.slug)).toBeNull();
    expect(await t.services.queries.news.findWithTranslations('no-such-story')).toBeNull();
  });

  it('the two pages name each other, reciprocally, with x-default the English one', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const original = await story(auth);
    const draft = await json<Article>(await post(auth, `/api/news/${original._id}/translations`, { edition: 'hi' }));
    const englishPath = `/news/${original.slug}`;
    // While the translation is a draft, the English page names no alternate.
    expect((await page(englishPath, original.slug)).alternates).toEqual([]);

    await update(auth, draft._id, { title: 'केरल में मानसून', status: 'published', edition: 'hi' });
    const hindi = await json<Article>(await t.app.request(`/api/news/${draft._id}`, { headers: auth }));
    const hindiPath = `/hi/news/${encodeURIComponent(hindi.slug)}`;
    const origin = t.config.public.publicUrl;
    const expected = [
      ['en', `${origin}${englishPath}`],
      ['hi', `${origin}${hindiPath}`],
      ['x-default', `${origin}${englishPath}`],
    ];
    const english = await page(englishPath, original.slug);
    expect(english.alternates).toEqual(expected);
    expect(english.locales).toEqual(['en_IN', 'hi_IN']);
    expect(english.switchTo).toBe(hindiPath);
    const translated = await page(hindiPath, hindi.slug);
    expect(translated.alternates).toEqual(expected);
    expect(translated.locales).toEqual(['hi_IN', 'en_IN']);
    expect(translated.inLanguage).toBe('hi-IN');
    // The edition switch leads to the translation, and back.
    expect(translated.switchTo).toBe(englishPath);
  });

  it("each edition's sitemap names the story's translation beside it, reciprocally", async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const original = await story(auth);
    const draft = await json<Article>(await post(auth, `/api/news/${original._id}/translations`, { edition: 'hi' }));
    await update(auth, draft._id, { title: 'केरल में मानसून', status: 'published', edition: 'hi' });
    const hindi = await json<Article>(await t.app.request(`/api/news/${draft._id}`));
    const origin = t.config.public.publicUrl;
    const english = `${origin}/news/${original.slug}`;
    const translated = `${origin}/hi/news/${encodeURIComponent(hindi.slug)}`;
    const links = (xml: string, loc: string) => {
      const url = xml.split('<url>').find((part) => part.includes(`<loc>${loc}</loc>`)) ?? '';
      return [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map((m) => [
        m[1],
        m[2],
      ]);
    };
    const expected = [
      ['en', english],
      ['hi', translated],
      ['x-default', english],
    ];
    const enMap = await (await t.app.request('/sitemaps/articles-1.xml')).text();
    expect(enMap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(links(enMap, english)).toEqual(expected);
    const hiMap = await (await t.app.request('/hi/sitemaps/articles-1.xml')).text();

    expect(links(hiMap, translated)).toEqual(expected);
    // The pages every edition has are each other's alternates too.
    const pages = await (await t.app.request('/hi/sitemaps/pages.xml')).text();
    expect(links(pages, `${origin}/hi/india-news`)).toEqual([
      ['en', `${origin}/india-news`],
      ['hi', `${origin}/hi/india-news`],
      ['x-default', `${origin}/india-news`],
    ]);
  });

  it('one translation an edition; refusals change nothing', async () => {
    const editor = await signedInAs(t.services, 'editor', 'desk');
    const author = await signedInAs(t.services, 'author', 'asha');
    const original = await story(editor.auth);
    const draft = await story(editor.auth, { status: 'draft', title: 'Not out yet' });

    expect((await post(editor.auth, `/api/news/${original._id}/translations`, { edition: 'en' })).status).toBe(400);
    expect((await post(editor.auth, `/api/news/${original._id}/translations`, { edition: 'fr' })).status).toBe(400);
    expect((await post({}, `/api/news/${original._id}/translations`, { edition: 'hi' })).status).toBe(401);
    // An author may not see (so not translate) an editor's draft.
    expect((await post(author.auth, `/api/news/${draft._id}/translations`, { edition: 'hi' })).status).toBe(404);
    expect((await post(author.auth, `/api/news/${original._id}/translations`, { edition: 'hi' })).status).toBe(201);
    const again = await post(editor.auth, `/api/news/${original._id}/translations`, { edition: 'hi' });
    expect(again.status).toBe(409);
    const list = await json<{ pagination: { totalItems: number } }>(
      await t.app.request('/api/news?status=all&edition=hi', { headers: editor.auth }),
    );
    expect(list.pagination.totalItems).toBe(1);
    const audit = await t.services.audit.list({ action: 'article.translate', page: 1, limit: 5 });
    expect(audit.items.map((i) => i.action)).toEqual(['article.translate']);
  });

  it("a correction on one story shows in its translation's editor", async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const original = await story(auth);
    const draft = await json<Article>(await post(auth, `/api/news/${original._id}/translations`, { edition: 'hi' }));
    await post(auth, `/api/news/${original._id}/notes`, {
      kind: 'correction',
      text: 'It reached Kerala on Sunday, not Saturday.',
    });
    const linked = await json<LinkedStory[]>(
      await t.app.request(`/api/news/${draft._id}/translations`, { headers: auth }),
    );
    expect(linked[0]!.corrections.map((c) => c.text)).toEqual(['It reached Kerala on Sunday, not Saturday.']);
  });
});
