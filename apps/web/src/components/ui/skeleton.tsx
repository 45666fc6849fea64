import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: string;
  height?: string;
}

/** A grey placeholder bar; hidden from screen readers, whose users hear the surrounding status instead. */
export function Skeleton({ width = '100%', height = '0.875rem' }: SkeletonProps) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}
