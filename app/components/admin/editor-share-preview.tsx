/** How the article's share card will look: its picture, the site's host, the OG title and description. */
export function EditorSharePreview({
  image,
  host,
  title,
  description,
}: {
  /** The picture's address (or a preview of the chosen file); null: a grey box. */
  image: string | null;
  host: string;
  title: string;
  description: string;
}) {
  return (
    <figure
      aria-label="Share card preview"
      className="self-start overflow-hidden rounded-xl border border-neutral-300 dark:border-neutral-700"
    >
      {image ? (
        <img src={image} alt="" className="aspect-[1.91/1] w-full object-cover" />
      ) : (
        <div className="aspect-[1.91/1] w-full bg-neutral-200 dark:bg-neutral-800" />
      )}
      <figcaption className="space-y-1 p-4">
        <span className="block text-xs text-neutral-700 uppercase dark:text-neutral-300">{host}</span>
        <span className="block font-bold">{title || 'Title'}</span>
        <span className="block text-sm text-neutral-700 dark:text-neutral-300">{description || 'Description'}</span>
      </figcaption>
    </figure>
  );
}
