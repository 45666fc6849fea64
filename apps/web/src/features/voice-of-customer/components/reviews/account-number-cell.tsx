import { VOC_MSG, type FeedbackField } from '@prism/domain';
import { useId, useState } from 'react';
import { useDecryptAccountNumber } from '../../api/feedback';
import { useReviewsCellContext } from './reviews-cell-context';
import styles from './reviews-table.module.css';

export interface AccountNumberCellProps {
  field: FeedbackField;
  /** The encrypted account number (`k1.…`). */
  value: string;
}

const MASK = '••••••••••';

/**
 * An account number, masked until revealed (spec 001 sections 4, 6 and 8): Reveal decrypts it
 * through the transformer, Hide masks it again. Without `transformer-decrypt` the button stays
 * disabled with the spec's tooltip; a failed decrypt is reported to the table, which shows the
 * spec's error with its Report an Issue link.
 */
export function AccountNumberCell({ field, value }: AccountNumberCellProps) {
  const { canDecrypt, onRevealError } = useReviewsCellContext();
  const decrypt = useDecryptAccountNumber();
  const [plain, setPlain] = useState<string | null>(null);
  const reasonId = useId();

  if (!canDecrypt) {
    return (
      <span className={styles.account}>
        <span className={styles.mask} aria-label="Account number hidden">
          {MASK}
        </span>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Reveal account number"
          aria-disabled="true"
          aria-describedby={reasonId}
          title={VOC_MSG.decryptNeedsRole}
        >
          <EyeIcon />
        </button>
        <span id={reasonId} hidden>
          {VOC_MSG.decryptNeedsRole}
        </span>
      </span>
    );
  }

  if (plain !== null) {
    return (
      <span className={styles.account}>
        <span className={styles.plain}>{plain}</span>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Hide account number"
          title="Hide account number"
          onClick={() => setPlain(null)}
        >
          <EyeIcon slashed />
        </button>
      </span>
    );
  }

  return (
    <span className={styles.account}>
      <span className={styles.mask} aria-label="Account number hidden">
        {MASK}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Reveal account number"
        title="Reveal account number"
        aria-busy={decrypt.isPending}
        disabled={decrypt.isPending}
        onClick={() =>
          decrypt.mutate(
            { field, value },
            { onSuccess: (number) => setPlain(number), onError: onRevealError },
          )
        }
      >
        <EyeIcon />
      </button>
    </span>
  );
}

/** An eye: reveal; slashed: hide again. */
function EyeIcon({ slashed = false }: { slashed?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {slashed ? <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
    </svg>
  );
}
