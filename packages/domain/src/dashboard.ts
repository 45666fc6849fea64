import { z } from 'zod';
import { metricGroupDimension } from './dimension-offer';
import { metricById, metricDimension, type MetricDefinition } from './metrics';

/**
 * User dashboards (spec 000 section 2, spec 001 sections 2 and 9): named sets of charts, each a
 * metric of the catalogue with its own title, kind, grouping and filters, placed on a grid of four
 * columns. One schema serves the server's validation and the portal's editor.
 */

/** The dashboard grid of spec 001 section 9. */
export const DASHBOARD_GRID = {
  columns: 4,
  /** Row height in rem. */
  rowHeightRem: 5.25,
  defaultWidth: 2,
  defaultHeight: 4,
  maxHeight: 12,
  /** Rows a chart may start at: enough for 24 charts of the tallest height one under another. */
  maxRow: 24 * 12,
} as const;

export const DASHBOARD_CHARTS_MAX = 24;
export const DASHBOARD_NAME_MAX = 100;
export const DASHBOARD_DESCRIPTION_MAX = 256;
export const DASHBOARD_CHART_TITLE_MAX = 100;
export const DASHBOARD_CHART_FILTERS_MAX = 20;
export const DASHBOARD_CHART_LIMIT_MAX = 50;

/**
 * The chart kinds a dashboard chart may be: every kind of the chart kit (spec 001 section 2) that
 * draws one metric. Time series: line, area, bar, stacked bar, metric line; by one dimension:
 * horizontal bar, top list, percentage, table; by two: sunburst, sunburst with top (group and
 * subGroup), grid of success rates (by group, or group × subGroup); figures: aggregate, stats;
 * graphs: network (API hosts → API names), sankey (page-to-page moves of visits). The kit's
 * `multi` (tabs of other charts) is not offered: each tab would need an editor of its own.
 */
export const DASHBOARD_CHART_KINDS = [
  'line',
  'area',
  'bar',
  'stackedBar',
  'metricLine',
  'horizontalBar',
  'top',
  'percentage',
  'table',
  'aggregate',
  'stats',
  'sunburst',
  'sunburstTop',
  'grid',
  'network',
  'sankey',
] as const;
export type DashboardChartKind = (typeof DASHBOARD_CHART_KINDS)[number];

/** Kinds that rank one dimension: their group names the rows (the metric's default when unset). */
export const DASHBOARD_GROUPED_KINDS: readonly DashboardChartKind[] = [
  'horizontalBar',
  'top',
  'percentage',
  'table',
  'sunburst',
  'sunburstTop',
  'grid',
];

/** Time-series kinds, which may split into one series per value of a group. */
export const DASHBOARD_SERIES_KINDS: readonly DashboardChartKind[] = ['line', 'area', 'bar', 'stackedBar'];

/** Kinds with a second dimension (`subGroup`): a sunburst's outer ring, a table's or grid's columns. */
export const DASHBOARD_SUB_GROUP_KINDS: readonly DashboardChartKind[] = [
  'sunburst',
  'sunburstTop',
  'grid',
  'table',
];

/** Kinds that cannot be drawn without a `subGroup`. */
export const DASHBOARD_SUB_GROUP_REQUIRED_KINDS: readonly DashboardChartKind[] = ['sunburst', 'sunburstTop'];

/** Kinds whose answer is cut to the top `limit` rows (groups, or links of a sankey). */
export const DASHBOARD_LIMIT_KINDS: readonly DashboardChartKind[] = [...DASHBOARD_GROUPED_KINDS, 'sankey'];

export const DASHBOARD_CHART_KIND_LABELS: Record<DashboardChartKind, string> = {
  line: 'Line',
  area: 'Area',
  bar: 'Bar',
  stackedBar: 'Stacked bar',
  metricLine: 'Metric line',
  horizontalBar: 'Horizontal bar',
  top: 'Top list',
  percentage: 'Percentage',
  table: 'Table',
  aggregate: 'Aggregate',
  stats: 'Stats',
  sunburst: 'Sunburst',
  sunburstTop: 'Sunburst with top',
  grid: 'Grid of success rates',
  network: 'Network',
  sankey: 'Sankey',
};

