/** The page that linked here, when it is on this site. */
export function refererPath(request: Request, url: URL): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === url.origin ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}
