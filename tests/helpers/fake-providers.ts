import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';
import { CATEGORIES, type Category } from '../../core/categories';

/**
 * Local stand-ins for the news providers, answering in each one's documented
 * shape: NewsAPI, GNews, NewsData.io, The Guardian and RSS/Atom feeds, plus the
 * bad answers a real provider gives on a bad day. The first path segment picks
 * the behaviour, so a base URL such as `${url}/status-429` makes one provider
 * misbehave while another (`${url}/ok`) works:
 *
 *   ok, status-401, status-403, status-429, status-500, html, truncated, huge,
 *   hang, missing-fields, hostile, xxe, laughs, malformed
 *
 * Stories are the same on every start: titles differ enough that none is a near
 * duplicate of another, except the deliberate duplicates the Guardian serves.
 */

const PLACES = [
  'Kochi',
  'Lagos',
  'Oslo',
  'Quito',
  'Hanoi',
  'Perth',
  'Tunis',
  'Riga',
  'Lima',
  'Pune',
  'Accra',
  'Sapporo',
];
const SUBJECTS = [
  'ferry pilots',
  'orchard growers',
  'chess clubs',
  'bridge engineers',
  'street bakers',
  'river rangers',
  'glass blowers',
  'tram drivers',
  'bee keepers',
  'school choirs',
  'kite makers',
  'night nurses',
];
const ACTIONS = [
  'rehearse for a storm season',
  'count a record harvest',
  'open a winter library',
  'map forgotten wells',
  'rebuild a flooded market',
  'test quiet electric boats',
  'restore a tiled station',
  'chart migrating cranes',
  'plant salt-tolerant rice',
  'share a solar microgrid',
  'train volunteer medics',
  'print a local atlas',
];

export const STORIES_PER_CATEGORY = 3;
/** When the fake stories were published: before any test clock, so they sort as real news. */
const BASE_TIME = Date.parse('2026-11-20T12:00:00Z');

interface FakeStory {
  title: string;
  description: string;
  body: string;
  url: string;
  image: string | null;
  publishedAt: string;
  author: string;
}

/** Story `n` (0-based) of `category` from `provider`; every combination has its own words. */
export function fakeStory(
  base: string,
  provider: 'newsapi' | 'guardian' | 'gnews' | 'newsdata' | 'rss',
  category: Category,
  n: number,
): FakeStory {
  const p = ['newsapi', 'guardian', 'gnews', 'newsdata', 'rss'].indexOf(provider);
  const c = CATEGORIES.indexOf(category);
  const i = (c * 7 + n * 3 + p * 5) % PLACES.length;
  const j = (c * 5 + n * 7 + p * 3 + 1) % SUBJECTS.length;
  const k = (c * 3 + n * 5 + p * 7 + 2) % ACTIONS.length;
  const title = `${category} report ${p}${c}${n}: ${PLACES[i]} ${SUBJECTS[j]} ${ACTIONS[k]}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    title,
    description: `In ${PLACES[i]}, ${SUBJECTS[j]} ${ACTIONS[k]}, and neighbours say it changes how the year goes.`,
    body: `${PLACES[i]}'s ${SUBJECTS[j]} spent the week on it. Residents described a slow, careful effort that most of the town turned out to watch.`,
    url: `https://news.example/${provider}/${category.toLowerCase()}/${slug}`,
    image: n % 2 === 0 ? `${base}/images/${category.toLowerCase()}.png` : null,
    publishedAt: new Date(BASE_TIME - (c * 10 + n) * 3_600_000 - p * 60_000).toISOString(),
    author: `${PLACES[(i + 3) % PLACES.length]} Desk`,
  };
}

