import { Skeleton } from '../../../../components/ui/skeleton';
import styles from './settings.module.css';

/** The rows of a settings list while it loads; announced as loading, its bars hidden from readers. */
export function SettingsSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div className={styles.skeletonList} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="1.5rem" width={`${90 - (index % 3) * 15}%`} />
      ))}
    </div>
  );
}
