import type { Article, ArticleStatus } from '../../../../core/article';
import { formatDateTime } from '../../../../core/dates';
import { ViewOnSite } from '../../../components/admin/editor-live-only';

/**
 * The editor's heading: new or edited, the status as saved (when it was submitted, when it goes
 * out, or a link to it on the site), and the live SEO score.
 */
export function EditorHeading({
  article,
  status,
  timeZone,
  score,
  scoreClass,
}: {
  article: Article | null;
  /** The status as last saved. */
  status: ArticleStatus;
  timeZone: string;
  score: number;
  scoreClass: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="font-serif text-3xl font-black">{article ? 'Edit article' : 'New article'}</h1>
        {article ? (
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            Status: <strong>{status}</strong>
            {status === 'review' && article.submittedAt ? (
              <>
                {' · submitted '}
                <time dateTime={article.submittedAt}>{formatDateTime(article.submittedAt, timeZone)}</time>
              </>
            ) : null}
            {status === 'scheduled' && article.publishAt ? (
              <>
                {' · goes out '}
                <time dateTime={article.publishAt}>{formatDateTime(article.publishAt, timeZone)}</time>
              </>
            ) : null}
            {status === 'published' ? (
              <>
                {' · '}
                <ViewOnSite article={article} />
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <p className={`rounded-lg px-3 py-2 text-sm font-bold ${scoreClass}`} aria-live="polite">
        SEO score {score}
      </p>
    </div>
  );
}
