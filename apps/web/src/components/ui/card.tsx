import type { ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  title: string;
  /** Right-aligned beside the title: a live indicator, an action. */
  aside?: ReactNode;
  children: ReactNode;
  /** Id of the heading, so a region or table can be labelled by it. */
  headingId?: string;
}

export function Card({ title, aside, children, headingId }: CardProps) {
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 className={styles.title} id={headingId}>
          {title}
        </h2>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
