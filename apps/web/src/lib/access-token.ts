/** Where the bearer token lives between page loads, and the query parameter the sign-in page hands it over in. */
export const ACCESS_TOKEN_KEY = 'accessToken';

export function accessTokenRead(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be disabled by browser policy; that is the same as not being signed in.
    return null;
  }
}

export function accessTokenStore(token: string): void {
  try {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Without storage the token cannot outlive this page; signing in again is the only remedy.
  }
}

export function accessTokenClear(): void {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * Moves an `accessToken` query parameter into storage and strips it from the address bar with
 * `history.replaceState`, keeping every other parameter and the hash, so the token is neither
 * bookmarked nor shared. Runs before the router reads the URL.
 */
export function accessTokenCapture(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(ACCESS_TOKEN_KEY);
  if (token === null) return;
  accessTokenStore(token);
  url.searchParams.delete(ACCESS_TOKEN_KEY);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** A token the sign-in flow handed over broken: empty, or the literal text 'undefined'. */
export function accessTokenIsBroken(token: string): boolean {
  const trimmed = token.trim();
  return trimmed === '' || trimmed === 'undefined';
}
