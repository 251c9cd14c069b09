import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages';

describe('isAppPage', () => {
  it('knows the account pages and the admin area, with a query or hash', () => {
    for (const path of ['/admin', '/admin/news/new', '/login?redirectTo=%2Fadmin', '/register', '/logout']) {
      expect(isAppPage(path), path).toBe(true);
    }
    expect(isAppPage('/profile')).toBe(true);
    expect(isAppPage('/settings#theme')).toBe(true);
  });

  it('calls every other page a document', () => {
    for (const path of [
      '/',
      '/news/a-story',
      '/health-news?page=2',
      '/search?q=admin',
      '/cookie-policy#cookie-settings',
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });

  it('matches whole path segments only', () => {
    expect(isAppPage('/administration')).toBe(false);
    expect(isAppPage('/settings-explained')).toBe(false);
    expect(isAppPage('/news/login')).toBe(false);
  });
});
