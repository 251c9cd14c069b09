import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/editor';
import { ARTICLE_STATUSES, type Article, type ArticleStatus } from '../../../core/article';
import {
  autoFill,
  missingRequired,
  NEWS_CREATED,
  NEWS_SAVE_FAILED,
  NEWS_UPDATED,
  REQUIRED_FIELDS,
} from '../../../core/article-input';
import { CATEGORIES, type Category } from '../../../core/categories';
import { imageSources } from '../../../core/images';
import { hasFocusKeyword, seoReport, SEO_MIN_WORDS, TOO_SHORT_FOR_SEO } from '../../../core/seo';
import { countWords, htmlToText, readingTime } from '../../../core/text';
import { formatDateTime } from '../../../core/dates';
import { uploadProblem } from '../../../core/media';
import { SCHEDULE_FIELD_MESSAGES, scheduleFieldProblem } from '../../../core/schedule';
import { Field } from '../../components/admin/editor-field';
import { EditorSeoPanel, SEO_LEVEL_CLASS } from '../../components/admin/editor-seo-panel';
import { EditorSharePreview } from '../../components/admin/editor-share-preview';
import { EditorHistory } from '../../components/admin/editor-history';
import { EditorNotes } from '../../components/admin/editor-notes';
import { EditorPreview } from '../../components/admin/editor-preview';
import { EditorLive } from '../../components/admin/editor-live';
import { LiveOnlyEditor, ViewOnSite } from '../../components/admin/editor-live-only';
import { ReviewNoteNotice, ReviewPanel } from '../../components/admin/editor-review';
import {
  newIdempotencyKey,
  progressText,
  SaveError,
  saveArticle,
  sendBackArticle,
  valuesOf,
  type SaveProgress,
  type Values,
} from '../../components/admin/editor-values';
import { UnpublishDialog } from '../../components/admin/unpublish-dialog';
import { RichTextEditor } from '../../components/admin/rich-text-editor';
import { TagInput } from '../../components/admin/tag-input';
import { editorDraftKey, signOutCount } from '../../lib/editor-drafts';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { editorData } from './editor.server';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return editorData(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) =>
  adminMeta(
    matches,
    loaderData?.article
      ? `${loaderData.mode === 'live' ? 'Live updates' : 'Edit'}: ${loaderData.article.title}`
      : 'New article',
  );

const TABS = ['Content', 'SEO', 'Social', 'Advanced', 'History'] as const;
type Tab = (typeof TABS)[number];

/**
 * A fresh editor per article: moving from one article to another never carries state over. An
 * author's own live blog that an editor now looks after opens for its live updates only.
 */
export default function ArticleEditorRoute(props: Route.ComponentProps) {
  const { article, mode } = props.loaderData;
  if (article && mode === 'live') return <LiveOnlyRoute key={article._id} article={article} matches={props.matches} />;
  return <ArticleEditor key={article?._id ?? 'new'} {...props} />;
}

function LiveOnlyRoute({ article, matches }: { article: Article; matches: Route.ComponentProps['matches'] }) {
  const revalidator = useRevalidator();
  return (
    <LiveOnlyEditor
      article={article}
      timeZone={siteTimeZone(matches)}
      onChanged={() => void revalidator.revalidate()}
    />
  );
}

