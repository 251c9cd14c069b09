import { EDITIONS, editionOf, type Edition, type EditionCounterparts } from '../../core/editions';
import { useIntl } from 'react-intl';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import type { Route } from './+types/article';
import { articlePath, DEFAULT_AUTHOR, RELATED_COUNT, storyCredits, toTeaser, type Article } from '../../core/article';
import { tagPath, tagSlug } from '../../core/tags';
import { joinNames, type Byline } from '../../core/bylines';
import { BylineNames, ReportingLine } from '../components/byline';
import { CATEGORY_INFO } from '../../core/categories';
import { formatDate, formatDateTime } from '../../core/dates';
import { REPUBLISH_LICENCES, republishHtml, type RepublishLicence } from '../../core/republishing';
import { shareImage } from '../../core/images';
import { effectiveMeta } from '../../core/seo';
import { isPlausibleSlug, isUuid } from '../../core/slug';
import { ArticleImage, hasImage } from '../components/article-image';
import { LiveBadge, LiveBlog } from '../components/live-blog';
import { commentsPath } from '../../core/comments';
import { LIVE_PAGE_ENTRIES, liveEntryAnchor, parseAfter, type LiveCoverage } from '../../core/live';
import { htmlToText, truncate } from '../../core/text';
import { CompactItem } from '../components/article-card';
import { Breadcrumb } from '../components/breadcrumb';
import { CategoryBadge, SampleBadge } from '../components/category-badge';
import { ClockIcon } from '../components/icons';
import { MessagePanel } from '../components/message-panel';
import { NotFoundPanel, notFoundMeta } from '../components/not-found-panel';
import { LikeButton } from '../components/like-button';
import { SaveButton } from '../components/save-button';
import { FollowButton, FollowTexts } from '../components/follow-button';
import { ShareButtons } from '../components/share-buttons';
import { NewsletterSignup } from '../components/newsletter-signup';
import { AlertsOptIn } from '../components/alerts-bell';
import { breadcrumbJsonLd, pageMeta, rootDataOf, siteTimeZone } from '../lib/meta';
import { PreviewBanner, PreviewRefusalPanel, previewRefusalOf } from '../components/preview-banner';
import { previewData } from './article-preview.server';
import { LOCKED_PART_CLASS } from '../../core/access';
import { GiftedNote, GiftForm, MeterNote, PaywallPanel } from '../components/paywall-panel';
import { forForm } from '../lib/use-case.server';
import { categoryName, categoryTitle, intlAt } from '../i18n/intl';
import { useEditionPath } from '../i18n/paths';

/** Its story cards (or the story) have Save buttons: the layout draws the save island's words. */
export const handle = {
  saveButtons: true,
  // The header's edition switch leads to the story's translation when it has one (core/editions.ts).
  counterparts: (data: unknown) => (data as { counterparts?: EditionCounterparts | null } | undefined)?.counterparts,
};
export async function loader({ params, context, url, request }: Route.LoaderArgs) {
  // /preview/<id> draws this same page for a story not out yet (docs/product.md, 'Preview').
  if ('id' in params && params.id !== undefined) {
    const { article, ...preview } = await previewData(request, context, params.id);
    return {
      ...(await storyPage(context, article, url, true)),
      counterparts: null,
      preview,
      // A story not out yet takes no comments.
      comments: null,
      lock: null,
      lockedPart: null,
      gifted: false,
      canGift: false,
    };
  }
  const key = params.slug;
  if (!isPlausibleSlug(key)) throw data(null, { status: 404 });
  const story = await context.queries.news.findWithTranslations(key);
  if (!story) throw data(null, { status: 404 });
  const { article: found, translations } = story;
  // The slug URL is canonical; an id URL answers 301 to it (docs/product.md, 'Decisions').
  // So does the story's slug under another edition's prefix: its address is in its own edition.
  if (isUuid(key) || found.slug !== key || found.edition !== editionOf(url.pathname)) {
    throw redirect(articlePath(found), 301);
  }
  // A locked story: its preview, and the rest only for a reader with access (decided before the page cache).
  const gated = await context.queries.access.forPage(found, context.access);
  const article = { ...found, content: gated.content };
  const page = await storyPage(context, article, url, gated.lock === null || gated.lockedPart !== null);
  const grant = context.access?.articleId === article._id ? context.access : undefined;
  // Its comments' page, unless comments are off on the site or on this story (docs/product.md, 'Comments').
  const commenting = await context.queries.site.commentSettings();
  return {
    ...page,
    // Its published translations: the page's hreflang alternates and the edition switch's target.
    counterparts: counterpartsOf(article, translations),
    preview: null,
    comments: commenting.enabled && article.comments !== 'off' ? commentsPath(article.slug, article.edition) : null,
    lock: gated.lock,
    lockedPart: gated.lockedPart,
    // Opened by a member's gift link; or read by a member, who may send one.
    gifted: grant?.gift ?? false,
    canGift: Boolean(gated.lock && grant?.member),
  };
}

