import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_AUTHOR } from '../../core/article';
import { CATEGORIES } from '../../core/categories';
import { SAMPLE_WIDTHS } from '../../core/images';
import { createTestDatabase } from '../../tests/helpers/db';
import { insertArticle } from '../../tests/helpers/factories';
import type { Database } from '../db/client';
import { articles } from '../db/schema';
import { readSample, sampleArticles, SAMPLES_FOLDER } from './samples';
import { sampleRows, seedSamplesIfEmpty } from './seed';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('sample stories', () => {
  it('cover all ten categories with at least 60 stories of varied length, all marked as samples', () => {
    const rows = sampleRows(new Date('2026-11-22T00:00:00Z'));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const category of CATEGORIES)
      expect(
        rows.some((r) => r.category === category),
        category,
      ).toBe(true);
    expect(rows.filter((r) => (r.wordCount ?? 0) > 1000).length).toBeGreaterThanOrEqual(5);
    expect(rows.some((r) => (r.wordCount ?? 0) < 400)).toBe(true);
    expect(rows.every((r) => r.isSample && r.author === SAMPLE_AUTHOR)).toBe(true);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
  });

  it('use only images shipped in the repository', async () => {
    const { existsSync } = await import('node:fs');
    for (const row of sampleRows(new Date())) {
      expect(existsSync(`public${row.image}`), String(row.image)).toBe(true);
    }
  });

  it('are seeded on an empty database, once in the life of the site', async () => {
    const inserted = await seedSamplesIfEmpty(database.db);
    expect(inserted).toBeGreaterThanOrEqual(60);
    expect(await seedSamplesIfEmpty(database.db)).toBe(0);
    // Deleting them all does not bring them back.
    await database.db.delete(articles).where(eq(articles.isSample, true));
    expect(await seedSamplesIfEmpty(database.db)).toBe(0);
    const [row] = await database.db.select({ n: count() }).from(articles);
    expect(row?.n).toBe(0);
  });

  it('are not added to a site that already has articles', async () => {
    await insertArticle(database.db);
    expect(await seedSamplesIfEmpty(database.db)).toBe(0);
  });
});

describe('sample pictures', () => {
  it('gives every sample story a picture of its own, in each shipped width', () => {
    const images = sampleArticles().map((sample) => sample.image);
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) {
      for (const width of SAMPLE_WIDTHS) {
        expect(existsSync(new URL(`../../public/samples/${image}-${width}.webp`, import.meta.url))).toBe(true);
      }
    }
  });
});

describe('sample files', () => {
  it('refuses a file that is not a story, naming the file and what is wrong', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-samples-'));
    try {
      const story = JSON.parse(readFileSync(path.join(SAMPLES_FOLDER, 'india-1.json'), 'utf8')) as object;
      const wrong = path.join(dir, 'india-9.json');
      writeFileSync(wrong, JSON.stringify({ ...story, category: 'Weather', body: [{ p: 'A' }, { h3: 'B' }] }));
      expect(() => readSample(wrong)).toThrow(/india-9\.json is not a sample story:[\s\S]*category[\s\S]*body\[1\]/);
      writeFileSync(wrong, '{ "title": ');
      expect(() => readSample(wrong)).toThrow(/india-9\.json is not JSON/);
      writeFileSync(wrong, JSON.stringify(story));
      expect(readSample(wrong)).toMatchObject({ image: 'india-9', title: (story as { title: string }).title });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
