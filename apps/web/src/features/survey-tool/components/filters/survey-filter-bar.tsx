import {
  SENTIMENTS,
  SURVEY_CSAT_LABELS,
  SURVEY_NO_CATEGORY,
  VOC_MSG,
  type Sentiment,
  type SurveyResponseFilters,
} from '@prism/domain';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FilterPills } from '../../../../components/ui/filter-pills';
import { LoadProblem, PanelNote } from '../../../../components/ui/load-problem';
import { Spinner } from '../../../../components/ui/spinner';
import { useSurveyCategories } from '../../api/survey-graphql';
import { MenuButton } from '../menu-button';
import {
  SENTIMENT_LABELS,
  SURVEY_FILTER_NAMES,
  SURVEY_RANGE_FILTERS,
  rangeLabel,
  surveyFilterPills,
  surveyFiltersCount,
  surveyFiltersWith,
  type SurveyRangeKey,
} from './survey-filters';
import styles from './survey-filter-bar.module.css';

/** Applications of this type exist at one Endpoint only: their pages say so (spec 001 section 5). */
export const WEB_SURVEY_TYPE = 'WebSurvey';

export interface SurveyFilterBarProps {
  /** The survey shown: its application's categories are the category filter's choices. */
  surveyId: string | null;
  /** The application's type (a WebSurvey application gets the Endpoint note). */
  applicationType: string | null;
  filters: SurveyResponseFilters;
  /** Applies the filters at once (the scope writes them to the address). */
  onChange: (filters: SurveyResponseFilters) => void;
}

type Range = { min: number; max: number };

/** Quick choices of each range filter, the usual groups of its scale. */
const RANGE_PRESETS: Readonly<Record<SurveyRangeKey, readonly { label: string; range: Range }[]>> = {
  CSAT: [
    { label: 'Satisfied (4–5)', range: { min: 4, max: 5 } },
    { label: 'Neutral (3)', range: { min: 3, max: 3 } },
    { label: 'Dissatisfied (1–2)', range: { min: 1, max: 2 } },
  ],
  NPS: [
    { label: 'Promoters (9–10)', range: { min: 9, max: 10 } },
    { label: 'Passives (7–8)', range: { min: 7, max: 8 } },
    { label: 'Detractors (0–6)', range: { min: 0, max: 6 } },
  ],
  starRating: [
    { label: '4–5 stars', range: { min: 4, max: 5 } },
    { label: '3 stars', range: { min: 3, max: 3 } },
    { label: '1–2 stars', range: { min: 1, max: 2 } },
  ],
};

const scaleValues = (key: SurveyRangeKey) => {
  const { min, max } = SURVEY_RANGE_FILTERS[key];
  return Array.from({ length: max - min + 1 }, (_unused, index) => min + index);
};

const valueName = (key: SurveyRangeKey, value: number) =>
  key === 'CSAT' ? `${value} ${SURVEY_CSAT_LABELS[value - 1]}` : String(value);

const sameRange = (a: Range | null | undefined, b: Range) => a?.min === b.min && a?.max === b.max;

