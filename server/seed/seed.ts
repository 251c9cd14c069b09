import { tagSlugs } from '../../core/tags';
import { eq, sql } from 'drizzle-orm';
import { SAMPLE_AUTHOR } from '../../core/article';
import { slugify } from '../../core/slug';
import { countWords, htmlToText } from '../../core/text';
import type { Db } from '../db/client';
import { articles, settings, type NewArticleRow } from '../db/schema';
import { sampleArticles, type SampleBlock } from './samples';
import { LOCK_KEYS } from '../db/locks';

const SEEDED_KEY = 'samples_seeded';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function blocksToHtml(blocks: SampleBlock[]): string {
  return blocks
    .map((block) => {
      if ('h2' in block) return `<h2>${escapeHtml(block.h2)}</h2>`;
      if ('p' in block) return `<p>${escapeHtml(block.p)}</p>`;
      if ('quote' in block) {
        return `<blockquote><p>${escapeHtml(block.quote)}</p><p>— ${escapeHtml(block.by)}</p></blockquote>`;
      }
      return `<ul>${block.ul.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('\n');
}

/** The sample stories as rows, dated relative to `now`. */
export function sampleRows(now: Date): NewArticleRow[] {
  const used = new Set<string>();
  return sampleArticles().map((sample) => {
    let slug = slugify(sample.title) || 'sample-story';
    for (let n = 2; used.has(slug); n++) slug = `${slugify(sample.title)}-${n}`;
    used.add(slug);
    const content = blocksToHtml(sample.body);
    const publishedAt = new Date(now.getTime() - sample.hoursAgo * 3_600_000);
    return {
      slug,
      title: sample.title,
      category: sample.category,
      description: sample.description,
      content,
      excerpt: sample.excerpt,
      image: `/samples/${sample.image}-1200.webp`,
      imageAlt: sample.imageAlt,
      keywords: sample.keywords,
      focusKeyword: sample.focusKeyword,
      tags: sample.tags,
      tagSlugs: tagSlugs(sample.tags),
      status: 'published',
      featured: sample.featured ?? false,
      trending: sample.trending ?? false,
      author: SAMPLE_AUTHOR,
      isSample: true,
      wordCount: countWords(htmlToText(content)),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
}

/**
 * Seeds the sample stories once in the life of a site: on an empty database, and
 * never again after (deleting them all does not bring them back).
 * Answers how many were inserted.
 */
export async function seedSamplesIfEmpty(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    // One seeder at a time when several processes start together on PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.seedSamples})`);
    const [done] = await tx.select().from(settings).where(eq(settings.key, SEEDED_KEY));
    if (done) return 0;
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(articles);
    let inserted = 0;
    if (n === 0) {
      const rows = sampleRows(now);
      await tx.insert(articles).values(rows);
      inserted = rows.length;
    }
    await tx.insert(settings).values({ key: SEEDED_KEY, value: { at: now.toISOString(), inserted } });
    return inserted;
  });
}
