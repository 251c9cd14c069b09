import { ARTICLE_STATUSES, type ArticleStatus } from '../../../../core/article';
import type { Values } from '../../../components/admin/editor-values';
import { TagInput } from '../../../components/admin/tag-input';
import { BylineField } from '../../../components/admin/byline-field';
import type { BylineChoice } from '../../../../core/bylines';
import { ACCESS_LABELS, STORY_ACCESS, type PaywallSettings, type StoryAccess } from '../../../../core/access';
import { STORY_COMMENT_LABELS, STORY_COMMENTS, type StoryComments } from '../../../../core/comments';

/** The Advanced tab: the status (editors and admins), Featured, Trending, Live blog, the tags and the bylines. */
export function AdvancedPanel({
  values,
  set,
  canPublish,
  bylineChoices,
  tiers,
  paywall,
  tagFollowers,
}: {
  values: Values;
  set: (patch: Partial<Values>) => void;
  canPublish: boolean;
  bylineChoices: BylineChoice[];
  tiers: { _id: string; name: string }[];
  paywall: Pick<PaywallSettings, 'defaultAccess' | 'categoryAccess'>;
  /** Readers following each of the saved story's tags, by slug. */
  tagFollowers?: Record<string, number>;
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
      <AccessField values={values} set={set} tiers={tiers} paywall={paywall} />
      <div>
        <label htmlFor="article-comments" className="block text-sm font-semibold">
          Comments
        </label>
        <select
          id="article-comments"
          value={values.comments}
          onChange={(e) => set({ comments: e.target.value as StoryComments })}
          aria-describedby="article-comments-hint"
          className="input mt-1 w-auto"
        >
          {STORY_COMMENTS.map((mode) => (
            <option key={mode} value={mode}>
              {STORY_COMMENT_LABELS[mode]}
            </option>
          ))}
        </select>
        <p id="article-comments-hint" className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          Open comments close by themselves the number of days after publication set in Site settings; closed ones stay
          on the page.
        </p>
      </div>
      <TagInput
        id="article-tags"
        label="Tags"
        values={values.tags}
        onChange={(tags) => set({ tags })}
        followers={tagFollowers}
      />
      <BylineField entries={values.bylines} choices={bylineChoices} onChange={(bylines) => set({ bylines })} />
    </>
  );
}

/**
 * Who may read the story in full (docs/product.md, 'Access and the paywall'): the site's default
 * for its category, everyone, registered readers or members (of any paid tier, or of those
 * ticked). Where the public preview ends is the body's 'Preview ends here' divider.
 */
function AccessField({
  values,
  set,
  tiers,
  paywall,
}: {
  values: Values;
  set: (patch: Partial<Values>) => void;
  tiers: { _id: string; name: string }[];
  paywall: Pick<PaywallSettings, 'defaultAccess' | 'categoryAccess'>;
}) {
  const inherited = paywall.categoryAccess[values.category] ?? paywall.defaultAccess;
  const label = (access: StoryAccess) =>
    access === 'default' ? `Site default (${ACCESS_LABELS[inherited].toLowerCase()})` : ACCESS_LABELS[access];
  const toggle = (id: string, on: boolean) =>
    set({ accessTiers: on ? [...values.accessTiers, id] : values.accessTiers.filter((t) => t !== id) });
  return (
    <div>
      <label htmlFor="article-access" className="block text-sm font-semibold">
        Access
      </label>
      <select
        id="article-access"
        value={values.access}
        onChange={(e) => set({ access: e.target.value as StoryAccess })}
        aria-describedby="article-access-hint"
        className="input mt-1 w-auto"
      >
        {STORY_ACCESS.map((access) => (
          <option key={access} value={access}>
            {label(access)}
          </option>
        ))}
      </select>
      <p id="article-access-hint" className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
        Readers without access see the story up to its ‘Public preview ends here’ divider (the body toolbar’s ‘Preview
        ends’ button; without one, the first three paragraphs), then an offer to sign up or become a member.
      </p>
      {values.access === 'members' && tiers.length > 0 ? (
        <fieldset className="mt-2">
          <legend className="text-sm">Members of (none ticked: any paid tier)</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {tiers.map((tier) => (
              <label key={tier._id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={values.accessTiers.includes(tier._id)}
                  onChange={(e) => toggle(tier._id, e.target.checked)}
                />
                {tier.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
