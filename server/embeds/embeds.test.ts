import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { embedPreviews } from '../db/schema';
import { embedLinksIn } from './embeds.service';

/**
 * A stand-in for the providers and pages a story links to, on loopback: YouTube's oEmbed
 * endpoint (its answer's shape), a thumbnail, a page with Open Graph tags (and a hostile title),
 * and one that never answers.
 */
let provider: Server;
let base: string;
const asked: string[] = [];
let thumbnail: Buffer;

beforeAll(async () => {
  thumbnail = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#b91c1c' } })
    .jpeg()
    .toBuffer();
  provider = createServer((req, res) => {
    asked.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/oembed') {
      const link = url.searchParams.get('url') ?? '';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          type: 'video',
          version: '1.0',
          title: 'Monsoon over the Western Ghats, in 4K',
          author_name: 'Weather Desk',
          author_url: 'https://www.youtube.com/@weatherdesk',
          provider_name: 'YouTube',
          provider_url: 'https://www.youtube.com/',
          thumbnail_url: `${base}/thumb.jpg`,
          thumbnail_width: 480,
          thumbnail_height: 360,
          html: `<iframe src="https://www.youtube.com/embed/${new URL(link).searchParams.get('v')}"></iframe>`,
        }),
      );
    } else if (url.pathname === '/thumb.jpg' || url.pathname === '/card.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(thumbnail);
    } else if (url.pathname === '/report.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head>
        <title>Fallback title</title>
        <meta property="og:title" content="Reservoir levels &lt;script&gt;alert(1)&lt;/script&gt; at a ten-year high">
        <meta property="og:description" content="The state's water board publishes its weekly figures.">
        <meta property="og:site_name" content="Water Board">
        <meta property="og:image" content="/card.jpg">
      </head><body><p>Figures</p></body></html>`);
    } else if (url.pathname === '/slow') {
      // Never answers: the preview's time limit ends the wait.
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

describe('embeds in a story', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      services: { embeds: { endpoints: { youtube: `${base}/oembed` }, trustedOrigins: [base], timeoutMs: 1000 } },
    });
    auth = (await signedInAs(t.services, 'editor')).auth;
  });
  afterAll(() => t.close());

  async function save(content: string): Promise<Article> {
    const res = await t.app.request('/api/news', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Embeds ${Math.random().toString(36).slice(2, 8)}`,
        category: 'India',
        description: 'A story with embeds.',
        content: `<p>The rains came early this year.</p>${content}`,
        status: 'draft',
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Article;
  }

  it("draws a known provider's link as a click-to-load facade with its oEmbed title and a thumbnail kept on the site", async () => {
    const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const story = await save(`<figure data-embed="${link}"></figure>`);
    expect(story.content).toContain(
      `<figure data-embed="${link}" data-provider="youtube" data-kind="video"><a href="${link}" rel="noopener noreferrer nofollow" target="_blank" data-frame="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ">`,
    );
    expect(story.content).toContain('<span class="embed-label">Play the video on YouTube</span>');
    expect(story.content).toContain('<span class="embed-title">Monsoon over the Western Ghats, in 4K</span>');
    // Nothing in the page comes from the provider: the thumbnail is the site's own.
    expect(story.content).not.toContain(base);
    expect(story.content).not.toContain('<iframe');
    const image = /<img src="(\/uploads\/embeds\/[0-9a-f]{32}\.webp)" alt="" width="480" height="360"/.exec(
      story.content,
    )?.[1];
    expect(image).toBeDefined();
    const served = await t.app.request(image!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Saved again, the kept preview is used: the provider is not asked a second time.
    const before = asked.length;
    const again = await save(`<figure data-embed="${link}"></figure>`);
    expect(again.content).toContain('Monsoon over the Western Ghats');
    expect(asked.length).toBe(before);
  });

  it('draws any other page as a bookmark card from its own tags, its words as text, never as markup', async () => {
    const link = `${base}/report.html`;
    const story = await save(`<figure data-embed="${link}"></figure>`);
    expect(story.content).toContain(`<figure data-embed="${link}" data-kind="card">`);
    expect(story.content).toContain(
      '<span class="embed-title">Reservoir levels &lt;script&gt;alert(1)&lt;/script&gt; at a ten-year high</span>',
    );
    expect(story.content).toContain(
      '<span class="embed-description">The state\'s water board publishes its weekly figures.</span>',
    );
    expect(story.content).toContain('<span class="embed-where">Water Board</span>');
    expect(story.content).toMatch(/<img src="\/uploads\/embeds\/[0-9a-f]{32}\.webp"/);
    expect(story.content).not.toContain('<script>');
  });

  it('keeps a link that cannot be read as a plain link, and tries it again only after an hour', async () => {
    const link = `${base}/slow`;
    const story = await save(`<figure data-embed="${link}"></figure>`);
    expect(story.content).toContain(
      `<p><a href="${link}" rel="noopener noreferrer nofollow" target="_blank">${link}</a></p>`,
    );
    const [row] = await t.database.db.select().from(embedPreviews).where(eq(embedPreviews.url, link));
    expect(row?.ok).toBe(false);
  });

  it('never reads a private address the site was not told to trust', async () => {
    const link = 'http://127.0.0.2:9/intranet.html';
    const story = await save(`<figure data-embed="${link}"></figure>`);
    expect(story.content).toContain(`<p><a href="${link}"`);
    expect(story.content).not.toContain('data-kind');
  });

  it('draws a known provider without an open oEmbed endpoint from the link alone', async () => {
    const link = 'https://datawrapper.dwcdn.net/AbC12/3/';
    const story = await save(`<figure data-embed="${link}"></figure>`);
    expect(story.content).toContain('data-provider="datawrapper" data-kind="chart"');
    expect(story.content).toContain('data-frame="https://datawrapper.dwcdn.net/AbC12/3/"');
    expect(story.content).toContain('<span class="embed-label">Show the chart (Datawrapper)</span>');
  });

  it('drops a link that is not http(s)', async () => {
    const story = await save('<figure data-embed="javascript:alert(1)"></figure>');
    expect(story.content).not.toContain('javascript');
    expect(story.content).not.toContain('data-embed');
  });
});

describe('the links of a story’s embeds', () => {
  it('are read from its figures, once each, entities undone', () => {
    expect(
      embedLinksIn(
        '<figure data-embed="https://x.com/a/status/123456"></figure><p>x</p><figure data-embed="https://example.com/?a=1&amp;b=2"></figure><figure data-embed="https://x.com/a/status/123456"></figure><figure data-embed="ftp://x"></figure>',
      ),
    ).toEqual(['https://x.com/a/status/123456', 'https://example.com/?a=1&b=2']);
  });
});
