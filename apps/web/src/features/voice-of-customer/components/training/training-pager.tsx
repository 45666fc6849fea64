import { countFormat } from '../../../../lib/format';
import { Button } from '../../../../components/ui/button';
import styles from './training.module.css';

export interface TrainingPagerProps {
  /** The page shown, from 0. */
  page: number;
  pageSize: number;
  /** Everything there is to page through. */
  total: number;
  /** What the total counts, plural ('examples', 'changed items'). */
  noun: string;
  onPage: (page: number) => void;
}

/** 'Page 2 of 37 · 904 examples' with Previous and Next (the training list and the promotion preview). */
export function TrainingPager({ page, pageSize, total, noun, onPage }: TrainingPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun}`}>
      <span>
        Page {countFormat(Math.min(page + 1, pages))} of {countFormat(pages)} · {countFormat(total)} {noun}
      </span>
      <span className={styles.pagerButtons}>
        <Button variant="secondary" size="small" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={page + 1 >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </span>
    </nav>
  );
}
