import type { EChartsCoreOption } from 'echarts/core';
import type { NetworkData, SankeyData, SunburstGroup } from './chart-data';
import { chartLegendLabel, chartNumberFormat, type ChartNumberKind } from './chart-format';
import { escapeHtml, tooltipBase, topChartOption } from './chart-options';
import { SUCCESS_RATE_NONE, successRateBand, type ChartPalette } from './chart-palette';
import { percentageRows } from './chart-rules';
import type { TopRow } from './chart-options';

/** The percentage chart: a top answer's rows as horizontal bars of their share of the total (one decimal). */
export function percentageChartOption(input: {
  rows: readonly TopRow[];
  palette: ChartPalette;
}): EChartsCoreOption {
  const rows = percentageRows(input.rows).map((row) => ({ name: row.name, value: row.share }));
  return topChartOption({ rows, numberKind: 'percent', palette: input.palette });
}

/** A sunburst group's total: the sum of its children's values. */
export function sunburstGroupTotal(group: SunburstGroup): number {
  return group.children.reduce((sum, child) => sum + (child.value ?? 0), 0);
}

/** The top list of a sunburst's inner ring: each group with its total, most first. */
export function sunburstTopRows(groups: readonly SunburstGroup[]): TopRow[] {
  return groups
    .map((group) => ({ name: group.name, value: sunburstGroupTotal(group) }))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
}

/**
 * The ECharts option of a sunburst: the inner ring the groups (coloured from the palette), the
 * outer ring their children; labels cut at 14 characters, the full name and value in the tooltip,
 * hovering one branch dims the rest.
 */
export function sunburstChartOption(input: {
  groups: readonly SunburstGroup[];
  numberKind: ChartNumberKind;
  palette: ChartPalette;
  /** A sector click navigates: it must not also zoom into the sector (ECharts' default). */
  navigates?: boolean;
}): EChartsCoreOption {
  const { palette, numberKind } = input;
  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { color: palette.text },
    tooltip: {
      ...tooltipBase(palette),
      trigger: 'item',
      formatter: (param: { treePathInfo?: { name: string }[]; value: number | null }) => {
        const path = (param.treePathInfo ?? []).map((node) => node.name).filter(Boolean);
        return `${escapeHtml(path.join(' › '))}: <b>${chartNumberFormat(param.value, numberKind)}</b>`;
      },
    },
    series: [
      {
        type: 'sunburst',
        radius: ['12%', '95%'],
        ...(input.navigates ? { nodeClick: false } : {}),
        emphasis: { focus: 'ancestor' },
        itemStyle: { borderColor: palette.split, borderWidth: 1 },
        label: {
          color: palette.text,
          fontSize: 10,
          minAngle: 12,
          formatter: (param: { name: string }) => chartLegendLabel(param.name),
        },
        levels: [{}, { r0: '12%', r: '52%', label: { rotate: 'tangential' } }, { r0: '52%', r: '95%' }],
        data: input.groups.map((group, index) => ({
          name: group.name,
          itemStyle: { color: palette.series[index % palette.series.length] },
          children: group.children.map((child) => ({ name: child.name, value: child.value ?? 0 })),
        })),
      },
    ],
  };
}

/** The node of a sankey: page name and step. */
interface SankeyNodeParam {
  dataType?: 'node' | 'edge';
  name?: string;
  data?: { source?: string; target?: string; value?: number; name?: string; step?: number };
  value?: number;
}

/**
 * The ECharts option of a sankey of visits moving from page to page: a column per step, nodes
 * named by their page (the step in the tooltip), links coloured by their source.
 */
