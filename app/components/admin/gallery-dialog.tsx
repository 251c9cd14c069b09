import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { needsAlt, type MediaDetails } from '../../../core/media-library';
import { UPLOAD_TYPES, uploadProblem } from '../../../core/media';
import { describePicture, getPicture, listPictures, thumbnailOf, uploadPicture } from './media-api';
import type { FigureAttrs } from './media-figure';
import { chosenOf, Describe, type Chosen } from './picture-dialog';

/** A gallery holds 2 to 12 pictures (the server keeps no more, server/news/sanitize.ts). */
const MIN = 2;
const MAX = 12;

/** A picture placed in a story as the gallery's own list holds it. */
const fromFigure = (figure: FigureAttrs): Chosen => ({
  _id: figure.id,
  url: `/uploads/images/${figure.id}`,
  width: figure.width,
  height: figure.height,
  alt: figure.alt,
  decorative: false,
  caption: figure.caption,
  credit: figure.credit,
});

const toFigure = (item: Chosen): FigureAttrs => ({
  id: item._id,
  alt: item.decorative ? '' : item.alt,
  caption: item.caption,
  credit: item.credit,
  width: item.width,
  height: item.height,
});

/**
 * A gallery of 2 to 12 pictures (docs/product.md, 'Pictures and the media library'): upload
 * several at once or pick them from the library, put them in order, describe each, then
 * 'Insert gallery' (or 'Save gallery' for the one selected in the story).
 */
