import { useCallback, useEffect, useState } from 'react';

/** Marks, per user and browser session, that the first-visit dialog has been shown. */
const shownKey = (userId: string) => `prism.favoritesWelcomeShown.${userId}`;

function shownThisSession(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(shownKey(userId)) !== null;
  } catch {
    return false;
  }
}

function rememberShown(userId: string): void {
  try {
    window.sessionStorage.setItem(shownKey(userId), new Date().toISOString());
  } catch {
    // Storage may be off (private mode): the dialog then shows once per page load instead.
  }
}

export type FavoritesDialogState = { open: false } | { open: true; firstTime: boolean };

/**
 * Whether the favourites dialog is open, and with which first step (spec 000 sections 2 and 4).
 *
 * A first-time user is one whose profile has no recorded sign-in (`lastLoginDate` null): the server
 * creates a profile without one on the user's first visit and records the sign-in on the next read,
 * so this holds for exactly the first visit. Such a user gets the dialog on their own, welcome step
 * first, once per browser session; it is dismissible. Everybody else opens it from My Favorites and
 * lands on the chooser directly.
 */
export function useFavoritesDialog(profile: { id: string; lastLoginDate: string | null } | undefined) {
  const [state, setState] = useState<FavoritesDialogState>({ open: false });
  const [checkedId, setCheckedId] = useState<string | null>(null);
  const firstVisitId = profile && profile.lastLoginDate === null ? profile.id : null;

  // Decided while rendering, once per first-time profile, so the dialog opens with the page.
  if (firstVisitId && checkedId !== firstVisitId) {
    setCheckedId(firstVisitId);
    if (!shownThisSession(firstVisitId)) setState({ open: true, firstTime: true });
  }
  const firstVisitOpen = state.open && state.firstTime;
  useEffect(() => {
    if (firstVisitOpen && firstVisitId) rememberShown(firstVisitId);
  }, [firstVisitOpen, firstVisitId]);

  const openChooser = useCallback(() => setState({ open: true, firstTime: false }), []);
  const close = useCallback(() => setState({ open: false }), []);
  return { state, openChooser, close };
}
