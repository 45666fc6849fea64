import {
  DASHBOARD_GRID,
  DASHBOARD_GROUPED_KINDS,
  DASHBOARD_LIMIT_KINDS,
  DASHBOARD_SERIES_KINDS,
  DASHBOARD_SUB_GROUP_KINDS,
  DASHBOARD_SUB_GROUP_REQUIRED_KINDS,
  dashboardLayoutPlace,
  type DashboardChart,
  type DashboardChartKind,
} from '@prism/domain';

/** What the chart dialog edits: everything but the chart's place on the grid. */
export interface DashboardChartFields {
  title: string;
  kind: DashboardChartKind;
  metric: string;
  group?: string;
  subGroup?: string;
  limit?: number;
  filter: string[];
}

/** Whether a kind may have a group: the ranked kinds (rows) and the time series (one line each). */
export function dashboardKindTakesGroup(kind: DashboardChartKind): boolean {
  return DASHBOARD_GROUPED_KINDS.includes(kind) || DASHBOARD_SERIES_KINDS.includes(kind);
}

/** Whether a kind ranks rows (or a sankey's links), so a row limit applies. */
export function dashboardKindTakesLimit(kind: DashboardChartKind): boolean {
  return DASHBOARD_LIMIT_KINDS.includes(kind);
}

/** Whether a kind has a second dimension: a sunburst's outer ring, a table's or grid's columns. */
export function dashboardKindTakesSubGroup(kind: DashboardChartKind): boolean {
  return DASHBOARD_SUB_GROUP_KINDS.includes(kind);
}

/** Whether a kind cannot be drawn without its second dimension (the sunbursts). */
export function dashboardKindNeedsSubGroup(kind: DashboardChartKind): boolean {
  return DASHBOARD_SUB_GROUP_REQUIRED_KINDS.includes(kind);
}

/**
 * A new chart from the dialog's fields, at the default span (2 × 4) in the first free place of the
 * grid; the id only has to be unique within the dashboard.
 */
export function dashboardChartAdd(
  charts: readonly DashboardChart[],
  fields: DashboardChartFields,
): DashboardChart[] {
  const w = DASHBOARD_GRID.defaultWidth;
  const h = DASHBOARD_GRID.defaultHeight;
  const { x, y } = dashboardLayoutPlace(charts, w, h);
  const taken = new Set(charts.map((chart) => chart.id));
  let n = charts.length + 1;
  while (taken.has(`chart-${n}`)) n += 1;
  return [...charts, { id: `chart-${n}`, ...dashboardChartFieldsClean(fields), x, y, w, h }];
}

/** Replaces a chart's fields, keeping its place. */
export function dashboardChartEdit(
  charts: readonly DashboardChart[],
  id: string,
  fields: DashboardChartFields,
): DashboardChart[] {
  return charts.map((chart) =>
    chart.id === id
      ? { id, ...dashboardChartFieldsClean(fields), x: chart.x, y: chart.y, w: chart.w, h: chart.h }
      : chart,
  );
}

/** Drops what the kind does not use, so a kind change does not leave a group a stats chart refuses. */
function dashboardChartFieldsClean(fields: DashboardChartFields) {
  return {
    title: fields.title.trim(),
    kind: fields.kind,
    metric: fields.metric,
    ...(fields.group && dashboardKindTakesGroup(fields.kind) ? { group: fields.group } : {}),
    ...(fields.subGroup && dashboardKindTakesSubGroup(fields.kind) ? { subGroup: fields.subGroup } : {}),
    ...(fields.limit && dashboardKindTakesLimit(fields.kind) ? { limit: fields.limit } : {}),
    filter: fields.filter,
  };
}
