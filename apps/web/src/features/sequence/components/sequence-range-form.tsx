import {
  sequenceRangeCheck,
  sequenceRangeResetCheck,
  type SequenceRange,
  type SequenceRangeField,
} from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './sequence.module.css';

export interface SequenceRangeFormProps {
  /** The range shown now (the address's `start` and `end`), or null for the whole visit. */
  current: SequenceRange | null;
  /** The visit's first and last sequence numbers, as the fields' hints. */
  first: number;
  last: number;
  onApply: (range: SequenceRange) => void;
  onReset: () => void;
}

const draftOf = (range: SequenceRange | null) => ({
  start: range ? String(range.start) : '',
  end: range ? String(range.end) : '',
});

/**
 * The sequence range (spec 000 section 5): start and end sequence numbers, Apply and Reset. An
 * unchanged range and a reset with no range say so in the spec's words; a bad bound names its field.
 * The fields start from `current`: give the form a `key` of the range so they follow the address.
 */
export function SequenceRangeForm({ current, first, last, onApply, onReset }: SequenceRangeFormProps) {
  const [draft, setDraft] = useState(() => draftOf(current));
  const [problem, setProblem] = useState<{ field: SequenceRangeField | null; message: string } | null>(null);
  const id = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const check = sequenceRangeCheck(draft, current);
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      return;
    }
    setProblem(null);
    onApply(check.range);
  };
  const reset = () => {
    const check = sequenceRangeResetCheck(current);
    if (!check.ok) {
      setProblem({ field: null, message: check.message });
      return;
    }
    setProblem(null);
    onReset();
  };
  const invalid = (field: SequenceRangeField) => (problem?.field === field ? true : undefined);
  const describedBy = (field: SequenceRangeField) =>
    problem && (problem.field === field || problem.field === null) ? `${id}-problem` : undefined;

  return (
    <form onSubmit={apply} aria-label="Sequence range" noValidate>
      <div className={styles.formRow}>
        <label className={styles.field}>
          Start
          <input
            className={`${styles.input} ${styles.boundInput}`}
            inputMode="numeric"
            value={draft.start}
            placeholder={String(first)}
            aria-invalid={invalid('start')}
            aria-describedby={describedBy('start')}
            onChange={(event) => setDraft({ ...draft, start: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          End
          <input
            className={`${styles.input} ${styles.boundInput}`}
            inputMode="numeric"
            value={draft.end}
            placeholder={String(last)}
            aria-invalid={invalid('end')}
            aria-describedby={describedBy('end')}
            onChange={(event) => setDraft({ ...draft, end: event.target.value })}
          />
        </label>
        <Button type="submit">Apply</Button>
        <Button variant="secondary" onClick={reset}>
          Reset
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.message} role="alert">
          {problem.message}
        </p>
      ) : (
        <p className={styles.hint}>
          {current
            ? `Showing sequence numbers ${current.start} to ${current.end}.`
            : `Showing the whole visit, sequence numbers ${first} to ${last}.`}
        </p>
      )}
    </form>
  );
}
