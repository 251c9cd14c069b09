/**
 * The built site served in this process for the checks that read real pages
 * (`scripts/budgets.ts`, `scripts/audit.ts`): the production server build behind the
 * Hono app, on a fresh PGlite seeded with the sample stories plus one real (non-sample,
 * indexable) article, on a free loopback port. Like `scripts/bench.ts`.
 */
import '../server/lib/production-mode';
import { serve } from '@hono/node-server';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { articlePath } from '../core/article';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { articles, embedPreviews } from '../server/db/schema';
import { createApp } from '../server/http';
import { withTimedLoaders } from '../server/http/timed-loaders';
import { createLogger } from '../server/lib/logger';
import { seedSamplesIfEmpty } from '../server/seed/seed';
import { createServices } from '../server/services';
import { freePort } from './free-port';

export interface ServedSite {
  /** `http://127.0.0.1:<port>`, also the site's PUBLIC_URL (canonical links point here). */
  origin: string;
  /** Path of the real article: published, not a sample, so crawlers may index it. */
  articlePath: string;
  /** Path of the real Hindi article (`/hi/news/…`, its slug percent-encoded as the pages link it). */
  hiArticlePath: string;
  /** Path of a story with 10 library pictures (two of them a gallery) and 5 embeds in its text. */
  mediaArticlePath: string;
  close(): Promise<void>;
}

export const REAL_ARTICLE_SLUG = 'city-council-approves-new-cycle-lanes';
/** The Hindi edition's real article (docs/decisions/009-editions.md): its slug as the site makes one from its headline. */
export const REAL_HI_ARTICLE_SLUG = 'नगर-निगम-ने-रिंग-रोड-पर-साइकिल-लेन-को-मंज़ूरी-दी';