/** Whether a metric counts only events of one type (`page_views` counts page views). */
function metricCountsEventType(metric: MetricDefinition, eventType: string): boolean {
  return metric.where.some(
    (condition) => condition.field === 'eventType' && 'equals' in condition && condition.equals === eventType,
  );
}

/**
 * Why a metric cannot be drawn as a kind, or null when it can: a grid colours success rates, a
 * network follows API calls and a sankey page views (the metric engine refuses the others).
 */
export function dashboardKindRefusesMetric(
  kind: DashboardChartKind,
  metric: MetricDefinition,
): string | null {
  if (kind === 'grid' && metric.measure.kind !== 'successRate')
    return `a grid of success rates needs a success-rate metric; ${metric.id} is not one`;
  if (kind === 'network' && !metricCountsEventType(metric, 'apiCall'))
    return `a network chart shows API calls; ${metric.id} is not an API metric`;
  if (kind === 'sankey' && !metricCountsEventType(metric, 'pageView'))
    return `a sankey follows page views; ${metric.id} does not count page views`;
  return null;
}

/** Whether a kind needs a group and the metric has no default one to fall back to. */
function dashboardKindNeedsGroup(kind: DashboardChartKind, metric: MetricDefinition): boolean {
  return (
    (DASHBOARD_SUB_GROUP_REQUIRED_KINDS.includes(kind) || kind === 'grid') &&
    metric.defaultGroup === undefined
  );
}

const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** `name:value`: a dimension of the chart's metric and a value for it. */
const filterEntrySchema = z
  .string()
  .max(600)
  .refine((entry) => entry.indexOf(':') > 0, 'a filter is name:value');

export const dashboardChartSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    title: z
      .string()
      .trim()
      .min(1, 'a chart needs a title')
      .max(DASHBOARD_CHART_TITLE_MAX, `a chart title is at most ${DASHBOARD_CHART_TITLE_MAX} characters`),
    kind: z.enum(DASHBOARD_CHART_KINDS),
    metric: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .refine((id) => metricById(id) !== undefined, 'not a metric of the catalogue'),
    group: z.string().trim().min(1).max(64).optional(),
    /** The second dimension of a sunburst (outer ring), grid or table (columns). */
    subGroup: z.string().trim().min(1).max(64).optional(),
    limit: int(1, DASHBOARD_CHART_LIMIT_MAX).optional(),
    filter: z
      .array(filterEntrySchema)
      .max(DASHBOARD_CHART_FILTERS_MAX, `at most ${DASHBOARD_CHART_FILTERS_MAX} filters`)
      .default([]),
    x: int(0, DASHBOARD_GRID.columns - 1),
    y: int(0, DASHBOARD_GRID.maxRow),
    w: int(1, DASHBOARD_GRID.columns),
    h: int(1, DASHBOARD_GRID.maxHeight),
  })
  .strict()
  .superRefine((chart, ctx) => {
    if (chart.x + chart.w > DASHBOARD_GRID.columns) {
      ctx.addIssue({
        code: 'custom',
        path: ['w'],
        message: `x + w must be at most ${DASHBOARD_GRID.columns} (the grid has ${DASHBOARD_GRID.columns} columns)`,
      });
    }
    const metric = metricById(chart.metric);
    if (!metric) return;
    if (chart.group && !metricGroupDimension(metric, chart.group)) {
      ctx.addIssue({
        code: 'custom',
        path: ['group'],
        message: `${chart.metric} cannot be grouped by ${chart.group}`,
      });
    }
    const label = DASHBOARD_CHART_KIND_LABELS[chart.kind].toLowerCase();
    const refused = dashboardKindRefusesMetric(chart.kind, metric);
    if (refused) ctx.addIssue({ code: 'custom', path: ['metric'], message: refused });
    const grouped =
      DASHBOARD_GROUPED_KINDS.includes(chart.kind) || DASHBOARD_SERIES_KINDS.includes(chart.kind);
    if (chart.group && !grouped) {
      ctx.addIssue({ code: 'custom', path: ['group'], message: `a ${label} chart has no group` });
    }
    if (!chart.group && dashboardKindNeedsGroup(chart.kind, metric)) {
      ctx.addIssue({
        code: 'custom',
        path: ['group'],
        message: `a ${label} chart of ${chart.metric} needs a group`,
      });
    }
    if (chart.subGroup) {
      if (!DASHBOARD_SUB_GROUP_KINDS.includes(chart.kind)) {
        ctx.addIssue({ code: 'custom', path: ['subGroup'], message: `a ${label} chart has no subGroup` });
      } else if (!metricGroupDimension(metric, chart.subGroup)) {
        ctx.addIssue({
          code: 'custom',
          path: ['subGroup'],
          message: `${chart.metric} cannot be grouped by ${chart.subGroup}`,
        });
      } else if (chart.subGroup === (chart.group ?? metric.defaultGroup)) {
        ctx.addIssue({
          code: 'custom',
          path: ['subGroup'],
          message: `the subGroup must differ from the group (${chart.subGroup})`,
        });
      }
    } else if (DASHBOARD_SUB_GROUP_REQUIRED_KINDS.includes(chart.kind)) {
      ctx.addIssue({ code: 'custom', path: ['subGroup'], message: `a ${label} chart needs a subGroup` });
    }
    chart.filter.forEach((entry, index) => {
      const name = entry.slice(0, entry.indexOf(':')).trim();
      if (name && !metricDimension(metric, name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['filter', index],
          message: `${chart.metric} cannot be filtered by ${name}`,
        });
      }
    });
  });
