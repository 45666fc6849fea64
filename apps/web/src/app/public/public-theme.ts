/**
 * The public pages' colours follow the respondent's system (`prefers-color-scheme`), live, through the
 * same `data-theme` the portal's theme sets; nothing is stored, so a member of staff's own choice for
 * the portal stays as it was. index.html applies the same rule before the first paint.
 */
export function publicThemeFollow(
  root: HTMLElement = document.documentElement,
  media: MediaQueryList | undefined = window.matchMedia?.('(prefers-color-scheme: dark)'),
): () => void {
  const apply = () => {
    const dark = media?.matches === true;
    if (dark) root.dataset.theme = 'dark';
    else delete root.dataset.theme;
    root.style.colorScheme = dark ? 'dark' : 'light';
  };
  apply();
  media?.addEventListener('change', apply);
  return () => media?.removeEventListener('change', apply);
}
