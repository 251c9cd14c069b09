import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles';
import { loader as layoutLoader } from '../../app/routes/admin/layout';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { callLoader, pageContext } from '../../tests/helpers/pages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.contact.create({
    name: 'Asha Reader',
    email: 'asha@example.com',
    subject: 'A correction',
    message: 'The date in the story is wrong.',
  });
});
afterAll(() => t.close());

const menu = async (role: Role) => {
  const { viewer } = await signedInAs(t.services, role);
  return callLoader(layoutLoader, t, viewer, '/admin');
};

describe('the admin frame (AdminQueries.frame, through the layout loader)', () => {
  it('shows each role the pages it may open, and the unread count to those who handle messages', async () => {
    const admin = await menu('admin');
    expect(admin.pages.map((p) => p.to)).toEqual([
      '/admin',
      '/admin/articles',
      '/admin/news/new',
      '/admin/media',
      '/admin/front-page',
      '/admin/alerts',
      '/admin/scheduler',
      '/admin/messages',
      '/admin/comments',
      '/admin/newsletter',
      '/admin/analytics',
      '/admin/seo',
      '/admin/users',
      '/admin/settings',
      '/admin/audit',
    ]);
    expect(admin.unreadMessages).toBe(1);

    const editor = await menu('editor');
    expect(editor.pages.map((p) => p.label)).toEqual([
      'Dashboard',
      'Articles',
      'New article',
      'Media',
      'Front page',
      'Alerts',
      'Scheduler',
      'Messages',
      'Comments',
      'Newsletter',
      'Analytics',
      'SEO',
    ]);
    expect(editor.unreadMessages).toBe(1);
    expect(editor.commentsWaiting).toBe(0);

    const author = await menu('author');
    expect(author.pages.map((p) => p.label)).toEqual([
      'Dashboard',
      'Articles',
      'New article',
      'Media',
      'Analytics',
      'SEO',
    ]);
    expect(author.unreadMessages).toBeNull();
    expect(author.commentsWaiting).toBeNull();
    expect(author.username).toMatch(/^author-/);
  });

  it('sends visitors to sign in (coming back), a generated password to /settings, and readers to a 403', async () => {
    const visitor = callLoader(layoutLoader, t, null, '/admin/seo?page=2');
    await expect(visitor).rejects.toMatchObject({ status: 302 });
    const sent = (await visitor.catch((r: unknown) => r)) as Response;
    expect(sent.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/admin/seo?page=2')}`);

    await expect(menu('reader')).rejects.toMatchObject({ init: { status: 403 } });

    const { viewer } = await signedInAs(t.services, 'admin');
    const refused = (await callLoader(layoutLoader, t, { ...viewer, mustChangePassword: true }, '/admin').catch(
      (r: unknown) => r,
    )) as Response;
    expect(refused.headers.get('Location')).toBe('/settings');
  });

  it('is the one check: the use case refuses a reader directly', async () => {
    const { viewer } = await signedInAs(t.services, 'reader');
    await expect(t.services.queries.admin.frame(pageContext(t, viewer).actor, [])).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