function ArticleEditor({ loaderData, matches }: Route.ComponentProps) {
  const { article, canPublish, accountId, unnamedByline, publicUrl } = loaderData;
  const timeZone = siteTimeZone(matches);
  const navigate = useNavigate();
  // After a save the loader is read again: the article's review note and times, and the admin menu's counts.
  const revalidator = useRevalidator();
  const publishAtRef = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState(() => valuesOf(article, timeZone));
  const [values, setValues] = useState(saved);
  const [imageFile, setImageFile] = useState<File | null>(null);
  // Said at the field as soon as it is chosen or refused (docs/product.md, 'Admin: article editor').
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [publishAtProblem, setPublishAtProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<SaveProgress>({ phase: 'saving' });
  const [unpublishing, setUnpublishing] = useState(false);
  const [tab, setTab] = useState<Tab>('Content');
  // A restored revision replaces the text: the rich text editor starts again with it.
  const [generation, setGeneration] = useState(0);
  // A new article has no history yet.
  const tabs = article ? TABS : TABS.filter((name) => name !== 'History');
  const [showErrors, setShowErrors] = useState(false);
  const [restorable, setRestorable] = useState<{ values: Values; savedAt: string } | null>(null);
  const leaving = useRef(false);
  const tabsId = useId();
  const draftKey = editorDraftKey(accountId, article?._id ?? null);
  // A sign-out after this editor opened removed its copy; it must not write it back.
  const [openedAt] = useState(signOutCount);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const dirty = imageFile !== null || JSON.stringify(values) !== JSON.stringify(saved);

  // A draft kept in this browser from before a reload or a crash: offer it back (once hydrated).
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        const stored = localStorage.getItem(draftKey);
        if (!stored) return;
        const parsed = JSON.parse(stored) as { values: Values; savedAt: string };
        if (JSON.stringify(parsed.values) !== JSON.stringify(valuesOf(article, timeZone))) setRestorable(parsed);
        else localStorage.removeItem(draftKey);
      } catch {
        // Unreadable or no storage: nothing to restore.
      }
    });
    return () => clearTimeout(timer);
  }, [draftKey, article, timeZone]);

  // Keep what is typed, a moment after each change.
  useEffect(() => {
    if (!dirty || restorable) return;
    const timer = setTimeout(() => {
      if (signOutCount() !== openedAt) return;
      try {
        localStorage.setItem(draftKey, JSON.stringify({ values, savedAt: new Date().toISOString() }));
      } catch {
        // Storage full or unavailable: the server copy is the only one.
      }
    }, 600);
    return () => clearTimeout(timer);
  }, [values, dirty, draftKey, restorable, openedAt]);

  // Leaving with unsaved changes asks first: links inside the app, and closing or reloading the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved changes. Leave without saving?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // One Idempotency-Key per save of a new article: a double click, or saving again after a lost
  // answer, sends the same form with the same key, and the server makes one article.
  const attempt = useRef<{ key: string; form: string } | null>(null);
  const keyFor = (status: ArticleStatus) => {
    const form = JSON.stringify([values, status, imageFile && [imageFile.name, imageFile.size, imageFile.lastModified]]);
    if (attempt.current?.form !== form) attempt.current = { key: newIdempotencyKey(), form };
    return attempt.current.key;
  };
  const mutation = useMutation({
    mutationFn: (status: ArticleStatus) =>
      saveArticle(article, values, imageFile, status, setProgress, article ? null : keyFor(status)),
    onSuccess: (result) => {
      const submitted = result.status === 'review' && saved.status !== 'review';
      toast.success(article ? NEWS_UPDATED : NEWS_CREATED, {
        description: submitted
          ? 'Submitted for review: an editor publishes it or sends it back with a note.'
          : undefined,
      });
      try {
        localStorage.removeItem(draftKey);
      } catch {
        // Nothing kept.
      }
      const next = valuesOf(result, timeZone);
      setSaved(next);
      setValues(next);
      setImageFile(null);
      if (!article) {
        leaving.current = true;
        void navigate(`/admin/news/${result._id}/edit`, { replace: true });
      } else void revalidator.revalidate();
    },
    onError: (error) => {
      // A refusal about one field is said at that field (its tab opened), not only in a toast.
      const fields = error instanceof SaveError ? error.fields : {};
      if (fields.publishAt) {
        setPublishAtProblem(SCHEDULE_FIELD_MESSAGES[fields.publishAt] ?? fields.publishAt);
        publishAtRef.current?.focus();
        return;
      }
      if (fields.image) {
        setImageProblem(error.message);
        setTab('Content');
      }
      toast.error(NEWS_SAVE_FAILED, { description: error.message });
    },
  });

  // An editor sends a story in review back: a draft again; what is typed and not saved stays in the form.
  const sendBack = useMutation({
    mutationFn: (note: string) => sendBackArticle(article!, note),
    onSuccess: (result) => {
      toast.success('Sent back to the author');
      setSaved(valuesOf(result, timeZone));
      setValues((v) => ({ ...v, status: result.status }));
      void revalidator.revalidate();
    },
    onError: (error) => toast.error('The story was not sent back', { description: error.message }),
  });
  const pending = mutation.isPending || sendBack.isPending;
  // On the site now: 'Update' keeps it there; taking it off is 'Unpublish', asked first (docs/product.md).
  const live = canPublish && saved.status === 'published';

  function submit(status: ArticleStatus) {
    if (missingRequired(values)) {
      setShowErrors(true);
      setTab('Content');
      toast.error(REQUIRED_FIELDS);
      return;
    }
    if (status === 'scheduled') {
      const problem = scheduleFieldProblem(values.publishAt, timeZone, new Date());
      setPublishAtProblem(problem);
      if (problem) {
        publishAtRef.current?.focus();
        return;
      }
    }
    mutation.mutate(status);
  }

  const text = useMemo(() => htmlToText(values.content), [values.content]);
  const words = countWords(text);
  // Scored as it will be saved: empty meta fields are filled from the title and description.
  const filled = autoFill(values);
  const report = seoReport({ ...filled, words, focusKeywordInContent: hasFocusKeyword(text, values.focusKeyword) });
  const filePreview = useMemo(() => (imageFile ? URL.createObjectURL(imageFile) : null), [imageFile]);
  useEffect(() => () => void (filePreview && URL.revokeObjectURL(filePreview)), [filePreview]);
  const preview = filePreview ?? imageSources(values.image)?.src ?? null;
  const host = new URL(publicUrl).host;
  const missing = (value: string) => showErrors && !value.trim();
  const levelClass = SEO_LEVEL_CLASS[report.level];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-black">{article ? 'Edit article' : 'New article'}</h1>
          {article ? (
            <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
              Status: <strong>{saved.status}</strong>
              {saved.status === 'review' && article.submittedAt ? (
                <>
                  {' · submitted '}
                  <time dateTime={article.submittedAt}>{formatDateTime(article.submittedAt, timeZone)}</time>
                </>
              ) : null}
              {saved.status === 'scheduled' && article.publishAt ? (
                <>
                  {' · goes out '}
                  <time dateTime={article.publishAt}>{formatDateTime(article.publishAt, timeZone)}</time>
                </>
              ) : null}
              {saved.status === 'published' ? (
                <>
                  {' · '}
                  <ViewOnSite article={article} />
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <p className={`rounded-lg px-3 py-2 text-sm font-bold ${levelClass}`} aria-live="polite">
          SEO score {report.score}
        </p>
      </div>

      {article?.reviewNote && saved.status === 'draft' ? (
        <ReviewNoteNotice note={article.reviewNote} timeZone={timeZone} />
      ) : null}

      {article && canPublish && saved.status === 'review' ? (
        <ReviewPanel article={article} timeZone={timeZone} pending={pending} onSendBack={sendBack.mutate} />
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

      {restorable ? (
        <div
          role="region"
          aria-label="Unsaved draft"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-yellow-400 bg-yellow-50 p-4 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100"
        >
          <p>Changes you had not saved are kept in this browser ({new Date(restorable.savedAt).toLocaleString()}).</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setValues(restorable.values);
              setRestorable(null);
            }}
          >
            Restore them
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              localStorage.removeItem(draftKey);
              setRestorable(null);
            }}
          >
            Discard
          </button>
        </div>
      ) : null}

      <div
        role="tablist"
        aria-label="Article sections"
        className="flex gap-1 border-b border-neutral-300 dark:border-neutral-700"
      >
        {tabs.map((name, i) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabsId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${tabsId}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(e) => {
              const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = tabs[(i + step + tabs.length) % tabs.length] as Tab;
              setTab(next);
              document.getElementById(`${tabsId}-tab-${next}`)?.focus();
            }}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap sm:px-4 ${
              tab === name
                ? 'border-brand-700 text-brand-800 dark:border-red-400 dark:text-red-300'
                : 'border-transparent text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white'
            }`}
          >
            {name}
          </button>
        ))}
      </div>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit(canPublish ? 'published' : 'draft');
        }}
        noValidate
      >
        <div
          role="tabpanel"
          id={`${tabsId}-panel-Content`}
          aria-labelledby={`${tabsId}-tab-Content`}
          hidden={tab !== 'Content'}
          className="space-y-5"
        >
          <Field
            name="title"
            label="Title"
            values={values}
            set={set}
            counted="title"
            required
            invalid={missing(values.title)}
          />
          <div>
            <label htmlFor="article-category" className="block text-sm font-semibold">
              Category
            </label>
            <select
              id="article-category"
              value={values.category}
              onChange={(e) => set({ category: e.target.value as Category })}
              className="input mt-1 w-auto"
            >
              {CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
          <Field
            name="description"
            label="Description"
            values={values}
            set={set}
            counted="description"
            multiline
            required
            invalid={missing(values.description)}
          />
          <Field name="excerpt" label="Excerpt" values={values} set={set} counted="excerpt" multiline />
          <div>
            <p id="article-content-label" className="text-sm font-semibold">
              Content<span aria-hidden="true"> *</span>
            </p>
            <div className="mt-1">
              <RichTextEditor
                key={generation}
                id="article-content"
                labelledBy="article-content-label"
                value={values.content}
                onChange={(content) => set({ content })}
                invalid={showErrors && missingRequired({ title: 'x', description: 'x', content: values.content })}
              />
            </div>
            <p className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
              {words.toLocaleString('en-IN')} words · {readingTime(words)} min read
              {words < SEO_MIN_WORDS ? ` · ${TOO_SHORT_FOR_SEO}` : ''}
            </p>
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">Featured image</legend>
            {preview ? (
              <img src={preview} alt="" className="aspect-video w-full max-w-md rounded-lg object-cover" />
            ) : null}
            <div>
              <label htmlFor="article-image-file" className="block text-sm">
                Upload an image (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB)
              </label>
              <input
                id="article-image-file"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                aria-invalid={imageProblem ? true : undefined}
                aria-describedby={imageProblem ? 'article-image-file-problem' : undefined}
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  const problem = file ? uploadProblem(file) : null;
                  setImageProblem(problem);
                  if (problem) e.target.value = '';
                  setImageFile(problem ? null : file);
                }}
                className="mt-1 block text-sm"
              />
              {imageProblem ? (
                <p
                  id="article-image-file-problem"
                  role="alert"
                  className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300"
                >
                  {imageProblem}
                </p>
              ) : null}
            </div>
            <Field
              name="image"
              label="…or the address of an image"
              values={values}
              set={(patch) => {
                setImageFile(null);
                set(patch);
              }}
              type="url"
            />
            <Field
              name="imageAlt"
              label="Image description (for readers who cannot see it)"
              values={values}
              set={set}
            />
          </fieldset>
        </div>

        <div
          role="tabpanel"
          id={`${tabsId}-panel-SEO`}
          aria-labelledby={`${tabsId}-tab-SEO`}
          hidden={tab !== 'SEO'}
          className="space-y-5"
        >
          <EditorSeoPanel values={values} set={set} metaTitle={filled.metaTitle} report={report} />
        </div>

        <div
          role="tabpanel"
          id={`${tabsId}-panel-Social`}
          aria-labelledby={`${tabsId}-tab-Social`}
          hidden={tab !== 'Social'}
          className="grid gap-6 lg:grid-cols-2"
        >
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
          <EditorSharePreview image={preview} host={host} title={filled.ogTitle} description={filled.ogDescription} />
        </div>

        <div
          role="tabpanel"
          id={`${tabsId}-panel-Advanced`}
          aria-labelledby={`${tabsId}-tab-Advanced`}
          hidden={tab !== 'Advanced'}
          className="space-y-5"
        >
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
              Its page lists timestamped updates, newest first, and shows new ones to readers without a reload. Write
              them in the Live updates panel below once the story is saved.
            </p>
          </div>
          <TagInput id="article-tags" label="Tags" values={values.tags} onChange={(tags) => set({ tags })} />
        </div>

        {article ? (
          <div
            role="tabpanel"
            id={`${tabsId}-panel-History`}
            aria-labelledby={`${tabsId}-tab-History`}
            hidden={tab !== 'History'}
          >
            {tab === 'History' ? (
              <EditorHistory
                article={article}
                timeZone={timeZone}
                onRestored={(restored) => {
                  const next = valuesOf(restored, timeZone);
                  setSaved(next);
                  setValues(next);
                  setImageFile(null);
                  setGeneration((g) => g + 1);
                  void revalidator.revalidate();
                }}
              />
            ) : null}
          </div>
        ) : null}

        <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-neutral-300 pt-5 dark:border-neutral-700">
          {live ? (
            <>
              {/* A published story: its changes are saved where readers see them; leaving the site is asked first. */}
              <button type="submit" className="btn-primary" disabled={pending}>
                Update
              </button>
              <button type="button" className="btn-secondary" disabled={pending} onClick={() => setUnpublishing(true)}>
                Unpublish…
              </button>
            </>
          ) : (
            <button type="button" className="btn-secondary" disabled={pending} onClick={() => submit('draft')}>
              Save as Draft
            </button>
          )}
          {!canPublish ? (
            <button type="button" className="btn-primary" disabled={pending} onClick={() => submit('review')}>
              {saved.status === 'review' ? 'Save, keep in review' : 'Submit for review'}
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
                  onChange={(e) => {
                    set({ publishAt: e.target.value });
                    setPublishAtProblem(null);
                  }}
                  className="input w-auto"
                />
                <button type="button" className="btn-secondary" disabled={pending} onClick={() => submit('scheduled')}>
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
            <button type="button" className="btn-secondary" disabled={pending} onClick={() => submit(values.status)}>
              Save as {values.status}
            </button>
          ) : null}
          <span role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
            {pending ? (mutation.isPending ? progressText(progress) : 'Saving…') : dirty ? 'Unsaved changes' : ''}
          </span>
        </div>
        {unpublishing ? (
          <UnpublishDialog
            title={saved.title}
            onCancel={() => setUnpublishing(false)}
            onConfirm={() => {
              setUnpublishing(false);
              submit('draft');
            }}
          />
        ) : null}
      </form>

      {article ? <EditorPreview articleId={article._id} dirty={dirty} timeZone={timeZone} /> : null}

      {article && saved.liveBlog ? (
        <EditorLive
          articleId={article._id}
          endedAt={article.liveEndedAt}
          canEnd={canPublish}
          timeZone={timeZone}
          onChanged={() => void revalidator.revalidate()}
        />
      ) : null}

      {article && canPublish && saved.status === 'published' ? (
        <EditorNotes
          articleId={article._id}
          notes={article.notes}
          timeZone={timeZone}
          onAdded={() => void revalidator.revalidate()}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { status?: number } | null)?.status;
  return (
    <div className="space-y-3">
      <h1 className="font-serif text-3xl font-black">
        {status === 404 ? 'Article Not Found' : 'Cannot edit this article'}
      </h1>
      <p>
        {status === 404
          ? 'This article does not exist; it may have been deleted.'
          : status === 403
            ? 'Authors can edit their own drafts and stories in review, and post live updates to their own live blogs; an editor looks after the rest.'
            : 'The editor could not be opened. Please try again.'}
      </p>
      <Link to="/admin" className="btn-secondary">
        Back to the dashboard
      </Link>
    </div>
  );
}
