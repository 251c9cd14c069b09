import { useEffect, useId, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import type { Route } from './+types/media';
import { formatDateTime } from '../../../core/dates';
import {
  ALT_MAX,
  CAPTION_MAX,
  CREDIT_MAX,
  formatBytes,
  mediaLibraryHref,
  needsAlt,
  UNUSED_DAYS,
} from '../../../core/media-library';
import { UPLOAD_TYPES } from '../../../core/media';
import type { MediaItem } from '../../../server/media/library.service';
import { Pagination } from '../../components/pagination';
import { DeleteForm } from '../../components/admin/delete-form';
import { StatusMessage, type FormResult } from '../../components/status-message';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { changeLibrary, libraryPage } from './media.server';

export function loader({ request, context, url }: Route.LoaderArgs) {
  return libraryPage(request, context, url);
}

/** Upload, describe, delete and clear out: plain form posts, so they work without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return changeLibrary(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Media library');

const muted = 'text-neutral-700 dark:text-neutral-300';

/**
 * The media library (docs/product.md, 'Pictures and the media library'): every uploaded picture
 * with its size, uploader, date and the stories that show it; its alt text, caption and credit
 * written once for all of them; deleted (with its files) once no story shows it.
 */
export default function MediaLibraryPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { media, total, page, pages, q, unused, canClean } = loaderData;
  const [latest, setLatest] = useState<FormResult | null>(null);
  const result = latest ?? actionData;
  const fileId = useId();
  return (
    <div>
      <h1 className="font-serif text-3xl font-black">Media library</h1>
      <p className={`mt-1 ${muted}`}>
        {total === 0 && !q && !unused
          ? 'Pictures uploaded for stories appear here.'
          : `${total.toLocaleString('en-IN')} ${total === 1 ? 'picture' : 'pictures'}${q ? ` matching “${q}”` : ''}${unused ? ' no story shows' : ''}. Newest first.`}
      </p>
      <StatusMessage result={result ?? undefined} className="mt-2 min-h-6 text-sm font-semibold" />

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Form
          method="post"
          encType="multipart/form-data"
          className="rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
        >
          <input type="hidden" name="intent" value="upload" />
          <label htmlFor={fileId} className="block text-sm font-semibold">
            Upload a picture (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB)
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <input id={fileId} type="file" name="file" required accept={UPLOAD_TYPES.join(',')} className="text-sm" />
            <button type="submit" className="btn-primary py-1">
              Upload
            </button>
          </div>
        </Form>
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3 rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
        >
          <div className="min-w-48 flex-1">
            <label htmlFor="media-search" className="block text-sm font-semibold">
              Search the library
            </label>
            <input
              id="media-search"
              type="search"
              name="q"
              defaultValue={q}
              placeholder="File name, alt text, caption or credit"
              className="input mt-1"
            />
          </div>
          <label className="flex items-center gap-2 pb-2 text-sm">
            <input type="checkbox" name="unused" value="1" defaultChecked={unused} />
            Only pictures no story shows
          </label>
          <button type="submit" className="btn-secondary py-1.5">
            Search
          </button>
        </Form>
      </div>

      {canClean ? (
        <Form
          method="post"
          className="mt-3"
          onSubmit={(event) => {
            const question = `Delete every picture no story has shown for ${UNUSED_DAYS} days, with its files? This cannot be undone.`;
            if (!window.confirm(question)) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="clean-up" />
          <button type="submit" className="btn-secondary py-1 text-sm">
            Delete pictures unused for {UNUSED_DAYS} days
          </button>
        </Form>
      ) : null}

      {media.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-neutral-300 bg-white p-8 text-center dark:border-neutral-700 dark:bg-neutral-900">
          <p className="text-lg font-semibold">{q || unused ? 'No picture matches.' : 'No pictures yet.'}</p>
          <p className={`mt-1 ${muted}`}>
            {q || unused ? (
              <Link to={mediaLibraryHref({})} className="link underline">
                Show every picture
              </Link>
            ) : (
              'Upload one above, or add one to a story in the editor.'
            )}
          </p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {media.map((item) => (
            <li key={item._id}>
              <PictureCard item={item} timeZone={timeZone} onDone={setLatest} />
            </li>
          ))}
        </ul>
      )}

      <Pagination
        page={page}
        totalPages={pages}
        totalItems={total}
        itemsLabel="pictures"
        hrefFor={(p) => mediaLibraryHref({ q, unused, page: p })}
      />
    </div>
  );
}

function PictureCard({
  item,
  timeZone,
  onDone,
}: {
  item: MediaItem;
  timeZone: string;
  onDone: (answer: FormResult) => void;
}) {
  const fetcher = useFetcher<typeof action>();
  useEffect(() => {
    if (fetcher.data) onDone(fetcher.data);
  }, [fetcher.data, onDone]);
  const headingId = `picture-${item._id}`;
  const name = item.originalName || item.alt || 'Untitled picture';
  const pendingDelete = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'delete';
  return (
    <article
      aria-labelledby={headingId}
      className={`overflow-hidden rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900 ${pendingDelete ? 'opacity-60' : ''}`}
    >
      <img
        src={`${item.url}-480.webp`}
        alt={item.alt}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        loading="lazy"
        className="aspect-[3/2] w-full bg-neutral-100 object-cover dark:bg-neutral-800"
      />
      <div className="space-y-2 p-4 text-sm">
        <h2 id={headingId} className="font-semibold [overflow-wrap:anywhere]">
          {name}
        </h2>
        <p className={muted}>
          {[
            item.width && item.height ? `${item.width} × ${item.height}` : null,
            item.bytes ? formatBytes(item.bytes) : null,
            `uploaded ${formatDateTime(item.createdAt, timeZone)}`,
            item.uploadedBy ? `by ${item.uploadedBy}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {needsAlt(item) ? (
          <p className="font-semibold text-red-700 dark:text-red-300">
            No alt text yet: a story cannot go out with it.
          </p>
        ) : null}
        {item.useCount === 0 ? (
          <p className={muted}>No story shows it.</p>
        ) : (
          <div>
            <p className={muted}>
              Shown in {item.useCount} {item.useCount === 1 ? 'story' : 'stories'}:
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {item.uses.map((use) => (
                <li key={use._id}>
                  <Link to={`/admin/news/${use._id}/edit`} className="link underline [overflow-wrap:anywhere]">
                    {use.title}
                  </Link>{' '}
                  <span className={muted}>({use.status})</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <details>
          <summary className="cursor-pointer font-semibold">
            Edit details<span className="sr-only"> of {name}</span>
          </summary>
          <fetcher.Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="intent" value="describe" />
            <input type="hidden" name="id" value={item._id} />
            <Text label="Alt text" name="alt" value={item.alt} max={ALT_MAX} id={item._id} multiline />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="decorative" defaultChecked={item.decorative} />
              Decorative (no alt text needed)
            </label>
            <Text label="Caption" name="caption" value={item.caption} max={CAPTION_MAX} id={item._id} />
            <Text label="Credit" name="credit" value={item.credit} max={CREDIT_MAX} id={item._id} />
            <button type="submit" className="btn-primary py-1">
              Save details
            </button>
          </fetcher.Form>
        </details>
        <DeleteForm
          fetcher={fetcher}
          id={item._id}
          name={name}
          question={`Delete “${name}” and its files? This cannot be undone.`}
        />
      </div>
    </article>
  );
}

function Text({
  label,
  name,
  value,
  max,
  id,
  multiline,
}: {
  label: string;
  name: string;
  value: string;
  max: number;
  id: string;
  multiline?: boolean;
}) {
  const fieldId = `${name}-${id}`;
  return (
    <div>
      <label htmlFor={fieldId} className="block font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea id={fieldId} name={name} defaultValue={value} maxLength={max} rows={2} className="input mt-1" />
      ) : (
        <input id={fieldId} name={name} defaultValue={value} maxLength={max} className="input mt-1" />
      )}
    </div>
  );
}
