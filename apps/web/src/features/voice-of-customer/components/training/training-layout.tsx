import type { ReactNode } from 'react';
import styles from './training-layout.module.css';

/** A wide part and a narrow one side by side from 1280 px, one above the other below it. */
export function TrainingColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>{main}</div>
      <div className={styles.side}>{side}</div>
    </div>
  );
}
