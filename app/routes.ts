import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { CATEGORIES, CATEGORY_INFO } from '../core/categories';

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    ...CATEGORIES.map((category) =>
      route(CATEGORY_INFO[category].path, 'routes/category.tsx', {
        id: `category-${CATEGORY_INFO[category].key}`,
      }),
    ),
    route('news', 'routes/news-missing.tsx'),
    route('news/:slug', 'routes/article.tsx'),
    // The same page for a story not out yet (docs/product.md, 'Preview'); never cached (server/http.ts).
    route('preview/:id', 'routes/article.tsx', { id: 'article-preview' }),
    route('tag/:slug', 'routes/tag.tsx'),
    route('author/:username', 'routes/author.tsx'),
    route('contributor/:slug', 'routes/contributor.tsx'),
    route('search', 'routes/search.tsx'),
    route('saved', 'routes/saved.tsx'),
    route('offline', 'routes/offline.tsx'),
    route('newsletter', 'routes/newsletter.tsx'),
    route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('invite/:token', 'routes/invite.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('terms-of-service', 'routes/terms-of-service.tsx'),
    route('disclaimer', 'routes/disclaimer.tsx'),
    route('cookie-policy', 'routes/cookie-policy.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // An open live blog's question for new entries: a fragment of HTML, no layout.
  route('news/:slug/live', 'routes/live-updates.tsx'),
  // The next newsletter as its readers' mail apps will show it (editors and admins).
  route('admin/newsletter/preview', 'routes/admin/newsletter-preview.tsx'),
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/users', 'routes/admin/users.tsx'),
    route('admin/settings', 'routes/admin/site-settings.tsx'),
    route('admin/articles', 'routes/admin/articles.tsx'),
    route('admin/front-page', 'routes/admin/front-page.tsx'),
    route('admin/scheduler', 'routes/admin/scheduler.tsx'),
    route('admin/messages', 'routes/admin/messages.tsx'),
    route('admin/media', 'routes/admin/media.tsx'),
    route('admin/contributors', 'routes/admin/contributors.tsx'),
    route('admin/newsletter', 'routes/admin/newsletter.tsx'),
    route('admin/analytics', 'routes/admin/analytics.tsx'),
    route('admin/seo', 'routes/admin/seo.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/news/new', 'routes/admin/editor.tsx', { id: 'article-new' }),
    route('admin/news/:id/edit', 'routes/admin/editor.tsx', { id: 'article-edit' }),
  ]),
] satisfies RouteConfig;
