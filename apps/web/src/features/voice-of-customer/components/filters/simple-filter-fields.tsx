import { useId } from 'react';
import type { FilterField } from './filter-catalogue';
import { countTextInvalid } from './range-rules';
import styles from './filters.module.css';

/** The line under a control saying what it means, tied to it for screen readers. */
function Hint({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={styles.hint}>
      {text}
    </p>
  ) : null;
}

/** One of a few values or Any: a status code (spec 001 section 4) or yes/no. */
export function ChoiceFilterField({
  field,
  value,
  onChange,
}: {
  field: Extract<FilterField, { control: 'choice' }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.inline}>
        <span className={styles.inlineLabel}>{field.label}</span>
        <select
          value={value}
          aria-describedby={field.hint ? id : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Any</option>
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <Hint id={id} text={field.hint} />
    </div>
  );
}

/** A filter that narrows only when on. */
export function FlagFilterField({
  field,
  checked,
  onChange,
}: {
  field: Extract<FilterField, { control: 'flag' }>;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={field.hint ? id : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {field.label}
      </label>
      <Hint id={id} text={field.hint} />
    </div>
  );
}

/** A whole number of at least 0 (a verbatim length bound); anything else is flagged and blocks Apply. */
export function CountFilterField({
  field,
  text,
  onChange,
}: {
  field: Extract<FilterField, { control: 'count' }>;
  text: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const invalid = countTextInvalid(text);
  return (
    <div className={styles.field}>
      <label className={styles.inline}>
        <span className={styles.inlineLabel}>{field.label}</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={styles.countInput}
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? id : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className={styles.unit}>characters</span>
      </label>
      {invalid ? (
        <p id={id} className={styles.problem} role="alert">
          {field.label} takes a whole number of 0 or more.
        </p>
      ) : null}
    </div>
  );
}
