import { MSG, chartExpectedBackMessage, metricById, uniqueUsersWarningApplies } from '@prism/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useInRouterContext, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AggregateChart } from '../../../components/charts/aggregate-chart';
import { CompareChange } from '../../../components/charts/compare-change';
import { ChartCard, type ChartCardState, type ChartCardWarning } from '../../../components/charts/chart-card';
import type { EChartEventParams } from '../../../components/charts/echart';
import { chartNumberFormat, type ChartNumberKind } from '../../../components/charts/lib/chart-format';
import {
  networkChartOption,
  sankeyChartOption,
  sunburstChartOption,
  sunburstTopRows,
} from '../../../components/charts/lib/chart-kind-options';
import {
  lineChartOption,
  topChartOption,
  topRowsFitting,
  TOP_COMPARE_ROW_PX,
  TOP_ROW_PX,
  type ChartCompare,
  type TopRow,
} from '../../../components/charts/lib/chart-options';
import {
  CHART_PALETTES,
  SUCCESS_RATE_NONE,
  successRateBand,
} from '../../../components/charts/lib/chart-palette';
import {
  chartTabTitle,
  metricLineFigure,
  networkRows,
  percentageRows,
  sankeyLinkTarget,
} from '../../../components/charts/lib/chart-rules';
import { RankList, type RankListRow } from '../../../components/charts/rank-list';
import { StatsChart } from '../../../components/charts/stats-chart';
import { SuccessGridChart } from '../../../components/charts/success-grid-chart';
import { TableChart } from '../../../components/charts/table-chart';
import { useChartTheme } from '../../../components/charts/use-chart-theme';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ChartResult } from '../api/post-multi-chart';
import {
  chartNavigateTarget,
  chartNavigateTemplate,
  chartNumberKindOf,
  type ChartDefinition,
  type ChartQueryPlan,
} from '../lib/chart-definition';
import { chartView, type ChartReadyView } from '../lib/chart-view';
import { useChartActions } from './chart-actions';
import { useEChartLibrary } from './echart-library';
import styles from './chart-widget.module.css';

export interface ChartWidgetProps {
  definition: ChartDefinition;
  /** The chart's answer; undefined while the page's request runs. For `multi`, see `results`. */
  result: ChartResult | undefined;
  /** A multi chart's answers, one per tab in order. */
  results?: readonly (ChartResult | undefined)[];
  /** The page's request failed as a whole. */
  failed: boolean;
  refused: readonly string[];
  /** The chart area's height in px (dashboards size cards by grid rows); the kind's default otherwise. */
  height?: number;
  /** The chart's metric query (a multi chart's: one per tab), for View query and the Group Warning. */
  plans?: readonly ChartQueryPlan[];
  /** Names shown beside a dimension's values (an event case's name beside its id), by dimension. */
  labels?: ChartLabels;
}

/** Per dimension, the name each value is shown with (`eventCaseID` → case id → case name). */
export type ChartLabels = Readonly<Record<string, ReadonlyMap<string, string>>>;

const CHART_HEIGHT = 240;
/** Stats and aggregates are figures, not drawings: their cards need less room. */
const FIGURE_HEIGHT = 168;
/** Journeys, call graphs and cell grids need room for their nodes. */
const TALL_HEIGHT = 320;

/** Kinds drawn as horizontal bars, one row per name. */
/** Bars a bar-with-top chart draws; its list beside them has every row. */
const BAR_TOP_BARS = 10;

const ROW_KINDS = new Set<ChartDefinition['kind']>(['top', 'horizontalBar', 'barTop', 'percentage']);
/** The legend above bars with a compare. */
const LEGEND_PX = 28;
/** Rows a top query gives when its definition names no limit (the metric engine's default). */
const TOP_DEFAULT_ROWS = 10;

/**
 * A kind's chart height: figures need less room, journeys and grids more; a bar list gets the room
 * its rows need to stay readable (a top 20 is taller than a top 10, taller still with a compare):
 * the rows of its answer once it is in, until then those of a top 10.
 */
