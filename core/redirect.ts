/**
 * A path on this site to send someone to after signing in, or `fallback`.
 * Only plain paths: never another site ('//evil.example', 'https://…', '/\\evil').
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || to.length > 2000) return fallback;
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are refused
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  if (to.startsWith('/login') || to.startsWith('/register') || to.startsWith('/logout')) return fallback;
  return headerSafePath(to);
}

/**
 * `path` with every character outside printable ASCII percent-encoded (UTF-8), escapes already
 * in it kept: a `Location` header can carry only ASCII, while a decoded address may hold a story's
 * slug in any script (`/news/भारत-समाचार-आज` gives `/news/%E0%A4%AD…`).
 */
export function headerSafePath(path: string): string {
  return path.replace(/[^\x21-\x7e]+/gu, (run) => {
    try {
      return encodeURIComponent(run);
    } catch {
      return encodeURIComponent(run.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
    }
  });
}
