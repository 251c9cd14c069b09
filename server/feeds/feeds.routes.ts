import { siteForEdition } from '../../core/site-settings';
import { Hono, type Context } from 'hono';
import { articlePath, authorName } from '../../core/article';
import { CATEGORIES, CATEGORY_INFO, parseCategory, type Category } from '../../core/categories';
import { imageSources, shareImage } from '../../core/images';
import { parseTagSlug, tagSlug } from '../../core/tags';
import { authorPath, parseAuthorParam } from '../../core/authors';
import { contributorPath, parseContributorParam } from '../../core/bylines';
import { DEFAULT_EDITION, EDITIONS, inEditionPath, type Edition } from '../../core/editions';
import { FEED_TEXTS, SECTION_NAMES } from '../../core/feed-texts';
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
  type SitemapLocation,
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

/** The editions, prefixed ones first: `/hi/rss.xml` is Hindi's feed, not the default edition's `/:section/rss.xml`. */
const EDITION_ORDER = (Object.keys(EDITIONS) as Edition[]).sort(
  (a, b) => Number(EDITIONS[a].prefix === '') - Number(EDITIONS[b].prefix === ''),
);

/**
 * RSS and Atom feeds, sitemaps and robots.txt. Public and the same for every
 * reader, so cached like public pages and cleared with them on article changes.
 * Each edition has its own feeds and sitemaps under its prefix (`/rss.xml`, `/hi/rss.xml`:
 * docs/decisions/009-editions.md); one sitemap index and one robots.txt serve the site.
 */
export function feedRoutes(site: Site, serveCached: ServeCached): Hono<AppEnv> {
  const { publicUrl } = site;
  const app = new Hono<AppEnv>();

  for (const edition of EDITION_ORDER) {
    app.route(EDITIONS[edition].prefix || '/', editionFeedRoutes(site, serveCached, edition));
  }

  // Every edition's sitemaps, the default edition's first.
  app.get('/sitemap.xml', (c) =>
    serveCached(c, async () => {
      const feeds = c.var.queries.feeds;
      const parts = await Promise.all(
        [...EDITION_ORDER].reverse().map(async (edition) => {
          const file = (path: string) => `${publicUrl}${EDITIONS[edition].prefix}${path}`;
          const [changes, pages] = await Promise.all([feeds.lastChanges(edition), feeds.sitemapPages(edition)]);
          return [
            { loc: file('/sitemaps/pages.xml'), lastmod: newest(Object.values(changes)) },
            ...pages.map((p) => ({ loc: file(articlesSitemapPath(p.page)), lastmod: p.lastmod })),
            { loc: file('/sitemaps/news.xml') },
            { loc: file('/sitemaps/tags.xml') },
            { loc: file('/sitemaps/authors.xml') },
          ];
        }),
      );
      return respond(sitemapIndexXml(parts.flat()), TYPES.xml);
    }),
  );

  app.get('/robots.txt', (c) => serveCached(c, async () => respond(robotsTxt(publicUrl), TYPES.text)));

  return app;
}

/**
 * One edition's feeds and sitemaps, at the default edition's paths (the caller mounts them under
 * the edition's prefix): only its stories, linked at their addresses in it (`/hi/news/…`), in its
 * language, with its sections' names.
 */
