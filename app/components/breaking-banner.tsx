import { Link } from 'react-router';
import { articlePath, type Teaser } from '../../core/article';

/** The newest headlines, under a 'Breaking' label. */
export function BreakingBanner({ articles }: { articles: Teaser[] }) {
  if (articles.length === 0) return null;
  return (
    <section
      aria-label="Breaking news"
      className="flex items-stretch overflow-hidden rounded-lg border border-brand-700 bg-brand-50 dark:bg-neutral-900"
    >
      <p className="flex shrink-0 items-center bg-brand-700 px-3 text-xs font-black tracking-widest text-white uppercase">
        Breaking
      </p>
      <ul className="flex min-w-0 flex-1 flex-col gap-1 px-4 py-2 text-sm sm:flex-row sm:gap-6">
        {articles.map((article, i) => (
          <li key={article._id} className={`min-w-0 ${i > 0 ? 'hidden sm:block' : ''}`}>
            <Link
              to={articlePath(article)}
              className="block truncate font-semibold text-neutral-900 hover:text-brand-700 hover:underline dark:text-neutral-100 dark:hover:text-red-300"
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
