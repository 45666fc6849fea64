import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a table's search is sent. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The text being typed in a table's search box, sent (trimmed) once typing pauses for
 * `delayMs`, or at once with `submit` (Enter). `text` is the search in force (the address's
 * `searchText`): when it changes elsewhere (filters cleared, a link followed) the box shows it,
 * unless it is what is being typed (a trailing space must survive the search it started).
 */
export function useSearchDraft(
  text: string,
  onSearch: (text: string) => void,
  delayMs: number = SEARCH_DEBOUNCE_MS,
) {
  const [draft, setDraft] = useState(text);
  const [seen, setSeen] = useState(text);
  if (text !== seen) {
    setSeen(text);
    if (text !== draft.trim()) setDraft(text);
  }

  // The latest callback, so a parent's re-render does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (draft.trim() === text) return;
    const timer = window.setTimeout(() => search.current(draft.trim()), delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, text, delayMs]);

  const submit = () => {
    if (draft.trim() !== text) search.current(draft.trim());
  };
  return { draft, setDraft, submit };
}
