import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usedByText } from '../../core/media-library';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { MIGRATIONS_FOLDER } from '../db/client';
import { liveEntries, media, mediaUses } from '../db/schema';
import { sanitizeArticleHtml } from '../news/sanitize';
import { figureIdsIn, mediaIdsIn } from './library.service';
import type { MetaDescriptor } from 'react-router';
import { loader as articleLoader, meta as articleMeta } from '../../app/routes/article';
import { callLoader } from '../../tests/helpers/pages';

const A = '11111111-2222-4333-8444-555555555555';
const B = '66666666-7777-4888-9999-aaaaaaaaaaaa';
const C = 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff';

describe('the ids a story names', () => {
  it('finds uploads in any form and figures, once each, and nothing else', () => {
    expect(
      mediaIdsIn(
        `/uploads/images/${A}`,
        `<p><img src="/uploads/images/${B}-800.webp"></p><figure data-media="${C}"></figure><img src="/uploads/images/${B}-1200.jpg">`,
        null,
        '<img src="/uploads/images/not-a-uuid-at-all-000000000000000-800.webp">',
      ),
    ).toEqual([A, B, C]);
    expect(figureIdsIn(`<figure data-media="${C}"></figure><img src="/uploads/images/${A}-1200.jpg">`)).toEqual([C]);
  });

  it('names up to three stories in a refusal, and counts the rest', () => {
    expect(usedByText(['Rain'])).toBe('This picture is used by “Rain”. Take it out of that story first.');
    expect(usedByText(['Rain', 'Sun', 'Wind and hail'])).toBe(
      'This picture is used by “Rain”, “Sun” and “Wind and hail”. Take it out of those stories first.',
    );
    expect(usedByText(['Rain', 'Sun', 'Fog'], 5)).toBe(
      'This picture is used by “Rain”, “Sun”, “Fog” and 2 more. Take it out of those stories first.',
    );
  });
});

