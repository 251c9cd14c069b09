import { redirect } from 'react-router';
import type { Route } from './+types/logout';

/** Sign Out: ends the session on the server and clears the cookie. */
export async function action({ context }: Route.ActionArgs) {
  await context.services.auth.logout(context.sessionToken);
  return redirect('/', { headers: { 'Set-Cookie': context.services.auth.clearedCookie() } });
}

export function loader() {
  return redirect('/');
}
