import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { CATEGORIES, CATEGORY_INFO } from '../core/categories';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../core/editions';

/**
 * The reading pages, which every edition has (docs/decisions/009-editions.md): the default
 * edition's at `/`, another's under its prefix (`/hi/…`), the same modules with ids of their own.
 * Their loaders read the edition from the address (`editionOf`), so each address is one page.
 */
function readingPages(edition: Edition): RouteConfigEntry[] {
  const id = (name: string) => (edition === DEFAULT_EDITION ? name : `${edition}/${name}`);
  const page = (path: string, file: string, name = file.replace(/\.tsx$/, '')) => route(path, file, { id: id(name) });
  return [
    index('routes/home.tsx', { id: id('routes/home') }),
    ...CATEGORIES.map((category) =>
      page(CATEGORY_INFO[category].path.slice(1), 'routes/category.tsx', `category-${CATEGORY_INFO[category].key}`),
    ),
    page('news', 'routes/news-missing.tsx'),
    page('news/:slug', 'routes/article.tsx'),
    // A story's comments as a page of their own: without JavaScript, and 'Load more' (docs/product.md, 'Comments').
    page('news/:slug/comments', 'routes/comments.tsx'),
    page('tag/:slug', 'routes/tag.tsx'),
    page('author/:username', 'routes/author.tsx'),
    page('contributor/:slug', 'routes/contributor.tsx'),
    page('search', 'routes/search.tsx'),
    page('saved', 'routes/saved.tsx'),
    // What the reader follows, filled by the follow island (docs/product.md, 'Alerts and following').
    page('my-news', 'routes/my-news.tsx'),
    page('newsletter', 'routes/newsletter.tsx'),
    // An email's links, in the language of the edition whose email it is.
    page('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    page('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    page('membership', 'routes/membership.tsx'),
    page('donate', 'routes/donate.tsx'),
    page('about', 'routes/about.tsx'),
    page('contact', 'routes/contact.tsx'),
    page('privacy-policy', 'routes/privacy-policy.tsx'),
    page('terms-of-service', 'routes/terms-of-service.tsx'),
    page('disclaimer', 'routes/disclaimer.tsx'),
    page('cookie-policy', 'routes/cookie-policy.tsx'),
    page('*', 'routes/not-found.tsx'),
  ];
}

/** A story's fragments, loaded by its page's islands: no layout, in the story's edition. */
function storyFragments(edition: Edition): RouteConfigEntry[] {
  const base = EDITIONS[edition].prefix.slice(1);
  const at = (path: string) => (base ? `${base}/${path}` : path);
  const id = (name: string) => (edition === DEFAULT_EDITION ? name : `${edition}/${name}`);
  return [
    // An open live blog's question for new entries: a fragment of HTML, no layout.
    route(at('news/:slug/live'), 'routes/live-updates.tsx', { id: id('routes/live-updates') }),
    // A story's thread as a fragment, which its page loads when the comments come into view.
    route(at('news/:slug/comment-list'), 'routes/comment-list.tsx', { id: id('routes/comment-list') }),
  ];
}

/** The editions but the default one, each with its reading pages under its prefix. */
const OTHER_EDITIONS = (Object.keys(EDITIONS) as Edition[]).filter((edition) => edition !== DEFAULT_EDITION);

export default [
  ...OTHER_EDITIONS.map((edition) =>
    route(EDITIONS[edition].prefix.slice(1), 'routes/public-layout.tsx', { id: `${edition}/routes/public-layout` }, [
      ...readingPages(edition),
    ]),
  ),
  layout('routes/public-layout.tsx', [
    ...readingPages(DEFAULT_EDITION),
    // The same page for a story not out yet (docs/product.md, 'Preview'); never cached (server/http.ts).
    route('preview/:id', 'routes/article.tsx', { id: 'article-preview' }),
    route('offline', 'routes/offline.tsx'),
    route('login', 'routes/login.tsx'),
    route('login/link', 'routes/login-link.tsx'),
    route('register', 'routes/register.tsx'),
    route('invite/:token', 'routes/invite.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('account', 'routes/account.tsx'),
  ]),
  ...(Object.keys(EDITIONS) as Edition[]).flatMap(storyFragments),
  // The alerts panel, fetched by the push island on a bell's first press: a fragment, no layout.
  ...(Object.keys(EDITIONS) as Edition[]).map((edition) =>
    route(`${EDITIONS[edition].prefix.slice(1)}/alerts-panel`.replace(/^\//, ''), 'routes/alerts-panel.tsx', {
      id: edition === DEFAULT_EDITION ? 'routes/alerts-panel' : `${edition}/routes/alerts-panel`,
    }),
  ),
  // The next newsletter as its readers' mail apps will show it (editors and admins).
  route('admin/newsletter/preview', 'routes/admin/newsletter-preview.tsx'),
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/users', 'routes/admin/users.tsx'),
    route('admin/settings', 'routes/admin/site-settings.tsx'),
    route('admin/articles', 'routes/admin/articles.tsx'),
    route('admin/front-page', 'routes/admin/front-page.tsx'),
    route('admin/alerts', 'routes/admin/alerts.tsx'),
    route('admin/scheduler', 'routes/admin/scheduler.tsx'),
    route('admin/messages', 'routes/admin/messages.tsx'),
    route('admin/media', 'routes/admin/media.tsx'),
    route('admin/contributors', 'routes/admin/contributors.tsx'),
    route('admin/tiers', 'routes/admin/tiers.tsx'),
    route('admin/comments', 'routes/admin/comments.tsx'),
    route('admin/members', 'routes/admin/members.tsx'),
    route('admin/members/:id', 'routes/admin/member.tsx'),
    route('admin/revenue', 'routes/admin/revenue.tsx'),
    route('admin/newsletter', 'routes/admin/newsletter.tsx'),
    route('admin/analytics', 'routes/admin/analytics.tsx'),
    route('admin/seo', 'routes/admin/seo.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/news/new', 'routes/admin/editor.tsx', { id: 'article-new' }),
    route('admin/news/:id/edit', 'routes/admin/editor.tsx', { id: 'article-edit' }),
  ]),
] satisfies RouteConfig;
