import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/editor';
import type { Article, ArticleStatus } from '../../../core/article';
import { autoFill, missingRequired, REQUIRED_FIELDS } from '../../../core/article-input';
import { imageSources } from '../../../core/images';
import { hasFocusKeyword, seoReport } from '../../../core/seo';
import { countWords, htmlToText } from '../../../core/text';
import { scheduleFieldProblem } from '../../../core/schedule';
import { EditorSeoPanel, SEO_LEVEL_CLASS } from '../../components/admin/editor-seo-panel';
import { EditorHistory } from '../../components/admin/editor-history';
import { EditorTranslations, StoryBeside } from '../../components/admin/editor-translations';
import { isEdition } from '../../../core/editions';
import type { LinkedStory } from '../../../server/news/translations';
import { LiveOnlyEditor } from '../../components/admin/editor-live-only';
import { valuesOf, type Values } from '../../components/admin/editor-values';
import { UnpublishDialog } from '../../components/admin/unpublish-dialog';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { editorData } from './editor.server';
import { AdvancedPanel } from './editor/advanced-panel';
import { ContentPanel } from './editor/content-panel';
import { EditorHeading } from './editor/editor-heading';
import { EditorNotices } from './editor/editor-notices';
import { EditorTabList, TABS, TabPanel, type Tab } from './editor/editor-tabs';
import { SaveBar } from './editor/save-bar';
import { SavedArticlePanels } from './editor/saved-article-panels';
import { SocialPanel } from './editor/social-panel';
import { UnsavedCopyBanner } from './editor/unsaved-copy-banner';
import { useArticleSave } from './editor/use-article-save';
import { useUnsavedCopy } from './editor/use-unsaved-copy';

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

/**
 * The article editor (docs/product.md, 'Admin: article editor'): the form's values against the
 * article as saved, the tabs, and what hangs off a saved article (preview, live updates,
 * corrections). Saving is `useArticleSave`; the browser's copy of unsaved work `useUnsavedCopy`.
 */
