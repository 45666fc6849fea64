import { Link } from 'react-router';
import styles from './api-mappings.module.css';

/** The three API-name mapping pages, in the order of the left menu's entry. */
export const MAPPING_PAGES = [
  { page: 'names', label: 'API names' },
  { page: 'service', label: 'Services' },
  { page: 'unknowns', label: 'Unknown APIs' },
] as const;
export type MappingPage = (typeof MAPPING_PAGES)[number]['page'];

/** Links between the three pages; the current one is marked for screen readers too. */
export function MappingTabs({
  current,
  hrefOf,
}: {
  current: MappingPage;
  hrefOf: (page: MappingPage) => string;
}) {
  return (
    <nav className={styles.tabs} aria-label="API-name mapping pages">
      {MAPPING_PAGES.map(({ page, label }) => (
        <Link
          key={page}
          to={hrefOf(page)}
          className={page === current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          aria-current={page === current ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
