import { useEffect, useRef } from 'react';

/**
 * Calls `toFirstPage` when `key` changes after the first render: a new period is another list, so
 * the table starts again at its first page (the filters' own setter already does this for them).
 */
export function useFirstPageOn(key: string, toFirstPage: () => void) {
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    toFirstPage();
  }, [key, toFirstPage]);
}
