import type { ReactNode } from 'react';
import styles from './state-frame.module.css';

export interface StateFrameProps {
  title: string;
  /** `danger` colours the title (an address that names nothing). */
  tone?: 'neutral' | 'danger';
  /** `alert` for a failure, announced as it shows. */
  role?: 'alert';
  'data-testid'?: string;
  /** What to say under the title, and the way out. */
  children?: ReactNode;
}

/**
 * What a page shows in place of its content when there is nothing to show or a call failed: a
 * dashed frame, a title, a line or two, the way out.
 */
export function StateFrame({ title, tone = 'neutral', role, children, ...rest }: StateFrameProps) {
  return (
    <div className={styles.frame} role={role} data-testid={rest['data-testid']}>
      <h2 className={tone === 'danger' ? `${styles.title} ${styles.danger}` : styles.title}>{title}</h2>
      {children}
    </div>
  );
}

/** A muted line of a state frame. */
export function StateFrameText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
