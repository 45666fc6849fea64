import { Link } from 'react-router';
import styles from './page-tabs.module.css';

/** One page of a set of sibling pages. */
export interface PageTab {
  key: string;
  label: string;
  to: string;
}

/**
 * Links between sibling pages shown as tabs (the API-name mapping pages, the Helix pages); the
 * current one is marked for screen readers too.
 */
export function PageTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly PageTab[];
  current: string;
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className={tab.key === current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
