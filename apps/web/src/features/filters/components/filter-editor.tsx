import {
  FILTER_OPERATOR_ARITY,
  FILTER_OPERATOR_LABELS,
  FILTER_OPERATORS,
  MSG,
  filterLoadFailedMessage,
  type FilterDefinition,
  type FilterOperator,
} from '@prism/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFilterOptions } from '../api/get-filter-options';
import type { FilterScope } from '../lib/filter-scope';
import styles from './filter-bar.module.css';
import { LoadProblem, PanelNote } from '../../../components/ui/load-problem';

export interface FilterEditorValue {
  operator: FilterOperator;
  values: string[];
}

export interface FilterEditorProps {
  filter: FilterDefinition;
  scope: FilterScope;
  /** The filter as applied, when editing one. */
  initial?: FilterEditorValue;
  onApply: (value: FilterEditorValue) => void;
  onCancel: () => void;
  /** Back to the list of filters (when adding). */
  onBack?: () => void;
}

const sameValue = (a: FilterEditorValue | undefined, b: FilterEditorValue) =>
  a !== undefined &&
  a.operator === b.operator &&
  a.values.length === b.values.length &&
  a.values.every((value, index) => value === b.values[index]);

/**
 * Edits one filter: its operator (IS … EXISTS_AND_IS_NOT_ONE_OF) and values, chosen from the
 * options the filter call gives for the page's applications and period. Values already applied
 * stay listed even when the call no longer offers them.
 */
export function FilterEditor({ filter, scope, initial, onApply, onCancel, onBack }: FilterEditorProps) {
  const [operator, setOperator] = useState<FilterOperator>(initial?.operator ?? 'IS_ONE_OF');
  const [values, setValues] = useState<string[]>(initial?.values ?? []);
  const arity = FILTER_OPERATOR_ARITY[operator];
  const options = useFilterOptions(
    { filterId: filter.id, appIds: scope.appIds, period: scope.period, environment: scope.environment },
    { enabled: arity !== 'none' },
  );
  const id = useId();
  const operatorSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => operatorSelect.current?.focus(), []);

  const listed = [...(options.data ?? [])];
  for (const value of values)
    if (!listed.some((option) => option.value === value)) listed.push({ value, label: value });
  const draft: FilterEditorValue = { operator, values: arity === 'none' ? [] : values };
  const canApply = (arity === 'none' || values.length > 0) && !sameValue(initial, draft);

  const toggle = (value: string, checked: boolean) =>
    setValues((current) =>
      arity === 'one' ? [value] : checked ? [...current, value] : current.filter((entry) => entry !== value),
    );

  return (
    <div className={styles.editor}>
      <p className={styles.editorTitle} id={`${id}-title`}>
        {filter.label}
      </p>
      <label className={styles.field}>
        Operator
        <select
          ref={operatorSelect}
          value={operator}
          onChange={(event) => {
            const next = event.target.value as FilterOperator;
            setOperator(next);
            if (FILTER_OPERATOR_ARITY[next] === 'one') setValues((current) => current.slice(0, 1));
          }}
        >
          {FILTER_OPERATORS.map((option) => (
            <option key={option} value={option}>
              {FILTER_OPERATOR_LABELS[option]}
            </option>
          ))}
        </select>
      </label>
      {arity === 'none' ? (
        <PanelNote>This operator takes no value.</PanelNote>
      ) : (
        <fieldset className={styles.values} aria-labelledby={`${id}-title`}>
          <legend className={styles.legend}>Values</legend>
          {options.isPending ? <Spinner label="Loading options…" /> : null}
          {options.isError ? (
            <LoadProblem
              message={filterLoadFailedMessage(filter.label)}
              onRetry={() => {
                // The button goes away with the error; keep focus in the editor, where Escape works.
                operatorSelect.current?.focus();
                void options.refetch();
              }}
              retrying={options.isFetching}
            />
          ) : null}
          {options.isSuccess && listed.length === 0 ? (
            <PanelNote>{filter.id === 'appVersion' ? MSG.noAppVersionsFound : MSG.noResults}</PanelNote>
          ) : null}
          {listed.length > 0 ? (
            <div className={styles.optionList}>
              {listed.map((option) => (
                <label key={option.value} className={styles.option}>
                  <input
                    type={arity === 'one' ? 'radio' : 'checkbox'}
                    name={`${id}-value`}
                    checked={values.includes(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
      )}
      <div className={styles.actions}>
        {onBack ? (
          <Button variant="borderless" size="small" onClick={onBack}>
            Back
          </Button>
        ) : null}
        <span className={styles.spacer} />
        <Button variant="secondary" size="small" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="small" disabled={!canApply} onClick={() => onApply(draft)}>
          Apply
        </Button>
      </div>
    </div>
  );
}
