import { Hono, type Context } from 'hono';
import { articlePath, authorName } from '../../core/article';
import { CATEGORIES, CATEGORY_INFO, parseCategory, type Category } from '../../core/categories';
import { imageSources, shareImage } from '../../core/images';
import { parseTagSlug, tagSlug } from '../../core/tags';
import { authorPath, parseAuthorParam } from '../../core/authors';
import { contributorPath, parseContributorParam } from '../../core/bylines';
import type { PublicConfig } from '../config';
import type { AppEnv } from '../app-env';
import { atomFeed, rssFeed, type FeedChannel, type FeedEntry } from './feed-xml';
import type { FeedArticle } from './feeds.service';
import {
  articlesSitemapPath,
  NEWS_SITEMAP_MAX,
  NEWS_SITEMAP_WINDOW_MS,
  newsSitemapXml,
  parseArticlesSitemap,
  robotsTxt,
  sitemapIndexXml,
  sitemapPageCount,
  STATIC_PAGES,
  urlSetXml,
  type SitemapUrl,
} from './sitemap-xml';

/** Items in each feed. */
export const FEED_SIZE = 50;
/** Tag pages the tags' sitemap lists: the most used. */
export const TAG_SITEMAP_MAX = 5_000;
/** Author pages the authors' sitemap lists: the latest active. */
export const AUTHOR_SITEMAP_MAX = 5_000;

const TYPES = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/**
 * Answers from the public page cache, or makes the response with `produce` and
 * keeps it (server/http.ts: the same ETag, 304 and compression as pages).
 */
export type ServeCached = (c: Context<AppEnv>, produce: () => Promise<Response>) => Promise<Response>;

type Site = Pick<PublicConfig, 'publicUrl'>;

