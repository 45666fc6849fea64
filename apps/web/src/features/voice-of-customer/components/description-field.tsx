import { CATEGORY_DESCRIPTION_MAX, VOC_MSG } from '@prism/domain';
import { useId, type TextareaHTMLAttributes } from 'react';
import { TextArea } from '../../../components/ui/text-area';
import styles from './description-field.module.css';

/** The counter under a description (spec 001 section 5): what it says, and the count once too long. */
export interface DescriptionCount {
  text: string;
  /** `count/256`, only over the limit. */
  over: string | null;
}

/**
 * 'Character limit: 256' while empty, 'Character left: N' while typing, and over the limit
 * 'Exceeded the character limit' with the count out of 256 (spec 001 section 5).
 */
export function descriptionCount(value: string): DescriptionCount {
  if (value.length === 0) return { text: VOC_MSG.descriptionLimit, over: null };
  if (value.length <= CATEGORY_DESCRIPTION_MAX)
    return { text: VOC_MSG.descriptionLeft(CATEGORY_DESCRIPTION_MAX - value.length), over: null };
  return { text: VOC_MSG.descriptionExceeded, over: `${value.length}/${CATEGORY_DESCRIPTION_MAX}` };
}

/** True when a description may be saved: within the limit. */
export function descriptionFits(value: string): boolean {
  return value.length <= CATEGORY_DESCRIPTION_MAX;
}

export interface DescriptionFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'maxLength'
> {
  value: string;
  onChange: (value: string) => void;
  /** The field's label; 'Description' unless the form names it otherwise. */
  label?: string;
}

/**
 * A description box with the spec's character counter (spec 001 section 5), on the shared text
 * area. Typing past the limit is allowed so the user sees by how much; the counter turns
 * error-coloured and the form that holds it keeps Save disabled ({@link descriptionFits}).
 */
export function DescriptionField({ value, onChange, label = 'Description', ...rest }: DescriptionFieldProps) {
  const counterId = useId();
  const count = descriptionCount(value);
  return (
    <div className={styles.field}>
      <TextArea
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={counterId}
        aria-invalid={count.over ? true : undefined}
        {...rest}
      />
      <p
        id={counterId}
        className={count.over ? `${styles.counter} ${styles.exceeded}` : styles.counter}
        data-testid="description-counter"
      >
        {count.text}
        {count.over ? ` ${count.over}` : null}
      </p>
    </div>
  );
}
