import type { FetcherWithComponents } from 'react-router';

/**
 * A card's 'Delete' on an admin list (the media library, guest contributors): posts `intent=delete`
 * and the row's id through the card's fetcher once the question is answered yes.
 */
export function DeleteForm({
  fetcher,
  id,
  name,
  question,
}: {
  fetcher: FetcherWithComponents<unknown>;
  id: string;
  /** What is deleted, for screen readers ('Delete Meera Iyer'). */
  name: string;
  question: string;
}) {
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="btn border border-red-300 py-1 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
      >
        Delete<span className="sr-only"> {name}</span>
      </button>
    </fetcher.Form>
  );
}
