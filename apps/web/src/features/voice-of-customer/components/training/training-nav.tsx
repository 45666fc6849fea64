import { Link } from 'react-router';
import styles from './training-nav.module.css';

export type TrainingPageId = 'training-data' | 'td-metrics' | 'Machine-Learning-Best-Practices';

const PAGES: readonly { id: TrainingPageId; label: string; what: string }[] = [
  { id: 'training-data', label: 'Training Data', what: 'the examples' },
  { id: 'td-metrics', label: 'Training Data Metrics', what: 'counts and model versions' },
  {
    id: 'Machine-Learning-Best-Practices',
    label: 'Machine Learning Best Practices',
    what: 'what the figures mean',
  },
];

export interface TrainingNavProps {
  current: TrainingPageId;
  /** The path of each of the three pages for this entity. */
  pathOf: (page: TrainingPageId) => string;
}

/** The three training pages side by side, so each is one step from the others. */
export function TrainingNav({ current, pathOf }: TrainingNavProps) {
  return (
    <nav className={styles.nav} aria-label="Trained categories">
      {PAGES.map((page) =>
        page.id === current ? (
          <span key={page.id} className={styles.current} aria-current="page">
            {page.label}
          </span>
        ) : (
          <Link key={page.id} to={pathOf(page.id)} className={styles.link}>
            {page.label}
            <span className={styles.what}>: {page.what}</span>
          </Link>
        ),
      )}
    </nav>
  );
}
