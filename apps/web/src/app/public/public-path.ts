/**
 * The addresses respondents open (spec 000 section 2): `/survey` and everything under it, and
 * `/upload` with a query beginning `?id=`. They load the public survey pages alone: no sign-in, no
 * top bar, no loading screen. `/surveys` or an application named `survey…` is not one of them.
 */
export function publicPathIs({ pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  if (pathname === '/survey' || pathname.startsWith('/survey/')) return true;
  return pathname === '/upload' && search.startsWith('?id=');
}
