import { EDITIONS, type Edition } from '../../../../core/editions';
import { missingRequired } from '../../../../core/article-input';
import { CATEGORIES, type Category } from '../../../../core/categories';
import { uploadProblem } from '../../../../core/media';
import { SEO_MIN_WORDS, TOO_SHORT_FOR_SEO } from '../../../../core/seo';
import { readingTime } from '../../../../core/text';
import { Field } from '../../../components/admin/editor-field';
import type { Values } from '../../../components/admin/editor-values';
import { RichTextEditor } from '../../../components/admin/rich-text-editor';

/**
 * The Content tab: title, category, description, excerpt, the rich text and its word count, and
 * the featured image (a file, said at the field at once when it is refused, or an address).
 */
export function ContentPanel({
  values,
  set,
  showErrors,
  generation,
  words,
  preview,
  imageProblem,
  setImageProblem,
  setImageFile,
  editionFixed,
}: {
  values: Values;
  set: (patch: Partial<Values>) => void;
  /** A save was refused for empty required fields: they are marked. */
  showErrors: boolean;
  /** Changes when a restored revision replaces the text: the rich text editor starts again with it. */
  generation: number;
  words: number;
  /** The picture as it will show: the chosen file, or the image at the address. */
  preview: string | null;
  /** Said at the field as soon as a file is chosen or refused. */
  imageProblem: string | null;
  setImageProblem: (problem: string | null) => void;
  /** The picture file to upload (null: none, or an address typed instead). */
  setImageFile: (file: File | null) => void;
  /** A saved story keeps its edition: another language is a translation ('Translations', below). */
  editionFixed: boolean;
}) {
  const missing = (value: string) => showErrors && !value.trim();
  return (
    <>
      <Field
        name="title"
        label="Title"
        values={values}
        set={set}
        counted="title"
        required
        invalid={missing(values.title)}
      />
      <div>
        <label htmlFor="article-category" className="block text-sm font-semibold">
          Category
        </label>
        <select
          id="article-category"
          value={values.category}
          onChange={(e) => set({ category: e.target.value as Category })}
          className="input mt-1 w-auto"
        >
          {CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="article-edition" className="block text-sm font-semibold">
          Edition
        </label>
        <select
          id="article-edition"
          value={values.edition}
          disabled={editionFixed}
          aria-describedby={editionFixed ? 'article-edition-hint' : undefined}
          onChange={(e) => set({ edition: e.target.value as Edition })}
          className="input mt-1 w-auto"
        >
          {(Object.keys(EDITIONS) as Edition[]).map((e) => (
            <option key={e} value={e} lang={EDITIONS[e].code}>
              {EDITIONS[e].name}
            </option>
          ))}
        </select>
        {editionFixed ? (
          <p id="article-edition-hint" className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            A story stays in its edition. For another language, use Translate under the form.
          </p>
        ) : null}
      </div>
      <Field
        name="description"
        label="Description"
        values={values}
        set={set}
        counted="description"
        multiline
        required
        invalid={missing(values.description)}
      />
      <Field name="excerpt" label="Excerpt" values={values} set={set} counted="excerpt" multiline />
      <div>
        <p id="article-content-label" className="text-sm font-semibold">
          Content<span aria-hidden="true"> *</span>
        </p>
        <div className="mt-1">
          <RichTextEditor
            key={generation}
            id="article-content"
            labelledBy="article-content-label"
            value={values.content}
            onChange={(content) => set({ content })}
            invalid={showErrors && missingRequired({ title: 'x', description: 'x', content: values.content })}
          />
        </div>
        <p className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          {words.toLocaleString('en-IN')} words · {readingTime(words)} min read
          {words < SEO_MIN_WORDS ? ` · ${TOO_SHORT_FOR_SEO}` : ''}
        </p>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Featured image</legend>
        {preview ? <img src={preview} alt="" className="aspect-video w-full max-w-md rounded-lg object-cover" /> : null}
        <div>
          <label htmlFor="article-image-file" className="block text-sm">
            Upload an image (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB)
          </label>
          <input
            id="article-image-file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-invalid={imageProblem ? true : undefined}
            aria-describedby={imageProblem ? 'article-image-file-problem' : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              const problem = file ? uploadProblem(file) : null;
              setImageProblem(problem);
              if (problem) e.target.value = '';
              setImageFile(problem ? null : file);
            }}
            className="mt-1 block text-sm"
          />
          {imageProblem ? (
            <p
              id="article-image-file-problem"
              role="alert"
              className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300"
            >
              {imageProblem}
            </p>
          ) : null}
        </div>
        <Field
          name="image"
          label="…or the address of an image"
          values={values}
          set={(patch) => {
            setImageFile(null);
            set(patch);
          }}
          type="url"
        />
        <Field name="imageAlt" label="Image description (for readers who cannot see it)" values={values} set={set} />
      </fieldset>
    </>
  );
}