export type DashboardChart = z.infer<typeof dashboardChartSchema>;
export type DashboardChartInput = z.input<typeof dashboardChartSchema>;

/** What a caller sends to create or replace a dashboard. */
export const dashboardInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'a dashboard needs a name')
      .max(DASHBOARD_NAME_MAX, `a dashboard name is at most ${DASHBOARD_NAME_MAX} characters`),
    description: z
      .string()
      .trim()
      .max(DASHBOARD_DESCRIPTION_MAX, `a description is at most ${DASHBOARD_DESCRIPTION_MAX} characters`)
      .default(''),
    shared: z.boolean().default(false),
    /** The application or group it was made for, if any. */
    entityId: z.string().trim().min(1).max(128).nullable().default(null),
    charts: z
      .array(dashboardChartSchema)
      .max(DASHBOARD_CHARTS_MAX, `a dashboard holds at most ${DASHBOARD_CHARTS_MAX} charts`)
      .default([]),
  })
  .strict()
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.charts.forEach((chart, index) => {
      if (seen.has(chart.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['charts', index, 'id'],
          message: `"${chart.id}" is used twice`,
        });
      }
      seen.add(chart.id);
      const other = input.charts.slice(0, index).find((earlier) => dashboardChartsOverlap(earlier, chart));
      if (other) {
        ctx.addIssue({
          code: 'custom',
          path: ['charts', index],
          message: `overlaps the chart "${other.title}"`,
        });
      }
    });
  });
export type DashboardInput = z.infer<typeof dashboardInputSchema>;