const respond = (body: string, type: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': type } });
const notFound = () => respond('Not found', TYPES.text, 404);

/**
 * RSS and Atom feeds, sitemaps and robots.txt. Public and the same for every
 * reader, so cached like public pages and cleared with them on article changes.
 */
export function feedRoutes(site: Site, serveCached: ServeCached): Hono<AppEnv> {
  const { publicUrl } = site;
  const app = new Hono<AppEnv>();

  const entryOf = (a: FeedArticle): FeedEntry => ({
    id: `${publicUrl}/news/${a.id}`,
    url: `${publicUrl}${articlePath(a)}`,
    title: a.title,
    summary: a.description,
    published: a.publishedAt,
    updated: a.updatedAt,
    categories: [a.category, ...a.tags],
    author: a.author?.trim() || null,
    atomAuthor: authorName(a),
    image: shareImage(a.image, publicUrl),
  });

  // The site's name and description are an admin's settings (server/settings), read per build of a feed.
  const channelOf = async (c: Context<AppEnv>, category: Category | null, self: string): Promise<FeedChannel> => {
    const { siteName, description } = await c.var.queries.site.publicConfig();
    return {
      title: category ? `${siteName} — ${CATEGORY_INFO[category].title}` : siteName,
      description: category ? `The latest ${category} news from ${siteName}.` : description,
      link: `${publicUrl}${category ? CATEGORY_INFO[category].path : '/'}`,
      self: `${publicUrl}${self}`,
      logo: `${publicUrl}/logo.png`,
      siteName,
      language: 'en',
    };
  };

  /** The channel of a tag's or an author's feed: `${path}/rss.xml`, 'The latest stories ${which}'. */
  const pageChannel = async (c: Context<AppEnv>, name: string, which: string, path: string): Promise<FeedChannel> => {
    const { siteName } = await c.var.queries.site.publicConfig();
    return {
      title: `${siteName} — ${name}`,
      description: `The latest stories ${which} from ${siteName}.`,
      link: `${publicUrl}${path}`,
      self: `${publicUrl}${path}/rss.xml`,
      logo: `${publicUrl}/logo.png`,
      siteName,
      language: 'en',
    };
  };

  const rss = (c: Context<AppEnv>, category: Category | null) =>
    serveCached(c, async () => {
      const latest = await c.var.queries.feeds.latest(FEED_SIZE, category ?? undefined);
      const self = category ? `${CATEGORY_INFO[category].path}/rss.xml` : '/rss.xml';
      return respond(rssFeed(await channelOf(c, category, self), latest.map(entryOf)), TYPES.rss);
    });

  app.get('/rss.xml', (c) => rss(c, null));

  app.get('/atom.xml', (c) =>
    serveCached(c, async () => {
      const latest = await c.var.queries.feeds.latest(FEED_SIZE);
      return respond(atomFeed(await channelOf(c, null, '/atom.xml'), latest.map(entryOf)), TYPES.atom);
    }),
  );

  app.get('/sitemap.xml', (c) =>
    serveCached(c, async () => {
      const feeds = c.var.queries.feeds;
      const [changes, pages] = await Promise.all([feeds.lastChanges(), feeds.sitemapPages()]);
      const xml = sitemapIndexXml([
        { loc: `${publicUrl}/sitemaps/pages.xml`, lastmod: newest(Object.values(changes)) },
        ...pages.map((p) => ({ loc: `${publicUrl}${articlesSitemapPath(p.page)}`, lastmod: p.lastmod })),
        { loc: `${publicUrl}/sitemaps/news.xml` },
        { loc: `${publicUrl}/sitemaps/tags.xml` },
        { loc: `${publicUrl}/sitemaps/authors.xml` },
      ]);
      return respond(xml, TYPES.xml);
    }),
  );

  app.get('/sitemaps/:file', (c) => {
    const file = c.req.param('file');
    if (file === 'pages.xml') {
      return serveCached(c, async () => {
        const changes = await c.var.queries.feeds.lastChanges();
        const urls: SitemapUrl[] = [
          { loc: `${publicUrl}/`, lastmod: newest(Object.values(changes)) },
          ...CATEGORIES.map((cat) => ({ loc: `${publicUrl}${CATEGORY_INFO[cat].path}`, lastmod: changes[cat] })),
          ...STATIC_PAGES.map((p) => ({ loc: `${publicUrl}${p}` })),
        ];
        return respond(urlSetXml(urls), TYPES.xml);
      });
    }
    if (file === 'tags.xml') {
      return serveCached(c, async () => {
        const tags = await c.var.queries.feeds.tagsInUse(TAG_SITEMAP_MAX);
        const urls = tags.map((t) => ({ loc: `${publicUrl}/tag/${encodeURIComponent(t.slug)}`, lastmod: t.lastmod }));
        return respond(urlSetXml(urls), TYPES.xml);
      });
    }
    if (file === 'authors.xml') {
      return serveCached(c, async () => {
        const authors = await c.var.queries.feeds.authorsInUse(AUTHOR_SITEMAP_MAX);
        const urls = authors.map((a) => ({ loc: `${publicUrl}${a.path}`, lastmod: a.lastmod }));
        return respond(urlSetXml(urls), TYPES.xml);
      });
    }
    if (file === 'news.xml') {
      return serveCached(c, async () => {
        const since = new Date(Date.now() - NEWS_SITEMAP_WINDOW_MS);
        const recent = await c.var.queries.feeds.publishedSince(since, NEWS_SITEMAP_MAX);
        const items = recent.map((a) => ({
          loc: `${publicUrl}${articlePath(a)}`,
          title: a.title,
          published: a.publishedAt,
        }));
        const { siteName } = await c.var.queries.site.publicConfig();
        return respond(newsSitemapXml(items, { name: siteName, language: 'en' }), TYPES.xml);
      });
    }
    const page = parseArticlesSitemap(file);
    if (page === null) return notFound();
    return serveCached(c, async () => {
      // A page past the last is refused before any offset walks the table (and, a 404, is not cached).
      const feeds = c.var.queries.feeds;
      if (page > sitemapPageCount(await feeds.countListed())) return notFound();
      const rows = await feeds.sitemapPage(page);
      if (rows.length === 0) return notFound();
      const urls = rows.map((a) => {
        const image = imageSources(a.image)?.src;
        return {
          loc: `${publicUrl}${articlePath(a)}`,
          lastmod: a.updatedAt,
          images: image ? [absolute(publicUrl, image)] : [],
        };
      });
      return respond(urlSetXml(urls), TYPES.xml);
    });
  });

  // A tag's feed (docs/product.md, 'Tag pages'): 404 for a tag no published story has.
  app.get('/tag/:slug/rss.xml', (c) => {
    const slug = parseTagSlug(c.req.param('slug'));
    if (!slug) return notFound();
    const path = `/tag/${encodeURIComponent(slug)}`;
    if (c.req.param('slug') !== slug) return c.redirect(`${path}/rss.xml`, 301);
    return serveCached(c, async () => {
      const latest = await c.var.queries.feeds.latestByTag(slug, FEED_SIZE);
      // A tag whose stories are all samples (never in a feed) has a page, so an empty feed.
      const page = latest.length === 0 ? await c.var.queries.news.byTag(slug, 1, 1) : null;
      if (latest.length === 0 && !page) return notFound();
      const name = page?.name ?? latest[0]!.tags.find((tag) => tagSlug(tag) === slug) ?? slug;
      const channel = await pageChannel(c, name, `tagged ${name}`, path);
      return respond(rssFeed(channel, latest.map(entryOf)), TYPES.rss);
    });
  });

  // An author's feed (docs/product.md, 'Author pages'): 404 where the author page is.
  app.get('/author/:username/rss.xml', (c) =>
    serveCached(c, async () => {
      const asked = parseAuthorParam(c.req.param('username'));
      const writer = asked ? await c.var.queries.news.writer(asked) : null;
      if (!writer) return notFound();
      const path = authorPath(writer.username);
      if (c.req.param('username') !== writer.username) return c.redirect(`${path}/rss.xml`, 301);
      const latest = await c.var.queries.feeds.latestByAuthor(writer.id, FEED_SIZE);
      // A writer whose stories are all samples (never in a feed) has a page, so an empty feed.
      if (latest.length === 0 && !(await c.var.queries.news.byAuthor(writer.username, 1, 1))) return notFound();
      const channel = await pageChannel(c, writer.name, `by ${writer.name}`, path);
      return respond(rssFeed(channel, latest.map(entryOf)), TYPES.rss);
    }),
  );

  // A guest contributor's feed (docs/product.md, 'Bylines and contributors'): 404 where their page is.
  app.get('/contributor/:slug/rss.xml', (c) =>
    serveCached(c, async () => {
      const slug = parseContributorParam(c.req.param('slug'));
      const guest = slug ? await c.var.queries.news.byContributor(slug, 1, 1) : null;
      if (!guest) return notFound();
      const path = contributorPath(guest.author.username);
      const { name } = guest.author;
      const latest = await c.var.queries.feeds.latestByContributor(slug!, FEED_SIZE);
      const channel = await pageChannel(c, name, `by ${name}`, path);
      return respond(rssFeed(channel, latest.map(entryOf)), TYPES.rss);
    }),
  );

  app.get('/robots.txt', (c) => serveCached(c, async () => respond(robotsTxt(publicUrl), TYPES.text)));

  // After the fixed paths: `/india-news/rss.xml`; the short `/india/rss.xml` answers 301.
  app.get('/:section/rss.xml', (c) => {
    const section = c.req.param('section');
    const category = parseCategory(section.replace(/-news$/i, ''));
    if (!category) return notFound();
    const path = CATEGORY_INFO[category].path;
    if (`/${section}` !== path) return c.redirect(`${path}/rss.xml`, 301);
    return rss(c, category);
  });

  return app;
}

function newest(dates: readonly (Date | undefined)[]): Date | null {
  let out: Date | null = null;
  for (const d of dates) if (d && (!out || d > out)) out = d;
  return out;
}

/** The page's own picture (the JPEG fallback for uploads), absolute: what image search indexes. */
function absolute(publicUrl: string, src: string): string {
  return /^https?:\/\//i.test(src) ? src : `${publicUrl}${src}`;
}
