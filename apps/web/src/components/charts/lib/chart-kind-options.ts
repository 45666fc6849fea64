import type { EChartsCoreOption } from 'echarts/core';
import type { NetworkData, SankeyData, SunburstGroup } from './chart-data';
import { chartLegendLabel, chartNumberFormat, type ChartNumberKind } from './chart-format';
import { escapeHtml, tooltipBase, topChartOption } from './chart-options';
import { SUCCESS_RATE_NONE, seriesColors, successRateBand, type ChartPalette } from './chart-palette';
import { colorLuminance, colorShades, colorTextOn } from './chart-shade';
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

/** The card colour under a drawing, light or dark theme, told apart by the palette's text colour. */
function chartSurface(palette: ChartPalette): string {
  return (colorLuminance(palette.text) ?? 0) > 0.5 ? '#171e28' : '#ffffff';
}

/** Label text on a coloured fill: whichever of dark and white reads better on it. */
const LABEL_DARK = '#1b2430';
const LABEL_LIGHT = '#ffffff';

/** The sunburst's rings, as shares of its radius: the groups inside, their children outside. */
const SUNBURST_INNER = [0.1, 0.42] as const;
const SUNBURST_OUTER = [0.42, 0.95] as const;
/** A label's line height at the sunburst's 10 px font: a sector narrower than this has none. */
const SUNBURST_LINE = 13;

/**
 * Where and how a sector's label is drawn, from the sector's angle and its ring at a drawing of
 * `size` px: none on a sector too narrow for a line of text; horizontal on one broad enough for a
 * ring-thick label lying flat; along the radius otherwise; always cut (with an ellipsis) to the
 * ring's thickness, so labels stay inside their own sector and never overlap.
 */
export function sunburstLabel(
  angle: number,
  ring: readonly [number, number],
  size: number,
): { show: false } | { show: true; rotate: 'radial' | 0; width: number } {
  const radius = size / 2;
  const thickness = (ring[1] - ring[0]) * radius;
  const middle = ((ring[0] + ring[1]) / 2) * radius;
  const arc = (middle * angle * Math.PI) / 180;
  if (arc < SUNBURST_LINE || thickness < 24) return { show: false };
  // A flat label on a broad sector may run wider than the ring is thick: the sector is wide there.
  return arc >= thickness * 1.5
    ? { show: true, rotate: 0, width: Math.floor(Math.min(arc, thickness * 1.4) - 8) }
    : { show: true, rotate: 'radial', width: Math.floor(thickness - 8) };
}

/**
 * A child's label in its group's sector: its name less the group's name when it starts with it and
 * a separator (event case `liveTv_playButton` under page `liveTv` reads `playButton`), so labels cut
 * to their ring show what tells children apart; the tooltip keeps the whole path.
 */
export function sunburstChildLabel(groupName: string, childName: string): string {
  const rest = childName.slice(groupName.length);
  return groupName !== '' && childName.startsWith(groupName) && /^[_\-./: ]+\S/.test(rest)
    ? rest.replace(/^[_\-./: ]+/, '')
    : childName;
}

/**
 * The ECharts option of a sunburst: the inner ring the groups, each in its series colour (from its
 * name), the outer ring their children in shades of their group's colour; each label in the text
 * colour that reads on its sector, shown only where it fits (see `sunburstLabel`); the full name
 * and value in the tooltip, hovering one branch dims the rest.
 */