function categoryOfRequest(url: URL): Category {
  const p = url.searchParams;
  const byValue: Record<string, Category> = {
    'country=in': 'India',
    'tag=world/india': 'India',
    'category=general': 'World',
    'section=world': 'World',
    'category=world': 'World',
    'category=health': 'Health',
    'tag=society/health': 'Health',
    'category=sports': 'Sports',
    'section=sport': 'Sports',
    'category=technology': 'Technology',
    'section=technology': 'Technology',
    'category=business': 'Business',
    'section=business': 'Business',
    'category=entertainment': 'Entertainment',
    'section=culture|film|music|tv-and-radio': 'Entertainment',
    'category=science': 'Other',
    'section=science': 'Other',
  };
  const q = p.get('q') ?? p.get('qInTitle') ?? '';
  if (/IPO/.test(q)) return 'IPO';
  if (/jobs/.test(q)) return 'Jobs';
  for (const [pair, category] of Object.entries(byValue)) {
    const [key, value] = pair.split('=') as [string, string];
    if (p.get(key) === value) return category;
  }
  return 'Other';
}

function newsApiBody(base: string, category: Category) {
  const stories = Array.from({ length: STORIES_PER_CATEGORY }, (_, n) => fakeStory(base, 'newsapi', category, n));
  const articles: unknown[] = stories.map((s) => ({
    source: { id: null, name: 'Coastal Courier' },
    author: s.author,
    title: `${s.title} - Coastal Courier`,
    description: s.description,
    url: s.url,
    urlToImage: s.image,
    publishedAt: s.publishedAt,
    content: `${s.body.slice(0, 180)}… [+2417 chars]`,
  }));
  articles.push({
    source: { id: null, name: '[Removed]' },
    author: null,
    title: '[Removed]',
    description: '[Removed]',
    url: 'https://removed.com',
    urlToImage: null,
    publishedAt: '1970-01-01T00:00:00Z',
    content: '[Removed]',
  });
  return { status: 'ok', totalResults: articles.length, articles };
}

function guardianBody(base: string, category: Category) {
  const own = Array.from({ length: STORIES_PER_CATEGORY }, (_, n) => fakeStory(base, 'guardian', category, n));
  const theirs = fakeStory(base, 'newsapi', category, 0);
  const results = own.map((s) => ({
    id: `world/2026/nov/20/${s.url.split('/').pop()}`,
    type: 'article',
    sectionId: 'world',
    sectionName: 'World news',
    webPublicationDate: s.publishedAt,
    webTitle: s.title,
    webUrl: s.url,
    apiUrl: `${base}/ok/${s.url.split('/').pop()}`,
    fields: {
      trailText: `<strong>${s.description}</strong>`,
      body: `<p>${s.body}</p><p>Read on for the detail of a week that ${s.title.toLowerCase()}.</p>`,
      thumbnail: s.image,
      byline: s.author,
    },
    isHosted: false,
    pillarId: 'pillar/news',
    pillarName: 'News',
  }));
  // The same story NewsAPI has: once by the same link (with tracking), once by its title in other case and punctuation.
  if (category === 'World' || category === 'Business') {
    results.push({ ...results[0]!, webTitle: `${theirs.title} (updated)`, webUrl: `${theirs.url}?utm_source=rss#top` });
    results.push({
      ...results[0]!,
      webTitle: theirs.title.toUpperCase().replace(':', ' —'),
      webUrl: `${theirs.url}-copy`,
    });
  }
  return {
    response: {
      status: 'ok',
      userTier: 'developer',
      total: results.length,
      startIndex: 1,
      pageSize: results.length,
      currentPage: 1,
      pages: 1,
      orderBy: 'newest',
      results,
    },
  };
}

function gnewsBody(base: string, category: Category) {
  return {
    totalArticles: STORIES_PER_CATEGORY,
    articles: Array.from({ length: STORIES_PER_CATEGORY }, (_, n) => {
      const s = fakeStory(base, 'gnews', category, n);
      return {
        title: s.title,
        description: s.description,
        content: `${s.body} ... [1532 chars]`,
        url: s.url,
        image: s.image,
        publishedAt: s.publishedAt,
        source: { name: 'Harbour Herald', url: 'https://news.example' },
      };
    }),
  };
}

