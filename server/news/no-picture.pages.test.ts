import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as articlePage from '../../app/routes/article';
import * as searchPage from '../../app/routes/search';
import { ArticleRow, FeaturedCard } from '../../app/components/article-card';
import { toTeaser } from '../../core/article';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';
import { inEdition } from '../../tests/helpers/intl';
import { renderRoute } from '../../tests/security/asvs-helpers';

/**
 * A story without a picture (an RSS story that brought none, most live blogs) draws no grey
 * placeholder anywhere: the article page has no figure, the cards and search results no tile,
 * and their text takes the room (docs/product.md, 'Article page'). A story with one still shows it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PICTURE = '/samples/world-1.webp';
const noTile = (html: string) => {
  expect(html).not.toContain('placeholder.svg');
  expect(html).not.toContain('article-img');
  expect(html).not.toContain('<img');
};

describe('a story without a picture', () => {
  it('opens with its text, no figure and no placeholder; with a picture the figure is there', async () => {
    const bare = await insertArticle(t.database.db, { title: 'Harbour dues rise for the third year' });
    const html = await renderRoute(articlePage, 'news/:slug', `/news/${bare.slug}`, pageContext(t, null));
    expect(html).toContain('Harbour dues rise for the third year');
    expect(html).not.toContain('<figure');
    noTile(html);

    const pictured = await insertArticle(t.database.db, { image: PICTURE });
    const withPicture = await renderRoute(articlePage, 'news/:slug', `/news/${pictured.slug}`, pageContext(t, null));
    expect(withPicture).toContain('<figure');
    expect(withPicture).toMatch(/<img[^>]+class="article-img/);
  });

  it('as a live blog, opens with its text too', async () => {
    const live = await insertArticle(t.database.db, { title: 'Cyclone landfall: live', liveBlog: true });
    const html = await renderRoute(articlePage, 'news/:slug', `/news/${live.slug}`, pageContext(t, null));
    expect(html).toContain('Cyclone landfall: live');
    expect(html).not.toContain('<figure');
    noTile(html);
  });

  it('has cards without a tile: Featured, rows (home, category, tag, author lists) and search results', async () => {
    const bare = toTeaser(await insertArticle(t.database.db, { title: 'Ferry timetable changes' }));
    noTile(renderToString(inEdition(createElement(FeaturedCard, { article: bare, timeZone: 'Asia/Kolkata' }))));
    noTile(renderToString(inEdition(createElement(ArticleRow, { article: bare, timeZone: 'Asia/Kolkata' }))));
    const pictured = toTeaser(await insertArticle(t.database.db, { image: PICTURE }));
    expect(
      renderToString(inEdition(createElement(ArticleRow, { article: pictured, timeZone: 'Asia/Kolkata' }))),
    ).toContain('article-img');

    await insertArticle(t.database.db, { title: 'Lighthouse keepers return to Minicoy' });
    const results = await renderRoute(searchPage, 'search', '/search?q=lighthouse+minicoy', pageContext(t, null));
    expect(results).toContain('Minicoy');
    noTile(results);
  });
});