describe('a body figure', () => {
  const picture = {
    id: A,
    width: 1600,
    height: 900,
    alt: 'Boats "at" dawn <b>',
    caption: 'Kasimedu',
    credit: 'Photo: A. Rao',
  };

  it('is drawn from the library: every format and width, its size, alt text, caption and credit', () => {
    const html = sanitizeArticleHtml(
      `<figure data-media="${A}"><img src="https://evil.example/x.jpg" onerror="alert(1)"><figcaption>old</figcaption></figure>`,
      new Map([[A, picture]]),
    );
    expect(html).toBe(
      `<figure data-media="${A}"><picture>` +
        `<source type="image/avif" srcset="/uploads/images/${A}-480.avif 480w, /uploads/images/${A}-800.avif 800w, /uploads/images/${A}-1200.avif 1200w, /uploads/images/${A}-1600.avif 1600w" sizes="(min-width: 1280px) 720px, (min-width: 1024px) 60vw, 100vw">` +
        `<source type="image/webp" srcset="/uploads/images/${A}-480.webp 480w, /uploads/images/${A}-800.webp 800w, /uploads/images/${A}-1200.webp 1200w, /uploads/images/${A}-1600.webp 1600w" sizes="(min-width: 1280px) 720px, (min-width: 1024px) 60vw, 100vw">` +
        `<img src="/uploads/images/${A}-1200.jpg" alt="Boats &quot;at&quot; dawn <b>" width="1600" height="900" loading="lazy" decoding="async">` +
        `</picture><figcaption>Kasimedu <span class="credit">Photo: A. Rao</span></figcaption></figure>`,
    );
    // Drawn again from its own output, it is the same.
    expect(sanitizeArticleHtml(html, new Map([[A, picture]]))).toBe(html);
  });

  it('loses its link to the library when the picture is not there, and no other element keeps data-media', () => {
    const html = sanitizeArticleHtml(
      `<figure data-media="${B}"><img src="/uploads/images/${B}-1200.jpg" alt="x"></figure><p data-media="${A}">Text</p><figure data-media="javascript:alert(1)"></figure>`,
      new Map([[A, picture]]),
    );
    expect(html).not.toContain('data-media');
    expect(html).toContain(`<img src="/uploads/images/${B}-1200.jpg" alt="x" loading="lazy">`);
    expect(html).not.toContain('<picture>');
  });

  it('in a gallery: 2 to 12 library pictures side by side, each a link to its largest size', () => {
    const pictures = new Map([A, B, C].map((id) => [id, { ...picture, id }]));
    const html = sanitizeArticleHtml(
      `<figure data-gallery="9"><figure data-media="${A}"></figure><p>stray</p><figure data-media="${B}"><img src="x"></figure><figure data-media="00000000-0000-4000-8000-000000000000"></figure></figure>`,
      pictures,
    );
    expect(
      html.startsWith(
        `<figure data-gallery="2"><figure data-media="${A}"><a href="/uploads/images/${A}-1600.webp" data-viewer=""><picture>`,
      ),
    ).toBe(true);
    expect(html).toContain('sizes="(min-width: 1280px) 360px, (min-width: 640px) 45vw, 100vw"');
    expect(html).not.toContain('stray');
    expect(sanitizeArticleHtml(html, pictures)).toBe(html);
    // One picture left is no gallery; thirteen are cut to twelve.
    const one = sanitizeArticleHtml(`<figure data-gallery="2"><figure data-media="${A}"></figure></figure>`, pictures);
    expect(one).toBe(sanitizeArticleHtml(`<figure data-media="${A}"></figure>`, pictures));
    const many = Array.from({ length: 13 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const lots = sanitizeArticleHtml(
      `<figure data-gallery="13">${many.map((id) => `<figure data-media="${id}"></figure>`).join('')}</figure>`,
      new Map(many.map((id) => [id, { ...picture, id }])),
    );
    expect(lots.match(/<figure data-media=/g)).toHaveLength(12);
    expect(lots).toContain('data-gallery="12"');
  });

  it('never keeps a picture or source element written by hand', () => {
    const html = sanitizeArticleHtml(
      '<picture><source srcset="https://tracker.example/pixel.gif"><img src="/a.jpg" alt="a"></picture>',
    );
    expect(html).toBe('<img src="/a.jpg" alt="a" loading="lazy">');
  });
});

describe('migration 0029: the pictures uploaded before the library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("takes in every upload a story or a live entry shows, its uploader the first story's author", async () => {
    const { viewer } = await signedInAs(t.services, 'author');
    const first = await insertArticle(t.database.db, {
      image: `/uploads/images/${A}`,
      authorId: viewer._id,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const second = await insertArticle(t.database.db, {
      content: `<p>Two.</p><img src="/uploads/images/${A}-800.webp"><img src="/uploads/images/${B}-1200.jpg">`,
      createdAt: new Date('2025-02-01T00:00:00Z'),
      liveBlog: true,
    });
    await t.database.db
      .insert(liveEntries)
      .values({ articleId: second._id, body: '<p>Update</p>', image: `/uploads/images/${C}`, authorName: 'Desk' });
    await t.database.db.delete(mediaUses);
    await t.database.db.delete(media);

    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0029_media_library.sql'), 'utf8');
    const backfill = migration.slice(migration.indexOf('-- The pictures uploaded before the library'));
    for (const statement of backfill.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));

    const rows = await t.database.db.select().from(media);
    expect(rows.map((row) => [row.id, row.uploadedBy]).sort()).toEqual(
      [
        [A, viewer._id],
        [B, null],
        [C, null],
      ].sort(),
    );
    expect(rows.find((row) => row.id === A)?.createdAt).toEqual(new Date('2025-01-01T00:00:00Z'));
    const uses = await t.database.db.select().from(mediaUses);
    expect(uses.map((use) => `${use.mediaId} ${use.articleId}`).sort()).toEqual(
      [`${A} ${first._id}`, `${A} ${second._id}`, `${B} ${second._id}`, `${C} ${second._id}`].sort(),
    );
  });
});

describe("a story's featured library picture", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is captioned and credited on the page, and credited in the structured data', async () => {
    await t.database.db
      .insert(media)
      .values({ id: A, width: 1600, height: 900, alt: 'Boats', caption: 'Kasimedu at dawn', credit: 'Photo: A. Rao' });
    const row = await insertArticle(t.database.db, { image: `/uploads/images/${A}`, imageAlt: 'Boats at dawn' });
    const data = await callLoader(articleLoader, t, null, `/news/${row.slug}`, { slug: row.slug });
    expect(data.picture).toEqual({ caption: 'Kasimedu at dawn', credit: 'Photo: A. Rao' });
    const tags = articleMeta({ data, matches: [], error: undefined, params: {} } as never) as MetaDescriptor[];
    const story = tags.find((tag) => 'script:ld+json' in tag) as { 'script:ld+json': { image?: unknown } };
    expect(story['script:ld+json'].image).toEqual([
      expect.objectContaining({ '@type': 'ImageObject', caption: 'Kasimedu at dawn', creditText: 'Photo: A. Rao' }),
    ]);

    // A picture from elsewhere (an address) has neither.
    const other = await insertArticle(t.database.db, { image: 'https://images.example.com/a.jpg' });
    expect((await callLoader(articleLoader, t, null, `/news/${other.slug}`, { slug: other.slug })).picture).toBeNull();
  });
});
