import { filterById, filterOfferForApps, type FilterClause } from '@prism/domain';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { useOutsideClose } from '../../../components/ui/use-outside-close';
import { filterPillLabel } from '../lib/filter-pill';
import type { FilterScope } from '../lib/filter-scope';
import { FilterEditor, type FilterEditorValue } from './filter-editor';
import styles from './filter-bar.module.css';

/** The environments a page can be narrowed to (spec 000 section 3); none means both. */
const ENVIRONMENTS = ['production', 'staging'] as const;

export interface FilterBarProps {
  scope: FilterScope;
  /** The filters applied now, as query-model clauses. */
  clauses: readonly FilterClause[];
  onEnvironmentChange: (environment: string | undefined) => void;
  /** Sets a filter, or removes it with `undefined`. */
  onFilterChange: (id: string, value: FilterEditorValue | undefined) => void;
}

type Panel = { mode: 'choose' } | { mode: 'add'; id: string } | { mode: 'edit'; id: string };

/**
 * The page's filters: the environment, one pill per applied filter (click to edit, × to remove)
 * and 'Add filter', which lists the filters offered for the scope's applications (their domains
 * and per-application options decide: see `filterOfferForApps`) not applied yet and opens the
 * editor for the chosen one. The panel closes on Apply, Cancel, Escape or a click outside, and focus returns to the
 * control that opened it.
 */
export function FilterBar({ scope, clauses, onEnvironmentChange, onFilterChange }: FilterBarProps) {
  const [panel, setPanel] = useState<Panel | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setPanel(null);
    opener.current?.focus();
  }, []);
  useOutsideClose(
    root,
    panel !== null,
    useCallback(() => setPanel(null), []),
  );
  useEffect(() => {
    if (panel?.mode === 'choose') firstChoice.current?.focus();
  }, [panel?.mode]);

  const open = (next: Panel, from: HTMLElement) => {
    opener.current = from;
    setPanel(next);
  };
  const available = useMemo(() => filterOfferForApps(scope.apps), [scope.apps]);
  const applied = new Set(clauses.map((clause) => clause.id));
  const choices = available.filter((filter) => !applied.has(filter.id));
  const editing = panel && panel.mode !== 'choose' ? filterById(panel.id) : undefined;
  const editingClause = panel?.mode === 'edit' ? clauses.find((clause) => clause.id === panel.id) : undefined;

  return (
    <div
      className={styles.bar}
      ref={root}
      role="group"
      aria-label="Filters"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && panel) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <label className={styles.environment}>
        Environment
        <select
          value={scope.environment ?? ''}
          onChange={(event) => onEnvironmentChange(event.target.value || undefined)}
        >
          <option value="">All</option>
          {ENVIRONMENTS.map((environment) => (
            <option key={environment} value={environment}>
              {environment}
            </option>
          ))}
        </select>
      </label>
      {clauses.length > 0 ? (
        <ul className={styles.pills} aria-label="Applied filters">
          {clauses.map((clause) => {
            const filter = filterById(clause.id);
            if (!filter) return null;
            const label = filterPillLabel(filter, clause, scope.apps);
            return (
              <li key={clause.id} className={styles.pill}>
                <button
                  type="button"
                  className={styles.pillText}
                  title={clause.values.length > 0 ? clause.values.join(', ') : undefined}
                  aria-expanded={panel?.mode === 'edit' && panel.id === clause.id}
                  onClick={(event) => open({ mode: 'edit', id: clause.id }, event.currentTarget)}
                >
                  {label}
                </button>
                <button
                  type="button"
                  className={styles.pillRemove}
                  aria-label={`Remove ${filter.label} filter`}
                  onClick={() => onFilterChange(clause.id, undefined)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button
        type="button"
        className={buttonClassName('secondary', 'small')}
        aria-expanded={panel !== null && panel.mode !== 'edit'}
        aria-controls={panel ? panelId : undefined}
        disabled={choices.length === 0}
        onClick={(event) => {
          if (panel) setPanel(null);
          else open({ mode: 'choose' }, event.currentTarget);
        }}
      >
        + Add filter
      </button>
      {panel ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={editing ? `Filter: ${editing.label}` : 'Add filter'}
          className={styles.panel}
        >
          {panel.mode === 'choose' ? (
            <ul className={styles.choices}>
              {choices.map((filter, index) => (
                <li key={filter.id}>
                  <button
                    type="button"
                    ref={index === 0 ? firstChoice : undefined}
                    className={styles.choice}
                    onClick={() => setPanel({ mode: 'add', id: filter.id })}
                  >
                    {filter.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : editing ? (
            <FilterEditor
              key={`${panel.mode}-${editing.id}`}
              filter={editing}
              scope={scope}
              initial={
                editingClause ? { operator: editingClause.operator, values: editingClause.values } : undefined
              }
              onApply={(value) => {
                onFilterChange(editing.id, value);
                close();
              }}
              onCancel={close}
              onBack={panel.mode === 'add' ? () => setPanel({ mode: 'choose' }) : undefined}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
