import {
  DASHBOARD_CHART_KINDS,
  DASHBOARD_CHART_KIND_LABELS,
  DASHBOARD_CHART_LIMIT_MAX,
  DASHBOARD_CHART_FILTERS_MAX,
  dashboardKindRefusesMetric,
  dimensionLabel,
  filterById,
  filterOptionsForApp,
  metricById,
  metricOfferedForApps,
  type DashboardChartKind,
  type DimensionOption,
  type FilterOption,
  type OfferApp,
} from '@prism/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import {
  dashboardKindNeedsSubGroup,
  dashboardKindTakesGroup,
  dashboardKindTakesLimit,
  dashboardKindTakesSubGroup,
  type DashboardChartFields,
} from '../lib/dashboard-chart';
import { metricCatalogueSections, metricDimensionChoices } from '../lib/metric-catalogue';
import styles from './dashboard-forms.module.css';

export interface ChartDialogProps {
  /** The chart being edited; none to add one. */
  initial?: DashboardChartFields;
  /**
   * The applications the dashboard reads: only the metrics they send and the dimensions their
   * domains have are offered (all of them when none is known).
   */
  apps?: readonly OfferApp[];
  onSubmit: (fields: DashboardChartFields) => void;
  onClose: () => void;
}

interface FilterRow {
  key: number;
  name: string;
  value: string;
}

function filterRowsOf(filter: readonly string[]): FilterRow[] {
  return filter.map((entry, index) => {
    const colon = entry.indexOf(':');
    return { key: index, name: entry.slice(0, colon), value: entry.slice(colon + 1) };
  });
}

/** What the metric list says when a kind draws only some metrics. */
const KIND_METRIC_HINTS: Partial<Record<DashboardChartKind, string>> = {
  grid: 'A grid of success rates shows success-rate metrics only.',
  network: 'A network shows API metrics only.',
  sankey: 'A sankey shows page view metrics only.',
};

const NO_APPS: readonly OfferApp[] = [];

/**
 * The offered dimensions, and the one a chart being edited already uses when it is not offered
 * (a chart saved before the offer narrowed keeps its choice rather than silently losing it).
 */
function optionsWith(options: readonly DimensionOption[], current: string): readonly DimensionOption[] {
  if (!current || options.some((option) => option.name === current)) return options;
  return [...options, { name: current, label: dimensionLabel(current) }];
}

/** The values a filter's value field suggests: the catalogue's fixed ones, or the apps' own. */
function filterValueSuggestions(name: string, apps: readonly OfferApp[]): FilterOption[] {
  const source = filterById(name)?.source;
  if (source?.kind === 'fixed') return [...source.options];
  if (source?.kind !== 'perApp') return [];
  const byValue = new Map(apps.flatMap((app) => filterOptionsForApp(name, app)).map((o) => [o.value, o]));
  return [...byValue.values()];
}

/** The second dimension's field label, by kind. */
const subGroupLabel = (kind: DashboardChartKind) =>
  kind === 'sunburst' || kind === 'sunburstTop' ? 'Outer ring' : 'Columns';

/**
 * Add or edit one dashboard chart: a metric from the catalogue (by table, searchable), its kind,
 * title, grouping (and second dimension for the kinds with two), row limit and fixed filters, each
 * offered only as the metric, kind and the dashboard's applications allow, by label: a kind that
 * draws only some metrics lists only those, and a Portals dashboard is offered no video dimension.
 */
