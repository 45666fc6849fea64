/** A path the browser cannot read as another site: `//evil.test/x` becomes `/evil.test/x`. */
function sitePath(url: URL): string {
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
}

/**
 * Keeps sign-in redirects on this site. The target is resolved the way a browser resolves it (the
 * WHATWG URL parser: dot segments, `%2e`, backslashes, tabs and newlines) and accepted only when
 * it lands on this host; the answer is the resolved path, never the raw text, so nothing the
 * parser would normalise into `//evil.test` survives. Anything else falls back to `/`.
 */
export function safeRedirect(target: string | undefined, host: string | undefined): string {
  if (!target) return '/';
  try {
    // Without a Host header only a path can be on this site: `prism.invalid` is no one's host.
    const here = new URL(`http://${host || 'prism.invalid'}/`);
    const url = new URL(target, here);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host === here.host)
      return sitePath(url);
  } catch {
    // not a URL at all (or a Host header that is none): fall through to the default
  }
  return '/';
}

/** Adds `accessToken` to a redirect target, keeping its query and hash. */
export function withAccessToken(target: string, token: string): string {
  const url = new URL(target, 'http://prism.local');
  url.searchParams.set('accessToken', token);
  return sitePath(url);
}
