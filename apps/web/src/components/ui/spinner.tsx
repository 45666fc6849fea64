import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Read by screen readers and shown beside the spinner. */
  label: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <div className={styles.spinner} role="status" aria-busy="true" aria-live="polite">
      <span className={styles.wheel} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}

/** The whole window while the app cannot show anything yet (signing in, redirecting). */
export function FullPageSpinner({ label }: SpinnerProps) {
  return (
    <div className={styles.fullPage}>
      <Spinner label={label} />
    </div>
  );
}
