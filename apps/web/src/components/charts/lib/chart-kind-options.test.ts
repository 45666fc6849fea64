import { describe, expect, it } from 'vitest';
import {
  networkChartOption,
  percentageChartOption,
  sankeyChartOption,
  sunburstChartOption,
  sunburstChildLabel,
  sunburstLabel,
  sunburstTopRows,
} from './chart-kind-options';
import { isolatedAt, lineChartOption } from './chart-options';
import { CHART_PALETTES, SUCCESS_RATE_BANDS } from './chart-palette';

const palette = CHART_PALETTES.light;
type Series = {
  type: string;
  name?: string;
  stack?: string;
  data: unknown[];
  lineStyle?: { type?: string };
}[];
const seriesOf = (option: unknown) => (option as { series: Series }).series;

describe('lineChartOption for bars, compare and zoom', () => {
  const base = {
    series: [
      { id: 'a', points: [{ x: 0, y: 1 }] },
      { id: 'b', points: [{ x: 0, y: 2 }] },
    ],
    startMs: 0,
    endMs: 3_600_000,
    stepMs: 600_000,
    timeZone: 'UTC',
    numberKind: 'count' as const,
    palette,
  };

  it('draws grouped or stacked bars with half a bucket of room either side', () => {
    const grouped = lineChartOption({ ...base, bars: 'grouped' });
    expect(seriesOf(grouped).map((series) => [series.type, series.stack])).toEqual([
      ['bar', undefined],
      ['bar', undefined],
    ]);
    expect((grouped as { xAxis: { min: number; max: number } }).xAxis).toMatchObject({
      min: -300_000,
      max: 3_900_000,
    });
    const stacked = lineChartOption({ ...base, bars: 'stacked' });
    expect(seriesOf(stacked).map((series) => series.stack)).toEqual(['total', 'total']);
  });

  it('adds the compare line dashed, named apart', () => {
    const compare = { label: 'previous period', data: [{ id: 'a', points: [{ x: 0, y: 5 }] }] };
    const option = lineChartOption({ ...base, compare });
    const last = seriesOf(option).at(-1)!;
    expect(last).toMatchObject({ type: 'line', name: 'a (previous period)', lineStyle: { type: 'dashed' } });
  });

  it('has a data zoom only when zoomed in, and every series dims the others on hover', () => {
    expect(lineChartOption(base)).not.toHaveProperty('dataZoom');
    const zoomed = lineChartOption({ ...base, zoom: true }) as { dataZoom: { type: string }[] };
    expect(zoomed.dataZoom.map((zoom) => zoom.type)).toEqual(['inside', 'slider']);
    for (const series of seriesOf(zoomed)) expect(series).toMatchObject({ emphasis: { focus: 'series' } });
  });
});

describe('percentageChartOption', () => {
  it('draws shares of the total as percentages', () => {
    const option = percentageChartOption({
      rows: [
        { name: 'a', value: 3 },
        { name: 'b', value: 1 },
      ],
      palette,
    });
    // Bars run bottom-up: the first row is drawn last.
    expect(seriesOf(option)[0]!.data).toEqual([25, 75]);
  });
});

