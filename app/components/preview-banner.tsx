import { useIntl } from 'react-intl';
import { formatDateTime } from '../../core/dates';
import type { PreviewRefusal } from '../../core/preview';
import { articlePath, type ArticleStatus } from '../../core/article';
import type { MessageId } from '../i18n/messages/en';

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
  const intl = useIntl();
  const title = intl.formatMessage({
    id: article.status === 'published' ? 'preview.published' : 'preview.notPublished',
  });
  const scheduledFor = article.publishAt ? formatDateTime(article.publishAt, timeZone) : null;
  // The story's state, with the date it is scheduled for.
  const status = article.status === 'scheduled' && scheduledFor ? 'scheduledAt' : article.status;
  const linkExpiresAt = preview.linkExpiresAt;
  return (
    <section
      aria-labelledby="preview-banner-heading"
      data-preview-banner
      className="mb-5 rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-neutral-900 dark:text-amber-100"
    >
      <h2 id="preview-banner-heading" className="font-sans text-lg font-black tracking-wide uppercase">
        {title}
      </h2>
      <p className="mt-1 text-sm">{intl.formatMessage({ id: 'preview.status' }, { status, date: scheduledFor })}</p>
      {linkExpiresAt ? (
        <p className="mt-1 text-sm">
          {intl.formatMessage(
            { id: 'preview.linkExpires' },
            {
              date: formatDateTime(linkExpiresAt, timeZone),
              time: (chunks) => <time dateTime={linkExpiresAt}>{chunks}</time>,
            },
          )}
        </p>
      ) : null}
      {preview.canEdit || article.status === 'published' ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          {preview.canEdit ? (
            <a className="underline underline-offset-2" href={`/admin/news/${article._id}/edit`}>
              {intl.formatMessage({ id: 'preview.backToEditor' })}
            </a>
          ) : null}
          {article.status === 'published' ? (
            <a className="underline underline-offset-2" href={articlePath(article)}>
              {intl.formatMessage({ id: 'preview.openPublished' })}
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/** Each refusal's heading and what to do (the latter is the server's message, core/preview.ts PREVIEW_TEXTS). */
const REFUSALS: Record<PreviewRefusal, { heading: MessageId; text: MessageId }> = {
  'sign-in': { heading: 'preview.signInHeading', text: 'preview.signInText' },
  expired: { heading: 'preview.expiredHeading', text: 'preview.expiredText' },
  revoked: { heading: 'preview.revokedHeading', text: 'preview.revokedText' },
  invalid: { heading: 'preview.invalidHeading', text: 'preview.invalidText' },
};

/**
 * The preview page's answer to a refused link or a signed-out visitor without one, in the page's
 * language (the server's `message` says the same in English).
 */
export function PreviewRefusalPanel({
  refusal,
  signIn,
}: {
  refusal: PreviewRefusal;
  message: string;
  /** The sign-in page, coming back to this preview. */
  signIn: string;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <section className="py-16 text-center">
      <h1 className="font-serif text-3xl font-black">{t(REFUSALS[refusal].heading)}</h1>
      <p className="mx-auto mt-4 max-w-xl text-neutral-700 dark:text-neutral-300">{t(REFUSALS[refusal].text)}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        {refusal === 'sign-in' ? (
          <a href={signIn} className="btn-primary">
            {t('preview.signIn')}
          </a>
        ) : null}
        <a href="/" className={refusal === 'sign-in' ? 'btn-secondary' : 'btn-primary'}>
          {t('messagePanel.home')}
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
