/**
 * The sample stories a new site shows so it never looks empty: one JSON file a story in
 * server/seed/samples/ (its README.md says how to change them), read and checked the first
 * time they are asked for. Everything in them is fictional.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CATEGORIES } from '../../core/categories';
import { projectPath } from '../lib/project-root';

/** Where the stories are, in the source tree (also when the server runs compiled). */
export const SAMPLES_FOLDER = projectPath('server', 'seed', 'samples');

const text = z.string().min(1);

/** A piece of a story's body: a subheading, a paragraph, a quotation and who said it, or a list. */
const blockSchema = z.union([
  z.strictObject({ h2: text }),
  z.strictObject({ p: text }),
  z.strictObject({ quote: text, by: text }),
  z.strictObject({ ul: z.array(text).min(1) }),
]);
export type SampleBlock = z.infer<typeof blockSchema>;

const sampleSchema = z.strictObject({
  title: text,
  category: z.enum(CATEGORIES),
  /** The standfirst. */
  description: text,
  /** The teaser, worded apart from the description. */
  excerpt: text,
  tags: z.array(text).min(1),
  keywords: z.array(text).min(1),
  /** A word or phrase that appears in the body. */
  focusKeyword: text,
  imageAlt: text,
  featured: z.boolean().optional(),
  trending: z.boolean().optional(),
  /** How many hours before seeding the story was published. */
  hoursAgo: z.number().int().min(1).max(720),
  body: z.array(blockSchema).min(1),
});

export type SampleArticle = z.infer<typeof sampleSchema> & {
  /** The picture's name, the file's (`india-1`): public/samples/<image>-<width>.webp. */
  image: string;
};

/** One story file, checked; a file that is not a story fails with its name and what is wrong. */
export function readSample(file: string): SampleArticle {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = sampleSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is not a sample story:\n${z.prettifyError(parsed.error)}`);
  return { ...parsed.data, image: path.basename(file, '.json') };
}

let loaded: readonly SampleArticle[] | undefined;

/** Every sample story, in the order of their files' names (india-2 before india-10). */
export function sampleArticles(): readonly SampleArticle[] {
  loaded ??= readdirSync(SAMPLES_FOLDER)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => readSample(path.join(SAMPLES_FOLDER, name)));
  return loaded;
}