describe('sunburst', () => {
  const groups = [
    { name: 'iOS', children: [{ name: '5.1', value: 2 }] },
    {
      name: 'Roku',
      children: [
        { name: '5.1', value: 3 },
        { name: '5.2', value: null },
      ],
    },
  ];

  it('nests the children under their groups', () => {
    const [series] = seriesOf(sunburstChartOption({ groups, numberKind: 'count', palette }));
    expect(series).toMatchObject({
      type: 'sunburst',
      data: [
        { name: 'iOS', children: [{ name: '5.1', value: 2 }] },
        {
          name: 'Roku',
          children: [
            { name: '5.1', value: 3 },
            { name: '5.2', value: 0 },
          ],
        },
      ],
    });
  });

  it('does not zoom into a sector when a click navigates', () => {
    expect(seriesOf(sunburstChartOption({ groups, numberKind: 'count', palette }))[0]).not.toHaveProperty(
      'nodeClick',
    );
    expect(
      seriesOf(sunburstChartOption({ groups, numberKind: 'count', palette, navigates: true }))[0],
    ).toMatchObject({
      nodeClick: false,
    });
  });

  type Sector = {
    name: string;
    itemStyle: { color: string };
    label: { show: boolean; rotate?: unknown; color?: string; width?: number };
    children?: Sector[];
  };
  const sectorsOf = (option: unknown) => seriesOf(option)[0]!.data as Sector[];

  it("colours each child a shade of its group's colour, its label in the colour that reads on it", () => {
    const big = [
      {
        name: 'Home',
        children: [
          { name: 'Open', value: 50 },
          { name: 'Close', value: 30 },
        ],
      },
      { name: 'Guide', children: [{ name: 'Scroll', value: 40 }] },
    ];
    for (const theme of ['light', 'dark'] as const) {
      const sectors = sectorsOf(
        sunburstChartOption({ groups: big, numberKind: 'count', palette: CHART_PALETTES[theme] }),
      );
      for (const group of sectors) {
        expect(CHART_PALETTES[theme].series).toContain(group.itemStyle.color);
        for (const child of group.children ?? []) {
          const parent = group.itemStyle.color;
          expect(child.itemStyle.color).not.toBe(parent);
          // A shade: the parent moved part of the way toward the card colour, every channel alike.
          const surface = theme === 'dark' ? '#171e28' : '#ffffff';
          const channel = (color: string, at: number) => parseInt(color.slice(at, at + 2), 16);
          const shares = [1, 3, 5]
            .filter((at) => Math.abs(channel(surface, at) - channel(parent, at)) > 40)
            .map(
              (at) =>
                (channel(child.itemStyle.color, at) - channel(parent, at)) /
                (channel(surface, at) - channel(parent, at)),
            );
          expect(shares.length).toBeGreaterThan(0);
          for (const share of shares) {
            expect(share, `${theme} ${child.name}`).toBeGreaterThan(0.1);
            expect(share).toBeLessThan(0.7);
            expect(Math.abs(share - shares[0]!)).toBeLessThan(0.03);
          }
        }
      }
      // Dark theme series colours are light: their labels are dark, never white.
      if (theme === 'dark') {
        for (const group of sectors) expect(group.label.color).toBe('#1b2430');
      }
    }
  });

  it('hides the labels of sectors too narrow for them, and lays broad ones flat', () => {
    const groups = [
      {
        name: 'Home',
        children: [
          { name: 'Open', value: 500 },
          ...Array.from({ length: 30 }, (_, index) => ({ name: `Tiny ${index}`, value: 1 })),
        ],
      },
      { name: 'Guide', children: [{ name: 'Scroll', value: 100 }] },
    ];
    const [home, guide] = sectorsOf(sunburstChartOption({ groups, numberKind: 'count', palette }));
    expect(home!.label).toMatchObject({ show: true, rotate: 0 });
    expect(home!.children![0]!.label).toMatchObject({ show: true, rotate: 0 });
    expect(home!.children!.slice(1).every((child) => child.label.show === false)).toBe(true);
    // Guide's 100 of 630 is about 57°: its inner sector takes a label along the radius.
    expect(guide!.label).toMatchObject({ show: true, rotate: 'radial' });
    expect(sunburstLabel(2, [0.52, 0.95], 240)).toEqual({ show: false });
    expect(sunburstLabel(20, [0.52, 0.95], 240)).toMatchObject({ show: true, rotate: 'radial', width: 43 });
  });

  it("labels a child by what follows its group's name", () => {
    expect(sunburstChildLabel('liveTv', 'liveTv_playButton')).toBe('playButton');
    expect(sunburstChildLabel('guide', 'guide/backButton')).toBe('backButton');
    expect(sunburstChildLabel('guide', 'guideFilter')).toBe('guideFilter');
    expect(sunburstChildLabel('guide', 'guide_')).toBe('guide_');
    expect(sunburstChildLabel('', 'x')).toBe('x');
    const option = sunburstChartOption({
      groups: [{ name: 'liveTv', children: [{ name: 'liveTv_playButton', value: 3 }] }],
      numberKind: 'count',
      palette,
    });
    const [series] = seriesOf(option) as unknown as {
      label: { formatter: (param: unknown) => string };
      data: { children: { name: string; short: string }[] }[];
    }[];
    const child = series!.data[0]!.children[0]!;
    expect(child.name).toBe('liveTv_playButton');
    expect(series!.label.formatter({ name: child.name, data: child })).toBe('playButton');
  });

  it('ranks the inner ring by its totals', () => {
    expect(sunburstTopRows(groups)).toEqual([
      { name: 'Roku', value: 3 },
      { name: 'iOS', value: 2 },
    ]);
  });
});

