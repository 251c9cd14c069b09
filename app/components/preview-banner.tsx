import { formatDateTime } from '../../core/dates';
import { PREVIEW_TEXTS, previewStatusLine, type PreviewRefusal } from '../../core/preview';
import { articlePath, type ArticleStatus } from '../../core/article';

/** What the preview page knows beyond the story (server/news/preview.commands.ts `PreviewView`). */
export interface PreviewInfo {
  via: 'staff' | 'link';
  linkExpiresAt: string | null;
  canEdit: boolean;
}

/**
 * The banner over a preview (docs/product.md, 'Preview'): a landmark named for what it says,
 * so a screen reader finds and announces it, the story's state, how long a preview link works,
 * and the way back to the editor for staff.
 */
export function PreviewBanner({
  preview,
  article,
  timeZone,
}: {
  preview: PreviewInfo;
  article: { _id: string; slug: string; status: ArticleStatus; publishAt: string | null };
  timeZone: string;
}) {
  const title = article.status === 'published' ? PREVIEW_TEXTS.published : PREVIEW_TEXTS.notPublished;
  const scheduledFor = article.publishAt ? formatDateTime(article.publishAt, timeZone) : null;
  return (
    <section
      aria-labelledby="preview-banner-heading"
      data-preview-banner
      className="mb-5 rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-neutral-900 dark:text-amber-100"
    >
      <h2 id="preview-banner-heading" className="font-sans text-lg font-black tracking-wide uppercase">
        {title}
      </h2>
      <p className="mt-1 text-sm">{previewStatusLine(article.status, scheduledFor)}</p>
      {preview.linkExpiresAt ? (
        <p className="mt-1 text-sm">
          This preview link works until{' '}
          <time dateTime={preview.linkExpiresAt}>{formatDateTime(preview.linkExpiresAt, timeZone)}</time>. Please do not
          share it further.
        </p>
      ) : null}
      {preview.canEdit || article.status === 'published' ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          {preview.canEdit ? (
            <a className="underline underline-offset-2" href={`/admin/news/${article._id}/edit`}>
              Back to the editor
            </a>
          ) : null}
          {article.status === 'published' ? (
            <a className="underline underline-offset-2" href={articlePath(article)}>
              Open the published page
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/** The preview page's answer to a refused link or a signed-out visitor without one. */
export function PreviewRefusalPanel({
  refusal,
  message,
  signIn,
}: {
  refusal: PreviewRefusal;
  message: string;
  /** The sign-in page, coming back to this preview. */
  signIn: string;
}) {
  const heading =
    refusal === 'sign-in'
      ? 'Sign in to preview'
      : refusal === 'expired'
        ? 'Preview link expired'
        : refusal === 'revoked'
          ? 'Preview link withdrawn'
          : 'Preview link not valid';
  return (
    <section className="py-16 text-center">
      <h1 className="font-serif text-3xl font-black">{heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-neutral-700 dark:text-neutral-300">{message}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        {refusal === 'sign-in' ? (
          <a href={signIn} className="btn-primary">
            Sign In
          </a>
        ) : null}
        <a href="/" className={refusal === 'sign-in' ? 'btn-secondary' : 'btn-primary'}>
          Back to Home
        </a>
      </p>
    </section>
  );
}

/** The preview page's refusal carried by a route error's data (app/routes/article-preview.server.ts), or null. */
export function previewRefusalOf(value: unknown): { refusal: PreviewRefusal; message: string; signIn: string } | null {
  if (!value || typeof value !== 'object') return null;
  const { preview, message, signIn } = value as Record<string, unknown>;
  if (typeof preview !== 'string' || typeof message !== 'string' || typeof signIn !== 'string') return null;
  if (!['sign-in', 'expired', 'revoked', 'invalid'].includes(preview)) return null;
  return { refusal: preview as PreviewRefusal, message, signIn };
}
