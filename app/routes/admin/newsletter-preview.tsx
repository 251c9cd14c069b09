import type { Route } from './+types/newsletter-preview';
import { forPage } from '../../lib/use-case.server';

/**
 * An edition's next newsletter as an email (its HTML part), for editors and admins, opened from
 * /admin/newsletter. It is the email's own document, served under the site's Content Security
 * Policy, which runs no script without the page's nonce (the email has none).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // `?edition=hi`: that edition's newsletter (an unknown edition is a 400).
  const edition = new URL(request.url).searchParams.get('edition') ?? undefined;
  const preview = await forPage(request, () => context.queries.newsletter.preview(context.actor, edition));
  return new Response(preview.html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy':
        "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
      'X-Robots-Tag': 'noindex',
    },
  });
}
