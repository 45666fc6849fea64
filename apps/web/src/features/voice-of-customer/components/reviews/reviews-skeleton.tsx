import { Skeleton } from '../../../../components/ui/skeleton';
import styles from './reviews.module.css';

/** The table while its first page loads: the head and a row of bars per row to come (at most 10). */
export function ReviewsSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading feedback">
      <div className={styles.skeletonHead} />
      {Array.from({ length: Math.min(rows, 10) }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton height="2rem" />
          <Skeleton height="2rem" />
          <Skeleton />
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </div>
      ))}
    </div>
  );
}
