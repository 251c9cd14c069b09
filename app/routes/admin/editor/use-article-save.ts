import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Article, ArticleStatus } from '../../../../core/article';
import { NEWS_CREATED, NEWS_SAVE_FAILED, NEWS_UPDATED } from '../../../../core/article-input';
import { SCHEDULE_FIELD_MESSAGES } from '../../../../core/schedule';
import {
  newIdempotencyKey,
  SaveError,
  saveArticle,
  sendBackArticle,
  type SaveProgress,
  type Values,
} from '../../../components/admin/editor-values';

/**
 * Saving the article through the API (docs/product.md, 'Admin: article editor'), and an
 * editor's 'Send back' of a story in review. Success and failure are said in a toast; a refusal
 * about the picture or the 'Publish at' time is handed to `onFieldRefused`, to be said at the field.
 */
export function useArticleSave(options: {
  article: Article | null;
  values: Values;
  imageFile: File | null;
  /** The status as last saved: a story newly submitted for review says so. */
  savedStatus: ArticleStatus;
  onSaved: (article: Article) => void;
  onSentBack: (article: Article) => void;
  onFieldRefused: (field: 'publishAt' | 'image', message: string) => void;
}) {
  const { article, values, imageFile, savedStatus } = options;
  const [progress, setProgress] = useState<SaveProgress>({ phase: 'saving' });

  // One Idempotency-Key per save of a new article: a double click, or saving again after a lost
  // answer, sends the same form with the same key, and the server makes one article.
  const attempt = useRef<{ key: string; form: string } | null>(null);
  const keyFor = (status: ArticleStatus) => {
    const form = JSON.stringify([
      values,
      status,
      imageFile && [imageFile.name, imageFile.size, imageFile.lastModified],
    ]);
    if (attempt.current?.form !== form) attempt.current = { key: newIdempotencyKey(), form };
    return attempt.current.key;
  };

  const save = useMutation({
    mutationFn: (status: ArticleStatus) =>
      saveArticle(article, values, imageFile, status, setProgress, article ? null : keyFor(status)),
    onSuccess: (result) => {
      const submitted = result.status === 'review' && savedStatus !== 'review';
      toast.success(article ? NEWS_UPDATED : NEWS_CREATED, {
        description: submitted
          ? 'Submitted for review: an editor publishes it or sends it back with a note.'
          : undefined,
      });
      options.onSaved(result);
    },
    onError: (error) => {
      // A refusal about one field is said at that field (its tab opened), not only in a toast.
      const fields = error instanceof SaveError ? error.fields : {};
      if (fields.publishAt) {
        options.onFieldRefused('publishAt', SCHEDULE_FIELD_MESSAGES[fields.publishAt] ?? fields.publishAt);
        return;
      }
      if (fields.image) options.onFieldRefused('image', error.message);
      toast.error(NEWS_SAVE_FAILED, { description: error.message });
    },
  });

  // An editor sends a story in review back: a draft again; what is typed and not saved stays in the form.
  const sendBack = useMutation({
    mutationFn: (note: string) => sendBackArticle(article!, note),
    onSuccess: (result) => {
      toast.success('Sent back to the author');
      options.onSentBack(result);
    },
    onError: (error) => toast.error('The story was not sent back', { description: error.message }),
  });

  return {
    save: (status: ArticleStatus) => save.mutate(status),
    sendBack: (note: string) => sendBack.mutate(note),
    /** A save or a send-back is under way: the buttons wait. */
    pending: save.isPending || sendBack.isPending,
    /** How far the save is ('Uploading picture… 40%'); null when no save runs. */
    progress: save.isPending ? progress : null,
  };
}
