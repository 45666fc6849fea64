import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import styles from './text-area.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Shown under the box in red and announced; marks the box invalid. */
  error?: string | null;
  /** Visually hide the label (it is still the accessible name). */
  hideLabel?: boolean;
  /** The box itself, for a page that moves focus into it (a keyboard shortcut). */
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, error, hideLabel = false, className, ...rest }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.box}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
