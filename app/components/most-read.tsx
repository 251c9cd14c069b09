import { articlePath, type Teaser } from '../../core/article';
import { MOST_READ_LABELS, MOST_READ_WINDOWS, type mostReadTeasers } from '../../core/most-read';

export type MostReadTeasers = ReturnType<typeof mostReadTeasers>;

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
  const shown = MOST_READ_WINDOWS.filter((w) => lists[w].length > 0);
  const [first, second] = shown;
  if (!first) return null;
  return (
    <section className={className} aria-labelledby="most-read-heading" data-most-read>
      <h2 id="most-read-heading" className="sidebar-heading">
        {heading}
      </h2>
      <h3 className="most-read-window">{MOST_READ_LABELS[first]}</h3>
      <Ranking stories={lists[first]} label={`${heading}, ${MOST_READ_LABELS[first].toLowerCase()}`} />
      {second ? (
        <details className="most-read-more">
          <summary>{MOST_READ_LABELS[second]}</summary>
          <Ranking stories={lists[second]} label={`${heading}, ${MOST_READ_LABELS[second].toLowerCase()}`} />
        </details>
      ) : null}
    </section>
  );
}
