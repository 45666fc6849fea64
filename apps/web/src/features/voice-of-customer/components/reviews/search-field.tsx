import { FEEDBACK_SEARCH_BY, FEEDBACK_SEARCH_MAX, feedbackColumnOf } from '@prism/domain';
import { SearchBox } from '../../../../components/ui/search-box';
import type { FeedbackSearchBy } from '../../lib/reviews-url';
import styles from './reviews.module.css';

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
  return (
    <SearchBox
      text={text}
      onSearch={onSearch}
      label="Search feedback"
      placeholder="Search feedback"
      maxLength={FEEDBACK_SEARCH_MAX}
      inputClassName={styles.searchInput}
    >
      <select
        aria-label="Search in"
        className={styles.searchIn}
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
    </SearchBox>
  );
}