function defaultHeight(definition: ChartDefinition, compared: boolean, rowCount: number | undefined): number {
  switch (definition.kind) {
    case 'stats':
    case 'aggregate':
      return FIGURE_HEIGHT;
    case 'sankey':
    case 'network':
    case 'grid':
      return TALL_HEIGHT;
    default: {
      if (!ROW_KINDS.has(definition.kind)) return CHART_HEIGHT;
      const rows = rowCount ?? Math.min(definition.limit ?? TOP_DEFAULT_ROWS, TOP_DEFAULT_ROWS);
      const needed = rows * (compared ? TOP_COMPARE_ROW_PX : TOP_ROW_PX) + 8 + (compared ? LEGEND_PX : 0);
      return Math.max(CHART_HEIGHT, needed);
    }
  }
}

/** Kinds drawn as a time series, which get the zoom toggle. */
const ZOOMABLE = new Set<ChartDefinition['kind']>(['line', 'area', 'bar', 'stackedBar', 'metricLine']);

/** What the page's router gives a chart: click navigation, sankey links, the URL's tab. */
interface ChartRouting {
  /** Follows a `navigate` template with a clicked value; absent outside a router. */
  go?: (template: string, value: string) => void;
  /** The address a `navigate` template leads to with a value, for real links; absent outside a router. */
  href?: (template: string, value: string) => string | null;
  onSankeyLink?: (sankey: Extract<ChartReadyView, { kind: 'sankey' }>['sankey'], link: SankeyLink) => void;
  tab: number | null;
  setTab?: (index: number) => void;
}

interface SankeyLink {
  source: string;
  target: string;
}

/**
 * One chart of a page or dashboard: its card in the state its answer puts it in (or the placeholder
 * its definition asks for), its warnings and actions, and the widget for its kind. Inside a router
 * a click navigates and a multi chart may keep its tab in the URL; outside one the chart only draws.
 */
export function ChartWidget(props: ChartWidgetProps) {
  return useInRouterContext() ? (
    <RoutedChartWidget {...props} />
  ) : (
    <ChartWidgetView {...props} routing={{ tab: null }} />
  );
}

function RoutedChartWidget(props: ChartWidgetProps) {
  const { definition } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const href = useCallback(
    (template: string, value: string) => {
      const entityId = decodeURIComponent(location.pathname.split('/')[1] ?? '');
      return chartNavigateTarget(template, value, entityId, location.search);
    },
    [location.pathname, location.search],
  );
  const go = useCallback(
    (template: string, value: string) => {
      const target = href(template, value);
      if (target) void navigate(target);
    },
    [href, navigate],
  );
  const onSankeyLink = useCallback(
    (sankey: Extract<ChartReadyView, { kind: 'sankey' }>['sankey'], link: SankeyLink) => {
      window.open(sankeyLinkTarget(sankey, link, location.pathname, location.search), '_blank', 'noopener');
    },
    [location.pathname, location.search],
  );
  const tabInUrl = definition.kind === 'multi' && definition.tabInUrl === true;
  const rawTab = tabInUrl ? searchParams.get('tab') : null;
  const tab = rawTab !== null && /^\d+$/.test(rawTab) ? Number(rawTab) : null;
  const setTab = useMemo(
    () =>
      tabInUrl
        ? (index: number) =>
            setSearchParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                next.set('tab', String(index));
                return next;
              },
              { replace: true },
            )
        : undefined,
    [tabInUrl, setSearchParams],
  );
  return <ChartWidgetView {...props} routing={{ go, href, onSankeyLink, tab, setTab }} />;
}

function ChartWidgetView(props: ChartWidgetProps & { routing: ChartRouting }) {
  if (props.definition.kind === 'multi') return <MultiChartView {...props} />;
  return <SingleChartView {...props} />;
}

/**
 * A multi chart: tabs over its child definitions (titles cut at 18 characters), the chosen tab's
 * chart under them; the chosen tab is kept in the URL's `tab` when the definition asks.
 */
