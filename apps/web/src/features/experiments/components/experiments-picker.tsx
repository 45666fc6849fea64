import { MSG, filterPillText } from '@prism/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useOutsideClose } from '../../../components/ui/use-outside-close';
import { useExperiments, type ExperimentsInput } from '../api/get-experiments';
import { experimentsToggle } from '../lib/experiment-products';
import styles from './experiments-picker.module.css';
import { LoadProblem, PanelNote } from '../../../components/ui/load-problem';

export interface ExperimentsPickerProps {
  /** The page's range and products. */
  input: ExperimentsInput;
  /** Chosen experiment uuids (activatedExperiments). */
  experiments: readonly string[];
  /** Chosen variant uuids (variantUuids). */
  variants: readonly string[];
  /** Time zone start dates are shown in. */
  timeZone: string;
  /** New experiments, each with the variants to choose (all of theirs); an empty list clears both. */
  onExperimentsChange: (experiments: { uuid: string; variants: readonly { uuid: string }[] }[]) => void;
  onVariantsChange: (variants: string[]) => void;
}

/**
 * The experiments picker (spec 000 section 4): experiments started in the page's period for its
 * applications. Choosing one chooses all its variants; clearing the experiments clears the
 * variants; single variants can then be left out. Pills show the chosen experiments (2, then an
 * ellipsis) and variants (1, then an ellipsis).
 */
export function ExperimentsPicker({
  input,
  experiments: chosen,
  variants: chosenVariants,
  timeZone,
  onExperimentsChange,
  onVariantsChange,
}: ExperimentsPickerProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  // Read only when needed: while the panel is open, or to name the chosen experiments in pills.
  const query = useExperiments(input, { enabled: open || chosen.length > 0 });
  const known = query.data ?? [];

  useOutsideClose(
    root,
    open,
    useCallback(() => setOpen(false), []),
  );
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const nameOf = (uuid: string) => known.find((experiment) => experiment.uuid === uuid)?.name ?? uuid;
  const variantName = (uuid: string) =>
    known.flatMap((experiment) => experiment.variants).find((variant) => variant.uuid === uuid)?.name ?? uuid;
  const date = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
  const chosenKnown = known.filter((experiment) => chosen.includes(experiment.uuid));

  return (
    <div
      className={styles.root}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      {chosen.length > 0 ? (
        <ul className={styles.pills} aria-label="Chosen experiments">
          <li className={styles.pill}>
            <span className={styles.pillText} title={chosen.map(nameOf).join(', ')}>
              Experiments: {filterPillText('activatedExperiments', chosen.map(nameOf))}
            </span>
            <button
              type="button"
              className={styles.pillRemove}
              aria-label="Remove experiments filter"
              onClick={() => onExperimentsChange([])}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
          {chosenVariants.length > 0 ? (
            <li className={styles.pill}>
              <span className={styles.pillText} title={chosenVariants.map(variantName).join(', ')}>
                Variants: {filterPillText('variantUuids', chosenVariants.map(variantName))}
              </span>
              <button
                type="button"
                className={styles.pillRemove}
                aria-label="Remove variants filter"
                onClick={() => onVariantsChange([])}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <button
        ref={trigger}
        type="button"
        className={buttonClassName('secondary', 'small')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        Experiments{chosen.length > 0 ? ` (${chosen.length})` : ''}
      </button>
      {open ? (
        <div id={id} ref={panel} role="dialog" aria-label="Experiments" className={styles.panel}>
          {query.isPending ? <Spinner label="Loading experiments…" /> : null}
          {query.isError ? (
            <LoadProblem
              message={MSG.filterOptionsFailed}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : null}
          {query.isSuccess && known.length === 0 ? <PanelNote>{MSG.noResults}</PanelNote> : null}
          {known.length > 0 ? (
            <fieldset className={styles.list}>
              <legend className={styles.legend}>Experiments started in this period</legend>
              {known.map((experiment) => (
                <label key={experiment.uuid} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(experiment.uuid)}
                    onChange={(event) =>
                      onExperimentsChange(
                        experimentsToggle(
                          known,
                          { experiments: chosen, variants: chosenVariants },
                          experiment.uuid,
                          event.target.checked,
                        ),
                      )
                    }
                  />
                  <span className={styles.name}>{experiment.name}</span>
                  <span className={styles.meta}>
                    {experiment.experimentStatus.name} · started {date.format(experiment.startTime)}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {chosenKnown.length > 0 ? (
            <fieldset className={styles.list}>
              <legend className={styles.legend}>Variants</legend>
              {chosenKnown.flatMap((experiment) =>
                experiment.variants.map((variant) => (
                  <label key={variant.uuid} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={chosenVariants.includes(variant.uuid)}
                      onChange={(event) =>
                        onVariantsChange(
                          event.target.checked
                            ? [...chosenVariants, variant.uuid]
                            : chosenVariants.filter((uuid) => uuid !== variant.uuid),
                        )
                      }
                    />
                    <span className={styles.name}>{variant.name}</span>
                    <span className={styles.meta}>{experiment.name}</span>
                  </label>
                )),
              )}
            </fieldset>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="borderless"
              size="small"
              disabled={chosen.length === 0}
              onClick={() => onExperimentsChange([])}
            >
              Clear experiments
            </Button>
            <Button variant="secondary" size="small" onClick={close}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
