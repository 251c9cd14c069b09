import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';
import { auditLog } from '../db/schema';
import { AuditLog } from './audit.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('records who did what, on which object, from which address; newest first, filtered by person and action', async () => {
    const { viewer: admin } = await signedInAs(t.services, 'admin', 'audit.admin');
    const { viewer: editor } = await signedInAs(t.services, 'editor', 'audit.editor');
    const asAdmin = pageContext(t, admin, { ip: '198.51.100.7' }).actor;
    const asEditor = pageContext(t, editor, { ip: '198.51.100.8' }).actor;
    await t.services.audit.record(asAdmin, {
      action: 'user.role',
      target: { type: 'user', id: editor._id, label: 'audit.editor' },
      details: { from: 'author', to: 'editor' },
    });
    await t.services.audit.record(asEditor, { action: 'scheduler.trigger' });

    const all = await t.services.queries.audit.list(asAdmin, {});
    expect(all.total).toBe(2);
    expect(all.items[0]).toMatchObject({ action: 'scheduler.trigger', actorName: 'audit.editor', ip: '198.51.100.8' });
    expect(all.items[1]).toMatchObject({
      action: 'user.role',
      actorId: admin._id,
      targetType: 'user',
      targetLabel: 'audit.editor',
      details: { from: 'author', to: 'editor' },
    });
    expect(all.facets.actions).toEqual(['scheduler.trigger', 'user.role']);
    expect(all.facets.actors.map((a) => a.name)).toEqual(['audit.admin', 'audit.editor']);

    const byAdmin = await t.services.queries.audit.list(asAdmin, { actor: admin._id });
    expect(byAdmin.items.map((r) => r.action)).toEqual(['user.role']);
    const triggers = await t.services.queries.audit.list(asAdmin, { action: 'scheduler.trigger' });
    expect(triggers.items.map((r) => r.actorName)).toEqual(['audit.editor']);

    // Only admins read it.
    await expect(t.services.queries.audit.list(asEditor, {})).rejects.toMatchObject({ code: 'forbidden' });
    await expect(t.services.queries.audit.list(pageContext(t, null).actor, {})).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });

  it('lists records of the same instant newest first, as they were written', async () => {
    const { viewer } = await signedInAs(t.services, 'admin', 'audit.bulk');
    const actor = pageContext(t, viewer).actor;
    // A bulk action's records in one transaction share its instant (`now()`); so do records a few
    // microseconds apart on PGlite, whose clock counts whole milliseconds.
    const labels = Array.from({ length: 12 }, (_, i) => `story ${i + 1}`);
    await t.database.db.transaction(async (tx) => {
      const log = new AuditLog(tx);
      for (const label of labels) {
        await log.record(actor, { action: 'article.publish', target: { type: 'article', id: label, label } });
      }
    });
    const listed = await t.services.queries.audit.list(actor, { action: 'article.publish' });
    expect(listed.items.map((r) => r.targetLabel)).toEqual([...labels].reverse());
    expect(listed.items[0]).not.toHaveProperty('seq');
  });

  it('is append-only: the database refuses to change or remove a record', async () => {
    const { viewer } = await signedInAs(t.services, 'admin');
    await t.services.audit.record(pageContext(t, viewer).actor, { action: 'settings.update' });
    await expect(t.database.db.update(auditLog).set({ action: 'settings.hidden' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    const [row] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'));
    expect(row?.n).toBe(1);
  });
});
