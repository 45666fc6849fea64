import { useState } from 'react';
import { Link } from 'react-router';
import type { CategoryOverview } from '../../api/overview';
import {
  CATEGORY_COLUMNS,
  NAME_COLUMN,
  categoryRowsSort,
  categorySortNext,
  type CategorySort,
} from './category-rows';
import styles from './overview.module.css';

export interface CategoryTableProps {
  rows: readonly CategoryOverview[];
  /** The table's accessible name. */
  label: string;
  /** The name column's header: 'Category' or 'Subcategory'. */
  nameHeader: string;
  /** The name a row shows (a subcategory's own name on the details page). */
  nameOf: (row: CategoryOverview) => string;
  /** Where a row's name leads (its details page), or null when it has none to show. */
  detailsHref: (row: CategoryOverview) => string | null;
  /** The reviews of the row's category, which its count leads to. */
  reviewsHref: (row: CategoryOverview) => string;
}

/**
 * The category overview (or one category's subcategories): per category its feedback in the
 * period, its share, the period before and the change, the average sentiment scores and the
 * negative count. Every header sorts (a second click flips it); a name leads to the category's
 * details, a count to its reviews.
 */
export function CategoryTable({
  rows,
  label,
  nameHeader,
  nameOf,
  detailsHref,
  reviewsHref,
}: CategoryTableProps) {
  const [sort, setSort] = useState<CategorySort | null>(null);
  const sorted = categoryRowsSort(rows, sort, nameOf);
  const header = (id: string, text: string, description?: string) => (
    <th
      key={id}
      scope="col"
      className={id === NAME_COLUMN ? undefined : styles.numeric}
      aria-sort={sort?.column === id ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={styles.sort}
        title={description}
        onClick={() => setSort((was) => categorySortNext(was, id))}
      >
        {text}
        {sort?.column === id ? (
          <span aria-hidden="true" className={styles.arrow}>
            {sort.direction === 'asc' ? '▲' : '▼'}
          </span>
        ) : null}
      </button>
    </th>
  );
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {header(NAME_COLUMN, nameHeader)}
            {CATEGORY_COLUMNS.map((column) => header(column.id, column.label, column.description))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <CategoryRow
              key={row._id}
              row={row}
              name={nameOf(row)}
              detailsHref={detailsHref(row)}
              reviewsHref={reviewsHref(row)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CategoryRowProps {
  row: CategoryOverview;
  name: string;
  detailsHref: string | null;
  reviewsHref: string;
}

function CategoryRow({ row, name, detailsHref, reviewsHref }: CategoryRowProps) {
  const [count, ...figures] = CATEGORY_COLUMNS;
  return (
    <tr>
      <th scope="row" className={styles.name}>
        {detailsHref ? (
          <Link className={styles.link} to={detailsHref}>
            {name}
          </Link>
        ) : (
          name
        )}
      </th>
      <td className={styles.numeric}>
        <Link
          className={styles.link}
          to={reviewsHref}
          aria-label={`${count!.format(row.count)} reviews in ${name}`}
        >
          {count!.format(row.count)}
        </Link>
      </td>
      {figures.map((column) => (
        <td key={column.id} className={styles.numeric} data-column={column.id}>
          {column.format(column.value(row))}
        </td>
      ))}
    </tr>
  );
}