function MultiChartView({
  definition,
  results,
  failed,
  refused,
  height,
  plans,
  routing,
  labels,
}: ChartWidgetProps & { routing: ChartRouting }) {
  const tabs = definition.tabs ?? [];
  const [ownTab, setOwnTab] = useState(0);
  const chosen = routing.setTab ? (routing.tab ?? 0) : ownTab;
  const index = chosen >= 0 && chosen < tabs.length ? chosen : 0;
  const select = routing.setTab ?? setOwnTab;
  const child = tabs[index];
  if (!child) {
    return (
      <ChartCard
        title={definition.title}
        state={{ status: 'notice', notice: MSG.chartUnderConstruction }}
        height={height ?? CHART_HEIGHT}
      />
    );
  }
  const toolbar = (
    <div className={styles.tabs} role="tablist" aria-label={definition.title}>
      {tabs.map((tab, tabIndex) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tabIndex === index}
          title={tab.title}
          className={styles.tab}
          tabIndex={tabIndex === index ? 0 : -1}
          onClick={() => select(tabIndex)}
          onKeyDown={(event) => {
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (step === 0) return;
            event.preventDefault();
            const next = (tabIndex + step + tabs.length) % tabs.length;
            select(next);
            const list = event.currentTarget.parentElement;
            (list?.children[next] as HTMLElement | undefined)?.focus();
          }}
        >
          {chartTabTitle(tab.title)}
        </button>
      ))}
    </div>
  );
  const childPlan = plans?.[index];
  return (
    <SingleChartView
      definition={child}
      result={results?.[index]}
      failed={failed}
      refused={childPlan?.refused ?? refused}
      height={height}
      plans={childPlan ? [childPlan] : []}
      routing={routing}
      {...(labels ? { labels } : {})}
      title={definition.title}
      description={definition.description}
      toolbar={toolbar}
      notice={chartNotice(definition)}
      history={definition.history}
    />
  );
}

function SingleChartView({
  definition,
  result,
  failed,
  refused,
  height,
  plans,
  routing,
  title = definition.title,
  description = definition.description,
  toolbar,
  notice: parentNotice,
  history,
  labels,
}: ChartWidgetProps & {
  routing: ChartRouting;
  title?: string;
  description?: string;
  toolbar?: ReactNode;
  notice?: Extract<ChartCardState, { status: 'notice' }> | null;
  history?: ChartDefinition['history'];
}) {
  const view = useMemo(() => chartView(definition, result, failed), [definition, result, failed]);
  const [zoom, setZoom] = useState(false);
  const numberKind = chartNumberKindOf(definition.metric);
  const notice = parentNotice ?? chartNotice(definition);
  const state: ChartCardState =
    notice ?? (view.status === 'ready' ? { status: 'ready', csv: view.csv } : view);
  const plan = plans?.[0];
  const ready = !notice && view.status === 'ready' ? view : null;
  const warnings: ChartCardWarning[] = [];
  if (plan?.groupRefused) warnings.push({ title: MSG.chartGroupWarningTitle, text: MSG.chartGroupWarning });
  if (
    ready &&
    uniqueUsersWarningApplies(definition.metric, ready.meta.startMs, ready.meta.endMs, ready.meta.timeZone)
  ) {
    warnings.push({ title: MSG.chartUniqueUsersWarningTitle, text: MSG.chartUniqueUsersWarning });
  }
  const compared = (plan?.query.compareFeature ?? 'none') !== 'none';
  const rowCount = ready && 'rows' in ready ? ready.rows.length : undefined;
  const chartHeight = height ?? defaultHeight(definition, compared, rowCount);
  const actions = useChartActions({
    definition: history ? { ...definition, title, history } : { ...definition, title },
    ...(plan ? { plan } : {}),
  });
  const menu = [
    ...(ready && ZOOMABLE.has(definition.kind)
      ? [{ label: zoom ? MSG.chartZoomOut : MSG.chartZoomIn, onSelect: () => setZoom((was) => !was) }]
      : []),
    ...actions.items,
  ];
  return (
    <ChartCard
      title={title}
      description={description}
      state={state}
      refused={refused}
      warnings={warnings}
      menu={menu}
      dialog={actions.dialog}
      toolbar={toolbar}
      height={chartHeight}
    >
      {ready ? (
        <ChartBody
          view={ready}
          definition={definition}
          title={title}
          numberKind={numberKind}
          height={chartHeight}
          zoom={zoom}
          routing={routing}
          {...(labels ? { labels } : {})}
        />
      ) : null}
    </ChartCard>
  );
}

