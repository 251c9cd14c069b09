import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { statementsWhile } from '../../tests/helpers/db';
import { saveStoryThroughApi, signedInAs } from '../../tests/helpers/factories';

/**
 * Whether an edition has a story to search is kept (docs/architecture.md, 'Caches'): the search
 * page asks every edition, and an edition without stories answers with no statement at all,
 * until a story of it is published.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('searching an edition', () => {
  it('answers an edition without stories from memory, and finds its first story as soon as it is out', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    expect((await t.services.search.search('मानसून', 1, 12, 'hi')).results).toEqual([]);
    const again = await statementsWhile(t.database, () => t.services.search.search('मानसून', 1, 12, 'hi'));
    expect(again.value.results).toEqual([]);
    expect(again.statements).toEqual([]);

    const story = await saveStoryThroughApi(t.app, auth, {
      title: 'केरल में मानसून पहुंचा',
      content: '<p>मानसून गुरुवार को केरल पहुंचा।</p>',
      edition: 'hi',
      status: 'published',
    });
    const found = await t.services.search.search('मानसून', 1, 12, 'hi');
    expect(found.results.map((hit) => hit._id)).toEqual([story._id]);
    // The English edition still has none.
    expect((await t.services.search.search('मानसून', 1, 12, 'en')).results).toEqual([]);
  });
});
