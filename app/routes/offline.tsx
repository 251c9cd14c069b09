import type { Route } from './+types/offline';
import { MessagePanel } from '../components/message-panel';
import { pageMeta, rootDataOf } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches), {
    title: 'You are offline',
    description: 'This page is not kept for reading offline.',
    path: '/offline',
    noindex: true,
  });

/**
 * What the service worker (app/service-worker.ts) shows for a page it has not kept when there is no
 * connection (docs/product.md, 'Saved stories and offline reading'). It keeps this page at install.
 */
export default function OfflinePage() {
  return (
    <MessagePanel title="You are offline">
      <p>
        This page is not kept for reading offline. The home page as you last saw it, your saved stories and the last 20
        you read open without a connection.
      </p>
      <p className="mt-4">
        <a href="/saved" className="link">
          Open your saved stories
        </a>
      </p>
    </MessagePanel>
  );
}
