import type { StepId, StepOption } from '@prism/domain';
import { useId } from 'react';
import styles from './time-menu.module.css';

/** The short name of a step under its mark: 5m, 1h, 1d, 7d, FW (fiscal week), FM (fiscal month). */
export function stepMarkLabel(id: StepId): string {
  if (id === '1fw') return 'FW';
  if (id === '1fm') return 'FM';
  return id.replace('min', 'm');
}

export interface StepSliderProps {
  /** The steps the range offers, smallest first: the slider's marks. */
  steps: readonly StepOption[];
  value: StepId;
  onChange: (id: StepId) => void;
}

/**
 * The group-by slider of the time menu (spec 000 section 4): one mark per step the range offers;
 * the thumb only rests on a mark, so a drag snaps to the nearest one. Arrow keys move mark by mark.
 */
export function StepSlider({ steps, value, onChange }: StepSliderProps) {
  const id = useId();
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === value),
  );
  const current = steps[index];
  return (
    <div className={styles.slider}>
      <div className={styles.sliderHead}>
        <label htmlFor={id}>Group by</label>
        <output htmlFor={id} className={styles.sliderValue}>
          {current?.label}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(0, steps.length - 1)}
        step={1}
        value={index}
        list={`${id}-marks`}
        aria-valuetext={current?.label}
        disabled={steps.length < 2}
        onChange={(event) => {
          const chosen = steps[Math.round(Number(event.target.value))];
          if (chosen) onChange(chosen.id);
        }}
      />
      <datalist id={`${id}-marks`}>
        {steps.map((step, i) => (
          <option key={step.id} value={i} label={step.label} />
        ))}
      </datalist>
      <div className={styles.sliderMarks} aria-hidden="true">
        {steps.map((step) => (
          <span key={step.id} className={step.id === value ? styles.sliderMarkOn : undefined}>
            {stepMarkLabel(step.id)}
          </span>
        ))}
      </div>
    </div>
  );
}
