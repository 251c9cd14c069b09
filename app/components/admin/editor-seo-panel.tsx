import type { SeoReport } from '../../../core/seo';
import { Field } from './editor-field';
import { TagInput } from './tag-input';
import type { Values } from './editor-values';

/** The colours of an SEO score's band, shared by the editor's score badge and this panel. */
export const SEO_LEVEL_CLASS: Record<SeoReport['level'], string> = {
  good: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  fair: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  poor: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/**
 * The editor's SEO tab: the meta fields (each empty one showing what it will be filled
 * with), keywords, focus keyword, canonical address, and the score with what to fix.
 */
export function EditorSeoPanel({
  values,
  set,
  metaTitle,
  report,
}: {
  values: Values;
  set: (patch: Partial<Values>) => void;
  /** The meta title as it will be saved (empty: from the title). */
  metaTitle: string;
  report: SeoReport;
}) {
  return (
    <>
      <Field
        name="metaTitle"
        label="Meta title"
        values={values}
        set={set}
        counted="metaTitle"
        hint={`Empty: “${metaTitle}”`}
      />
      <Field
        name="metaDescription"
        label="Meta description"
        values={values}
        set={set}
        counted="metaDescription"
        multiline
        hint={values.metaDescription ? undefined : 'Empty: taken from the description.'}
      />
      <TagInput
        id="article-keywords"
        label="Keywords"
        values={values.keywords}
        onChange={(keywords) => set({ keywords })}
      />
      <Field name="focusKeyword" label="Focus keyword" values={values} set={set} />
      <Field name="canonicalUrl" label="Canonical URL" values={values} set={set} type="url" />
      <section aria-labelledby="seo-score-heading" className={`rounded-lg p-4 ${SEO_LEVEL_CLASS[report.level]}`}>
        <h2 id="seo-score-heading" className="font-bold">
          SEO score: {report.score} / 100
        </h2>
        {report.issues.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {report.issues.map((issue) => (
              <li key={issue.code}>
                {issue.message}
                {issue.points ? ` (+${issue.points})` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm">Nothing to fix.</p>
        )}
      </section>
    </>
  );
}
