import { VOC_MSG } from '@prism/domain';
import { useId } from 'react';
import { FEEDBACK_ID_LABEL } from './filter-catalogue';
import type { FeedbackIdStatus } from './use-filter-draft';
import styles from './filters.module.css';

export interface FeedbackIdFieldProps {
  text: string;
  status: FeedbackIdStatus;
  onChange: (text: string) => void;
}

/**
 * One item by its id. The id is looked up (getFeedbackByID) before it applies; a failed lookup or
 * none found says 'Invalid Feedback ID' and keeps the filters from applying (spec 001 section 5).
 */
export function FeedbackIdField({ text, status, onChange }: FeedbackIdFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.inline}>
        <span className={styles.inlineLabel}>{FEEDBACK_ID_LABEL}</span>
        <input
          type="text"
          className={styles.textInput}
          value={text}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={status === 'invalid'}
          aria-describedby={`${id}-status`}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <p
        id={`${id}-status`}
        className={status === 'invalid' ? styles.problem : styles.hint}
        aria-live="polite"
      >
        {status === 'invalid'
          ? VOC_MSG.invalidFeedbackId
          : status === 'checking'
            ? 'Checking the feedback ID…'
            : status === 'valid'
              ? 'One item: the other filters still apply.'
              : null}
      </p>
    </div>
  );
}
