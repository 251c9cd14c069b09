import type { RefObject } from 'react';
import type { ArticleStatus } from '../../../../core/article';
import { progressText, type SaveProgress, type Values } from '../../../components/admin/editor-values';

/**
 * The buttons under the form (docs/product.md, 'Admin: article editor'). A published story:
 * 'Update' and 'Unpublish…'. Otherwise 'Save as Draft'; for an author 'Submit for review' (or
 * 'Save, keep in review'); for an editor 'Publish Article' and 'Schedule' with its 'Publish at'
 * time; 'Save as archived' or 'Save as review' when the Advanced tab chose that status. Then
 * how far a save is, or that there are unsaved changes.
 */
export function SaveBar({
  live,
  canPublish,
  savedStatus,
  values,
  timeZone,
  pending,
  progress,
  dirty,
  publishAtRef,
  publishAtProblem,
  onPublishAt,
  onSubmit,
  onUnpublish,
}: {
  /** Published, and the viewer may publish: its changes are saved where readers see them. */
  live: boolean;
  canPublish: boolean;
  savedStatus: ArticleStatus;
  values: Values;
  timeZone: string;
  pending: boolean;
  progress: SaveProgress | null;
  dirty: boolean;
  publishAtRef: RefObject<HTMLInputElement | null>;
  publishAtProblem: string | null;
  onPublishAt: (value: string) => void;
  onSubmit: (status: ArticleStatus) => void;
  onUnpublish: () => void;
}) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-neutral-300 pt-5 dark:border-neutral-700">
      {live ? (
        <>
          {/* A published story: its changes are saved where readers see them; leaving the site is asked first. */}
          <button type="submit" className="btn-primary" disabled={pending}>
            Update
          </button>
          <button type="button" className="btn-secondary" disabled={pending} onClick={onUnpublish}>
            Unpublish…
          </button>
        </>
      ) : (
        <button type="button" className="btn-secondary" disabled={pending} onClick={() => onSubmit('draft')}>
          Save as Draft
        </button>
      )}
      {!canPublish ? (
        <button type="button" className="btn-primary" disabled={pending} onClick={() => onSubmit('review')}>
          {savedStatus === 'review' ? 'Save, keep in review' : 'Submit for review'}
        </button>
      ) : null}
      {canPublish && !live ? (
        <>
          <button type="submit" className="btn-primary" disabled={pending}>
            Publish Article
          </button>
          <span className="flex flex-wrap items-center gap-2">
            <label htmlFor="article-publish-at" className="text-sm font-semibold">
              Publish at <span className="font-normal">({timeZone})</span>
            </label>
            <input
              id="article-publish-at"
              ref={publishAtRef}
              type="datetime-local"
              value={values.publishAt}
              aria-invalid={publishAtProblem ? true : undefined}
              aria-describedby={publishAtProblem ? 'article-publish-at-problem' : undefined}
              onChange={(e) => onPublishAt(e.target.value)}
              className="input w-auto"
            />
            <button type="button" className="btn-secondary" disabled={pending} onClick={() => onSubmit('scheduled')}>
              Schedule
            </button>
            {publishAtProblem ? (
              <span
                id="article-publish-at-problem"
                role="alert"
                className="basis-full text-sm font-semibold text-red-700 dark:text-red-300"
              >
                {publishAtProblem}
              </span>
            ) : null}
          </span>
        </>
      ) : null}
      {canPublish && (values.status === 'archived' || values.status === 'review') ? (
        <button type="button" className="btn-secondary" disabled={pending} onClick={() => onSubmit(values.status)}>
          Save as {values.status}
        </button>
      ) : null}
      <span role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
        {pending ? (progress ? progressText(progress) : 'Saving…') : dirty ? 'Unsaved changes' : ''}
      </span>
    </div>
  );
}
