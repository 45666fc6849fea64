import { Link } from 'react-router';
import type { DocumentationEntry } from '../lib/documentation-entries';
import styles from './documentation.module.css';

export interface DocumentationEntryPageProps {
  entry: DocumentationEntry;
}

/** One section's page: honest that its content is still being written. */
export function DocumentationEntryPage({ entry }: DocumentationEntryPageProps) {
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/documentation">Documentation</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{entry.title}</span>
      </nav>
      <h1 className={styles.title}>{entry.title}</h1>
      <p className={styles.lead}>{entry.summary}</p>
      <p className={styles.note} role="note">
        This page is being built; its content is not written yet.
      </p>
    </div>
  );
}
