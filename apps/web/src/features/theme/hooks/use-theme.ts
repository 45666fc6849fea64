import { useCallback, useState } from 'react';
import { themeApply, themeRead, type Theme } from '../lib/theme';

/** The current theme and a setter that applies and remembers it. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const [theme, setState] = useState<Theme>(() => themeRead());
  const setTheme = useCallback((next: Theme) => {
    themeApply(next);
    setState(next);
  }, []);
  return { theme, setTheme };
}