/** The links the media story embeds: four providers' (previews kept as if read) and one page's bookmark card. */
const MEDIA_STORY_EMBEDS = [
  { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'The flood, from the air', siteName: 'YouTube' },
  { url: 'https://vimeo.com/76979871', title: 'Boats at first light', siteName: 'Vimeo' },
  { url: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk', title: 'The monsoon podcast', siteName: 'Spotify' },
  { url: 'https://www.datawrapper.de/_/aBc12/', title: 'Rainfall by district', siteName: 'Datawrapper' },
  { url: 'https://weather.example.org/monsoon-2026', title: 'Monsoon tracker 2026', siteName: 'Weather Desk' },
];

/**
 * A story as a newsroom writes one on a big day (issue 36's speed goal): 10 pictures from the
 * media library (8 on their own, 2 as a gallery) and 5 embeds between its paragraphs, saved through
 * the article writer as the editor saves it. Its embeds' previews are kept beforehand (no provider
 * is reached), each with a thumbnail as a provider's answer would give.
 */
async function writeMediaStory(services: ReturnType<typeof createServices>, database: Database): Promise<string> {
  const colours = [
    '#0369a1',
    '#9f1239',
    '#15803d',
    '#a16207',
    '#6d28d9',
    '#0f766e',
    '#b91c1c',
    '#1d4ed8',
    '#4d7c0f',
    '#c2410c',
  ];
  const pictures = [];
  for (const [i, background] of colours.entries()) {
    const bytes = await sharp({ create: { width: 1200, height: i % 3 === 1 ? 1500 : 800, channels: 3, background } })
      .jpeg({ quality: 80 })
      .toBuffer();
    pictures.push(
      await services.library.add(bytes, null, {
        alt: `Picture ${i + 1} of the flood`,
        caption: `Scene ${i + 1}`,
        credit: 'Photo: Newsdesk',
      }),
    );
  }
  for (const [i, embed] of MEDIA_STORY_EMBEDS.entries()) {
    const thumbnail = await sharp({ create: { width: 640, height: 360, channels: 3, background: colours[i]! } })
      .jpeg()
      .toBuffer();
    const image = await services.media.saveEmbedImage(thumbnail, `${'a'.repeat(15)}${i}`);
    await database.db
      .insert(embedPreviews)
      .values({
        url: embed.url,
        ok: true,
        title: embed.title,
        siteName: embed.siteName,
        image: image.url,
        imageWidth: image.width,
        imageHeight: image.height,
      })
      .onConflictDoNothing();
  }
  const paragraph = (n: number) =>
    `<p>Paragraph ${n}: the river crossed the danger mark before dawn, and the district moved families from the low-lying wards to the schools on the ridge.</p>`;
  const single = pictures.slice(0, 8).map((p) => `<figure data-media="${p._id}"></figure>`);
  const embeds = MEDIA_STORY_EMBEDS.map((e) => `<figure data-embed="${e.url}"></figure>`);
  const gallery = `<figure data-gallery="2"><figure data-media="${pictures[8]!._id}"></figure><figure data-media="${pictures[9]!._id}"></figure></figure>`;
  const blocks = [
    ...single.slice(0, 4),
    embeds[0],
    single[4],
    embeds[1],
    gallery,
    single[5],
    embeds[2],
    single[6],
    embeds[3],
    single[7],
    embeds[4],
  ];
  const content = blocks.map((block, i) => `${paragraph(i + 1)}${block}`).join('') + paragraph(blocks.length + 1);
  const id = await services.writer.create(
    {
      input: {
        ...MEDIA_STORY_FIELDS,
        content,
      },
    },
    { id: null, name: 'Newsdesk staff' },
  );
  const [row] = await database.db.select({ slug: articles.slug }).from(articles).where(eq(articles.id, id));
  return `/news/${row!.slug}`;
}

const MEDIA_STORY_FIELDS = {
  title: 'Floodwaters reach the old town as the river breaks its banks',
  category: 'India' as const,
  description: 'Pictures, video and charts from a day the river rose faster than forecast.',
  excerpt: null,
  status: 'published' as const,
  publishAt: null,
  featured: false,
  trending: false,
  liveBlog: false,
  republishable: false,
  access: 'default' as const,
  accessTiers: [],
  comments: 'open' as const,
  metaTitle: null,
  metaDescription: null,
  keywords: [],
  focusKeyword: null,
  canonicalUrl: null,
  ogTitle: null,
  ogDescription: null,
  twitterTitle: null,
  twitterDescription: null,
  tags: ['Floods'],
  image: null,
  imageAlt: null,
  edition: 'en' as const,
};

/** Three paragraphs and a picture: an ordinary news story, unlike the noindex samples. */
const REAL_ARTICLE = {
  slug: REAL_ARTICLE_SLUG,
  title: 'City council approves new cycle lanes on the ring road',
  category: 'India' as const,
  description:
    'Twelve kilometres of protected lanes will be built over the next two years, the council said on Monday.',
  content: [
    '<p>The city council approved twelve kilometres of protected cycle lanes along the ring road on Monday, after a year of consultation with residents and traders.</p>',
    '<p>Work will start in the northern section in spring and is planned to finish within two years. The lanes will be separated from traffic by a raised kerb, and every junction will get a signal phase for cyclists.</p>',
    '<p>Traders on the ring road had asked for loading bays to stay; the approved plan keeps forty of them, moved to side streets where the lanes pass shop fronts.</p>',
  ].join('\n'),
  image: '/samples/india-1-1200.webp',
  imageAlt: 'A cyclist on a protected lane beside a busy road',
  status: 'published' as const,
  author: 'Newsdesk staff',
  isSample: false,
  wordCount: 98,
};

/**
 * The same day's story in the Hindi edition, as its desk writes it (not linked to the English one
 * as its translation: the English pages stay as they were measured). Unlike the samples it is
 * indexable, so the Hindi article page is audited as a real one.
 */
const REAL_HI_ARTICLE = {
  slug: REAL_HI_ARTICLE_SLUG,
  edition: 'hi' as const,
  title: 'नगर निगम ने रिंग रोड पर साइकिल लेन को मंज़ूरी दी',
  category: 'India' as const,
  description: 'निगम ने सोमवार को बताया कि अगले दो साल में बारह किलोमीटर लंबी सुरक्षित लेन बनाई जाएगी।',
  content: [
    '<p>नगर निगम ने सोमवार को रिंग रोड के किनारे बारह किलोमीटर लंबी सुरक्षित साइकिल लेन को मंज़ूरी दे दी। इससे पहले निवासियों और व्यापारियों से एक साल तक सलाह-मशविरा किया गया।</p>',
    '<p>काम वसंत में उत्तरी हिस्से से शुरू होगा और दो साल में पूरा करने की योजना है। लेन को ऊँचे किनारे से ट्रैफ़िक से अलग रखा जाएगा और हर चौराहे पर साइकिल सवारों के लिए अलग सिग्नल होगा।</p>',
    '<p>रिंग रोड के व्यापारियों ने माल उतारने की जगहें बनाए रखने की माँग की थी; मंज़ूर योजना में ऐसी चालीस जगहें रखी गई हैं, जिन्हें दुकानों के सामने से हटाकर पास की गलियों में ले जाया जाएगा।</p>',
  ].join('\n'),
  image: '/samples/india-1-1200.webp',
  imageAlt: 'व्यस्त सड़क के किनारे सुरक्षित लेन पर एक साइकिल सवार',
  status: 'published' as const,
  author: 'न्यूज़डेस्क संवाददाता',
  isSample: false,
  wordCount: 106,
};

async function loadServerBuild(): Promise<ServerBuild> {
  const file = path.resolve('build/server/index.js');
  if (!existsSync(file)) throw new Error('No production build in build/: run `npm run build` first.');
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

async function seededDatabase(dataDir: string, template?: string): Promise<Database> {
  // A migrated, empty site folder to start from (scripts/test.ts makes one while the build runs):
  // a copy instead of 5-10 s of migrations.
  if (template) cpSync(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  const database = await openDatabase({ dataDir });
  const now = new Date();
  await seedSamplesIfEmpty(database.db, now);
  await database.db
    .insert(articles)
    .values(
      [REAL_ARTICLE, REAL_HI_ARTICLE].map((article) => ({
        ...article,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  return database;
}

/**
 * Serves build/ on a new seeded database; `close()` stops it and removes the data. `template`: a
 * migrated, empty site folder whose `pgdata` the database starts from (tests/e2e/fixtures/data-dir.ts).
 */
export async function serveBuiltSite(options: { pageCacheSize?: number; template?: string } = {}): Promise<ServedSite> {
  const build = await loadServerBuild();
  const handler = createRequestHandler(withTimedLoaders(build), 'production');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-site-'));
  const database = await seededDatabase(dataDir, options.template);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    PAGE_CACHE_SIZE: String(options.pageCacheSize ?? 500),
    // The newsletter on, as a site that sends it: its sign-up is in every page's footer and under
    // each story, and is measured with them. Nothing here sends mail, so nothing listens there.
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  const services = createServices(database, config);
  const app = createApp({
    config,
    database,
    logger: createLogger('silent'),
    services,
    renderPage: (request, context) => handler(request, context),
    staticRoot: path.resolve('build/client'),
  });
  const mediaArticlePath = await writeMediaStory(services, database);
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    origin,
    articlePath: articlePath({ slug: REAL_ARTICLE_SLUG }),
    hiArticlePath: articlePath({ slug: REAL_HI_ARTICLE_SLUG, edition: 'hi' }),
    mediaArticlePath,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closed;
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