function ArticleEditor({ loaderData, matches }: Route.ComponentProps) {
  const { article, canPublish, accountId, unnamedByline, publicUrl, bylines, bylineChoices, tiers, paywall } =
    loaderData;
  const { tagFollowers } = loaderData;
  const timeZone = siteTimeZone(matches);
  const navigate = useNavigate();
  // After a save the loader is read again: the article's review note and times, and the admin menu's counts.
  const revalidator = useRevalidator();
  const publishAtRef = useRef<HTMLInputElement>(null);
  // A new story may be started in another edition (`?edition=hi`, the Articles list's 'New in …').
  const [searchParams] = useSearchParams();
  const [saved, setSaved] = useState(() => {
    const start = valuesOf(article, timeZone, bylines);
    const asked = searchParams.get('edition');
    return !article && isEdition(asked) ? { ...start, edition: asked } : start;
  });
  // A translation's other story, shown beside the form (the 'Translations' panel's button).
  const [beside, setBeside] = useState<LinkedStory | null>(null);
  const [values, setValues] = useState(saved);
  const [imageFile, setImageFile] = useState<File | null>(null);
  // Said at the field as soon as it is chosen or refused (docs/product.md, 'Admin: article editor').
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [publishAtProblem, setPublishAtProblem] = useState<string | null>(null);
  const [unpublishing, setUnpublishing] = useState(false);
  const [tab, setTab] = useState<Tab>('Content');
  // A restored revision replaces the text: the rich text editor starts again with it.
  const [generation, setGeneration] = useState(0);
  // A new article has no history yet.
  const tabs = article ? TABS : TABS.filter((name) => name !== 'History');
  const [showErrors, setShowErrors] = useState(false);
  const leaving = useRef(false);
  const tabsId = useId();
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const dirty = imageFile !== null || JSON.stringify(values) !== JSON.stringify(saved);
  const copy = useUnsavedCopy({ accountId, article, timeZone, bylines, values, dirty, leaving });

  /** The form starts again from `next`, as saved (or restored from a revision). */
  const reset = (next: Values) => {
    setSaved(next);
    setValues(next);
    setImageFile(null);
  };
  const saving = useArticleSave({
    article,
    values,
    imageFile,
    savedStatus: saved.status,
    onSaved: (result) => {
      copy.forget();
      // The credits as sent are the credits saved.
      reset(valuesOf(result, timeZone, values.bylines));
      if (!article) {
        leaving.current = true;
        void navigate(`/admin/news/${result._id}/edit`, { replace: true });
      } else void revalidator.revalidate();
    },
    onSentBack: (result) => {
      setSaved(valuesOf(result, timeZone, saved.bylines));
      setValues((v) => ({ ...v, status: result.status }));
      void revalidator.revalidate();
    },
    onFieldRefused: (field, message) => {
      if (field === 'publishAt') {
        setPublishAtProblem(message);
        publishAtRef.current?.focus();
      } else {
        setImageProblem(message);
        setTab('Content');
      }
    },
  });
  const { pending } = saving;
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
    saving.save(status);
  }

  const text = useMemo(() => htmlToText(values.content), [values.content]);
  const words = countWords(text);
  // Scored as it will be saved: empty meta fields are filled from the title and description.
  const filled = autoFill(values);
  const report = seoReport({ ...filled, words, focusKeywordInContent: hasFocusKeyword(text, values.focusKeyword) });
  const filePreview = useMemo(() => (imageFile ? URL.createObjectURL(imageFile) : null), [imageFile]);
  useEffect(() => () => void (filePreview && URL.revokeObjectURL(filePreview)), [filePreview]);
  const preview = filePreview ?? imageSources(values.image)?.src ?? null;

  return (
    <div className="space-y-6">
      <EditorHeading
        article={article}
        status={saved.status}
        timeZone={timeZone}
        score={report.score}
        scoreClass={SEO_LEVEL_CLASS[report.level]}
      />

      <EditorNotices
        article={article}
        status={saved.status}
        canPublish={canPublish}
        unnamedByline={unnamedByline}
        timeZone={timeZone}
        pending={pending}
        onSendBack={saving.sendBack}
      />

      {copy.restorable ? (
        <UnsavedCopyBanner
          copy={copy.restorable}
          onRestore={() => {
            // A copy kept before bylines were in the form keeps the story's.
            setValues({ ...saved, ...copy.restorable!.values });
            copy.dismiss();
          }}
          onDiscard={copy.discard}
        />
      ) : null}

      <EditorTabList tabsId={tabsId} tabs={tabs} tab={tab} onChange={setTab} />

      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit(canPublish ? 'published' : 'draft');
        }}
        noValidate
      >
        <TabPanel
          tabsId={tabsId}
          name="Content"
          tab={tab}
          className={beside ? 'grid items-start gap-6 lg:grid-cols-2' : 'space-y-5'}
        >
          <div className="space-y-5">
            <ContentPanel
              values={values}
              set={set}
              showErrors={showErrors}
              generation={generation}
              words={words}
              preview={preview}
              imageProblem={imageProblem}
              setImageProblem={setImageProblem}
              setImageFile={setImageFile}
              editionFixed={article !== null}
            />
          </div>
          {beside ? <StoryBeside story={beside} /> : null}
        </TabPanel>

        <TabPanel tabsId={tabsId} name="SEO" tab={tab} className="space-y-5">
          <EditorSeoPanel values={values} set={set} metaTitle={filled.metaTitle} report={report} />
        </TabPanel>

        <TabPanel tabsId={tabsId} name="Social" tab={tab} className="grid gap-6 lg:grid-cols-2">
          <SocialPanel
            values={values}
            set={set}
            preview={preview}
            host={new URL(publicUrl).host}
            title={filled.ogTitle}
            description={filled.ogDescription}
          />
        </TabPanel>

        <TabPanel tabsId={tabsId} name="Advanced" tab={tab} className="space-y-5">
          <AdvancedPanel
            values={values}
            set={set}
            canPublish={canPublish}
            bylineChoices={bylineChoices}
            tiers={tiers}
            paywall={paywall}
            tagFollowers={tagFollowers}
          />
        </TabPanel>

        {article ? (
          <TabPanel tabsId={tabsId} name="History" tab={tab}>
            {tab === 'History' ? (
              <EditorHistory
                article={article}
                timeZone={timeZone}
                onRestored={(restored) => {
                  reset(valuesOf(restored, timeZone, saved.bylines));
                  setGeneration((g) => g + 1);
                  void revalidator.revalidate();
                }}
              />
            ) : null}
          </TabPanel>
        ) : null}

        <SaveBar
          live={live}
          canPublish={canPublish}
          savedStatus={saved.status}
          values={values}
          timeZone={timeZone}
          pending={pending}
          progress={saving.progress}
          dirty={dirty}
          publishAtRef={publishAtRef}
          publishAtProblem={publishAtProblem}
          onPublishAt={(publishAt) => {
            set({ publishAt });
            setPublishAtProblem(null);
          }}
          onSubmit={submit}
          onUnpublish={() => setUnpublishing(true)}
        />
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

      {article ? (
        <SavedArticlePanels
          article={article}
          saved={saved}
          canPublish={canPublish}
          dirty={dirty}
          timeZone={timeZone}
          onChanged={() => void revalidator.revalidate()}
        />
      ) : null}
      {article ? (
        <EditorTranslations
          article={article}
          timeZone={timeZone}
          beside={beside?._id ?? null}
          onShowBeside={(story) => {
            setBeside(story);
            if (story) setTab('Content');
          }}
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