export function GalleryDialog({
  editing,
  onDone,
  onCancel,
}: {
  editing: FigureAttrs[] | null;
  onDone: (pictures: FigureAttrs[]) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const fileId = useId();
  const searchId = useId();
  const [items, setItems] = useState<Chosen[]>(() => (editing ?? []).map(fromFigure));
  // A gallery being changed: its pictures as the library has them now (a 'decorative' mark, say).
  const stored = useQuery({
    queryKey: ['media', 'gallery', editing?.map((figure) => figure.id)],
    queryFn: async () => new Map((await Promise.all(editing!.map((f) => getPicture(f.id)))).map((m) => [m._id, m])),
    enabled: editing !== null,
  });
  const [described, setDescribed] = useState<ReadonlySet<string>>(new Set());
  const current = (item: Chosen): Chosen => {
    const known = described.has(item._id) ? undefined : stored.data?.get(item._id);
    return known ? chosenOf(known) : item;
  };
  const [describing, setDescribing] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const library = useQuery({ queryKey: ['media', q], queryFn: () => listPictures({ q, limit: 12 }) });
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const chosen = (id: string) => items.some((item) => item._id === id);
  const full = items.length >= MAX;

  async function upload(files: File[]) {
    setProblem(null);
    for (const file of files.slice(0, MAX - items.length)) {
      const refused = uploadProblem(file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      setBusy(`Uploading “${file.name}”…`);
      try {
        const item = chosenOf(await uploadPicture(file));
        setItems((now) => (now.length < MAX ? [...now, item] : now));
      } catch (error) {
        setProblem((error as Error).message);
      }
    }
    setBusy(null);
  }

  async function describe(details: MediaDetails) {
    if (!describing) return;
    setBusy('Saving…');
    setProblem(null);
    try {
      const item = chosenOf(await describePicture(describing._id, details));
      setItems((now) => now.map((one) => (one._id === item._id ? item : one)));
      setDescribed((now) => new Set([...now, item._id]));
      setDescribing(null);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  function move(index: number, by: number) {
    setItems((now) => {
      const next = [...now];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  }

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(48rem,calc(100vw-2rem))] rounded-lg border border-neutral-300 bg-white p-6 text-neutral-900 shadow-xl backdrop:bg-black/50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <h2 id={headingId} className="font-serif text-xl font-black">
        {describing ? 'Describe the picture' : editing ? 'Gallery' : 'Add a gallery'}
      </h2>
      {busy ? (
        <p role="status" className="mt-3 text-sm">
          {busy}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      {describing ? (
        <Describe
          chosen={describing}
          onSave={describe}
          onCancel={() => setDescribing(null)}
          busy={busy !== null}
          inserting={false}
          saveLabel="Save details"
        />
      ) : (
        <div className="mt-4 space-y-5">
          <section aria-label="Pictures in the gallery">
            <p className="text-sm font-semibold">
              In the gallery: {items.length} of {MAX} ({MIN} at least), in this order
            </p>
            {items.length === 0 ? (
              <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                Upload pictures or choose them from the library below.
              </p>
            ) : (
              <ol className="mt-2 space-y-2">
                {items.map(current).map((item, index) => {
                  const name = item.alt || item.caption || `Picture ${index + 1}`;
                  return (
                    <li key={item._id} className="flex flex-wrap items-center gap-3 text-sm">
                      <img
                        src={thumbnailOf(item)}
                        alt=""
                        width={item.width ?? undefined}
                        height={item.height ?? undefined}
                        className="h-12 w-16 rounded object-cover"
                      />
                      <span className="min-w-32 flex-1 [overflow-wrap:anywhere]">
                        {needsAlt(item) ? (
                          <strong className="text-red-700 dark:text-red-300">No alt text yet</strong>
                        ) : (
                          name
                        )}
                      </span>
                      <button type="button" className="btn-secondary py-1" onClick={() => setDescribing(item)}>
                        Describe<span className="sr-only"> {name}</span>
                      </button>
                      <button
                        type="button"
                        className="btn-secondary py-1"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        Earlier<span className="sr-only"> {name}</span>
                      </button>
                      <button
                        type="button"
                        className="btn-secondary py-1"
                        onClick={() => setItems((now) => now.filter((one) => one._id !== item._id))}
                      >
                        Remove<span className="sr-only"> {name}</span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
          <div>
            <label htmlFor={fileId} className="block text-sm font-semibold">
              Upload pictures (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB each)
            </label>
            <input
              id={fileId}
              type="file"
              multiple
              accept={UPLOAD_TYPES.join(',')}
              disabled={busy !== null || full}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                void upload(files);
              }}
              className="mt-1 block text-sm"
            />
          </div>
          <div>
            <label htmlFor={searchId} className="block text-sm font-semibold">
              Or add pictures from the media library
            </label>
            <input
              id={searchId}
              type="search"
              value={q}
              placeholder="Search by file name, caption, credit or description"
              onChange={(e) => setQ(e.target.value)}
              className="input mt-1"
            />
            <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4" aria-busy={library.isPending}>
              {library.data?.media.map((item) => {
                const name = item.alt || item.caption || item.originalName || 'Untitled picture';
                const inGallery = chosen(item._id);
                return (
                  <li key={item._id}>
                    <button
                      type="button"
                      aria-pressed={inGallery}
                      disabled={!inGallery && full}
                      onClick={() =>
                        setItems((now) =>
                          inGallery ? now.filter((one) => one._id !== item._id) : [...now, chosenOf(item)],
                        )
                      }
                      className={`block w-full overflow-hidden rounded-md border text-left focus-visible:ring-2 focus-visible:ring-brand-600 ${
                        inGallery
                          ? 'border-brand-700 ring-2 ring-brand-700'
                          : 'border-neutral-300 dark:border-neutral-700'
                      }`}
                    >
                      <img
                        src={thumbnailOf(item)}
                        alt=""
                        width={item.width ?? undefined}
                        height={item.height ?? undefined}
                        loading="lazy"
                        className="aspect-[4/3] w-full object-cover"
                      />
                      <span className="block truncate px-2 py-1 text-xs">
                        {inGallery ? '✓ ' : ''}
                        {name}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3">
            {items.length > 0 && items.length < MIN ? (
              <p className="text-sm text-neutral-700 dark:text-neutral-300">Add at least one more picture.</p>
            ) : null}
            <button type="button" className="btn-secondary" onClick={onCancel}>
              Cancel
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={items.length < MIN || busy !== null}
              onClick={() => onDone(items.map(current).map(toFigure))}
            >
              {editing ? 'Save gallery' : 'Insert gallery'}
            </button>
          </div>
        </div>
      )}
    </dialog>,
    document.body,
  );
}
