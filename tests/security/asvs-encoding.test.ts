/**
 * ASVS 5.0 level 1, V1 Encoding and Sanitization (docs/security.md, 'ASVS 5.0 level 1'):
 * 1.2.1 output encoding for HTML and XML, 1.2.2 URLs built from untrusted data, 1.2.4 SQL
 * kept apart from data, 1.3.1 article HTML sanitized by DOMPurify. Each test goes through the
 * real app (`app.request`), a page's real loader and component, or the stored row.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as articlePage from '../../app/routes/article';
import * as searchPage from '../../app/routes/search';
import { normalizeSourceUrl } from '../../core/ingest';
import { articles } from '../../server/db/schema';
import { parseStrictXml, textsOf } from '../../server/feeds/xml-check.test-helper';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertArticle, signedInAs } from '../helpers/factories';
import { pageContext } from '../helpers/pages';
import { renderRoute, sendJson } from './asvs-helpers';

let t: TestApp;
let editor: { authorization: string };

/** A title and description made to break out of HTML, an attribute, XML and a URL. */
const HOSTILE_TITLE = `Markets <img src=x onerror=alert(1)> "rally" & fall ]]> x&url=https://evil.example`;
const HOSTILE_DESCRIPTION = '</p><script>alert(document.cookie)</script><p>';

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signedInAs(t.services, 'editor')).auth;
});
afterAll(() => t.close());

/** Publishes an article through the API as an editor; answers it as the API does. */
async function publish(fields: Record<string, unknown>) {
  const res = await sendJson(
    t,
    'POST',
    '/api/news',
    { category: 'World', description: 'A description', content: '<p>Body text.</p>', status: 'published', ...fields },
    editor,
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; slug: string; title: string; content: string };
}

async function storedContent(id: string): Promise<string> {
  const [row] = await t.database.db.select({ content: articles.content }).from(articles).where(eq(articles.id, id));
  return row?.content ?? '';
}

describe('1.2.1 output encoding for HTML and XML', () => {
  let hostile: { _id: string; slug: string };
  beforeAll(async () => {
    hostile = await publish({ title: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION });
  });

  it('1.2.1 a title and description holding markup are drawn as text on the real article page', async () => {
    const html = await renderRoute(articlePage, 'news/:slug', `/news/${hostile.slug}`, pageContext(t, null));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;rally&quot; &amp; fall');
    expect(html).toContain('&lt;/p&gt;&lt;script&gt;alert(document.cookie)&lt;/script&gt;&lt;p&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    // The h1 holds the whole title as its text.
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(h1).toBe(
      HOSTILE_TITLE.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    );
  });

  it('1.2.1 a search result whose title holds markup is drawn as text, its highlights as <mark>', async () => {
    const html = await renderRoute(searchPage, 'search', '/search?q=markets', pageContext(t, null));
    expect(html).toContain('<mark>Markets</mark>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('1.2.1 RSS, Atom and the news sitemap escape the title: well-formed XML whose text is the title', async () => {
    for (const [address, tag] of [
      ['/rss.xml', 'title'],
      ['/atom.xml', 'title'],
      ['/world-news/rss.xml', 'title'],
      ['/sitemaps/news.xml', 'news:title'],
    ] as const) {
      const res = await t.app.request(address);
      expect(`${address} ${res.status}`).toBe(`${address} 200`);
      const xml = await res.text();
      expect(xml).not.toContain('<img src=x');
      expect(xml).not.toContain('<script>');
      const doc = parseStrictXml(xml);
      expect(textsOf(doc, tag)).toContain(HOSTILE_TITLE);
    }
    const rss = parseStrictXml(await (await t.app.request('/rss.xml')).text());
    expect(textsOf(rss, 'description')).toContain(HOSTILE_DESCRIPTION);
  });
});

describe('1.2.2 URLs built from untrusted data', () => {
  it('1.2.2 only http(s), mailto, site and fragment links survive in article HTML; script URLs are dropped', async () => {
    const article = await publish({
      title: 'Links of every kind',
      content: [
        '<p><a href="javascript:alert(1)">js</a>',
        '<a href=" JaVaScRiPt:alert(2)">spaced</a>',
        '<a href="data:text/html,<script>alert(3)</script>">data</a>',
        '<a href="vbscript:msgbox(4)">vb</a>',
        '<a href="//evil.example/x">protocol-relative</a>',
        '<img src="javascript:alert(5)" alt="i1"><img src="//evil.example/p.png" alt="i2">',
        '<a href="https://example.com/story">ok</a><a href="/world-news">site</a>',
        '<a href="mailto:desk@example.com">mail</a></p>',
      ].join(''),
    });
    const stored = await storedContent(article._id);
    expect(stored).not.toMatch(/javascript:|vbscript:|data:|\/\/evil\.example/i);
    expect(stored).not.toContain('<img');
    expect(stored).toContain('<a href="https://example.com/story" target="_blank" rel="noopener noreferrer nofollow">');
    expect(stored).toContain('<a href="/world-news">site</a>');
    expect(stored).toContain('<a href="mailto:desk@example.com">mail</a>');
    expect(article.content).toBe(stored);
  });

  it('1.2.2 a canonical URL or picture URL that is not http(s) is refused, naming the field', async () => {
    for (const [field, value] of [
      ['canonicalUrl', 'javascript:alert(1)'],
      ['canonicalUrl', 'data:text/html,x'],
      ['image', 'javascript:alert(1)'],
      ['image', '//evil.example/p.png'],
    ] as const) {
      const res = await sendJson(
        t,
        'POST',
        '/api/news',
        { title: `Bad ${field}`, category: 'World', description: 'd', content: '<p>c</p>', [field]: value },
        editor,
      );
      expect(`${field}=${value} ${res.status}`).toBe(`${field}=${value} 400`);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    }
    const [found] = await t.database.db.select().from(articles).where(eq(articles.title, 'Bad canonicalUrl'));
    expect(found).toBeUndefined();
  });

  it('1.2.2 share links encode the title: it cannot add or replace a query parameter', async () => {
    const article = await publish({ title: 'Rates & bonds?url=https://evil.example#x' });
    const html = await renderRoute(articlePage, 'news/:slug', `/news/${article.slug}`, pageContext(t, null));
    const post = /href="(https:\/\/x\.com\/intent\/post\?[^"]*)"/.exec(html)?.[1];
    expect(post).toBeDefined();
    const url = new URL(post!.replace(/&amp;/g, '&'));
    expect([...url.searchParams.keys()]).toEqual(['text', 'url']);
    expect(url.searchParams.get('text')).toBe('Rates & bonds?url=https://evil.example#x');
    expect(url.searchParams.get('url')).toBe(`http://news.test/news/${article.slug}`);
    expect(url.hash).toBe('');
  });

  it('1.2.2 a fetched story’s source link is kept only when it is http(s)', () => {
    expect(normalizeSourceUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeSourceUrl('data:text/html,x')).toBeNull();
    expect(normalizeSourceUrl('https://user:pw@news.example/a')).toBeNull();
    expect(normalizeSourceUrl('https://news.example/a')).toBe('https://news.example/a');
  });
});

