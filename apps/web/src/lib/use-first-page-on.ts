import { useEffect, useRef } from 'react';

/**
 * Calls `toFirstPage` when `key` changes after the first render: a new period (or survey) is
 * another list, so a paged table starts again at its first page (the filters' own setters already
 * do this for them). The reviews page and the survey responses page use it.
 */
export function useFirstPageOn(key: string, toFirstPage: () => void) {
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    toFirstPage();
  }, [key, toFirstPage]);
}