/** A story's address in each edition it has been published in, when it has a translation out. */
function counterpartsOf(
  article: Article,
  translations: { edition: Edition; path: string }[],
): EditionCounterparts | null {
  if (translations.length === 0) return null;
  return Object.fromEntries([
    [article.edition, articlePath(article)],
    ...translations.map((story) => [story.edition, story.path]),
  ]) as EditionCounterparts;
}

/** What the page shows beside the story, read at once: related stories, its picture's credit, its live entries. */
async function storyPage<A extends Parameters<typeof liveOf>[1] & Article>(
  context: Route.LoaderArgs['context'],
  article: A,
  url: URL,
  /** The reader may read it all: a locked live blog's entries are for those who may. */
  open: boolean,
) {
  const [related, picture, live] = await Promise.all([
    context.queries.news.related(article, RELATED_COUNT),
    context.queries.media.credit(context.actor, article.image),
    article.liveBlog && open ? liveOf(context, article, url) : null,
  ]);
  return { article, related: related.map(toTeaser), picture, live };
}

/** A live blog's entries for its page: the newest 100, or the 100 before `?before=` (docs/product.md, 'Live blogs'). */
async function liveOf(
  context: Route.LoaderArgs['context'],
  article: { _id: string; liveEndedAt: string | null },
  url: URL,
) {
  const before = parseAfter(url.searchParams.get('before')) || null;
  const entries = await context.queries.live.entries(article._id, {
    before: before ?? undefined,
    limit: LIVE_PAGE_ENTRIES + 1,
  });
  const shown = entries.slice(0, LIVE_PAGE_ENTRIES);
  return {
    coverage: { entries: shown, endedAt: article.liveEndedAt },
    olderThan: before,
    more: entries.length > LIVE_PAGE_ENTRIES ? (shown.at(-1)?._id ?? null) : null,
  };
}

