/**
 * A person's round photo, 96 px (the profile's avatar, core/media.ts), or the first letter of
 * their name on a grey disc when they have none. `alt` names the photo where the page does not
 * name the person beside it.
 */
export function PersonPhoto({ src, name, alt = '' }: { src: string | null; name: string; alt?: string }) {
  return src ? (
    <img src={src} alt={alt} width={96} height={96} className="h-24 w-24 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-neutral-200 text-3xl font-bold text-neutral-700 uppercase dark:bg-neutral-800 dark:text-neutral-200"
    >
      {name.slice(0, 1)}
    </span>
  );
}
