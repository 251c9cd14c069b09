import type { Route } from './+types/newsletter-preview';
import { forPage } from '../../lib/use-case.server';

/**
 * The next newsletter as an email (its HTML part), for editors and admins, opened from
 * /admin/newsletter. It is the email's own document, with a policy that lets it run nothing and
 * load only its pictures.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const preview = await forPage(request, () => context.services.commands.newsletter.preview(context.actor));
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
