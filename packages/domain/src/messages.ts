/** User-facing texts of the spec, word for word (typos included), shared by server, web and tests. */
export const MSG = {
  notFoundTitle: '404 - Page Not Found',
  notFoundBody: 'You seem to have gotten lost. Try clicking on an item in the sidebar to find your way.',
  notAuthenticatedTitle: 'Not Authenticated',
  notAuthenticatedBody:
    'You failed to authenticate with our servers. If this is a mistake, please contact your supervisor.',
  authenticationFailed: 'Authentication failed',
  accessTokenInvalid: 'Access token invalid',
  groupFieldsRequired: 'Please fill out all fields',
  groupTooFewApps: 'Please choose at least 2 applications.',
  noFavoritesSelected: 'No favorites selected.',
  favoriteNameEmpty: 'Favorite Name cannot be empty',
  favoritesFetchError: 'There was an error fetching your favorites',
  favoritesModalFetchError: 'Error fetching user favorites.',
  favoritesSaveError: 'There was an error updating your favorites.',
  userNotFound: 'User not found',
  avatarNotImage: 'File must be an image',
  avatarTooLarge: 'Image must be less than 1mb',
  noResults: 'No results found.',
  noFavoritesCurrently: 'No favorites currently selected.',
} as const;

/** '5 Page Favorite limit reached…' and its Group and App twins. */
export function favoriteLimitMessage(kind: 'Page' | 'Group' | 'App'): string {
  return `5 ${kind} Favorite limit reached. Click edit icon next to the ${kind}s menu to remove some.`;
}
