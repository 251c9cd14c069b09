import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDateTime } from '../../../core/dates';
import type { RepublicationList } from '../../../server/news/republishing';
import { getJson } from './editor-values';

/**
 * Where a story free to republish was republished (docs/product.md, 'Republishing'): each page
 * (often its site alone, as browsers tell it) whose copy was read, how often, first and last.
 */
export function EditorRepublished({ articleId, timeZone }: { articleId: string; timeZone: string }) {
  const headingId = useId();
  const list = useQuery({
    queryKey: ['republications', articleId],
    queryFn: () => getJson<RepublicationList>(`/api/news/${articleId}/republications`),
  });
  const muted = 'text-sm text-neutral-700 dark:text-neutral-300';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-neutral-300 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold">
        Republished
      </h2>
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load where it was republished: {list.error.message}
        </p>
      ) : !list.data ? (
        <p className={muted}>Loading…</p>
      ) : list.data.totalPages === 0 ? (
        <p className={muted}>
          No copy has been read yet. Once a site republishes the story from its page, each page that shows it is listed
          here.
        </p>
      ) : (
        <>
          <p className={muted}>
            Read {list.data.totalHits.toLocaleString('en-IN')} {list.data.totalHits === 1 ? 'time' : 'times'} on{' '}
            {list.data.totalPages.toLocaleString('en-IN')} {list.data.totalPages === 1 ? 'page' : 'pages'}.
          </p>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Page
                </th>
                <th scope="col" className="py-1 pr-3">
                  Reads
                </th>
                <th scope="col" className="py-1">
                  Last read
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.pages.map((row) => (
                <tr key={row.page} className="border-t border-neutral-200 dark:border-neutral-800">
                  <td className="py-1 pr-3 [overflow-wrap:anywhere]">
                    <a className="link" href={row.page} rel="noopener noreferrer nofollow" target="_blank">
                      {row.page}
                    </a>
                  </td>
                  <td className="py-1 pr-3">{row.hits.toLocaleString('en-IN')}</td>
                  <td className="py-1">{formatDateTime(row.lastSeen, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