describe('1.2.4 SQL kept apart from data', () => {
  const INJECTIONS = [
    `' or 1=1 --`,
    `x'); drop table articles; --`,
    `" or ""="`,
    `1 union select password_hash from users`,
  ];
  let draftTitle: string;
  beforeAll(async () => {
    draftTitle = `Unpublished scoop ${Date.now()}`;
    await insertArticle(t.database.db, { title: draftTitle, status: 'draft', publishedAt: null, category: 'World' });
  });

  it('1.2.4 a search for SQL metacharacters is text: 200, no draft, no password hash, the table still there', async () => {
    for (const q of INJECTIONS) {
      const res = await t.app.request(`/api/search?q=${encodeURIComponent(q)}`);
      expect(`${q} ${res.status}`).toBe(`${q} 200`);
      const body = JSON.stringify(await res.json());
      expect(body).not.toContain(draftTitle);
      expect(body).not.toContain('$argon2');
    }
    const page = await t.app.request(`/search?q=${encodeURIComponent(INJECTIONS[0]!)}`);
    expect(page.status).toBeLessThan(500);
    expect((await t.database.db.select({ id: articles.id }).from(articles)).length).toBeGreaterThan(1);
  });

  it('1.2.4 list filters with SQL metacharacters are refused by name or match nothing, never a 500', async () => {
    for (const q of INJECTIONS) {
      const category = await t.app.request(`/api/news?category=${encodeURIComponent(q)}`);
      expect(category.status).toBe(400);
      expect(await category.json()).toMatchObject({ fields: { category: expect.any(String) } });
      const status = await t.app.request(`/api/news?status=${encodeURIComponent(q)}`, { headers: editor });
      expect(status.status).toBe(400);
      const slug = await t.app.request(`/api/news/slug/${encodeURIComponent(q)}`);
      expect(slug.status).toBe(404);
      const id = await t.app.request(`/api/news/${encodeURIComponent(q)}`);
      expect(id.status).toBe(404);
    }
  });

  it('1.2.4 text holding SQL is stored and read back exactly as sent', async () => {
    const title = `O'Brien: "1=1"; drop table articles; --`;
    const created = await publish({ title, description: `'); delete from users; --` });
    const res = await t.app.request(`/api/news/${created._id}`);
    expect(await res.json()).toMatchObject({ title, description: `'); delete from users; --` });
    expect((await t.app.request('/api/users', { headers: editor })).status).toBe(403);
  });
});

describe('1.3.1 article HTML sanitized by DOMPurify', () => {
  const DIRTY = [
    '<p onclick="alert(1)" style="color:red">Lead<script>alert(2)</script></p>',
    '<img src="/uploads/x.png" onerror="alert(3)" alt="a">',
    '<iframe src="https://evil.example/embed/x"></iframe>',
    '<iframe src="https://www.youtube.com/embed/abc123" onload="alert(4)"></iframe>',
    '<svg><script>alert(5)</script></svg><math><mtext><style>x</style></mtext></math>',
    '<form action="https://evil.example"><input name="q"><button>Go</button></form>',
    '<object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/">',
    '<a href="https://example.com" onmouseover="alert(6)" data-x="1">link</a>',
  ].join('');

  function expectClean(html: string) {
    expect(html).not.toMatch(/<script|<svg|<math|<style|<form|<input|<object|<embed|<base/i);
    expect(html).not.toMatch(/\son\w+=|style=|data-x/i);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<p>Lead</p>');
    expect(html).toMatch(/<iframe src="https:\/\/www\.youtube\.com\/embed\/abc123"[^>]* sandbox="allow-scripts/);
    expect(html).toContain('<img src="/uploads/x.png" alt="a" loading="lazy">');
  }

  it('1.3.1 scripts, event handlers, styles, forms and frames from unlisted hosts are removed before storing', async () => {
    const created = await publish({ title: 'Dirty HTML', content: DIRTY });
    expectClean(await storedContent(created._id));
    expectClean(created.content);
  });

  it('1.3.1 a change of an article is sanitized too', async () => {
    const created = await publish({ title: 'Clean first' });
    const res = await sendJson(t, 'PUT', `/api/news/${created._id}`, { content: DIRTY }, editor);
    expect(res.status).toBe(200);
    expectClean(await storedContent(created._id));
  });
});
