import type { Category } from '@prism/domain';
import { Link } from 'react-router';
import { categoryNameOf } from '../../lib/category-tree';
import styles from './overview.module.css';

export interface CategoryTrailProps {
  /** The category and its ancestors, top first. */
  trail: readonly Category[];
  overviewHref: string;
  /** The details page of an ancestor. */
  detailsHref: (id: string) => string;
}

/** Where the details page sits: Overview › Billing › Charges, each step but the last a link back. */
export function CategoryTrail({ trail, overviewHref, detailsHref }: CategoryTrailProps) {
  const last = trail[trail.length - 1];
  return (
    <nav aria-label="Category">
      <ol className={styles.crumbs}>
        <li>
          <Link className={styles.link} to={overviewHref}>
            Overview
          </Link>
        </li>
        {trail.map((category) => (
          <li key={category._id}>
            {category === last ? (
              <span aria-current="page">{categoryNameOf(category)}</span>
            ) : (
              <Link className={styles.link} to={detailsHref(category._id)}>
                {categoryNameOf(category)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
