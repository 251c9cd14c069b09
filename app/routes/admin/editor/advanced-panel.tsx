import { ARTICLE_STATUSES, type ArticleStatus } from '../../../../core/article';
import type { Values } from '../../../components/admin/editor-values';
import { TagInput } from '../../../components/admin/tag-input';
import { BylineField } from '../../../components/admin/byline-field';
import type { BylineChoice } from '../../../../core/bylines';

/** The Advanced tab: the status (editors and admins), Featured, Trending, Live blog, the tags and the bylines. */
export function AdvancedPanel({
  values,
  set,
  canPublish,
  bylineChoices,
}: {
  values: Values;
  set: (patch: Partial<Values>) => void;
  canPublish: boolean;
  bylineChoices: BylineChoice[];
}) {
  return (
    <>
      <div>
        <label htmlFor="article-status" className="block text-sm font-semibold">
          Status
        </label>
        <select
          id="article-status"
          value={values.status}
          disabled={!canPublish}
          onChange={(e) => set({ status: e.target.value as ArticleStatus })}
          className="input mt-1 w-auto"
        >
          {ARTICLE_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        {!canPublish ? (
          <p className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
            Submit your story for review when it is ready: an editor publishes it, or sends it back with a note.
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" checked={values.featured} onChange={(e) => set({ featured: e.target.checked })} />
        Featured
      </label>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" checked={values.trending} onChange={(e) => set({ trending: e.target.checked })} />
        Trending
      </label>
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={values.liveBlog}
            onChange={(e) => set({ liveBlog: e.target.checked })}
            aria-describedby="article-live-hint"
          />
          Live blog
        </label>
        <p id="article-live-hint" className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          Its page lists timestamped updates, newest first, and shows new ones to readers without a reload. Write them
          in the Live updates panel below once the story is saved.
        </p>
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={values.republishable}
            onChange={(e) => set({ republishable: e.target.checked })}
            aria-describedby="article-republish-hint"
          />
          Free to republish
        </label>
        <p id="article-republish-hint" className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          Its page offers ‘Republish this story’: the HTML with a credit, a link to this page and a counter, under the
          licence chosen in Site settings (with none chosen, nothing is offered). The story’s panel below shows where it
          was republished.
        </p>
      </div>
      <TagInput id="article-tags" label="Tags" values={values.tags} onChange={(tags) => set({ tags })} />
      <BylineField entries={values.bylines} choices={bylineChoices} onChange={(bylines) => set({ bylines })} />
    </>
  );
}