/** A stored dashboard as the API answers it. */
export const dashboardSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  name: z.string(),
  description: z.string(),
  shared: z.boolean(),
  entityId: z.string().nullable(),
  charts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      kind: z.enum(DASHBOARD_CHART_KINDS),
      metric: z.string(),
      group: z.string().optional(),
      subGroup: z.string().optional(),
      limit: z.number().optional(),
      filter: z.array(z.string()),
      x: z.number(),
      y: z.number(),
      w: z.number(),
      h: z.number(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The list answer: a dashboard without its charts, with how many it has. */
export const dashboardSummarySchema = dashboardSchema
  .omit({ charts: true })
  .extend({ chartCount: z.number() });
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const DASHBOARD_SCOPES = ['mine', 'shared'] as const;
export type DashboardScope = (typeof DASHBOARD_SCOPES)[number];

type Box = Pick<DashboardChart, 'x' | 'y' | 'w' | 'h'>;

/** True when two charts share a grid cell. */
export function dashboardChartsOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * Where a new chart of `w` × `h` goes: the first free place reading rows top to bottom and columns
 * left to right, so it fills a gap before it starts a new row.
 */
export function dashboardLayoutPlace(charts: readonly Box[], w: number, h: number): { x: number; y: number } {
  const width = Math.min(Math.max(w, 1), DASHBOARD_GRID.columns);
  for (let y = 0; ; y += 1) {
    for (let x = 0; x + width <= DASHBOARD_GRID.columns; x += 1) {
      const box = { x, y, w: width, h };
      if (!charts.some((chart) => dashboardChartsOverlap(chart, box))) return { x, y };
    }
  }
}

/**
 * Moves or resizes one chart and keeps the layout free of overlaps: the changed chart keeps its
 * new place, any chart it now covers is pushed down below it (and so on down the grid), then every
 * chart floats up as far as it can. The box is clamped to the grid first.
 */
export function dashboardLayoutChange<T extends Box & { id: string }>(
  charts: readonly T[],
  id: string,
  change: Partial<Box>,
): T[] {
  const target = charts.find((chart) => chart.id === id);
  if (!target) return [...charts];
  const w = clamp(change.w ?? target.w, 1, DASHBOARD_GRID.columns);
  const moved: T = {
    ...target,
    w,
    h: clamp(change.h ?? target.h, 1, DASHBOARD_GRID.maxHeight),
    x: clamp(change.x ?? target.x, 0, DASHBOARD_GRID.columns - w),
    y: clamp(change.y ?? target.y, 0, DASHBOARD_GRID.maxRow),
  };
  // Place the moved chart first, then the others in reading order, each pushed below what it hits.
  const others = charts.filter((chart) => chart.id !== id).sort((a, b) => a.y - b.y || a.x - b.x);
  const placed: T[] = [moved];
  for (const chart of others) {
    let next = { ...chart };
    for (;;) {
      const hit = placed.find((other) => dashboardChartsOverlap(other, next));
      if (!hit) break;
      next = { ...next, y: hit.y + hit.h };
    }
    placed.push(next);
  }
  return dashboardLayoutCompact(placed, id).sort(
    (a, b) => charts.findIndex((c) => c.id === a.id) - charts.findIndex((c) => c.id === b.id),
  );
}

/**
 * Floats every chart up to the highest row where it overlaps nothing above it, in reading order;
 * `pinned` (the chart just moved) keeps its row so a move down is not undone.
 */
export function dashboardLayoutCompact<T extends Box & { id: string }>(
  charts: readonly T[],
  pinned?: string,
): T[] {
  const order = [...charts].sort((a, b) => a.y - b.y || a.x - b.x);
  const done: T[] = [];
  const pin = charts.find((chart) => chart.id === pinned);
  if (pin) done.push(pin);
  for (const chart of order) {
    if (chart.id === pinned) continue;
    let y = chart.y;
    while (y > 0 && !done.some((other) => dashboardChartsOverlap(other, { ...chart, y: y - 1 }))) y -= 1;
    let next = { ...chart, y };
    // A pinned chart may sit in the way of a chart placed before it in reading order.
    for (;;) {
      const hit = done.find((other) => dashboardChartsOverlap(other, next));
      if (!hit) break;
      next = { ...next, y: hit.y + hit.h };
    }
    done.push(next);
  }
  return done;
}

/** The rows the grid needs to show every chart. */
export function dashboardLayoutRows(charts: readonly Box[]): number {
  return charts.reduce((rows, chart) => Math.max(rows, chart.y + chart.h), 0);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(Math.round(value), min), max);
}
