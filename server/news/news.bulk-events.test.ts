import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DomainEvents } from '../lib/events';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';

/**
 * Issue 33, finding 13: a bulk action announces its stories once, not once per story (each
 * announcement had every listener read the lists again while the next story was saved).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('a bulk archive of 7 stories sends one articles.changed naming them all', async () => {
  const { viewer } = await signedInAs(t.services, 'editor');
  const stories = [];
  for (let i = 0; i < 7; i++) stories.push(await insertArticle(t.database.db, { category: i % 2 ? 'World' : 'India' }));
  const heard: DomainEvents['articles.changed'][] = [];
  t.services.events.on('articles.changed', (event) => void heard.push(event));
  const ids = stories.map((s) => s._id);
  const result = await t.services.commands.news.bulk(pageContext(t, viewer).actor, { action: 'archive', ids });
  expect(result.done).toEqual(ids);
  expect(heard).toHaveLength(1);
  expect(heard[0]).toMatchObject({ ids, change: 'updated', public: true });
  expect(new Set(heard[0]?.categories)).toEqual(new Set(['India', 'World']));
  expect(heard[0]?.inPlace).toBeUndefined();
  // Each story still has its own audit record.
  const { items } = await t.services.audit.list({ page: 1, limit: 50 });
  expect(items.filter((r) => r.action === 'article.unpublish' && ids.includes(r.targetId ?? ''))).toHaveLength(7);
});
