import type { Article } from '../../../../core/article';
import type { AlertStory } from '../../../components/admin/alert-composer';
import { EditorAlerts } from '../../../components/admin/editor-alerts';
import { EditorLive } from '../../../components/admin/editor-live';
import { EditorNotes } from '../../../components/admin/editor-notes';
import { EditorPreview } from '../../../components/admin/editor-preview';
import { EditorRepublished } from '../../../components/admin/editor-republished';
import type { Values } from '../../../components/admin/editor-values';

/**
 * Under the form of a saved article: its preview links, its live updates (a live blog),
 * corrections and updates and alerts (published, for editors), and where it was republished (free
 * to republish).
 */
export function SavedArticlePanels({
  article,
  saved,
  canPublish,
  dirty,
  timeZone,
  onChanged,
}: {
  article: Article;
  saved: Values;
  canPublish: boolean;
  dirty: boolean;
  timeZone: string;
  /** Something the article shows changed: the page's data is read again. */
  onChanged: () => void;
}) {
  // An alert goes out on a published story, sent by an editor (docs/product.md, 'Alerts and following').
  const alertStory: AlertStory | null =
    canPublish && saved.status === 'published'
      ? {
          _id: article._id,
          title: article.title,
          description: article.description,
          image: article.image,
          edition: article.edition,
        }
      : null;
  return (
    <>
      <EditorPreview articleId={article._id} dirty={dirty} timeZone={timeZone} />

      {saved.liveBlog ? (
        <EditorLive
          articleId={article._id}
          endedAt={article.liveEndedAt}
          canEnd={canPublish}
          timeZone={timeZone}
          onChanged={onChanged}
          alertStory={alertStory}
        />
      ) : null}

      {alertStory ? <EditorAlerts story={alertStory} timeZone={timeZone} /> : null}

      {canPublish && saved.status === 'published' ? (
        <EditorNotes articleId={article._id} notes={article.notes} timeZone={timeZone} onAdded={onChanged} />
      ) : null}

      {saved.republishable ? <EditorRepublished articleId={article._id} timeZone={timeZone} /> : null}
    </>
  );
}
