import { useId } from 'react';
import { countFormat } from '../../lib/format';
import { Button } from './button';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  /** The page sizes offered (10, 25 and 100 on the feedback and survey tables). */
  pageSizes: readonly number[];
  /** Rows on this page. */
  rowsShown: number;
  /** The list's total; undefined while it is being counted (or could not be). */
  total: number | undefined;
  /** The navigation's accessible name ('Pages of feedback'). */
  label: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** How many pages `total` rows fill (at least one, so an empty list still has its first page). */
export function paginationPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A paged table's foot (spec 001 section 9): rows per page, where the page is in the list, and
 * first, previous, next and last. Without a total yet, Next is offered while pages are full.
 */
export function Pagination({
  page,
  pageSize,
  pageSizes,
  rowsShown,
  total,
  label,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const sizeId = useId();
  const pages = total === undefined ? undefined : paginationPageCount(total, pageSize);
  const first = page * pageSize + 1;
  const last = page * pageSize + rowsShown;
  const hasNext = pages === undefined ? rowsShown === pageSize : page + 1 < pages;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <div className={styles.pageSize}>
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => {
            const size = Number(event.target.value);
            if (pageSizes.includes(size)) onPageSizeChange(size);
          }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.pageStatus} aria-live="polite">
        {rowsShown > 0 ? `${countFormat(first)}–${countFormat(last)}` : '0'}
        {total === undefined ? '' : ` of ${countFormat(total)}`}
        {pages === undefined ? '' : ` · Page ${countFormat(page + 1)} of ${countFormat(pages)}`}
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
