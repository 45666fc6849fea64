import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Kbd } from '../../../../components/ui/kbd';
import { countFormat } from '../../../../lib/format';
import styles from './triage.module.css';

export interface QueueBarProps {
  /** 1-based position of the item in the list, when it is in the window the page holds. */
  position: number | undefined;
  /** How many items the list holds, once known. */
  total: number | undefined;
  canPrevious: boolean;
  canNext: boolean;
  /** A step is on its way (the next window of ids is being fetched). */
  moving: boolean;
  reviewsHref: string;
  onPrevious: () => void;
  onNext: () => void;
  onHelp: () => void;
}

/** Previous / Next item, 'N of M', 'Back to reviews' and the shortcuts help (the queue of the list). */
export function QueueBar(props: QueueBarProps) {
  const { position, total, canPrevious, canNext, moving, reviewsHref, onPrevious, onNext, onHelp } = props;
  return (
    <nav className={styles.queueBar} aria-label="Feedback queue">
      <Link to={reviewsHref} className={buttonClassName('borderless', 'small')}>
        ← Back to reviews
      </Link>
      <div className={styles.queueSteps}>
        <Button
          variant="secondary"
          size="small"
          disabled={!canPrevious || moving}
          aria-keyshortcuts="k ArrowLeft"
          onClick={onPrevious}
        >
          ← Previous
        </Button>
        <span className={styles.queuePosition} aria-live="polite">
          {position === undefined ? (
            <>
              <span aria-hidden="true">—</span>
              <span className={styles.visuallyHidden}>Not in this list</span>
            </>
          ) : (
            countFormat(position)
          )}{' '}
          of {total === undefined ? '…' : countFormat(total)}
        </span>
        <Button
          variant="secondary"
          size="small"
          disabled={!canNext || moving}
          aria-keyshortcuts="j ArrowRight"
          onClick={onNext}
        >
          Next →
        </Button>
      </div>
      <Button variant="borderless" size="small" aria-keyshortcuts="?" onClick={onHelp}>
        Keyboard shortcuts <Kbd>?</Kbd>
      </Button>
    </nav>
  );
}