/**
 * 'Gift this story' (docs/product.md, 'Gift links'): a member's form, answered with the link to
 * send, or why not (not a member, the month's links used).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!('slug' in params) || !params.slug || !isPlausibleSlug(params.slug)) throw data(null, { status: 404 });
  const article = await context.queries.news.find(params.slug);
  if (!article) throw data(null, { status: 404 });
  return forForm(request, async () => ({
    ok: true as const,
    ...(await context.commands.gifts.create(context.actor, { article: article._id })),
  }));
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, error, location }) => {
  const root = rootDataOf(matches);
  // `location` is always given by the router; unit tests call `meta` without it.
  const intl = intlAt((location as typeof location | undefined)?.pathname ?? '/');
  const refused = error && isRouteErrorResponse(error) ? previewRefusalOf(error.data) : null;
  if (refused)
    return pageMeta(root, {
      title: intl.formatMessage({ id: 'storyPage.previewTitle' }),
      description: refused.message,
      path: '/preview',
      noindex: true,
    });
  if (!loaderData || error) {
    if (isRouteErrorResponse(error) && error.status === 404) {
      return pageMeta(root, { ...notFoundMeta(intl), path: location.pathname });
    }
    return pageMeta(root, {
      title: intl.formatMessage({ id: 'storyPage.errorTitle' }),
      description: intl.formatMessage({ id: 'storyPage.errorDescription' }),
      path: location.pathname,
      noindex: true,
    });
  }
  const { article, live, preview, picture } = loaderData;
  const publicUrl = root?.site.publicUrl ?? '';
  const siteName = root?.site.siteName ?? 'Newsdesk';
  const image = shareImage(article.image, publicUrl);
  const info = CATEGORY_INFO[article.category];
  const published = article.publishedAt ?? article.createdAt;
  const credits = storyCredits(article);
  // The SEO report judges these same tags (core/seo.ts effectiveMeta).
  const tags = effectiveMeta(article);
  return pageMeta(root, {
    title: tags.title,
    description: tags.description,
    path: articlePath(article),
    alternates: loaderData.counterparts ?? undefined,
    canonicalUrl: article.canonicalUrl,
    image,
    imageAlt: article.imageAlt,
    type: 'article',
    // Sample stories ship with a new site: never offered to search engines as news; nor is a preview.
    noindex: article.isSample || preview !== null,
    ogTitle: tags.ogTitle,
    ogDescription: tags.ogDescription,
    twitterTitle: tags.twitterTitle,
    twitterDescription: tags.twitterDescription,
    extra: [
      { property: 'article:published_time', content: published },
      { property: 'article:modified_time', content: article.updatedAt },
      { property: 'article:section', content: categoryName(intl, article.category) },
      ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
      ...(article.keywords.length ? [{ name: 'keywords', content: article.keywords.join(', ') }] : []),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': live ? 'LiveBlogPosting' : 'NewsArticle',
        ...(live ? liveJsonLd(live.coverage, published, `${publicUrl}${articlePath(article)}`) : {}),
        headline: article.title,
        description: article.description,
        // The picture with its credit, as search engines show it (schema.org ImageObject).
        image: image
          ? [
              picture
                ? {
                    '@type': 'ImageObject',
                    url: image.url,
                    ...(picture.caption ? { caption: picture.caption } : {}),
                    ...(picture.credit ? { creditText: picture.credit } : {}),
                  }
                : image.url,
            ]
          : undefined,
        datePublished: published,
        dateModified: article.updatedAt,
        articleSection: categoryName(intl, article.category),
        // The story's language (docs/decisions/009-editions.md).
        inLanguage: EDITIONS[article.edition].locale,
        keywords: article.keywords.length ? article.keywords.join(', ') : undefined,
        author: credits.authors.map((person) => personJsonLd(person, publicUrl)),
        ...(credits.reporters.length
          ? { contributor: credits.reporters.map((person) => personJsonLd(person, publicUrl)) }
          : {}),
        publisher: {
          '@type': 'NewsMediaOrganization',
          name: siteName,
          url: `${publicUrl}/`,
          logo: { '@type': 'ImageObject', url: `${publicUrl}/logo.png`, width: 512, height: 512 },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${publicUrl}${articlePath(article)}` },
        // Paywalled content as Google asks it to be marked: the part readers without access do not get.
        ...(loaderData.lock
          ? {
              isAccessibleForFree: false,
              hasPart: {
                '@type': 'WebPageElement',
                isAccessibleForFree: false,
                cssSelector: `.${LOCKED_PART_CLASS}`,
              },
            }
          : {}),
      },
      breadcrumbJsonLd(
        publicUrl,
        [
          { name: intl.formatMessage({ id: 'header.home' }), path: '/' },
          { name: categoryTitle(intl, article.category), path: info.path },
          { name: article.title, path: articlePath(article) },
        ],
        article.edition,
      ),
    ],
  });
};

/**
 * A live blog's structured data (schema.org LiveBlogPosting): when the coverage started and
 * ended, and its newest entries as `liveBlogUpdate`.
 */
function liveJsonLd(coverage: LiveCoverage, started: string, pageUrl: string) {
  return {
    coverageStartTime: started,
    ...(coverage.endedAt ? { coverageEndTime: coverage.endedAt } : {}),
    liveBlogUpdate: coverage.entries.slice(0, 20).map((entry) => {
      const text = htmlToText(entry.body);
      return {
        '@type': 'BlogPosting',
        headline: entry.title ?? truncate(text, 110),
        datePublished: entry.createdAt,
        ...(entry.editedAt ? { dateModified: entry.editedAt } : {}),
        articleBody: text,
        url: `${pageUrl}#${liveEntryAnchor(entry._id)}`,
      };
    }),
  };
}

/** A credited person in the story's JSON-LD: a Person with their page, or the newsroom when nobody is named. */
function personJsonLd(person: Byline, publicUrl: string) {
  if (!person.path && person.name === DEFAULT_AUTHOR) return { '@type': 'Organization', name: person.name };
  return { '@type': 'Person', name: person.name, ...(person.path ? { url: `${publicUrl}${person.path}` } : {}) };
}

