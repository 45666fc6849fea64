import { FEEDBACK_PAGE_SIZES } from '@prism/domain';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { feedbackCount } from '../../lib/feedback-format';
import { feedbackPageSizeIs, reviewsPageCount, type FeedbackPageSize } from '../../lib/reviews-url';
import styles from './reviews.module.css';

export interface ReviewsPaginationProps {
  /** 0-based. */
  page: number;
  pageSize: FeedbackPageSize;
  /** Rows on this page. */
  rowsShown: number;
  /** The list's total; undefined while it is being counted (or could not be). */
  total: number | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: FeedbackPageSize) => void;
}

/**
 * The table's pages (spec 001 section 9): rows per page 10, 25 or 100, where the page is in the
 * list, and first, previous, next and last. Without a total yet, Next is offered while pages are full.
 */
export function ReviewsPagination({
  page,
  pageSize,
  rowsShown,
  total,
  onPageChange,
  onPageSizeChange,
}: ReviewsPaginationProps) {
  const sizeId = useId();
  const pages = total === undefined ? undefined : reviewsPageCount(total, pageSize);
  const first = page * pageSize + 1;
  const last = page * pageSize + rowsShown;
  const hasNext = pages === undefined ? rowsShown === pageSize : page + 1 < pages;
  return (
    <nav className={styles.pagination} aria-label="Pages of feedback">
      <div className={styles.pageSize}>
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => {
            const size = Number(event.target.value);
            if (feedbackPageSizeIs(size)) onPageSizeChange(size);
          }}
        >
          {FEEDBACK_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.pageStatus} aria-live="polite">
        {rowsShown > 0 ? `${feedbackCount(first)}–${feedbackCount(last)}` : '0'}
        {total === undefined ? '' : ` of ${feedbackCount(total)}`}
        {pages === undefined ? '' : ` · Page ${feedbackCount(page + 1)} of ${feedbackCount(pages)}`}
      </p>
      <div className={styles.pageButtons}>
        <Button
          variant="secondary"
          size="small"
          aria-label="First page"
          disabled={page === 0}
          onClick={() => onPageChange(0)}
        >
          First
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label="Previous page"
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label="Next page"
          disabled={!hasNext}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label="Last page"
          disabled={pages === undefined || page + 1 >= pages}
          onClick={() => pages !== undefined && onPageChange(pages - 1)}
        >
          Last
        </Button>
      </div>
    </nav>
  );
}