export function ChartDialog({ initial, apps = NO_APPS, onSubmit, onClose }: ChartDialogProps) {
  const [search, setSearch] = useState('');
  const [metric, setMetric] = useState(initial?.metric ?? '');
  const [kind, setKind] = useState<DashboardChartKind>(initial?.kind ?? 'line');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [group, setGroup] = useState(initial?.group ?? '');
  const [subGroup, setSubGroup] = useState(initial?.subGroup ?? '');
  const [limit, setLimit] = useState(initial?.limit ? String(initial.limit) : '');
  const [filters, setFilters] = useState<FilterRow[]>(() => filterRowsOf(initial?.filter ?? []));
  const [nextKey, setNextKey] = useState(filters.length);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = {
    search: useId(),
    kind: useId(),
    title: useId(),
    group: useId(),
    subGroup: useId(),
    limit: useId(),
  };

  const sections = useMemo(
    () =>
      metricCatalogueSections(
        search,
        (option) =>
          dashboardKindRefusesMetric(kind, option) === null &&
          (option.id === metric || metricOfferedForApps(option, apps)),
      ),
    [search, kind, metric, apps],
  );
  const offer = useMemo(() => metricDimensionChoices(metric, apps), [metric, apps]);
  const chosen = metricById(metric);
  /** The group the chart is drawn by: the chosen one, else the metric's default. */
  const effectiveGroup = group || chosen?.defaultGroup || '';
  const takesGroup = dashboardKindTakesGroup(kind);
  const takesSubGroup = dashboardKindTakesSubGroup(kind);
  const takesLimit = dashboardKindTakesLimit(kind);

  const chooseKind = (next: DashboardChartKind) => {
    setKind(next);
    // A metric the new kind cannot draw is dropped, so the list shows only what fits.
    if (chosen && dashboardKindRefusesMetric(next, chosen) !== null) {
      setMetric('');
      if (title === chosen.label) setTitle('');
      setGroup('');
      setSubGroup('');
      setFilters([]);
    }
  };

  const chooseMetric = (id: string) => {
    const previous = metricById(metric);
    setMetric(id);
    // A title still equal to the previous metric's label follows the new metric.
    if (!title.trim() || title === previous?.label) setTitle(metricById(id)?.label ?? '');
    const next = metricDimensionChoices(id, apps);
    const groups = new Set(next.groups.map((option) => option.name));
    const filterNames = new Set(next.filters.map((option) => option.name));
    if (group && !groups.has(group)) setGroup('');
    if (subGroup && !groups.has(subGroup)) setSubGroup('');
    setFilters((rows) => rows.filter((row) => filterNames.has(row.name)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setProblem('Choose a metric.');
    if (!title.trim()) return setProblem('A chart needs a title.');
    if ((dashboardKindNeedsSubGroup(kind) || kind === 'grid') && !effectiveGroup)
      return setProblem(`Choose what the ${DASHBOARD_CHART_KIND_LABELS[kind].toLowerCase()} groups by.`);
    if (dashboardKindNeedsSubGroup(kind) && !subGroup)
      return setProblem(
        `Choose the ${subGroupLabel(kind).toLowerCase()} of the ${DASHBOARD_CHART_KIND_LABELS[kind].toLowerCase()}.`,
      );
    if (takesSubGroup && subGroup && subGroup === effectiveGroup)
      return setProblem(`${subGroupLabel(kind)} must differ from the group.`);
    const limitNumber = limit ? Number(limit) : undefined;
    if (
      limitNumber !== undefined &&
      (!Number.isInteger(limitNumber) || limitNumber < 1 || limitNumber > DASHBOARD_CHART_LIMIT_MAX)
    )
      return setProblem(`Rows must be a whole number from 1 to ${DASHBOARD_CHART_LIMIT_MAX}.`);
    const filter = filters
      .filter((row) => row.name && row.value.trim())
      .map((row) => `${row.name}:${row.value.trim()}`);
    if (filters.some((row) => row.name && !row.value.trim()))
      return setProblem('Give every filter a value, or remove it.');
    setProblem(null);
    onSubmit({
      title: title.trim(),
      kind,
      metric,
      ...(group && takesGroup ? { group } : {}),
      ...(subGroup && takesSubGroup ? { subGroup } : {}),
      ...(limitNumber && takesLimit ? { limit: limitNumber } : {}),
      filter,
    });
  };

  const formId = useId();
  return (
    <Dialog
      title={initial ? 'Edit chart' : 'Add chart'}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            {initial ? 'Update chart' : 'Add chart'}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={initial ? 'Edit chart' : 'Add chart'}
      >
        <label className={styles.field} htmlFor={ids.search}>
          <span>Search metrics</span>
          <input
            id={ids.search}
            className={styles.input}
            type="search"
            value={search}
            placeholder="Name, id or meaning"
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <fieldset className={styles.metrics}>
          <legend>Metric{chosen ? `: ${chosen.label}` : ''}</legend>
          {KIND_METRIC_HINTS[kind] ? <p className={styles.hint}>{KIND_METRIC_HINTS[kind]}</p> : null}
          {sections.length === 0 ? <p className={styles.hint}>No metric matches “{search}”.</p> : null}
          {sections.map((section) => (
            <div key={section.table} role="group" aria-label={section.label}>
              <p className={styles.section}>{section.label}</p>
              <ul className={styles.metricList}>
                {section.metrics.map((option) => (
                  <li key={option.id}>
                    <label className={styles.metricOption} title={option.description}>
                      <input
                        type="radio"
                        name={`${formId}-metric`}
                        value={option.id}
                        checked={metric === option.id}
                        onChange={() => chooseMetric(option.id)}
                      />
                      {option.label}
                      <span className={styles.metricId}>{option.id}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </fieldset>
        <div className={styles.row}>
          <label className={styles.field} htmlFor={ids.title}>
            <span>Title</span>
            <input
              id={ids.title}
              className={styles.input}
              value={title}
              maxLength={100}
              onChange={(event) => setTitle(event.target.value)}
            />
          </label>
          <label className={styles.field} htmlFor={ids.kind}>
            <span>Chart type</span>
            <select
              id={ids.kind}
              className={styles.input}
              value={kind}
              onChange={(event) => chooseKind(event.target.value as DashboardChartKind)}
            >
              {DASHBOARD_CHART_KINDS.map((option) => (
                <option key={option} value={option}>
                  {DASHBOARD_CHART_KIND_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {chosen && (takesGroup || takesSubGroup || takesLimit) ? (
          <div className={styles.row}>
            {takesGroup ? (
              <label className={styles.field} htmlFor={ids.group}>
                <span>Group by</span>
                <select
                  id={ids.group}
                  className={styles.input}
                  value={group}
                  onChange={(event) => setGroup(event.target.value)}
                >
                  <option value="">
                    {takesLimit && chosen.defaultGroup
                      ? `Default (${dimensionLabel(chosen.defaultGroup)})`
                      : 'None'}
                  </option>
                  {optionsWith(offer.groups, group).map((option) => (
                    <option key={option.name} value={option.name}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {takesSubGroup ? (
              <label className={styles.field} htmlFor={ids.subGroup}>
                <span>{subGroupLabel(kind)}</span>
                <select
                  id={ids.subGroup}
                  className={styles.input}
                  value={subGroup}
                  onChange={(event) => setSubGroup(event.target.value)}
                >
                  <option value="">{dashboardKindNeedsSubGroup(kind) ? 'Choose…' : 'None'}</option>
                  {optionsWith(offer.groups, subGroup)
                    .filter((option) => option.name !== effectiveGroup || option.name === subGroup)
                    .map((option) => (
                      <option key={option.name} value={option.name}>
                        {option.label}
                      </option>
                    ))}
                </select>
              </label>
            ) : null}
            {takesLimit ? (
              <label className={styles.field} htmlFor={ids.limit}>
                <span>Rows</span>
                <input
                  id={ids.limit}
                  className={styles.input}
                  type="number"
                  min={1}
                  max={DASHBOARD_CHART_LIMIT_MAX}
                  placeholder="10"
                  value={limit}
                  onChange={(event) => setLimit(event.target.value)}
                />
              </label>
            ) : null}
          </div>
        ) : null}
        {chosen ? (
          <fieldset className={styles.filters}>
            <legend>Filters</legend>
            {filters.length === 0 ? <p className={styles.hint}>The chart shows every value.</p> : null}
            {filters.map((row, index) => (
              <div key={row.key} className={styles.filterRow}>
                <select
                  aria-label={`Filter ${index + 1} name`}
                  className={styles.input}
                  value={row.name}
                  onChange={(event) =>
                    setFilters((rows) =>
                      rows.map((r) => (r.key === row.key ? { ...r, name: event.target.value } : r)),
                    )
                  }
                >
                  {optionsWith(offer.filters, row.name).map((option) => (
                    <option key={option.name} value={option.name}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <input
                  aria-label={`Filter ${index + 1} value`}
                  className={styles.input}
                  list={`${formId}-values-${row.key}`}
                  value={row.value}
                  onChange={(event) =>
                    setFilters((rows) =>
                      rows.map((r) => (r.key === row.key ? { ...r, value: event.target.value } : r)),
                    )
                  }
                />
                <datalist id={`${formId}-values-${row.key}`}>
                  {filterValueSuggestions(row.name, apps).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label === option.value ? null : option.label}
                    </option>
                  ))}
                </datalist>
                <Button
                  variant="borderless"
                  size="small"
                  aria-label={`Remove filter ${index + 1}`}
                  onClick={() => setFilters((rows) => rows.filter((r) => r.key !== row.key))}
                >
                  ×
                </Button>
              </div>
            ))}
            <div>
              <Button
                variant="secondary"
                size="small"
                disabled={filters.length >= DASHBOARD_CHART_FILTERS_MAX || offer.filters.length === 0}
                onClick={() => {
                  setFilters((rows) => [
                    ...rows,
                    { key: nextKey, name: offer.filters[0]?.name ?? '', value: '' },
                  ]);
                  setNextKey((key) => key + 1);
                }}
              >
                + Add filter
              </Button>
            </div>
          </fieldset>
        ) : null}
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