export default function ArticlePage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const root = rootDataOf(matches);
  const timeZone = siteTimeZone(matches);
  const publicUrl = root?.site.publicUrl ?? '';
  const { article, related, live, preview, picture, lock, lockedPart, gifted, canGift, comments } = loaderData;
  const info = CATEGORY_INFO[article.category];
  const local = useEditionPath();
  const published = article.publishedAt ?? article.createdAt;
  const credits = storyCredits(article);
  const metered = lock?.result.full && lock.result.metered ? lock.result : null;
  const intl = useIntl();
  const readingTime = intl.formatMessage({ id: 'storyPage.readingTime' }, { minutes: article.readingTime });
  // The gallery viewer's and the embeds' words (app/islands/gallery.ts, embeds.ts), where the story has some.
  const media = /data-(gallery|frame)=/.test(
    article.content + (lockedPart ?? '') + (live?.coverage.entries.map((entry) => entry.body).join('') ?? ''),
  );
  return (
    <div>
      {preview ? <PreviewBanner preview={preview} article={article} timeZone={timeZone} /> : null}
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'header.home' }), to: '/' },
          { label: categoryTitle(intl, article.category), to: info.path },
          { label: article.title },
        ]}
      />
      {/* data-view: the views island counts one view of this article per page load (app/islands/views.ts); never a preview's. */}
      <article
        className="mt-5"
        data-view={preview ? undefined : article._id}
        {...(media
          ? {
              'data-gallery-label': intl.formatMessage({ id: 'gallery.label' }),
              'data-gallery-previous': intl.formatMessage({ id: 'gallery.previous' }),
              'data-gallery-next': intl.formatMessage({ id: 'gallery.next' }),
              'data-gallery-close': intl.formatMessage({ id: 'gallery.close' }),
              'data-gallery-count': intl.formatMessage({ id: 'gallery.count' }, { at: '{at}', total: '{total}' }),
              'data-embed-frame': intl.formatMessage({ id: 'embed.frame' }),
            }
          : {})}
      >
        <header className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={article.category} />
            {live ? <LiveBadge endedAt={live.coverage.endedAt} /> : null}
            {article.isSample ? <SampleBadge /> : null}
          </div>
          <h1 className="font-serif text-3xl leading-tight font-black text-neutral-900 sm:text-4xl lg:text-5xl dark:text-white">
            {article.title}
          </h1>
          <p className="text-lg leading-8 text-neutral-700 dark:text-neutral-300">{article.description}</p>
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-neutral-700 dark:text-neutral-300">
              <BylineNames authors={credits.authors} />
              <time dateTime={published} suppressHydrationWarning>
                {formatDateTime(published, timeZone, intl.locale)}
              </time>
              <span className="flex items-center gap-1">
                <ClockIcon className="h-4 w-4" /> {readingTime}
              </span>
            </div>
            <ReportingLine reporters={credits.reporters} />
          </div>
          {article.notes.length > 0 ? (
            <aside
              aria-label={intl.formatMessage({ id: 'storyPage.notes' })}
              className="rounded-lg border-l-4 border-brand-700 bg-neutral-100 p-4 text-sm leading-6 text-neutral-800 dark:border-red-400 dark:bg-neutral-900 dark:text-neutral-200"
            >
              <ul className="space-y-2">
                {article.notes.map((note) => (
                  <li key={note._id}>
                    {intl.formatMessage(
                      { id: 'storyPage.note' },
                      {
                        label: (
                          <strong className="font-semibold text-neutral-950 dark:text-white">
                            {intl.formatMessage({
                              id: note.kind === 'correction' ? 'storyPage.noteCorrection' : 'storyPage.noteUpdate',
                            })}
                          </strong>
                        ),
                        time: (
                          <time dateTime={note.createdAt} suppressHydrationWarning>
                            {formatDateTime(note.createdAt, timeZone, intl.locale)}
                          </time>
                        ),
                        text: note.text,
                      },
                    )}
                  </li>
                ))}
              </ul>
            </aside>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ShareButtons articleId={article._id} url={`${publicUrl}${articlePath(article)}`} title={article.title} />
            <div className="flex flex-wrap items-center gap-2">
              <SaveButton slug={article.slug} />
              <LikeButton articleId={article._id} initialLikes={article.likes} />
            </div>
          </div>
        </header>

        {/* No picture, no figure: the story's text follows its header (no grey placeholder). */}
        {hasImage(article.image) ? (
          <figure className="mt-8">
            <ArticleImage
              image={article.image}
              alt={article.imageAlt ?? ''}
              sizes="(min-width: 1280px) 860px, (min-width: 1024px) 65vw, 100vw"
              priority
              className="rounded-xl"
              mediaUrl={root?.site.mediaUrl}
            />
            {picture?.caption || article.imageAlt || picture?.credit ? (
              <figcaption className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
                {picture?.caption || article.imageAlt}
                {picture?.credit ? (
                  <>
                    {picture.caption || article.imageAlt ? ' ' : null}
                    <span className="text-xs tracking-wide uppercase">{picture.credit}</span>
                  </>
                ) : null}
              </figcaption>
            ) : null}
          </figure>
        ) : null}

        {article.isSample ? (
          <p className="mt-8 rounded-lg border border-yellow-400 bg-yellow-50 p-4 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100">
            {intl.formatMessage({ id: 'storyPage.sample' }, { siteName: root?.site.siteName ?? 'Newsdesk' })}
          </p>
        ) : null}

        {gifted ? <GiftedNote /> : null}
        {canGift || actionData ? <GiftForm answer={actionData} /> : null}
        {metered ? <MeterNote left={metered.left} counts={metered.counts} level={lock!.level} /> : null}

        <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: article.content }} />
        {lockedPart !== null ? (
          <div className={`prose mt-5 ${LOCKED_PART_CLASS}`} dangerouslySetInnerHTML={{ __html: lockedPart }} />
        ) : null}
        {lock && !lock.result.full ? (
          <PaywallPanel
            lock={{ ...lock, result: lock.result }}
            storyPath={articlePath(article)}
            donations={root?.site.payments ?? false}
          />
        ) : null}

        {live ? (
          <LiveBlog
            slug={article.slug}
            coverage={live.coverage}
            timeZone={timeZone}
            mediaUrl={root?.site.mediaUrl}
            olderThan={live.olderThan}
            more={live.more}
          />
        ) : null}

        {article.sourceName || article.sourceUrl ? (
          <p className="mt-8 border-t border-neutral-200 pt-4 text-sm text-neutral-700 dark:border-neutral-800 dark:text-neutral-300">
            {article.sourceUrl
              ? intl.formatMessage(
                  { id: 'storyPage.sourceWithLink' },
                  {
                    name: article.sourceName ?? intl.formatMessage({ id: 'storyPage.sourceUnknown' }),
                    link: (chunks) => (
                      <a className="link" href={article.sourceUrl!} rel="noopener noreferrer nofollow" target="_blank">
                        {chunks}
                      </a>
                    ),
                  },
                )
              : intl.formatMessage(
                  { id: 'storyPage.source' },
                  { name: article.sourceName ?? intl.formatMessage({ id: 'storyPage.sourceUnknown' }) },
                )}
          </p>
        ) : null}

        {article.tags.length > 0 ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={intl.formatMessage({ id: 'storyPage.tags' })}>
            {article.tags.map((tag) => (
              <li key={tag}>
                {tagSlug(tag) ? (
                  <a
                    href={local(tagPath(tag))}
                    className="block rounded-full bg-neutral-100 px-3 py-1 text-sm text-neutral-800 hover:underline dark:bg-neutral-800 dark:text-neutral-200"
                  >
                    {intl.formatMessage({ id: 'storyPage.tag' }, { tag })}
                  </a>
                ) : (
                  <span className="block rounded-full bg-neutral-100 px-3 py-1 text-sm text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200">
                    {intl.formatMessage({ id: 'storyPage.tag' }, { tag })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}

        {/* Follow the story's tags, its section and its writers (docs/product.md, 'Alerts and following'). */}
        {preview ? null : (
          <div className="mt-4 noscript:hidden">
            <p className="text-sm font-semibold text-neutral-700 dark:text-neutral-300" id="follow-topics">
              {intl.formatMessage({ id: 'follow.storyTopics' })}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="follow-topics">
              {[...new Set(article.tags.map(tagSlug).filter(Boolean))].map((slug) => (
                <li key={`tag:${slug}`}>
                  <FollowButton
                    kind="tag"
                    topicKey={slug}
                    name={article.tags.find((tag) => tagSlug(tag) === slug) ?? slug}
                    chip
                  />
                </li>
              ))}
              <li>
                <FollowButton kind="section" topicKey={info.key} name={categoryName(intl, article.category)} chip />
              </li>
              {credits.authors.flatMap((person) =>
                person.path?.startsWith('/author/') ? (
                  <li key={person.path}>
                    <FollowButton
                      kind="author"
                      topicKey={decodeURIComponent(person.path.slice('/author/'.length))}
                      name={person.name}
                      chip
                    />
                  </li>
                ) : (
                  []
                ),
              )}
            </ul>
            <FollowTexts />
          </div>
        )}

        {article.republishable && root?.site.republishLicence && !preview && !lock ? (
          <Republish
            html={republishHtml(
              {
                id: article._id,
                title: article.title,
                byline: joinNames(credits.authors.map((person) => person.name)),
                url: `${publicUrl}${articlePath(article)}`,
                published: formatDate(published, timeZone, intl.locale),
                content: article.content,
              },
              { name: root.site.siteName, publicUrl },
              root.site.republishLicence,
            )}
            licence={root.site.republishLicence}
          />
        ) : null}

        {/* Breaking news alerts offered at the story's end (the push island hides it where they are on or cannot be). */}
        {preview ? null : <AlertsOptIn siteName={root?.site.siteName ?? 'Newsdesk'} />}

        {root?.site.newsletter ? (
          <NewsletterSignup id="article-newsletter" siteName={root.site.siteName} variant="article" />
        ) : null}
      </article>

      {comments ? (
        <section
          id="comments"
          aria-labelledby="comments-heading"
          data-comments={comments.replace(/\/comments$/, '/comment-list')}
          data-label-offline={intl.formatMessage({ id: 'storyPage.commentOffline' })}
          className="mt-12 border-t border-neutral-200 pt-8 dark:border-neutral-800"
        >
          <h2 id="comments-heading" className="font-serif text-2xl font-bold">
            {intl.formatMessage({ id: 'storyPage.comments' })}
          </h2>
          <p className="mt-2">
            <a href={comments} className="link font-semibold">
              {intl.formatMessage({ id: 'storyPage.readComments' })}
            </a>
          </p>
        </section>
      ) : null}

      <section
        aria-labelledby="related-heading"
        className="mt-12 border-t border-neutral-200 pt-8 dark:border-neutral-800"
      >
        <h2 id="related-heading" className="font-serif text-2xl font-bold">
          {intl.formatMessage({ id: 'storyPage.related' })}
        </h2>
        {related.length > 0 ? (
          <ul className="mt-2 grid gap-x-8 divide-neutral-200 sm:grid-cols-2 dark:divide-neutral-800">
            {related.map((item) => (
              <CompactItem key={item._id} article={item} timeZone={timeZone} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">
            {intl.formatMessage(
              { id: 'storyPage.noRelated' },
              {
                category: categoryName(intl, article.category),
                link: (chunks) => (
                  <a className="link" href={local(info.path)}>
                    {chunks}
                  </a>
                ),
              },
            )}
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * 'Republish this story' (docs/product.md, 'Republishing'): the licence, what to keep, and the
 * HTML to paste, in a field any reader can select; 'Copy the HTML' copies it (app/islands/share.ts).
 */
function Republish({ html, licence }: { html: string; licence: RepublishLicence }) {
  const intl = useIntl();
  return (
    <details className="mt-8 rounded-lg border border-neutral-300 p-4 dark:border-neutral-700">
      <summary className="cursor-pointer font-semibold">{intl.formatMessage({ id: 'republish.title' })}</summary>
      <div className="mt-3 space-y-3 text-sm leading-6">
        <p>
          {intl.formatMessage(
            { id: 'republish.licence' },
            {
              licence,
              link: (chunks) => (
                <a
                  className="link"
                  href={REPUBLISH_LICENCES[licence]}
                  rel="license noopener noreferrer"
                  target="_blank"
                >
                  {chunks}
                </a>
              ),
            },
          )}
        </p>
        <label htmlFor="republish-html" className="block font-semibold">
          {intl.formatMessage({ id: 'republish.html' })}
        </label>
        <textarea id="republish-html" readOnly rows={8} value={html} className="input font-mono text-xs" />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-secondary py-1"
            data-copy="republish-html"
            data-label-copied={intl.formatMessage({ id: 'republish.copied' })}
            data-label-by-hand={intl.formatMessage({ id: 'republish.copyByHand' })}
          >
            {intl.formatMessage({ id: 'republish.copy' })}
          </button>
          <span data-copied role="status" />
        </div>
      </div>
    </details>
  );
}

/**
 * An unknown story is the site's 404 page (status 404, the same look and links as any unknown
 * address); any other failure says so plainly, without blaming the reader's network.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = isRouteErrorResponse(error) ? previewRefusalOf(error.data) : null;
  if (refused) return <PreviewRefusalPanel {...refused} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel />;
  return <StoryError />;
}

function StoryError() {
  const intl = useIntl();
  return (
    <MessagePanel title={intl.formatMessage({ id: 'storyPage.errorTitle' })}>
      <p>{intl.formatMessage({ id: 'storyPage.errorBody' })}</p>
    </MessagePanel>
  );
}
