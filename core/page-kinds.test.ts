import { describe, expect, it } from 'vitest';
import { closedToCrawlers, isAppPage, isSharedPage, pageKind, serviceWorkerPages } from './page-kinds';

describe('pageKind', () => {
  it('knows the account pages and the admin area, with a query or hash, in any letter case', () => {
    for (const path of ['/admin', '/admin/news/new', '/login?redirectTo=%2Fadmin', '/register', '/logout', '/ADMIN']) {
      expect(pageKind(path), path).toBe('app');
    }
    expect(isAppPage('/profile')).toBe(true);
    expect(isAppPage('/settings#theme')).toBe(true);
    expect(isAppPage('/reset-password?token=x')).toBe(true);
  });

  it('calls every other page a document, some of them private or kept offline', () => {
    for (const path of ['/news/a-story', '/health-news?page=2', '/search?q=admin', '/cookie-policy#cookie-settings']) {
      expect(isAppPage(path), path).toBe(false);
    }
    expect(pageKind('/health-news?page=2')).toBe('document');
    expect(pageKind('/search?q=admin')).toBe('private');
    expect(pageKind('/preview/123')).toBe('private');
    expect(pageKind('/newsletter/confirm?token=x')).toBe('private');
    expect(pageKind('/newsletter')).toBe('document');
    for (const path of ['/', '/saved', '/offline', '/news/a-story']) expect(pageKind(path), path).toBe('offline');
    expect(pageKind('/news/a-story/live')).toBe('document');
    expect(pageKind('/api/news')).toBe('api');
  });

  it('matches whole path segments only', () => {
    expect(isAppPage('/administration')).toBe(false);
    expect(isAppPage('/settings-explained')).toBe(false);
    expect(isAppPage('/news/login')).toBe(false);
    expect(pageKind('/searching')).toBe('document');
  });

  it('shares only the public documents', () => {
    expect(isSharedPage('/')).toBe(true);
    expect(isSharedPage('/world-news')).toBe(true);
    for (const path of ['/api/news', '/admin', '/search', '/preview/1', '/verify-email']) {
      expect(isSharedPage(path), path).toBe(false);
    }
  });
});

describe('the rules made from the list', () => {
  it('closes to crawlers what robots.txt closed before, and the other private pages', () => {
    expect(closedToCrawlers()).toEqual(
      expect.arrayContaining([
        '/admin',
        '/api',
        '/search',
        '/login',
        '/register',
        '/invite',
        '/profile',
        '/settings',
        '/forgot-password',
        '/reset-password',
        '/verify-email',
        '/preview',
      ]),
    );
  });

  it("gives the service worker the API and the app's pages to leave alone, and its pages to keep", () => {
    const pages = serviceWorkerPages();
    const networkOnly = new RegExp(pages.networkOnly);
    for (const path of ['/api', '/api/news', '/admin', '/admin/users', '/login', '/verify-email']) {
      expect(networkOnly.test(path), path).toBe(true);
    }
    for (const path of ['/', '/news/a-story', '/search', '/saved', '/administration']) {
      expect(networkOnly.test(path), path).toBe(false);
    }
    expect(pages.shell).toEqual(['/offline', '/saved', '/']);
    expect(new RegExp(pages.story).test('/news/a-story')).toBe(true);
    expect(new RegExp(pages.story).test('/news/a-story/live')).toBe(false);
  });
});
