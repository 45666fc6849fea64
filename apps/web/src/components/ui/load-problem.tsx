import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './load-problem.module.css';

export interface LoadProblemProps {
  /** What could not be loaded, in the spec's words ('Could not load options.'). */
  message: string;
  onRetry: () => void;
  /** Disables Try again while the retry runs. */
  retrying?: boolean;
}

/** A list that failed to load inside a panel: the message (announced) and Try again. */
export function LoadProblem({ message, onRetry, retrying = false }: LoadProblemProps) {
  return (
    <div className={styles.problem}>
      <p role="alert">{message}</p>
      <Button variant="secondary" size="small" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}

/** A quiet line inside a panel: an empty list, or why there is nothing to choose. */
export function PanelNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
