import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Article } from '../../../core/article';
import { formatDateTime } from '../../../core/dates';
import { EDITIONS, otherEditions, type Edition } from '../../../core/editions';
import type { LinkedStory } from '../../../server/news/translations';
import { getJson } from './editor-values';

/**
 * A saved story's translations (docs/decisions/009-editions.md): for each other edition, the
 * linked story (its title, status, a link to edit it, and 'Show beside' to write with it in view)
 * with the corrections made to it since this story was last saved, which this one may need too;
 * or 'Translate into …', which makes the linked draft and opens it.
 */
export function EditorTranslations({
  article,
  timeZone,
  beside,
  onShowBeside,
}: {
  article: Article;
  timeZone: string;
  /** The linked story shown beside the form, if any. */
  beside: string | null;
  onShowBeside: (story: LinkedStory | null) => void;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const linked = useQuery({
    queryKey: ['translations', article._id],
    queryFn: () => getJson<LinkedStory[]>(`/api/news/${article._id}/translations`),
  });
  const translate = useMutation({
    mutationFn: async (edition: Edition) => {
      const res = await fetch(`/api/news/${article._id}/translations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ edition }),
      });
      const answer = (await res.json()) as Article & { message?: string };
      if (!res.ok) throw new Error(answer.message ?? `The translation could not be made (${res.status})`);
      return answer;
    },
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: ['translations', article._id] });
      toast.success(
        `${EDITIONS[made.edition].english} draft made: translate it over the ${EDITIONS[article.edition].english} words.`,
      );
      void navigate(`/admin/news/${made._id}/edit`);
    },
    onError: (error) => toast.error(error.message),
  });
  const muted = 'text-sm text-neutral-700 dark:text-neutral-300';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-neutral-300 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold">
        Translations
      </h2>
      {linked.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load the translations: {linked.error.message}
        </p>
      ) : !linked.data ? (
        <p className={muted}>Loading…</p>
      ) : (
        <ul className="space-y-3">
          {otherEditions(article.edition).map((edition) => {
            const story = linked.data.find((s) => s.edition === edition);
            if (!story) {
              return (
                <li key={edition} className="flex flex-wrap items-center gap-3">
                  <span className={muted}>No {EDITIONS[edition].english} story yet.</span>
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={translate.isPending}
                    onClick={() => translate.mutate(edition)}
                  >
                    Translate into {EDITIONS[edition].english}
                  </button>
                </li>
              );
            }
            // Corrections made to it since this story was last saved: this one may need them too.
            const since = story.corrections.filter((c) => c.createdAt > article.updatedAt);
            return (
              <li key={edition} className="space-y-2">
                <p>
                  <span className="font-semibold">{EDITIONS[edition].english}:</span>{' '}
                  <a href={`/admin/news/${story._id}/edit`} className="link" lang={EDITIONS[edition].code}>
                    {story.title}
                  </a>{' '}
                  <span className={muted}>({story.status})</span>
                </p>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-pressed={beside === story._id}
                  onClick={() => onShowBeside(beside === story._id ? null : story)}
                >
                  {beside === story._id ? 'Hide the' : 'Show the'} {EDITIONS[edition].english} story beside the form
                </button>
                {since.map((correction) => (
                  <p
                    key={correction.createdAt}
                    role="note"
                    className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
                  >
                    The {EDITIONS[edition].english} story was corrected on{' '}
                    {formatDateTime(correction.createdAt, timeZone)}:{' '}
                    <q lang={EDITIONS[edition].code}>{correction.text}</q> Correct this one too if it says the same.
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * A linked story's words beside the form, to translate from (its title, description and body as
 * saved; the body is the server's sanitized HTML).
 */
export function StoryBeside({ story }: { story: LinkedStory }) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      lang={EDITIONS[story.edition].code}
      className="space-y-3 rounded-lg border border-neutral-300 bg-neutral-50 p-4 lg:sticky lg:top-4 lg:max-h-[80vh] lg:overflow-y-auto dark:border-neutral-700 dark:bg-neutral-900"
    >
      <p className="text-xs font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300" lang="en">
        {EDITIONS[story.edition].english} story
      </p>
      <h2 id={headingId} className="font-serif text-xl font-bold">
        {story.title}
      </h2>
      {story.text ? (
        <>
          <p className="text-neutral-700 dark:text-neutral-300">{story.text.description}</p>
          <div className="article-body" dangerouslySetInnerHTML={{ __html: story.text.content }} />
        </>
      ) : null}
    </aside>
  );
}
