import { Link } from 'react-router';
import type { Article, ArticleStatus } from '../../../../core/article';
import { ReviewNoteNotice, ReviewPanel } from '../../../components/admin/editor-review';

/**
 * What the writer is told above the form: the editor's note on a story sent back, the review
 * panel of a story waiting for an editor, and, for a writer without a name, how it will be signed.
 */
export function EditorNotices({
  article,
  status,
  canPublish,
  unnamedByline,
  timeZone,
  pending,
  onSendBack,
}: {
  article: Article | null;
  /** The status as last saved. */
  status: ArticleStatus;
  canPublish: boolean;
  unnamedByline: string | null;
  timeZone: string;
  pending: boolean;
  onSendBack: (note: string) => void;
}) {
  return (
    <>
      {article?.reviewNote && status === 'draft' ? (
        <ReviewNoteNotice note={article.reviewNote} timeZone={timeZone} />
      ) : null}

      {article && canPublish && status === 'review' ? (
        <ReviewPanel article={article} timeZone={timeZone} pending={pending} onSendBack={onSendBack} />
      ) : null}

      {unnamedByline ? (
        <p className="rounded-lg border border-neutral-300 bg-white p-4 text-sm dark:border-neutral-700 dark:bg-neutral-900">
          This story will be signed ‘By {unnamedByline}’, your username.{' '}
          <Link to="/profile" className="link">
            Add your first and last name to your profile
          </Link>{' '}
          before you save it to sign it with your name.
        </p>
      ) : null}
    </>
  );
}
