import { FEEDBACK_SEARCH_BY, FEEDBACK_SEARCH_MAX, feedbackColumnOf } from '@prism/domain';
import { useEffect, useId, useRef, useState } from 'react';
import type { FeedbackSearchBy } from '../../lib/reviews-url';
import styles from './reviews.module.css';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Every searchable field, or one of them, by its column's label. */
const SEARCH_BY_OPTIONS = FEEDBACK_SEARCH_BY.map((by) => ({
  value: by,
  label: by === 'all' ? 'All fields' : (feedbackColumnOf(by)?.label ?? by),
}));

export interface SearchFieldProps {
  /** The search in force (the address's `searchText`). */
  text: string;
  by: FeedbackSearchBy;
  onSearch: (text: string) => void;
  onSearchByChange: (by: FeedbackSearchBy) => void;
}

/**
 * The table's search (spec 001 sections 4 and 9): sent once typing pauses for 400 ms, or at once
 * on Enter; the field to look in is all of them or one. The page goes back to its first page.
 */
export function SearchField({ text, by, onSearch, onSearchByChange }: SearchFieldProps) {
  const [draft, setDraft] = useState(text);
  const [seen, setSeen] = useState(text);
  const id = useId();
  // The address changed elsewhere (filters cleared, a link followed): show what it says, unless it
  // is what is being typed (a trailing space must survive the search it started).
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
    const timer = window.setTimeout(() => search.current(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, text]);

  return (
    <div className={styles.search} role="search">
      <label className="visually-hidden" htmlFor={id}>
        Search feedback
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder="Search feedback"
        value={draft}
        maxLength={FEEDBACK_SEARCH_MAX}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft.trim() !== text) onSearch(draft.trim());
        }}
      />
      <select
        aria-label="Search in"
        className={styles.select}
        value={by}
        onChange={(event) =>
          onSearchByChange(
            SEARCH_BY_OPTIONS.find((option) => option.value === event.target.value)?.value ?? 'all',
          )
        }
      >
        {SEARCH_BY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
