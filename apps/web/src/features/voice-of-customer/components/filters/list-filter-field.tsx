import { MSG, filterLoadFailedMessage } from '@prism/domain';
import { useId, useState } from 'react';
import { LoadProblem, PanelNote } from '../../../../components/ui/load-problem';
import { Spinner } from '../../../../components/ui/spinner';
import { countFormat } from '../../../../lib/format';
import type { FilterField, FilterOption } from './filter-catalogue';
import { useListOptions, type FilterScope } from './use-list-options';
import { useSettled } from './use-settled';
import styles from './filters.module.css';

/** Lists with more choices than this get a search box. */
const SEARCH_FROM = 8;
const SEARCH_DEBOUNCE_MS = 300;

export interface ListFilterFieldProps {
  field: Extract<FilterField, { control: 'list' }>;
  scope: FilterScope;
  selected: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  onClear: () => void;
  /** How a chosen value the list does not offer reads (a category id by its path). */
  labelOf?: (value: string) => string;
}

/** The choices shown: matching the search, and chosen values the list no longer offers kept at the end. */
function shownOptions(
  options: readonly FilterOption[],
  selected: readonly string[],
  search: string,
  searchedOnServer: boolean,
  labelOf: (value: string) => string,
): readonly FilterOption[] {
  const needle = search.trim().toLowerCase();
  const matching =
    needle === '' || searchedOnServer
      ? options
      : options.filter((option) => option.label.toLowerCase().includes(needle));
  if (needle !== '') return matching;
  const offered = new Set(options.map((option) => option.value));
  const missing = selected
    .filter((value) => !offered.has(value))
    .map((value) => ({ value, label: labelOf(value) }));
  return [...matching, ...missing];
}

/**
 * A multi-choice filter: a checkbox per value from the server (most items first, with their
 * counts where the server gives them), a search box for long lists, and the list's loading,
 * error ('Could not load filter: …' with Try again) and empty states.
 */
export function ListFilterField({
  field,
  scope,
  selected,
  onToggle,
  onClear,
  labelOf,
}: ListFilterFieldProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const searchedOnServer = field.source.from === 'field';
  const serverSearch = useSettled(searchedOnServer ? search.trim() : '', SEARCH_DEBOUNCE_MS);
  const list = useListOptions(field.source, scope, serverSearch);
  const shown = shownOptions(list.options, selected, search, searchedOnServer, labelOf ?? ((value) => value));
  const searchable = list.options.length > SEARCH_FROM || search !== '';
  const tree = search === '' && shown.some((option) => option.depth !== undefined);

  return (
    <fieldset className={styles.field} aria-describedby={field.hint ? `${id}-hint` : undefined}>
      <legend className={styles.legend}>
        {field.label}
        {selected.length > 0 ? (
          <span className={styles.legendCount}>
            {selected.length} chosen
            <button type="button" className={styles.linkButton} onClick={onClear}>
              Clear <span className="visually-hidden">{field.label}</span>
            </button>
          </span>
        ) : null}
      </legend>
      {field.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {field.hint}
        </p>
      ) : null}
      {searchable ? (
        <input
          type="search"
          className={styles.search}
          placeholder="Search"
          aria-label={`Search ${field.label}`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      {list.isPending ? <Spinner label="Loading options…" /> : null}
      {list.isError ? (
        <LoadProblem
          message={filterLoadFailedMessage(field.label)}
          onRetry={list.refetch}
          retrying={list.isFetching}
        />
      ) : null}
      {!list.isPending && !list.isError && shown.length === 0 ? (
        <PanelNote>{search !== '' ? MSG.noResults : 'No values to choose from.'}</PanelNote>
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.options} aria-busy={list.isFetching}>
          {shown.map((option) => (
            <li
              key={option.value}
              style={tree ? { paddingLeft: `${(option.depth ?? 0) * 1.25}rem` } : undefined}
            >
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={selected.includes(option.value)}
                  onChange={(event) => onToggle(option.value, event.target.checked)}
                />
                {tree && option.short ? (
                  <span className={styles.optionLabel}>
                    <span aria-hidden="true">{option.short}</span>
                    <span className="visually-hidden">{option.label}</span>
                  </span>
                ) : (
                  <span className={styles.optionLabel}>{option.label}</span>
                )}
                {option.count !== undefined ? ' ' : null}
                {option.count !== undefined ? (
                  <span className={styles.optionCount}>{countFormat(option.count)}</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
