import { Link } from 'react-router';
import type { DocumentationEntry } from '../lib/documentation-entries';
import styles from './documentation.module.css';

export interface DocumentationIndexProps {
  entries: readonly DocumentationEntry[];
}

export function DocumentationIndex({ entries }: DocumentationIndexProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Documentation</h1>
      <p className={styles.note} role="note">
        The documentation pages are being built. Each section below has its place in Prism already; its
        content follows.
      </p>
      <ul className={styles.grid} aria-label="Documentation sections">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link className={styles.entry} to={`/documentation/${entry.id}`}>
              <span className={styles.entryTitle}>{entry.title}</span>
              <span className={styles.entrySummary}>{entry.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