export function sunburstChartOption(input: {
  groups: readonly SunburstGroup[];
  numberKind: ChartNumberKind;
  palette: ChartPalette;
  /** A sector click navigates: it must not also zoom into the sector (ECharts' default). */
  navigates?: boolean;
  /** The drawing's smaller side in px, which the rings scale with; the chart height by default. */
  size?: number;
}): EChartsCoreOption {
  const { palette, numberKind } = input;
  const size = input.size ?? 240;
  const total = input.groups.reduce((sum, group) => sum + sunburstGroupTotal(group), 0);
  const angleOf = (value: number) => (total > 0 ? (value / total) * 360 : 0);
  const colors = seriesColors(
    input.groups.map((group) => group.name),
    palette.series,
  );
  const surface = chartSurface(palette);
  const sector = (name: string, value: number, color: string, ring: readonly [number, number]) => {
    const label = sunburstLabel(angleOf(value), ring, size);
    return {
      name,
      itemStyle: { color },
      label: label.show
        ? {
            ...label,
            overflow: 'truncate',
            ellipsis: '…',
            color: colorTextOn(color, LABEL_DARK, LABEL_LIGHT),
          }
        : label,
    };
  };
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
        radius: [`${SUNBURST_INNER[0] * 100}%`, `${SUNBURST_OUTER[1] * 100}%`],
        ...(input.navigates ? { nodeClick: false } : {}),
        emphasis: { focus: 'ancestor' },
        itemStyle: { borderColor: surface, borderWidth: 1 },
        label: {
          fontSize: 10,
          formatter: (param: { name: string; data?: { short?: string } }) => param.data?.short ?? param.name,
        },
        levels: [
          {},
          { r0: `${SUNBURST_INNER[0] * 100}%`, r: `${SUNBURST_INNER[1] * 100}%` },
          { r0: `${SUNBURST_OUTER[0] * 100}%`, r: `${SUNBURST_OUTER[1] * 100}%` },
        ],
        data: input.groups.map((group) => {
          const color = colors.get(group.name) ?? palette.series[0] ?? LABEL_DARK;
          const shades = colorShades(color, surface, group.children.length);
          return {
            ...sector(group.name, sunburstGroupTotal(group), color, SUNBURST_INNER),
            children: group.children.map((child, index) => ({
              ...sector(child.name, child.value ?? 0, shades[index] ?? color, SUNBURST_OUTER),
              short: sunburstChildLabel(group.name, child.name),
              value: child.value ?? 0,
            })),
          };
        }),
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
 * A sankey label's widest run in px, and the room kept right of the last column for its labels: a
 * node column is rarely closer to the next.
 */
const SANKEY_LABEL_WIDTH = 100;

/**
 * The ECharts option of a sankey of visits moving from page to page: a column per step (the first
 * step the answer has at the left edge), nodes named by their page (its place in the visit in the
 * tooltip), coloured by page name so a page keeps its colour in every column, links coloured by
 * their source. Labels sit right of their node, the last column's in room kept for them at the
 * right (on its left, they ran into the labels of the column before); long names end in an
 * ellipsis, whole in the tooltip.
 */
export function sankeyChartOption(input: { sankey: SankeyData; palette: ChartPalette }): EChartsCoreOption {
  const { palette, sankey } = input;
  const colors = seriesColors(
    sankey.nodes.map((node) => node.name),
    palette.series,
  );
  const nameOf = new Map(sankey.nodes.map((node) => [node.id, node] as const));
  const firstStep = Math.min(...sankey.nodes.map((node) => node.step));
  const lastStep = Math.max(...sankey.nodes.map((node) => node.step));
  const labelText = (id: string) => nameOf.get(id)?.name ?? id;
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
        return `${escapeHtml(node?.name ?? param.name ?? '')} (page ${(node?.step ?? firstStep) - firstStep + 1})`;
      },
    },
    series: [
      {
        type: 'sankey',
        left: 8,
        right: lastStep > firstStep ? SANKEY_LABEL_WIDTH + 8 : 8,
        top: 8,
        bottom: 8,
        nodeGap: 8,
        draggable: false,
        emphasis: { focus: 'adjacency' },
        lineStyle: { color: 'source', opacity: 0.35, curveness: 0.5 },
        label: {
          color: palette.text,
          fontSize: 11,
          width: SANKEY_LABEL_WIDTH,
          overflow: 'truncate',
          ellipsis: '…',
          formatter: (param: { name: string }) => labelText(param.name),
        },
        data: sankey.nodes.map((node) => ({
          name: node.id,
          depth: node.step - firstStep,
          itemStyle: { color: colors.get(node.name) ?? palette.series[0] },
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
