import { useEffect, useRef } from 'react';
import styles from './toast.module.css';

/** Spec 000 section 9: toast durations in seconds. */
export const TOAST_SECONDS = { short: 2.5, long: 3.5, default: 6 } as const;

export interface ToastProps {
  message: string;
  /** Seconds before the toast goes away by itself and calls `onDismiss`. */
  durationSeconds?: number;
  placement?: 'bottom-left' | 'bottom-right' | 'top-right';
  tone?: 'error' | 'info';
  onDismiss: () => void;
}

/** A fixed message that dismisses itself after its duration, or on its close button. */
export function Toast({
  message,
  durationSeconds = TOAST_SECONDS.default,
  placement = 'bottom-left',
  tone = 'info',
  onDismiss,
}: ToastProps) {
  // The latest callback, so a parent re-render does not restart the timer.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss.current(), durationSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [message, durationSeconds]);

  return (
    <div
      className={`${styles.toast} ${styles[placement]} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className={styles.message}>{message}</span>
      <button type="button" className={styles.close} aria-label="Dismiss" onClick={() => dismiss.current()}>
        ×
      </button>
    </div>
  );
}
