import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as auditLoader } from '../../app/routes/admin/audit';
import type { Viewer } from '../auth/auth.service';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { callLoader, pageContext } from '../../tests/helpers/pages';
import { AUDIT_PAGE_SIZE } from './audit.queries';

let t: TestApp;
let admin: Viewer;
let editor: Viewer;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t.services, 'admin', 'page.admin')).viewer;
  editor = (await signedInAs(t.services, 'editor', 'page.editor')).viewer;
  const asAdmin = pageContext(t, admin).actor;
  for (let i = 0; i < AUDIT_PAGE_SIZE; i++) {
    await t.services.audit.record(asAdmin, {
      action: 'article.update',
      target: { type: 'article', id: crypto.randomUUID(), label: `Story ${i}` },
    });
  }
  await t.services.audit.record(pageContext(t, editor).actor, { action: 'scheduler.trigger' });
});
afterAll(() => t.close());

describe('/admin/audit (the page over AuditQueries.list)', () => {
  it('lists records newest first, a page at a time, filtered by person and action', async () => {
    const first = await callLoader(auditLoader, t, admin, '/admin/audit');
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 1);
    expect(first.totalPages).toBe(2);
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ action: 'scheduler.trigger', actorName: 'page.editor' });
    expect(first.facets.actions).toEqual(['article.update', 'scheduler.trigger']);

    const second = await callLoader(auditLoader, t, admin, '/admin/audit?page=2');
    expect(second.items.map((r) => r.targetLabel)).toEqual(['Story 0']);

    const byEditor = await callLoader(auditLoader, t, admin, `/admin/audit?actor=${editor._id}`);
    expect(byEditor).toMatchObject({ total: 1, filters: { actor: editor._id } });
    const updates = await callLoader(auditLoader, t, admin, '/admin/audit?action=article.update');
    expect(updates.items.every((r) => r.action === 'article.update')).toBe(true);
  });

  it('sends a page past the last to the last, keeping the filters; ignores values that name nothing', async () => {
    const past = (await callLoader(auditLoader, t, admin, `/admin/audit?actor=${editor._id}&page=9`).catch(
      (r: unknown) => r,
    )) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get('Location')).toBe(`/admin/audit?actor=${editor._id}`);

    const odd = await callLoader(auditLoader, t, admin, '/admin/audit?actor=nobody&action=DROP%20TABLE&page=x');
    expect(odd).toMatchObject({ page: 1, filters: { actor: undefined, action: undefined } });
  });

  it('is for admins: editors get a 403, visitors the sign-in page', async () => {
    await expect(callLoader(auditLoader, t, editor, '/admin/audit')).rejects.toMatchObject({ init: { status: 403 } });
    const visitor = (await callLoader(auditLoader, t, null, '/admin/audit').catch((r: unknown) => r)) as Response;
    expect(visitor.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/admin/audit')}`);
  });
});
