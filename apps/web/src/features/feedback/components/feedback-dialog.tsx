import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_RATING_MAX,
  FEEDBACK_TEXT_MAX,
  feedbackValidate,
  type FeedbackCategory,
  type FeedbackInput,
} from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingButton } from '../../../components/ui/loading-button';
import { TextArea } from '../../../components/ui/text-area';
import styles from './feedback-dialog.module.css';

export const FEEDBACK_TITLE = 'Send feedback about Prism';
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

export interface FeedbackDialogProps {
  onClose: () => void;
  onSend: (input: FeedbackInput) => void;
  /** The feedback is on its way: the submit button waits. */
  sending: boolean;
  /** Why the last send failed; the form stays filled in so the user can send again. */
  sendError: string | null;
  /** The feedback arrived: the success screen shows until the dialog resets. */
  sent: boolean;
}

const starLabel = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;

/**
 * Feedback about the portal (spec 000 sections 4 and 5): a category first, which reveals the
 * optional star rating and the required text; then the success screen.
 */
export function FeedbackDialog({ onClose, onSend, sending, sendError, sent }: FeedbackDialogProps) {
  const formId = useId();
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (sent) {
    return (
      <Dialog title={FEEDBACK_TITLE} onClose={onClose}>
        <div className={styles.success} role="status">
          <span className={styles.successMark} aria-hidden="true">
            ✓
          </span>
          <p className={styles.successTitle}>{FEEDBACK_THANKS}</p>
          <p className={styles.muted}>It goes straight to the team that builds Prism.</p>
        </div>
      </Dialog>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!category || sending) return;
    const message = feedbackValidate({ category, text, rating });
    setError(message);
    if (!message) onSend({ category, text: text.trim(), rating });
  };

  return (
    <Dialog
      title={FEEDBACK_TITLE}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton type="submit" form={formId} disabled={!category} loading={sending}>
            Submit
          </LoadingButton>
        </>
      }
    >
      <form id={formId} className={styles.form} aria-label="Feedback" noValidate onSubmit={submit}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>What is your feedback about?</legend>
          <div className={styles.categories}>
            {FEEDBACK_CATEGORIES.map((option) => (
              <label key={option} className={styles.category}>
                <input
                  type="radio"
                  name="feedback-category"
                  value={option}
                  checked={category === option}
                  onChange={() => setCategory(option)}
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {category ? (
          <>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>
                How would you rate your experience? <span className={styles.muted}>(optional)</span>
              </legend>
              <div className={styles.stars}>
                {Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1).map((stars) => (
                  <label
                    key={stars}
                    className={[styles.star, rating !== null && stars <= rating ? styles.starOn : '']
                      .filter(Boolean)
                      .join(' ')}
                    title={starLabel(stars)}
                  >
                    <input
                      type="radio"
                      name="feedback-rating"
                      value={stars}
                      aria-label={starLabel(stars)}
                      checked={rating === stars}
                      onChange={() => setRating(stars)}
                    />
                    <span aria-hidden="true">★</span>
                  </label>
                ))}
                {rating !== null ? (
                  <Button variant="borderless" size="small" onClick={() => setRating(null)}>
                    Clear rating
                  </Button>
                ) : null}
              </div>
            </fieldset>
            <div>
              <TextArea
                label="Your feedback"
                value={text}
                maxLength={FEEDBACK_TEXT_MAX}
                rows={6}
                required
                error={error}
                onChange={(event) => {
                  setText(event.target.value);
                  if (error) setError(null);
                }}
              />
              <p className={styles.counter} aria-live="polite">
                {text.length}/{FEEDBACK_TEXT_MAX}
              </p>
            </div>
          </>
        ) : (
          <p className={styles.muted}>Choose a category to rate your experience and write your feedback.</p>
        )}
        {sendError ? (
          <p className={styles.sendError} role="alert">
            {sendError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
