import { data, Link } from 'react-router';
import type { Route } from './+types/news-missing';
import { pageMeta, rootDataOf } from '../lib/meta';

/** /news with no article named (SPEC §2: 'News ID not provided'). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'News ID not provided',
    description: 'No article was named.',
    path: '/news',
    noindex: true,
  });

export default function NewsMissing() {
  return (
    <section className="py-16 text-center">
      <h1 className="font-serif text-3xl font-black">News ID not provided</h1>
      <p className="mt-4 text-neutral-700 dark:text-neutral-300">Choose a story from the home page or a category.</p>
      <p className="mt-8">
        <Link to="/" className="btn-primary">
          Back to Home
        </Link>
      </p>
    </section>
  );
}
