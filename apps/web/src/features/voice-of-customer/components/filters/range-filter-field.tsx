import type { ScoreRange } from '@prism/domain';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import type { FilterField } from './filter-catalogue';
import { rangeBoundOutside, rangeButtons, rangeLimitShown, type RangeTexts } from './range-rules';
import styles from './filters.module.css';

export interface RangeFilterFieldProps {
  field: Extract<FilterField, { control: 'range' }>;
  /** The range in the menu's filters now. */
  value: ScoreRange | undefined;
  texts: RangeTexts;
  onTexts: (texts: RangeTexts) => void;
  onSet: (range: ScoreRange) => void;
  onReset: () => void;
}

/** A score range: From and To boxes with Set Range and Reset Range (spec 001 section 5). */
export function RangeFilterField({ field, value, texts, onTexts, onSet, onReset }: RangeFilterFieldProps) {
  const id = useId();
  const input = { limit: field.limit, scale: field.scale };
  const shown = rangeLimitShown(input);
  const unit = field.unit ?? '';
  const { canSet, canReset, range } = rangeButtons(texts, value, input);
  const outside = { from: rangeBoundOutside(texts.from, input), to: rangeBoundOutside(texts.to, input) };
  const problem = outside.from || outside.to;
  const bound = (side: keyof RangeTexts, label: string) => (
    <label className={styles.rangeBound}>
      {label}
      <input
        type="number"
        inputMode="decimal"
        min={shown.min}
        max={shown.max}
        step="any"
        value={texts[side]}
        aria-invalid={outside[side]}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onTexts({ ...texts, [side]: event.target.value })}
      />
    </label>
  );

  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>
        {field.label}
        <span className={styles.limit}>
          {shown.min}–{shown.max}
          {unit}
        </span>
      </legend>
      <div className={styles.rangeRow}>
        {bound('from', 'From')}
        {bound('to', 'To')}
        <Button size="small" variant="secondary" disabled={!canSet} onClick={() => range && onSet(range)}>
          Set Range <span className="visually-hidden">of {field.label}</span>
        </Button>
        <Button size="small" variant="borderless" disabled={!canReset} onClick={onReset}>
          Reset Range <span className="visually-hidden">of {field.label}</span>
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {field.label} takes numbers from {shown.min} to {shown.max}
          {unit}.
        </p>
      ) : null}
    </fieldset>
  );
}
