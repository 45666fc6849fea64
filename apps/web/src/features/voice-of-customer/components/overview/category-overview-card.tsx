import { VOC_MSG } from '@prism/domain';
import { useId } from 'react';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { CategoryOverview } from '../../api/overview';
import { VocError } from '../voc-states';
import { CategoryTable, type CategoryTableProps } from './category-table';
import styles from './overview.module.css';

export interface CategoryOverviewCardProps extends Omit<CategoryTableProps, 'rows' | 'label'> {
  title: string;
  /** The rows; undefined while they load. */
  rows: readonly CategoryOverview[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** What the card says when no category has feedback in the period. */
  emptyText: string;
}

/**
 * A category table in its card, in its state: skeleton rows while loading, the categories error of
 * spec 001 section 8 on failure, a note when there are no rows, else the table.
 */
export function CategoryOverviewCard({
  title,
  rows,
  error,
  onRetry,
  emptyText,
  ...table
}: CategoryOverviewCardProps) {
  const headingId = useId();
  return (
    <Card title={title} headingId={headingId}>
      {error && !rows ? (
        <VocError what={VOC_MSG.categoriesFetchError} reason={error.message} onRetry={onRetry} />
      ) : !rows ? (
        <div className={styles.tableSkeleton} aria-busy="true" data-testid="category-table-skeleton">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="1.25rem" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.note}>{emptyText}</p>
      ) : (
        <CategoryTable rows={rows} label={title} {...table} />
      )}
    </Card>
  );
}
