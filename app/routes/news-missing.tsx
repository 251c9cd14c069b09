import { data } from 'react-router';
import { MessagePanel } from '../components/message-panel';
import type { Route } from './+types/news-missing';
import { pageMeta, rootDataOf } from '../lib/meta';

/** /news with no article named: 'News ID not provided' (docs/product.md, 'Article page'). */
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
    <MessagePanel title="News ID not provided">
      <p>Choose a story from the home page or a category.</p>
    </MessagePanel>
  );
}