describe('sankeyChartOption', () => {
  it('places pages at their step and keeps the links', () => {
    const [series] = seriesOf(
      sankeyChartOption({
        sankey: {
          nodes: [
            { id: '0:Home', name: 'Home', step: 0 },
            { id: '1:Guide', name: 'Guide', step: 1 },
          ],
          links: [{ source: '0:Home', target: '1:Guide', value: 4 }],
        },
        palette,
      }),
    );
    expect(series).toMatchObject({
      type: 'sankey',
      data: [
        { name: '0:Home', depth: 0 },
        { name: '1:Guide', depth: 1 },
      ],
      links: [{ source: '0:Home', target: '1:Guide', value: 4 }],
    });
  });

  it("starts at the answer's first step and labels the last column on its left, inside the card", () => {
    const option = sankeyChartOption({
      sankey: {
        nodes: [
          { id: '1:Home', name: 'Home', step: 1 },
          { id: '2:Guide', name: 'Guide', step: 2 },
          { id: '3:Home', name: 'Home', step: 3 },
        ],
        links: [
          { source: '1:Home', target: '2:Guide', value: 4 },
          { source: '2:Guide', target: '3:Home', value: 2 },
        ],
      },
      palette,
    });
    const [series] = seriesOf(option);
    const data = series!.data as {
      name: string;
      depth: number;
      itemStyle: { color: string };
      label?: unknown;
    }[];
    expect(data.map((node) => [node.name, node.depth, node.label])).toEqual([
      ['1:Home', 0, undefined],
      ['2:Guide', 1, undefined],
      ['3:Home', 2, undefined],
    ]);
    // The last column's labels have room at the right, inside the card.
    expect((series as unknown as { right: number }).right).toBe(108);
    // A page has one colour in every column.
    expect(data[0]!.itemStyle.color).toBe(data[2]!.itemStyle.color);
    const tooltip = (option as { tooltip: { formatter: (param: unknown) => string } }).tooltip;
    expect(tooltip.formatter({ dataType: 'node', name: '1:Home' })).toBe('Home (page 1)');
  });
});

describe('networkChartOption', () => {
  it('puts hosts left and APIs right, coloured by their success-rate band', () => {
    const [series] = seriesOf(
      networkChartOption({
        network: {
          nodes: [
            { id: 'h1', kind: 'host', calls: 10, successRate: 95 },
            { id: '/a', kind: 'api', calls: 10, successRate: 5 },
          ],
          links: [{ source: 'h1', target: '/a', calls: 10, successRate: 5 }],
        },
        palette,
      }),
    );
    const nodes = (series!.data as { name: string; x: number; itemStyle: { color: string } }[]).slice(2);
    expect(nodes.map((node) => [node.name, node.x, node.itemStyle.color])).toEqual([
      ['h1', 0, SUCCESS_RATE_BANDS[4].color],
      ['/a', 100, SUCCESS_RATE_BANDS[0].color],
    ]);
    expect(series).toMatchObject({ type: 'graph', links: [{ source: 'h1', target: '/a' }] });
  });
});

describe('isolated points', () => {
  it('marks a value between gaps with a dot, and only that one', () => {
    const points = [
      { x: 0, y: 1 },
      { x: 1, y: 2 },
      { x: 2, y: null },
      { x: 3, y: 4 },
      { x: 4, y: null },
    ];
    expect(points.map((_, index) => isolatedAt(points, index))).toEqual([false, false, false, true, false]);
    const option = lineChartOption({
      series: [{ id: 'rate', points }],
      startMs: 0,
      endMs: 5,
      stepMs: 1,
      timeZone: 'UTC',
      numberKind: 'percent',
      palette,
    });
    const [series] = seriesOf(option);
    expect(series).toMatchObject({ showSymbol: true, symbol: 'none' });
    expect(series!.data[3]).toEqual({ value: [3, 4], symbol: 'circle' });
    expect(series!.data[0]).toEqual([0, 1]);
  });
});
