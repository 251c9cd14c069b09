import { useIntl } from 'react-intl';
import { articlePath, type Teaser } from '../../core/article';
import { MOST_READ_WINDOWS, type MostReadWindow, type mostReadTeasers } from '../../core/most-read';
import type { MessageId } from '../i18n/messages/en';

export type MostReadTeasers = ReturnType<typeof mostReadTeasers>;

/** 'Last 24 hours', 'Last 7 days' (core/most-read.ts MOST_READ_LABELS), in the page's language. */
const WINDOW_LABELS: Record<MostReadWindow, MessageId> = { day: 'mostRead.day', week: 'mostRead.week' };

function Ranking({ stories, label }: { stories: Teaser[]; label: string }) {
  return (
    <ol className="most-read-list" aria-label={label}>
      {stories.map((story) => (
        <li key={story._id}>
          <a href={articlePath(story)}>{story.title}</a>
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Most read' (docs/product.md, 'Most read'): the stories readers opened most in the last 24
 * hours, numbered, and those of the last 7 days behind a disclosure (plain HTML: no script).
 * When nobody read anything in 24 hours the week's list stands alone; with neither, nothing.
 */
export function MostRead({
  lists,
  heading,
  className,
}: {
  lists: MostReadTeasers;
  heading: string;
  className?: string;
}) {
  const intl = useIntl();
  const shown = MOST_READ_WINDOWS.filter((w) => lists[w].length > 0);
  const [first, second] = shown;
  if (!first) return null;
  const label = (w: MostReadWindow) => intl.formatMessage({ id: WINDOW_LABELS[w] });
  // The list's name: 'Most read, last 24 hours'.
  const listLabel = (w: MostReadWindow) =>
    intl.formatMessage({ id: 'mostRead.list' }, { heading, window: label(w).toLowerCase() });
  return (
    <section className={className} aria-labelledby="most-read-heading" data-most-read>
      <h2 id="most-read-heading" className="sidebar-heading">
        {heading}
      </h2>
      <h3 className="most-read-window">{label(first)}</h3>
      <Ranking stories={lists[first]} label={listLabel(first)} />
      {second ? (
        <details className="most-read-more">
          <summary>{label(second)}</summary>
          <Ranking stories={lists[second]} label={listLabel(second)} />
        </details>
      ) : null}
    </section>
  );
}
