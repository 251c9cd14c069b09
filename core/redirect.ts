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
  return to;
}
