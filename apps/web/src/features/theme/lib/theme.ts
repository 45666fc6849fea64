/**
 * The portal's colour theme (spec 000 section 4: a dark mode toggle, default off). The choice is
 * kept in localStorage and shown as `data-theme` on <html>; index.html applies it before the first
 * paint with the same key, so a dark page never flashes light.
 */
export type Theme = 'light' | 'dark';

/** Shared with the inline script of index.html: change both together. */
export const THEME_STORAGE_KEY = 'prism.theme';

export function themeRead(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Theme {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Shows the theme on the document and remembers it. */
export function themeApply(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'dark') root.dataset.theme = 'dark';
  else delete root.dataset.theme;
  root.style.colorScheme = theme;
  try {
    safeStorage()?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage full or blocked: the theme still applies to this page.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
