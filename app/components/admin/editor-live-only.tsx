import { useId } from 'react';
import { Link } from 'react-router';
import { articlePath, type Article } from '../../../core/article';
import { liveOnlyNote } from '../../../core/live';
import { EditorLive } from './editor-live';

/**
 * The editor as the author of a live blog whose text is now an editor's (published, scheduled or
 * archived) sees it (docs/product.md, 'Live blogs'): the story shown, not editable, with a note
 * saying why, and the Live updates panel, where they post, change and delete entries. No Save or
 * Publish: the server refuses an author's change to such a story's fields.
 */
export function LiveOnlyEditor({
  article,
  timeZone,
  onChanged,
}: {
  article: Article;
  timeZone: string;
  onChanged: () => void;
}) {
  const storyId = useId();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-black">Post live updates</h1>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          Status: <strong>{article.status}</strong>
          {article.status === 'published' ? (
            <>
              {' · '}
              <ViewOnSite article={article} />
            </>
          ) : null}
        </p>
      </div>

      <section
        aria-labelledby={storyId}
        className="space-y-2 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
      >
        <h2 id={storyId} className="font-serif text-xl font-bold">
          {article.title}
        </h2>
        <p>{article.description}</p>
        <p className="font-semibold">{liveOnlyNote(article.status, article.liveEndedAt !== null)}</p>
      </section>

      <EditorLive
        articleId={article._id}
        endedAt={article.liveEndedAt}
        canEnd={false}
        timeZone={timeZone}
        onChanged={onChanged}
      />
    </div>
  );
}

/** The published story's page, in a new tab: the editor's status line. */
export function ViewOnSite({ article }: { article: Pick<Article, 'slug'> }) {
  return (
    <Link to={articlePath(article)} className="link" target="_blank" rel="noopener">
      View on the site<span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}
