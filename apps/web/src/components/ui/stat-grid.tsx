import type { CSSProperties, ReactNode } from 'react';
import styles from './stat-grid.module.css';

export interface StatGridProps {
  /** How many figures share a row. */
  columns: number;
  /** Names the list when a heading does not (`aria-label`). */
  label?: string;
  children: ReactNode;
}

/** A row of headline figures (the Prism Usage totals, the System Status page). */
export function StatGrid({ columns, label, children }: StatGridProps) {
  return (
    <dl className={styles.grid} aria-label={label} style={{ '--stat-columns': columns } as CSSProperties}>
      {children}
    </dl>
  );
}

export interface StatProps {
  label: string;
  value: ReactNode;
  /** A quieter line under the figure: its unit, its source, when it was measured. */
  detail?: ReactNode;
  /** Marks a state figure good or bad with a coloured dot (and the word in `value`, never colour alone). */
  tone?: 'ok' | 'danger';
}

export function Stat({ label, value, detail, tone }: StatProps) {
  return (
    <div className={styles.stat} data-tone={tone}>
      <dt>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {detail ? <dd className={styles.detail}>{detail}</dd> : null}
    </div>
  );
}