export function sankeyChartOption(input: { sankey: SankeyData; palette: ChartPalette }): EChartsCoreOption {
  const { palette, sankey } = input;
  const pageNames = [...new Set(sankey.nodes.map((node) => node.name))];
  const colorOf = (name: string) => palette.series[pageNames.indexOf(name) % palette.series.length];
  const nameOf = new Map(sankey.nodes.map((node) => [node.id, node] as const));
  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { color: palette.text },
    tooltip: {
      ...tooltipBase(palette),
      trigger: 'item',
      formatter: (param: SankeyNodeParam) => {
        if (param.dataType === 'edge') {
          const from = nameOf.get(param.data?.source ?? '');
          const to = nameOf.get(param.data?.target ?? '');
          return `${escapeHtml(from?.name ?? '')} → ${escapeHtml(to?.name ?? '')}: <b>${chartNumberFormat(param.data?.value ?? null, 'count')}</b>`;
        }
        const node = nameOf.get(param.name ?? '');
        return `${escapeHtml(node?.name ?? param.name ?? '')} (page ${(node?.step ?? 0) + 1})`;
      },
    },
    series: [
      {
        type: 'sankey',
        left: 8,
        right: 96,
        top: 8,
        bottom: 8,
        nodeGap: 8,
        draggable: false,
        emphasis: { focus: 'adjacency' },
        lineStyle: { color: 'source', opacity: 0.35, curveness: 0.5 },
        label: {
          color: palette.text,
          fontSize: 11,
          formatter: (param: { name: string }) =>
            chartLegendLabel(nameOf.get(param.name)?.name ?? param.name),
        },
        data: sankey.nodes.map((node) => ({
          name: node.id,
          depth: node.step,
          itemStyle: { color: colorOf(node.name) },
        })),
        links: sankey.links.map((link) => ({ source: link.source, target: link.target, value: link.value })),
      },
    ],
  };
}

/** Invisible, silent nodes at two corners of the network's 100 × 100 frame. */
export const FRAME_CORNERS = [
  {
    name: '\u0000frame-top',
    x: 0,
    y: 0,
    symbolSize: 0,
    silent: true,
    label: { show: false },
    tooltip: { show: false },
  },
  {
    name: '\u0000frame-bottom',
    x: 100,
    y: 100,
    symbolSize: 0,
    silent: true,
    label: { show: false },
    tooltip: { show: false },
  },
];

/**
 * The ECharts option of the host → API network: hosts in a column on the left, their APIs on the
 * right, each node coloured by its success-rate band and sized by its calls, links by the rate of
 * the calls along them.
 */
export function networkChartOption(input: {
  network: NetworkData;
  palette: ChartPalette;
}): EChartsCoreOption {
  const { palette, network } = input;
  const hosts = network.nodes.filter((node) => node.kind === 'host');
  const apis = network.nodes.filter((node) => node.kind === 'api');
  const maxCalls = Math.max(1, ...network.nodes.map((node) => node.calls));
  const size = (calls: number) => 8 + 18 * Math.sqrt(calls / maxCalls);
  const color = (rate: number | null) => successRateBand(rate)?.color ?? SUCCESS_RATE_NONE.color;
  const place = (list: readonly unknown[], index: number) => ((index + 1) / (list.length + 1)) * 100;
  const rateText = (rate: number | null) => chartNumberFormat(rate, 'percent');
  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { color: palette.text },
    tooltip: {
      ...tooltipBase(palette),
      trigger: 'item',
      formatter: (param: {
        dataType?: 'node' | 'edge';
        data: { name?: string; source?: string; target?: string; calls: number; successRate: number | null };
      }) => {
        const { data } = param;
        const title =
          param.dataType === 'edge' ? `${data.source ?? ''} → ${data.target ?? ''}` : (data.name ?? '');
        return `${escapeHtml(title)}<br/>Calls: <b>${chartNumberFormat(data.calls, 'count')}</b><br/>Success rate: <b>${rateText(data.successRate)}</b>`;
      },
    },
    series: [
      {
        type: 'graph',
        layout: 'none',
        left: 120,
        right: 180,
        top: 12,
        bottom: 12,
        roam: true,
        emphasis: { focus: 'adjacency' },
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 6,
        label: { show: true, color: palette.text, fontSize: 10 },
        data: [
          // Two invisible corners fix the drawing's frame, so one host and one API do not stretch it.
          ...FRAME_CORNERS,
          ...hosts.map((node, index) => ({
            name: node.id,
            x: 0,
            y: place(hosts, index),
            calls: node.calls,
            successRate: node.successRate,
            symbolSize: size(node.calls),
            itemStyle: { color: color(node.successRate) },
            label: { position: 'left', formatter: chartLegendLabel(node.id) },
          })),
          ...apis.map((node, index) => ({
            name: node.id,
            x: 100,
            y: place(apis, index),
            calls: node.calls,
            successRate: node.successRate,
            symbolSize: size(node.calls),
            itemStyle: { color: color(node.successRate) },
            label: {
              position: 'right',
              formatter: node.id.length > 24 ? `${node.id.slice(0, 24)}…` : node.id,
            },
          })),
        ],
        links: network.links.map((link) => ({
          source: link.source,
          target: link.target,
          calls: link.calls,
          successRate: link.successRate,
          lineStyle: { color: color(link.successRate), opacity: 0.6, width: 1 + 3 * (link.calls / maxCalls) },
        })),
      },
    ],
  };
}