/** The placeholder a definition asks for instead of its chart: outdated or under construction. */
export function chartNotice(
  definition: ChartDefinition,
): Extract<ChartCardState, { status: 'notice' }> | null {
  if (definition.outdated) return { status: 'notice', notice: MSG.chartOutdated };
  const construction = definition.underConstruction;
  if (!construction) return null;
  const detail = [
    construction.text,
    construction.expected ? chartExpectedBackMessage(construction.expected) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return { status: 'notice', notice: MSG.chartUnderConstruction, ...(detail ? { detail } : {}) };
}

interface ChartBodyProps {
  view: ChartReadyView;
  definition: ChartDefinition;
  title: string;
  numberKind: ChartNumberKind;
  height: number;
  zoom: boolean;
  routing: ChartRouting;
  labels?: ChartLabels;
}

/** A click handler following the chart's own `navigate` template, or none when it has none. */
function useNavigateTo(
  definition: ChartDefinition,
  routing: ChartRouting,
): ((value: string) => void) | undefined {
  const template = chartNavigateTemplate(definition);
  const { go } = routing;
  return useMemo(() => (template && go ? (value: string) => go(template, value) : undefined), [template, go]);
}

/** Where a chart's `navigate` leads with a value, for rows rendered as real links. */
function useNavigateHref(
  definition: ChartDefinition,
  routing: ChartRouting,
): ((value: string) => string | null) | undefined {
  const template = chartNavigateTemplate(definition);
  const { href } = routing;
  return useMemo(
    () => (template && href ? (value: string) => href(template, value) : undefined),
    [template, href],
  );
}

/** Whether more is better for a metric: not for errors and failures (colours a change). */
function riseIsGood(definition: ChartDefinition): boolean {
  return !/error|fail/i.test(definition.metric);
}

/** The widget of a kind for its ready answer. */
function ChartBody({ view, definition, title, numberKind, height, zoom, routing, labels }: ChartBodyProps) {
  const theme = useChartTheme();
  const palette = CHART_PALETTES[theme];
  const onNavigate = useNavigateTo(definition, routing);
  const navigateHref = useNavigateHref(definition, routing);
  const rowLabels = labels?.[view.meta.group ?? definition.group ?? ''];
  switch (view.kind) {
    case 'stats':
      return (
        <StatsChart
          stats={view.stats}
          numberKind={numberKind}
          height={height}
          riseIsGood={riseIsGood(definition)}
          {...(view.compare ? { compare: { label: view.compare.label, stats: view.compare.data } } : {})}
        />
      );
    case 'aggregate':
      return (
        <div className={styles.figures}>
          <AggregateChart figure={view.figure} numberKind={numberKind} riseIsGood={riseIsGood(definition)} />
          {view.compare ? (
            <CompareChange
              value={view.figure.value}
              compared={view.compare.data}
              label={view.compare.label}
              numberKind={numberKind}
              riseIsGood={riseIsGood(definition)}
            />
          ) : null}
        </div>
      );
    case 'table':
      return (
        <TableChart
          table={view.table}
          {...(rowLabels ? { rowLabel: (name: string) => rowLabels.get(name) } : {})}
          numberKind={numberKind}
          label={title}
          height={height}
          {...(onNavigate ? { onRowClick: onNavigate } : {})}
          {...(navigateHref ? { rowHref: navigateHref } : {})}
        />
      );
    case 'grid':
      return (
        <SuccessGridChart
          tiles={view.tiles}
          label={title}
          height={height}
          {...(onNavigate ? { onTileClick: onNavigate } : {})}
        />
      );
    default:
      return (
        <DrawnChart
          view={view}
          definition={definition}
          title={title}
          numberKind={numberKind}
          height={height}
          zoom={zoom}
          routing={routing}
          palette={palette}
        />
      );
  }
}

/** The kinds drawn by ECharts, with the lists some of them show beside the drawing. */
function DrawnChart({
  view,
  definition,
  title,
  numberKind,
  height,
  zoom,
  routing,
  palette,
}: ChartBodyProps & { palette: (typeof CHART_PALETTES)['light'] }) {
  const { onSankeyLink } = routing;
  const onNavigate = useNavigateTo(definition, routing);
  const library = useEChartLibrary();
  // A bar list shows the rows that stay readable in its height (a dashboard card's is fixed); the
  // rest are in the CSV, and the card says so.
  const rowCount = 'rows' in view ? view.rows.length : 0;
  const barCompare = 'rows' in view && view.compare !== undefined;
  // A bar with top draws its first rows and lists them all beside, each with its share.
  const shownRows =
    view.kind === 'barTop'
      ? Math.min(rowCount, BAR_TOP_BARS)
      : Math.min(rowCount, topRowsFitting(height - (barCompare ? LEGEND_PX : 0), barCompare));
  const option = useMemo(() => {
    switch (view.kind) {
      case 'line':
      case 'area':
      case 'bar':
      case 'stackedBar':
      case 'metricLine':
        return lineChartOption({
          series: view.series,
          startMs: view.meta.startMs,
          endMs: view.meta.endMs,
          stepMs: view.meta.stepMs,
          timeZone: view.meta.timeZone,
          numberKind,
          area: view.kind === 'area',
          grouped: view.meta.group !== null,
          ...(view.kind === 'bar' ? { bars: 'grouped' as const } : {}),
          ...(view.kind === 'stackedBar' ? { bars: 'stacked' as const } : {}),
          ...(view.compare ? { compare: view.compare } : {}),
          zoom,
          palette,
        });
      case 'top':
      case 'horizontalBar':
      case 'barTop':
        return topChartOption({
          rows: view.rows.slice(0, shownRows),
          numberKind,
          palette,
          name: view.meta.label,
          ...(view.compare ? { compare: view.compare } : {}),
        });
      case 'percentage': {
        // Shares of each answer's own total (all its rows, shown or not), so that two periods
        // compare however busy each was.
        const shares = (rows: readonly TopRow[]) =>
          percentageRows(rows).map((row) => ({ name: row.name, value: row.share }));
        return topChartOption({
          rows: shares(view.rows).slice(0, shownRows),
          numberKind: 'percent',
          palette,
          name: `Share of ${view.meta.label.toLowerCase()}`,
          ...(view.compare
            ? { compare: { label: view.compare.label, data: shares(view.compare.data) } }
            : {}),
        });
      }
      case 'sunburst':
      case 'sunburstTop':
        return sunburstChartOption({ groups: view.groups, numberKind, palette, navigates: !!onNavigate });
      case 'sankey':
        return sankeyChartOption({ sankey: view.sankey, palette });
      case 'network':
        return networkChartOption({ network: view.network, palette });
      default:
        return null;
    }
  }, [view, numberKind, palette, zoom, onNavigate, shownRows]);

  const onItemClick = useCallback(
    (params: EChartEventParams) => {
      if (view.kind === 'sankey') {
        const link = params.data as Partial<SankeyLink> | undefined;
        if (params.dataType === 'edge' && link?.source && link.target) {
          onSankeyLink?.(view.sankey, { source: link.source, target: link.target });
        }
        return;
      }
      if (!onNavigate || !params.name) return;
      if (view.kind === 'network' && params.dataType === 'edge') return;
      onNavigate(params.name);
    },
    [view, onNavigate, onSankeyLink],
  );
  const series = ['line', 'area', 'bar', 'stackedBar', 'metricLine'].includes(view.kind);

  const figure =
    view.kind === 'metricLine'
      ? (() => {
          const sum = metricById(definition.metric)?.measure.kind === 'events';
          const value = metricLineFigure(view.series, sum);
          const kind = sum || numberKind !== 'count' ? numberKind : 'decimal';
          return (
            <div className={styles.figures}>
              <AggregateChart
                figure={{ value, previous: null }}
                numberKind={kind}
                caption={sum ? 'Total' : 'Average'}
              />
              {view.compare ? (
                <CompareChange
                  value={value}
                  compared={metricLineFigure(view.compare.data, sum)}
                  label={view.compare.label}
                  numberKind={kind}
                  riseIsGood={riseIsGood(definition)}
                />
              ) : null}
            </div>
          );
        })()
      : null;
  const side =
    view.kind === 'barTop' ? (
      <RankList
        rows={barTopRankRows(view.rows, view.compare, numberKind)}
        numberKind={numberKind}
        label={title}
        height={height}
        {...(onNavigate ? { onRowClick: onNavigate } : {})}
      />
    ) : view.kind === 'sunburstTop' ? (
      <RankList
        rows={sunburstTopRows(view.groups)}
        numberKind={numberKind}
        label={title}
        height={height}
        {...(onNavigate ? { onRowClick: onNavigate } : {})}
      />
    ) : view.kind === 'network' ? (
      <RankList
        rows={networkRows(view.network).map((row) => ({
          name: row.api,
          value: row.successRate,
          detail: `${row.calls.toLocaleString('en-US')} calls`,
          color: successRateBand(row.successRate)?.color ?? SUCCESS_RATE_NONE.color,
        }))}
        numberKind="percent"
        label={`${title}: APIs by failure rate`}
        height={height}
        {...(onNavigate ? { onRowClick: onNavigate } : {})}
      />
    ) : null;
  // The figure above a metric line takes about 64 px (84 with a compare); the line keeps at least 80.
  const drawingHeight = figure
    ? Math.max(height - ('compare' in view && view.compare ? 84 : 64), 80)
    : height;
  // A bar with top lists every row beside its bars; other bar lists say what they left out.
  const cut =
    shownRows < rowCount && view.kind !== 'barTop' ? (
      <p className={styles.rowsCut}>
        Top {shownRows} of {rowCount} shown; Download CSV for all.
      </p>
    ) : null;
  const drawing = !option ? null : library.state === 'ready' ? (
    <library.EChart
      option={option}
      label={title}
      height={drawingHeight}
      onItemClick={onItemClick}
      {...(onNavigate && series ? { onLegendClick: onNavigate } : {})}
    />
  ) : library.state === 'failed' ? (
    <p className={styles.libraryFailed} role="alert">
      {MSG.chartLoadError}
    </p>
  ) : (
    <Skeleton height={`${drawingHeight - 8}px`} />
  );
  if (figure) {
    return (
      <div className={styles.stack}>
        {figure}
        {drawing}
      </div>
    );
  }
  if (cut) {
    return (
      <div className={styles.stack}>
        {drawing}
        {cut}
      </div>
    );
  }
  if (side) {
    return (
      <div className={styles.splitHost}>
        <div className={view.kind === 'network' ? styles.splitWide : styles.split}>
          <div className={styles.drawing}>{drawing}</div>
          <div className={styles.side}>{side}</div>
        </div>
      </div>
    );
  }
  return drawing;
}

/**
 * A bar-with-top list's rows: with a compare, the compared value after each ('vs 1,100'); else,
 * for counts, each row's share of the total ('12.5%'), so that the list adds to the bars beside it
 * rather than repeating them.
 */
function barTopRankRows(
  rows: readonly TopRow[],
  compare: ChartCompare<TopRow[]> | undefined,
  numberKind: ChartNumberKind,
): RankListRow[] {
  if (!compare) {
    if (numberKind !== 'count') return [...rows];
    const shares = percentageRows(rows);
    return rows.map((row, i) => {
      const share = chartNumberFormat(shares[i]?.share ?? 0, 'percent');
      return { ...row, detail: share, detailLabel: `Share of the total: ${share}` };
    });
  }
  const compared = new Map(compare.data.map((row) => [row.name, row.value]));
  return rows.map((row) => {
    const value = chartNumberFormat(compared.get(row.name) ?? null, numberKind);
    return { ...row, detail: `vs ${value}`, detailLabel: `${compare.label}: ${value}` };
  });
}
