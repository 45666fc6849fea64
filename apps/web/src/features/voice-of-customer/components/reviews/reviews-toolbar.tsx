import type { ReactNode } from 'react';
import type { ReviewsSearch } from '../../lib/reviews-url';
import { SearchField } from './search-field';
import styles from './reviews.module.css';

export interface ReviewsToolbarProps {
  search: ReviewsSearch;
  onSearchChange: (change: Partial<ReviewsSearch>) => void;
  randomSort: boolean;
  onRandomSortToggle: () => void;
  /** The controls at the right: columns, views, export. */
  children: ReactNode;
}

/**
 * Above the table: the search, Random Sort and Null Verbatims (spec 001 section 4), then the
 * column, view and export controls.
 */
export function ReviewsToolbar({
  search,
  onSearchChange,
  randomSort,
  onRandomSortToggle,
  children,
}: ReviewsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarGroup}>
        <SearchField
          text={search.text}
          by={search.by}
          onSearch={(text) => onSearchChange({ text })}
          onSearchByChange={(by) => onSearchChange({ by })}
        />
        <label className={styles.toggle}>
          <input type="checkbox" checked={randomSort} onChange={onRandomSortToggle} />
          Random Sort
        </label>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={search.includeNullVerbatims}
            onChange={(event) => onSearchChange({ includeNullVerbatims: event.target.checked })}
          />
          Null Verbatims
        </label>
      </div>
      <div className={styles.toolbarGroup}>{children}</div>
    </div>
  );
}