function editionFeedRoutes(site: Site, serveCached: ServeCached, edition: Edition): Hono<AppEnv> {
  const { publicUrl } = site;
  const app = new Hono<AppEnv>();
  const language = EDITIONS[edition].code;
  const sections = SECTION_NAMES[edition];
  const texts = FEED_TEXTS[edition];
  /** A page's address in this edition ('/india-news' → '/hi/india-news'), as the pages link it. */
  const at = (path: string) => inEditionPath(path, edition);
  /** One of these routes' own addresses ('/india-news/rss.xml' → '/hi/india-news/rss.xml'): they are mounted at the prefix. */
  const own = (path: string) => `${EDITIONS[edition].prefix}${path}`;

  const entryOf = (a: FeedArticle): FeedEntry => ({
    id: `${publicUrl}${inEditionPath(`/news/${a.id}`, a.edition)}`,
    url: `${publicUrl}${articlePath(a)}`,
    title: a.title,
    summary: a.description,
    published: a.publishedAt,
    updated: a.updatedAt,
    categories: [SECTION_NAMES[a.edition][a.category].name, ...a.tags],
    author: a.author?.trim() || null,
    atomAuthor: authorName(a),
    image: shareImage(a.image, publicUrl),
  });

  /**
   * A page of this edition as a sitemap's location, from its address (already in the edition),
   * with its counterparts in the other editions (`paths`: each edition's address of it; a story's
   * published translations, or `everywhere` for a page every edition has).
   */
  const located = (address: string, paths?: Partial<Record<Edition, string>>): SitemapLocation => {
    const linked = paths ? (Object.keys(EDITIONS) as Edition[]).filter((e) => paths[e] !== undefined) : [];
    if (linked.length < 2) return { loc: `${publicUrl}${address}` };
    const alternates: { hreflang: string; href: string }[] = linked.map((e) => ({
      hreflang: EDITIONS[e].code,
      href: `${publicUrl}${paths![e]}`,
    }));
    if (paths![DEFAULT_EDITION] !== undefined) {
      alternates.push({ hreflang: 'x-default', href: `${publicUrl}${paths![DEFAULT_EDITION]}` });
    }
    return { loc: `${publicUrl}${address}`, alternates };
  };
  /** A page every edition has, at the same place ('/india-news' and '/hi/india-news'). */
  const everywhere = (path: string) =>
    Object.fromEntries((Object.keys(EDITIONS) as Edition[]).map((e) => [e, inEditionPath(path, e)])) as Record<
      Edition,
      string
    >;

  // The site's name and description are an admin's settings (server/settings), read per build of a feed.
  const channelOf = async (c: Context<AppEnv>, category: Category | null, self: string): Promise<FeedChannel> => {
    const { siteName, description } = siteForEdition(await c.var.queries.site.publicConfig(), edition);
    return {
      title: category ? `${siteName} — ${sections[category].title}` : siteName,
      description: category ? texts.section(category, siteName) : texts.site(siteName, description),
      link: `${publicUrl}${at(category ? CATEGORY_INFO[category].path : '/')}`,
      self: `${publicUrl}${own(self)}`,
      logo: `${publicUrl}/logo.png`,
      siteName,
      language,
    };
  };

  /** The channel of a tag's or an author's feed (`path`: the page's, in the default edition). */
  const pageChannel = async (
    c: Context<AppEnv>,
    name: string,
    describe: (siteName: string) => string,
    path: string,
  ): Promise<FeedChannel> => {
    const { siteName } = siteForEdition(await c.var.queries.site.publicConfig(), edition);
    return {
      title: `${siteName} — ${name}`,
      description: describe(siteName),
      link: `${publicUrl}${at(path)}`,
      self: `${publicUrl}${own(`${path}/rss.xml`)}`,
      logo: `${publicUrl}/logo.png`,
      siteName,
      language,
    };
  };

  const rss = (c: Context<AppEnv>, category: Category | null) =>
    serveCached(c, async () => {
      const latest = await c.var.queries.feeds.latest(FEED_SIZE, { edition, category: category ?? undefined });
      const self = category ? `${CATEGORY_INFO[category].path}/rss.xml` : '/rss.xml';
      return respond(rssFeed(await channelOf(c, category, self), latest.map(entryOf)), TYPES.rss);
    });

  app.get('/rss.xml', (c) => rss(c, null));

  app.get('/atom.xml', (c) =>
    serveCached(c, async () => {
      const latest = await c.var.queries.feeds.latest(FEED_SIZE, { edition });
      return respond(atomFeed(await channelOf(c, null, '/atom.xml'), latest.map(entryOf)), TYPES.atom);
    }),
  );

  app.get('/sitemaps/:file', (c) => {
    const file = c.req.param('file');
    const feeds = c.var.queries.feeds;
    if (file === 'pages.xml') {
      return serveCached(c, async () => {
        const changes = await feeds.lastChanges(edition);
        const urls: SitemapUrl[] = [
          { ...located(at('/'), everywhere('/')), lastmod: newest(Object.values(changes)) },
          ...CATEGORIES.map((cat) => ({
            ...located(at(CATEGORY_INFO[cat].path), everywhere(CATEGORY_INFO[cat].path)),
            lastmod: changes[cat],
          })),
          ...STATIC_PAGES.map((p) => located(at(p), everywhere(p))),
        ];
        return respond(urlSetXml(urls), TYPES.xml);
      });
    }
    if (file === 'tags.xml') {
      return serveCached(c, async () => {
        const tags = await feeds.tagsInUse(TAG_SITEMAP_MAX, edition);
        const urls = tags.map((t) => ({ ...located(at(`/tag/${encodeURIComponent(t.slug)}`)), lastmod: t.lastmod }));
        return respond(urlSetXml(urls), TYPES.xml);
      });
    }
    if (file === 'authors.xml') {
      return serveCached(c, async () => {
        const authors = await feeds.authorsInUse(AUTHOR_SITEMAP_MAX, edition);
        const urls = authors.map((a) => ({ ...located(at(a.path)), lastmod: a.lastmod }));
        return respond(urlSetXml(urls), TYPES.xml);
      });
    }
    if (file === 'news.xml') {
      return serveCached(c, async () => {
        const since = new Date(Date.now() - NEWS_SITEMAP_WINDOW_MS);
        const recent = await feeds.publishedSince(since, NEWS_SITEMAP_MAX, edition);
        const translated = await c.var.queries.news.translationPaths(recent.map((a) => a.id));
        const items = recent.map((a) => ({
          ...located(articlePath(a), translated.get(a.id)),
          title: a.title,
          published: a.publishedAt,
        }));
        const { siteName } = siteForEdition(await c.var.queries.site.publicConfig(), edition);
        return respond(newsSitemapXml(items, { name: siteName, language }), TYPES.xml);
      });
    }
    const page = parseArticlesSitemap(file);
    if (page === null) return notFound();
    return serveCached(c, async () => {
      // A page past the last is refused before any offset walks the table (and, a 404, is not cached).
      if (page > sitemapPageCount(await feeds.countListed(edition))) return notFound();
      const rows = await feeds.sitemapPage(page, edition);
      if (rows.length === 0) return notFound();
      const translated = await c.var.queries.news.translationPaths(rows.map((a) => a.id));
      const urls = rows.map((a) => {
        const image = imageSources(a.image)?.src;
        return {
          ...located(articlePath(a), translated.get(a.id)),
          lastmod: a.updatedAt,
          images: image ? [absolute(publicUrl, image)] : [],
        };
      });
      return respond(urlSetXml(urls), TYPES.xml);
    });
  });

  // A tag's feed (docs/product.md, 'Tag pages'): 404 for a tag no published story of the edition has.
  app.get('/tag/:slug/rss.xml', (c) => {
    const slug = parseTagSlug(c.req.param('slug'));
    if (!slug) return notFound();
    const path = `/tag/${encodeURIComponent(slug)}`;
    if (c.req.param('slug') !== slug) return c.redirect(own(`${path}/rss.xml`), 301);
    return serveCached(c, async () => {
      const latest = await c.var.queries.feeds.latestByTag(slug, FEED_SIZE, edition);
      // A tag whose stories are all samples (never in a feed) has a page, so an empty feed.
      const page = latest.length === 0 ? await c.var.queries.news.byTag(slug, 1, 1, edition) : null;
      if (latest.length === 0 && !page) return notFound();
      const name = page?.name ?? latest[0]!.tags.find((tag) => tagSlug(tag) === slug) ?? slug;
      const channel = await pageChannel(c, name, (siteName) => texts.tag(name, siteName), path);
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
      if (c.req.param('username') !== writer.username) return c.redirect(own(`${path}/rss.xml`), 301);
      const latest = await c.var.queries.feeds.latestByAuthor(writer.id, FEED_SIZE, edition);
      // A writer whose stories are all samples (never in a feed) has a page, so an empty feed.
      if (latest.length === 0 && !(await c.var.queries.news.byAuthor(writer.username, 1, 1, edition))) {
        return notFound();
      }
      const channel = await pageChannel(c, writer.name, (siteName) => texts.author(writer.name, siteName), path);
      return respond(rssFeed(channel, latest.map(entryOf)), TYPES.rss);
    }),
  );

  // A guest contributor's feed (docs/product.md, 'Bylines and contributors'): 404 where their page is.
  app.get('/contributor/:slug/rss.xml', (c) =>
    serveCached(c, async () => {
      const slug = parseContributorParam(c.req.param('slug'));
      const guest = slug ? await c.var.queries.news.byContributor(slug, 1, 1, edition) : null;
      if (!guest) return notFound();
      const path = contributorPath(guest.author.username);
      const { name } = guest.author;
      const latest = await c.var.queries.feeds.latestByContributor(slug!, FEED_SIZE, edition);
      const channel = await pageChannel(c, name, (siteName) => texts.author(name, siteName), path);
      return respond(rssFeed(channel, latest.map(entryOf)), TYPES.rss);
    }),
  );

  // After the fixed paths: `/india-news/rss.xml`; the short `/india/rss.xml` answers 301.
  app.get('/:section/rss.xml', (c) => {
    const section = c.req.param('section');
    const category = parseCategory(section.replace(/-news$/i, ''));
    if (!category) return notFound();
    const path = CATEGORY_INFO[category].path;
    if (`/${section}` !== path) return c.redirect(own(`${path}/rss.xml`), 301);
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