function newsDataBody(base: string, category: Category) {
  return {
    status: 'success',
    totalResults: STORIES_PER_CATEGORY,
    results: Array.from({ length: STORIES_PER_CATEGORY }, (_, n) => {
      const s = fakeStory(base, 'newsdata', category, n);
      return {
        article_id: `nd${n}${category}`,
        title: s.title,
        link: s.url,
        keywords: null,
        creator: [s.author],
        video_url: null,
        description: s.description,
        content: 'ONLY AVAILABLE IN PAID PLANS',
        pubDate: s.publishedAt.replace('T', ' ').replace(/\.\d+Z$/, ''),
        pubDateTZ: 'UTC',
        image_url: s.image,
        source_id: 'valley_voice',
        source_name: 'Valley Voice',
        source_url: 'https://news.example',
        language: 'english',
        country: ['india'],
        category: [category.toLowerCase()],
        duplicate: false,
      };
    }),
    nextPage: null,
  };
}

function rssBody(base: string, category: Category): string {
  const items = Array.from({ length: STORIES_PER_CATEGORY }, (_, n) => {
    const s = fakeStory(base, 'rss', category, n);
    const media = s.image ? `<media:content url="${s.image}" medium="image" width="640" height="400"/>` : '';
    return `<item><title>${s.title.replace(/&/g, '&amp;')}</title><link>${s.url}</link><guid isPermaLink="true">${s.url}</guid><description>&lt;p&gt;${s.description}&lt;/p&gt;</description><content:encoded><![CDATA[<p>${s.body}</p>]]></content:encoded><pubDate>${new Date(s.publishedAt).toUTCString()}</pubDate><dc:creator>${s.author}</dc:creator>${media}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Hill Town Gazette</title><link>https://news.example/</link><description>Local news</description>${items.join('')}</channel></rss>`;
}

/**
 * Every field hostile: script, a 10,000-character title, images at loopback and cloud-metadata
 * addresses, and text no field may hold (NUL, a bell, a lone surrogate, a bidirectional override).
 */
function hostileNewsApiBody(category: Category) {
  const s = fakeStory('http://127.0.0.1:1', 'newsapi', category, 5);
  return {
    status: 'ok',
    totalResults: 4,
    articles: [
      {
        source: { id: null, name: '<img src=x onerror=alert(1)>Evil Wire' },
        author: '<script>alert(1)</script>Ann\u0000 Lee',
        title: `${s.title} \u202e<script>alert('title')</script>\u0007`,
        description: '<img src=x onerror=alert(2)>A des\u0000cription\ud800',
        url: `${s.url}-hostile`,
        urlToImage: 'http://127.0.0.1:1/private.png',
        publishedAt: '2026-11-20T10:00:00Z',
        content: '<svg onload=alert(3)>Some content [+10 chars]',
      },
      {
        source: { id: null, name: 'Metadata Wire' },
        author: null,
        title: `${fakeStory('http://127.0.0.1:1', 'newsapi', category, 6).title}, pictured`,
        description: 'An image that points at the cloud metadata service.',
        url: `https://news.example/hostile/${category.toLowerCase()}/metadata`,
        urlToImage: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        publishedAt: '2026-11-20T09:00:00Z',
        content: 'Plain words.',
      },
      {
        source: { id: null, name: 'Long Wire' },
        author: null,
        title: 'A'.repeat(10_000),
        description: 'Too long a title.',
        url: `https://news.example/hostile/${category.toLowerCase()}/long`,
        urlToImage: null,
        publishedAt: '2026-11-20T08:00:00Z',
        content: 'x',
      },
      {
        source: { id: null, name: 'Script Wire' },
        author: null,
        title: `${category} javascript link story`,
        description: 'A link that runs script.',
        url: 'javascript:alert(document.cookie)',
        urlToImage: null,
        publishedAt: '2026-11-20T07:00:00Z',
        content: 'x',
      },
    ],
  };
}

const XXE = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss version="2.0"><channel><title>XXE</title><item><title>&xxe;</title><link>https://news.example/xxe</link></item></channel></rss>`;
const LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><rss version="2.0"><channel><title>Laughs</title><item><title>&lol3;</title><link>https://news.example/laughs</link><description>&lol3;</description></item></channel></rss>`;

export interface FakeProviders {
  url: string;
  /** Requests seen, by path (without the query). */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** `delayMs` slows every API and feed answer (the browser test watches a run's progress). */
export async function startFakeProviders(port = 0, delayMs = 0): Promise<FakeProviders> {
  const images = new Map<string, Buffer>();
  for (const [i, category] of CATEGORIES.entries()) {
    images.set(
      category.toLowerCase(),
      await sharp({
        create: { width: 320, height: 200, channels: 3, background: { r: 40 + i * 20, g: 90, b: 200 - i * 15 } },
      })
        .png()
        .toBuffer(),
    );
  }
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  let base = '';
  const server = http.createServer((req, res) => {
    if (delayMs > 0 && !req.url?.startsWith('/images/') && req.url !== '/health') {
      setTimeout(() => answer(req, res), delayMs);
    } else {
      answer(req, res);
    }
  });
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const [, mode = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (mode === 'health') return json(200, { status: 'ok' });
    if (mode === 'images') {
      const image = images.get(rest.join('/').replace(/\.png$/, ''));
      if (!image) return json(404, { message: 'no such image' });
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return res.end(image);
    }
    const category = categoryOfRequest(url);
    const status = /^status-(\d{3})$/.exec(mode);
    if (status) {
      const code = Number(status[1]);
      if (code === 429) res.setHeader('Retry-After', '0');
      return json(code, { status: 'error', code: 'fake', message: `Fake ${code} answer` });
    }
    switch (mode) {
      case 'ok':
        if (path === '/v2/top-headlines' || path === '/v2/everything') return json(200, newsApiBody(base, category));
        if (path === '/search' && url.searchParams.has('show-fields')) return json(200, guardianBody(base, category));
        if (path === '/api/v4/top-headlines' || path === '/api/v4/search') return json(200, gnewsBody(base, category));
        if (path === '/api/1/latest') return json(200, newsDataBody(base, category));
        if (path.startsWith('/feeds/')) {
          const feedCategory = CATEGORIES.find((c) => c.toLowerCase() === path.slice('/feeds/'.length)) ?? 'Other';
          res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
          return res.end(rssBody(base, feedCategory));
        }
        return json(404, { message: 'unknown path' });
      case 'html':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<!doctype html><html><body><h1>Service temporarily unavailable</h1></body></html>');
      case 'truncated':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify(newsApiBody(base, category)).slice(0, 300));
      case 'huge': {
        // 20 MB of JSON-looking text, sent in pieces without a length.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        let sent = 0;
        const write = () => {
          while (sent < 20 && !res.destroyed) {
            sent++;
            if (!res.write(chunk)) return void res.once('drain', write);
          }
          res.end();
        };
        return write();
      }
      case 'hang':
        // Headers and the start of a body, then nothing, ever.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return void res.write('{"status":"ok","articles":[');
      case 'missing-fields':
        return json(200, {
          status: 'ok',
          articles: [{ title: 'No link here' }, { url: 'https://news.example/no-title' }, null, 7, { source: {} }],
        });
      case 'hostile':
        return json(200, hostileNewsApiBody(category));
      case 'xxe':
        res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
        return res.end(XXE);
      case 'laughs':
        res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
        return res.end(LAUGHS);
      case 'malformed':
        res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
        return res.end('<rss><channel><title>Broken</title><item><title>Unclosed</item></channel');
      default:
        return json(404, { message: 'unknown mode' });
    }
  };
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