/** A score filter: its usual groups, or any range of its scale. */
function RangeFilter({
  filterKey,
  value,
  onChange,
}: {
  filterKey: SurveyRangeKey;
  value: Range | null | undefined;
  onChange: (range: Range | undefined) => void;
}) {
  const name = SURVEY_FILTER_NAMES[filterKey];
  const values = scaleValues(filterKey);
  const scale = SURVEY_RANGE_FILTERS[filterKey];
  const current = value ?? { min: scale.min, max: scale.max };
  const id = useId();
  const text = value ? `${name}: ${rangeLabel(value)}` : name;
  return (
    <MenuButton trigger={text} panelLabel={`${name} filter`} active={Boolean(value)}>
      {(close) => (
        <div className={styles.panelBody}>
          <div className={styles.presets} role="group" aria-label={`${name} groups`}>
            {RANGE_PRESETS[filterKey].map((preset) => (
              <button
                key={preset.label}
                type="button"
                className={styles.preset}
                aria-pressed={sameRange(value, preset.range)}
                onClick={() => onChange(preset.range)}
              >
                {preset.label}
              </button>
            ))}
          </div>
          <div className={styles.rangeRow}>
            <label htmlFor={`${id}-min`}>From</label>
            <select
              id={`${id}-min`}
              value={current.min}
              onChange={(event) => {
                const min = Number(event.target.value);
                onChange({ min, max: Math.max(min, current.max) });
              }}
            >
              {values.map((option) => (
                <option key={option} value={option}>
                  {valueName(filterKey, option)}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-max`}>to</label>
            <select
              id={`${id}-max`}
              value={current.max}
              onChange={(event) => {
                const max = Number(event.target.value);
                onChange({ min: Math.min(current.min, max), max });
              }}
            >
              {values.map((option) => (
                <option key={option} value={option}>
                  {valueName(filterKey, option)}
                </option>
              ))}
            </select>
          </div>
          <PanelFooter active={Boolean(value)} onClear={() => onChange(undefined)} onDone={close} />
        </div>
      )}
    </MenuButton>
  );
}

/** Clear (when a value is set) and Done, at the foot of a filter's panel. */
function PanelFooter({
  active,
  onClear,
  onDone,
}: {
  active: boolean;
  onClear: () => void;
  onDone: () => void;
}) {
  return (
    <div className={styles.footer}>
      {active ? (
        <Button variant="borderless" size="small" onClick={onClear}>
          Clear
        </Button>
      ) : null}
      <Button variant="secondary" size="small" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

/** A yes/no filter: any, one or the other, as radio buttons. */
function ChoiceFilter({
  name,
  value,
  choices,
  onChange,
}: {
  name: string;
  value: boolean | null | undefined;
  choices: { yes: string; no: string };
  onChange: (value: boolean | undefined) => void;
}) {
  const group = useId();
  const options = [
    { key: 'any', label: 'Any', value: undefined },
    { key: 'yes', label: choices.yes, value: true },
    { key: 'no', label: choices.no, value: false },
  ] as const;
  const set = value === true || value === false;
  return (
    <MenuButton
      trigger={set ? `${name}: ${value ? choices.yes : choices.no}` : name}
      panelLabel={`${name} filter`}
      active={set}
    >
      {(close) => (
        <div className={styles.panelBody}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{name}</legend>
            {options.map((option) => (
              <label key={option.key} className={styles.option}>
                <input
                  type="radio"
                  name={group}
                  checked={option.value === undefined ? !set : value === option.value}
                  onChange={() => onChange(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <PanelFooter active={set} onClear={() => onChange(undefined)} onDone={close} />
        </div>
      )}
    </MenuButton>
  );
}

/** Several of a list: check boxes, and a search box when the list is long. */
function ListFilter({
  name,
  selected,
  options,
  onChange,
  load,
}: {
  name: string;
  selected: readonly string[];
  options: readonly { value: string; label: string }[];
  onChange: (values: string[]) => void;
  /** For choices the server gives: whether they arrived, and how to ask again. */
  load?: { status: 'pending' | 'error' | 'success'; retry: () => void };
}) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <MenuButton
      trigger={selected.length > 0 ? `${name}: ${selected.length}` : name}
      label={selected.length > 0 ? `${name}: ${selected.length} chosen` : undefined}
      panelLabel={`${name} filter`}
      active={selected.length > 0}
    >
      {(close) => (
        <div className={styles.panelBody}>
          {options.length > 8 ? (
            <>
              <label className="visually-hidden" htmlFor={searchId}>
                Search {name.toLowerCase()}
              </label>
              <input
                id={searchId}
                type="search"
                className={styles.search}
                placeholder={`Search ${name.toLowerCase()}`}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </>
          ) : null}
          {load?.status === 'pending' ? (
            <Spinner label={`Loading ${name.toLowerCase()}…`} />
          ) : load?.status === 'error' ? (
            <LoadProblem message={`Could not load the ${name.toLowerCase()}.`} onRetry={load.retry} />
          ) : (
            <fieldset className={`${styles.fieldset} ${styles.list}`}>
              <legend className="visually-hidden">{name}</legend>
              {shown.length === 0 ? <PanelNote>Nothing matches “{search.trim()}”.</PanelNote> : null}
              {shown.map((option) => (
                <label key={option.value} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={selected.includes(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          )}
          <PanelFooter active={selected.length > 0} onClear={() => onChange([])} onDone={close} />
        </div>
      )}
    </MenuButton>
  );
}

/** The category filter's choices: No Category, then the application's categories with their trail. */
function useCategoryChoices(surveyId: string | null, wanted: boolean) {
  const categories = useSurveyCategories(surveyId, wanted);
  const options = useMemo(
    () => [
      { value: SURVEY_NO_CATEGORY, label: SURVEY_NO_CATEGORY },
      ...(categories.data ?? []).map((category) => ({
        value: category._id,
        label: category.trail ? `${category.trail} › ${category.category}` : category.category,
      })),
    ],
    [categories.data],
  );
  return { categories, options };
}

/** The category filter: its list loads when its panel first opens. */
function CategoryFilter({
  surveyId,
  selected,
  onChange,
}: {
  surveyId: string | null;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const [wanted, setWanted] = useState(selected.length > 0);
  const { categories, options } = useCategoryChoices(surveyId, wanted);
  return (
    <span onFocusCapture={() => setWanted(true)} onPointerDownCapture={() => setWanted(true)}>
      <ListFilter
        name={SURVEY_FILTER_NAMES.categoryIds}
        selected={selected}
        options={options}
        onChange={onChange}
        load={{
          status: categories.data ? 'success' : categories.status === 'error' ? 'error' : 'pending',
          retry: () => void categories.refetch(),
        }}
      />
    </span>
  );
}

const SENTIMENT_OPTIONS = SENTIMENTS.map((sentiment) => ({
  value: sentiment,
  label: SENTIMENT_LABELS[sentiment],
}));

/**
 * The survey filters shared by the summary, responses and categorize pages: CSAT, NPS and SR
 * always (spec 001 section 9, by exactly those names), then star rating, sentiment, categories
 * and file; each applies at once. The filters in force show as pills with a remove button; a
 * WebSurvey application's pages show the Endpoint note where an environment filter would be.
 */
export function SurveyFilterBar({ surveyId, applicationType, filters, onChange }: SurveyFilterBarProps) {
  const set = <K extends keyof SurveyResponseFilters>(key: K, value: SurveyResponseFilters[K] | undefined) =>
    onChange(surveyFiltersWith(filters, key, value));
  const { options: categoryOptions } = useCategoryChoices(surveyId, (filters.categoryIds?.length ?? 0) > 0);
  const categoryNames = useMemo(
    () => new Map(categoryOptions.map((option) => [option.value, option.label])),
    [categoryOptions],
  );
  const pills = surveyFilterPills(filters, categoryNames);
  return (
    <div className={styles.filters}>
      {applicationType === WEB_SURVEY_TYPE ? (
        <p className={styles.note} role="note">
          {VOC_MSG.cstEnvironmentNote}
        </p>
      ) : null}
      <div className={styles.bar} role="group" aria-label="Survey filters">
        {(['CSAT', 'NPS'] as const).map((key) => (
          <RangeFilter key={key} filterKey={key} value={filters[key]} onChange={(range) => set(key, range)} />
        ))}
        <ChoiceFilter
          name={SURVEY_FILTER_NAMES.SR}
          value={filters.SR}
          choices={{ yes: 'Yes', no: 'No' }}
          onChange={(value) => set('SR', value)}
        />
        <RangeFilter
          filterKey="starRating"
          value={filters.starRating}
          onChange={(range) => set('starRating', range)}
        />
        <ListFilter
          name={SURVEY_FILTER_NAMES.sentiment}
          selected={filters.sentiment ?? []}
          options={SENTIMENT_OPTIONS}
          onChange={(values) => set('sentiment', values as Sentiment[])}
        />
        <CategoryFilter
          surveyId={surveyId}
          selected={filters.categoryIds ?? []}
          onChange={(values) => set('categoryIds', values)}
        />
        <ChoiceFilter
          name={SURVEY_FILTER_NAMES.hasFile}
          value={filters.hasFile}
          choices={{ yes: 'With a file', no: 'Without a file' }}
          onChange={(value) => set('hasFile', value)}
        />
      </div>
      {pills.length > 0 ? (
        <div className={styles.pillRow}>
          <FilterPills pills={pills} onRemove={(key) => set(key, undefined)} />
          {surveyFiltersCount(filters) > 1 ? (
            <Button variant="borderless" size="small" onClick={() => onChange({})}>
              Clear all filters
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
