import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ALT_MAX, CAPTION_MAX, CREDIT_MAX, type MediaDetails } from '../../../core/media-library';
import { UPLOAD_TYPES, uploadProblem } from '../../../core/media';
import type { FigureAttrs } from './media-figure';
import { describePicture, getPicture, listPictures, thumbnailOf, uploadPicture, type MediaItem } from './media-api';

/** The library picture being described: its id, size and what it says now. */
export type Chosen = Pick<MediaItem, '_id' | 'url' | 'width' | 'height'> & MediaDetails;

export const chosenOf = (item: MediaItem): Chosen => ({
  _id: item._id,
  url: item.url,
  width: item.width,
  height: item.height,
  alt: item.alt,
  decorative: item.decorative,
  caption: item.caption,
  credit: item.credit,
});

/**
 * Puts a picture in a story (docs/product.md, 'Pictures and the media library'): upload one (a
 * file, or dropped here) or pick one from the library, then say what it shows (alt text, or
 * 'decorative'), its caption and credit. The description is the library's, so it changes in
 * every story that shows the picture. With `editing`, the figure selected in the story.
 */
export function PictureDialog({
  editing,
  onDone,
  onCancel,
}: {
  editing: FigureAttrs | null;
  onDone: (figure: FigureAttrs) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [picked, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The selected figure's picture as the library has it now.
  const current = useQuery({
    queryKey: ['media', 'item', editing?.id],
    queryFn: () => getPicture(editing!.id),
    enabled: editing !== null,
  });
  const chosen = picked ?? (current.data ? chosenOf(current.data) : null);
  const status = busy ?? (editing && current.isPending ? 'Loading the picture…' : null);
  const refusal = problem ?? (current.isError ? current.error.message : null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function upload(file: File) {
    const refused = uploadProblem(file);
    if (refused) return setProblem(refused);
    setProblem(null);
    setBusy(`Uploading “${file.name}”…`);
    try {
      setChosen(chosenOf(await uploadPicture(file)));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function save(details: MediaDetails) {
    if (!chosen) return;
    setBusy('Saving…');
    setProblem(null);
    try {
      const changed = (Object.keys(details) as (keyof MediaDetails)[]).some((key) => details[key] !== chosen[key]);
      const item = changed ? chosenOf(await describePicture(chosen._id, details)) : chosen;
      onDone({
        id: item._id,
        alt: item.decorative ? '' : item.alt,
        caption: item.caption,
        credit: item.credit,
        width: item.width,
        height: item.height,
      });
    } catch (error) {
      setProblem((error as Error).message);
      setBusy(null);
    }
  }

  // Drawn at the end of the page: inside the story's form a form of its own would be a nested form.
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(44rem,calc(100vw-2rem))] rounded-lg border border-neutral-300 bg-white p-6 text-neutral-900 shadow-xl backdrop:bg-black/50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <h2 id={headingId} className="font-serif text-xl font-black">
        {editing ? 'Picture details' : chosen ? 'Describe the picture' : 'Add a picture'}
      </h2>
      {status ? (
        <p role="status" className="mt-3 text-sm">
          {status}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700 dark:text-red-300">
          {refusal}
        </p>
      ) : null}
      {chosen ? (
        <Describe chosen={chosen} onSave={save} onCancel={onCancel} busy={busy !== null} inserting={!editing} />
      ) : editing ? null : (
        <Choose onFile={upload} onPick={(item) => setChosen(chosenOf(item))} onCancel={onCancel} busy={busy !== null} />
      )}
    </dialog>,
    document.body,
  );
}

/** Upload a file (chosen or dropped) or pick a picture from the library, found by its words. */
function Choose({
  onFile,
  onPick,
  onCancel,
  busy,
}: {
  onFile: (file: File) => void;
  onPick: (item: MediaItem) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const [q, setQ] = useState('');
  const [dragging, setDragging] = useState(false);
  const fileId = useId();
  const searchId = useId();
  const library = useQuery({ queryKey: ['media', q], queryFn: () => listPictures({ q, limit: 12 }) });
  return (
    <div className="mt-4 space-y-5">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file) onFile(file);
        }}
        className={`rounded-lg border-2 border-dashed p-4 ${
          dragging ? 'border-brand-600 bg-brand-50 dark:bg-neutral-800' : 'border-neutral-300 dark:border-neutral-700'
        }`}
      >
        <label htmlFor={fileId} className="block text-sm font-semibold">
          Upload a picture (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB), or drop it here
        </label>
        <input
          id={fileId}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = '';
          }}
          className="mt-2 block text-sm"
        />
      </div>
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold">
          Or choose one from the media library
        </label>
        <input
          id={searchId}
          type="search"
          value={q}
          placeholder="Search by file name, caption, credit or description"
          onChange={(e) => setQ(e.target.value)}
          className="input mt-1"
        />
        {library.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            The library could not be loaded: {library.error.message}
          </p>
        ) : library.data && library.data.media.length === 0 ? (
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
            {q ? 'No picture in the library matches.' : 'The library is empty: upload the first picture above.'}
          </p>
        ) : (
          <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4" aria-busy={library.isPending}>
            {library.data?.media.map((item) => (
              <li key={item._id}>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  disabled={busy}
                  className="block w-full overflow-hidden rounded-md border border-neutral-300 text-left hover:ring-2 hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-neutral-700"
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
                    {item.alt || item.caption || item.originalName || 'Untitled picture'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** Alt text (required unless decorative), caption and credit of the chosen picture. */
export function Describe({
  chosen,
  onSave,
  onCancel,
  busy,
  inserting,
  saveLabel,
}: {
  chosen: Chosen;
  onSave: (details: MediaDetails) => void;
  onCancel: () => void;
  busy: boolean;
  inserting: boolean;
  /** The save button's words ('Insert picture' or 'Save' by default). */
  saveLabel?: string;
}) {
  const [alt, setAlt] = useState(chosen.alt);
  const [decorative, setDecorative] = useState(chosen.decorative);
  const [caption, setCaption] = useState(chosen.caption);
  const [credit, setCredit] = useState(chosen.credit);
  const [tried, setTried] = useState(false);
  const altId = useId();
  const altHelp = useId();
  const missingAlt = !decorative && alt.trim() === '';
  return (
    <form
      className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]"
      onSubmit={(e) => {
        e.preventDefault();
        // The story's own form is this one's parent in React's tree: it must not take this submit as a save.
        e.stopPropagation();
        setTried(true);
        if (missingAlt) return;
        onSave({ alt: decorative ? '' : alt.trim(), decorative, caption: caption.trim(), credit: credit.trim() });
      }}
    >
      <img
        src={thumbnailOf(chosen)}
        alt=""
        width={chosen.width ?? undefined}
        height={chosen.height ?? undefined}
        className="h-auto w-full rounded-md"
      />
      {/* Nothing changes while the description is being saved. */}
      <fieldset disabled={busy} className="min-w-0 space-y-3">
        <div>
          <label htmlFor={altId} className="block text-sm font-semibold">
            What the picture shows (alt text)
          </label>
          <textarea
            id={altId}
            value={alt}
            maxLength={ALT_MAX}
            rows={2}
            disabled={decorative}
            aria-invalid={tried && missingAlt ? true : undefined}
            aria-describedby={altHelp}
            onChange={(e) => setAlt(e.target.value)}
            className="input mt-1"
          />
          <p
            id={altHelp}
            className={`mt-1 text-xs ${tried && missingAlt ? 'font-semibold text-red-700 dark:text-red-300' : 'text-neutral-700 dark:text-neutral-300'}`}
          >
            {tried && missingAlt
              ? 'Describe the picture, or mark it decorative.'
              : 'Read aloud to readers who cannot see it. Needed before the story goes out.'}
          </p>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.target.checked)} />
            Decorative: it adds nothing the text does not say
          </label>
        </div>
        <TextField label="Caption" value={caption} max={CAPTION_MAX} onChange={setCaption} />
        <TextField label="Credit" value={credit} max={CREDIT_MAX} onChange={setCredit} placeholder="Photo: A. Rao" />
        <p className="text-xs text-neutral-700 dark:text-neutral-300">
          The description belongs to the picture: it changes in every story that shows it.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn-primary">
            {saveLabel ?? (inserting ? 'Insert picture' : 'Save')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function TextField({
  label,
  value,
  max,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        value={value}
        maxLength={max}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className="input mt-1"
      />
    </div>
  );
}
