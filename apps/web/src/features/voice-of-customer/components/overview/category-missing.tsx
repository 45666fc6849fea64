import { Link } from 'react-router';
import styles from './overview.module.css';

export interface CategoryMissingProps {
  /** The `category` the address names; undefined when it names none. */
  categoryId: string | undefined;
  overviewHref: string;
}

/**
 * The details page without a category it can show: none named, or one that is not a category of
 * these applications. Says which, and leads back to the overview, where each category is a link.
 */
export function CategoryMissing({ categoryId, overviewHref }: CategoryMissingProps) {
  return (
    <div className={styles.missing} role="status">
      <h2 className={styles.missingTitle}>
        {categoryId === undefined ? 'No category chosen' : 'Category not found'}
      </h2>
      <p className={styles.note}>
        {categoryId === undefined
          ? 'The details page shows one category: choose it in the category table of the overview.'
          : `"${categoryId}" is not a category of these applications. It may have been removed, or the link may be wrong.`}
      </p>
      <Link className={styles.link} to={overviewHref}>
        Back to the overview
      </Link>
    </div>
  );
}
