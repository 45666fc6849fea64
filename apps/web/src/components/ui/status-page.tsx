import type { ReactNode } from 'react';
import styles from './status-page.module.css';

export interface StatusPageProps {
  title: string;
  /** The page's main text, one paragraph. */
  body: ReactNode;
  /** A short emphasised line above the body, announced to screen readers (the reason for an error). */
  alert?: string;
  illustration?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A centred message page: not found, not authenticated, no access. */
export function StatusPage({ title, body, alert, illustration, actions, children }: StatusPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        {illustration ? <div className={styles.illustration}>{illustration}</div> : null}
        {alert ? (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.body}>{body}</p>
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
