import { Field } from '../../../components/admin/editor-field';
import { EditorSharePreview } from '../../../components/admin/editor-share-preview';
import type { Values } from '../../../components/admin/editor-values';

/** The Social tab: the Open Graph and X texts, beside the share card they make. */
export function SocialPanel({
  values,
  set,
  preview,
  host,
  title,
  description,
}: {
  values: Values;
  set: (patch: Partial<Values>) => void;
  preview: string | null;
  host: string;
  /** The card's texts as they will be shown: empty fields filled from the title and description. */
  title: string;
  description: string;
}) {
  return (
    <>
      <div className="space-y-5">
        <Field name="ogTitle" label="OG title" values={values} set={set} counted="ogTitle" />
        <Field
          name="ogDescription"
          label="OG description"
          values={values}
          set={set}
          counted="ogDescription"
          multiline
        />
        <Field name="twitterTitle" label="Twitter title" values={values} set={set} counted="twitterTitle" />
        <Field
          name="twitterDescription"
          label="Twitter description"
          values={values}
          set={set}
          counted="twitterDescription"
          multiline
        />
      </div>
      <EditorSharePreview image={preview} host={host} title={title} description={description} />
    </>
  );
}
