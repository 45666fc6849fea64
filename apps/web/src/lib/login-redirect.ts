import { accessTokenClear } from './access-token';

/** The identity provider's sign-in page, returning to `returnTo` (an absolute address) afterwards. */
export function loginUrl(returnTo: string): string {
  return `/auth/login?redirect=${encodeURIComponent(returnTo)}`;
}

/** Leaves the single-page app for another document, such as the sign-in page. */
export function browserNavigate(url: string): void {
  window.location.assign(url);
}

/**
 * The one way to the sign-in page, for a missing token and a 401 on any call alike: forgets the
 * stored token and leaves, returning to the current address. Leaves once, however many calls fail
 * together.
 */
export function signInRedirect(navigate: (url: string) => void = browserNavigate): () => void {
  let leaving = false;
  return () => {
    if (leaving) return;
    leaving = true;
    accessTokenClear();
    navigate(loginUrl(window.location.href));
  };
}
