import { DAY_MS, HOUR_MS } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTES } from './chart-palette';
import { lineChartOption, topChartOption } from './chart-options';

const START = Date.UTC(2026, 10, 15);
const END = START + 7 * DAY_MS;

interface LineOptionShape {
  legend: { show?: boolean; formatter?: (name: string) => string };
  xAxis: { min: number; max: number; minInterval: number; maxInterval: number };
  series: { name: string; data: [number, number | null][]; areaStyle?: unknown }[];
  tooltip: { formatter: (params: unknown) => string };
}

const series = [
  {
    id: 'Operating System Android',
    points: [
      { x: START, y: 1200 },
      { x: START + DAY_MS, y: null },
    ],
  },
  { id: 'iOS', points: [{ x: START, y: 3 }] },
];

describe('lineChartOption', () => {
  const input = {
    series,
    startMs: START,
    endMs: END,
    stepMs: DAY_MS,
    timeZone: 'UTC',
    numberKind: 'count' as const,
    palette: CHART_PALETTES.light,
  };

  it('spans the period on a time axis with the spec tick spacing', () => {
    const option = lineChartOption(input) as unknown as LineOptionShape;
    expect(option.xAxis).toMatchObject({ min: START, max: END, minInterval: DAY_MS, maxInterval: DAY_MS });
  });

  it('starts the axis at the first bucket when it begins before the period', () => {
    const early = [{ id: 'Visits', points: [{ x: START - 3_600_000, y: 4 }] }];
    const option = lineChartOption({ ...input, series: early }) as unknown as LineOptionShape;
    expect(option.xAxis.min).toBe(START - 3_600_000);
  });

  it('draws one line per series, keeping missing values as gaps', () => {
    const option = lineChartOption(input) as unknown as LineOptionShape;
    expect(option.series.map((line) => line.name)).toEqual(['Operating System Android', 'iOS']);
    expect(option.series[0]!.data).toEqual([
      [START, 1200],
      [START + DAY_MS, null],
    ]);
    expect(option.series[0]!.areaStyle).toBeUndefined();
  });

  it('cuts legend labels at 14 characters and shows no legend for one series', () => {
    const option = lineChartOption(input) as unknown as LineOptionShape;
    expect(option.legend.formatter!('Operating System Android')).toBe('Operating Syst…');
    const single = lineChartOption({ ...input, series: [series[1]!] }) as unknown as LineOptionShape;
    expect(single.legend.show).toBe(false);
    const grouped = lineChartOption({
      ...input,
      series: [series[1]!],
      grouped: true,
    }) as unknown as LineOptionShape;
    expect(grouped.legend.show).not.toBe(false);
  });

  it('fills under the lines for the area chart', () => {
    const option = lineChartOption({ ...input, area: true }) as unknown as LineOptionShape;
    expect(option.series[0]!.areaStyle).toBeDefined();
  });

  it('shows the date and each formatted value in the tooltip', () => {
    const option = lineChartOption({ ...input, stepMs: HOUR_MS }) as unknown as LineOptionShape;
    const text = option.tooltip.formatter([
      { seriesName: 'iOS', marker: '', value: [Date.UTC(2026, 10, 16, 15), 12345] },
    ]);
    expect(text).toBe('November 16, 2026 03:00 PM<br/>iOS: <b>12,345</b>');
  });
});

describe('topChartOption', () => {
  interface TopOptionShape {
    yAxis: { data: string[]; axisLabel: { formatter: (name: string) => string } };
    series: { data: (number | null)[]; label: { formatter: (param: { value: number | null }) => string } }[];
  }

  const rows = [
    { name: 'getAccount', value: 98.25 },
    { name: 'a-very-long-api-operation-name-here', value: 50 },
  ];

  it('puts the first row at the top of the horizontal bars', () => {
    const option = topChartOption({
      rows,
      numberKind: 'percent',
      palette: CHART_PALETTES.dark,
    }) as unknown as TopOptionShape;
    expect(option.yAxis.data).toEqual(['a-very-long-api-operation-name-here', 'getAccount']);
    expect(option.series[0]!.data).toEqual([50, 98.25]);
  });

  it('labels bars with formatted values and cuts long names', () => {
    const option = topChartOption({
      rows,
      numberKind: 'percent',
      palette: CHART_PALETTES.dark,
    }) as unknown as TopOptionShape;
    expect(option.series[0]!.label.formatter({ value: 98.25 })).toBe('98.3%');
    expect(option.yAxis.axisLabel.formatter('a-very-long-api-operation-name-here')).toBe(
      'a-very-long-api-operatio…',
    );
  });
});

describe('lineChartOption colours, compare and axes', () => {
  interface Shaped {
    legend: { tooltip: { show: boolean; formatter: (param: { name: string }) => string } };
    yAxis: { min?: number; max?: number };
    series: { name: string; lineStyle?: { color: string; type?: string }; itemStyle?: { color: string } }[];
  }
  const base = {
    startMs: START,
    endMs: END,
    stepMs: DAY_MS,
    timeZone: 'UTC',
    numberKind: 'count' as const,
    palette: CHART_PALETTES.light,
  };
  const line = (id: string, ys: (number | null)[]) => ({
    id,
    points: ys.map((y, i) => ({ x: START + i * DAY_MS, y })),
  });

  it('colours a series by its name whatever its rank', () => {
    const colourOf = (option: unknown, name: string) =>
      (option as Shaped).series.find((series) => series.name === name)?.lineStyle?.color;
    const first = lineChartOption({ ...base, series: [line('Android', [3]), line('iOS', [2])] });
    const later = lineChartOption({ ...base, series: [line('iOS', [5]), line('Android', [1])] });
    expect(colourOf(first, 'Android')).toBe(colourOf(later, 'Android'));
    expect(colourOf(first, 'iOS')).toBe(colourOf(later, 'iOS'));
    expect(colourOf(first, 'Android')).not.toBe(colourOf(first, 'iOS'));
  });

  it("draws each compared series dashed in its series' colour, paler, named '<series> (<label>)'", () => {
    const option = lineChartOption({
      ...base,
      series: [line('Android', [3, 4])],
      compare: { label: 'previous period', tag: 'prev', data: [line('Android', [2, 3])] },
    }) as unknown as Shaped & { legend: { formatter: (name: string) => string } };
    expect(option.legend.formatter('Android')).toBe('Android');
    expect(option.legend.formatter('Android (previous period)')).toBe('Android (prev)');
    const [own, compared] = option.series;
    expect(compared!.name).toBe('Android (previous period)');
    expect(compared!.lineStyle!.type).toBe('dashed');
    const [r, g, b] = own!.lineStyle!.color.match(/[0-9a-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
    expect(compared!.lineStyle!.color).toBe(`rgba(${r}, ${g}, ${b}, 0.6)`);
    // The legend cuts names but its hover gives them in full.
    expect(option.legend.tooltip.show).toBe(true);
    expect(option.legend.tooltip.formatter({ name: 'Android (previous period)' })).toBe(
      'Android (previous period)',
    );
  });

  it('compares stacked bars by their total', () => {
    const option = lineChartOption({
      ...base,
      bars: 'stacked',
      series: [line('a', [1, 2]), line('b', [3, 4])],
      compare: { label: 'previous period', data: [line('a', [1, null]), line('b', [2, 2])] },
    }) as unknown as { series: { name: string; data: [number, number | null][] }[] };
    const total = option.series.at(-1)!;
    expect(total.name).toBe('Total (previous period)');
    expect(total.data.map(([, y]) => y)).toEqual([3, 2]);
  });

  it('fits a rate axis to its data and keeps a fixed axis where given', () => {
    const rates = lineChartOption({
      ...base,
      numberKind: 'percent',
      series: [line('API success rate', [97.5, 99.2, null, 98])],
    }) as unknown as Shaped;
    expect(rates.yAxis.min).toBeGreaterThan(90);
    expect(rates.yAxis.max).toBe(100);
    const fixed = lineChartOption({
      ...base,
      numberKind: 'decimal',
      valueRange: { min: 0, max: 1 },
      series: [line('Sentiment', [0.6, 0.7])],
    }) as unknown as Shaped;
    expect(fixed.yAxis).toMatchObject({ min: 0, max: 1 });
    const counts = lineChartOption({ ...base, series: [line('Visits', [10, 12])] }) as unknown as Shaped;
    expect(counts.yAxis.min).toBeUndefined();
  });

  it('draws a run of values as a line and a value between gaps as a dot', () => {
    const option = lineChartOption({
      ...base,
      numberKind: 'percent',
      series: [line('Sign-in success rate', [90, 95, null, 97, null, null, 99, 98])],
    }) as unknown as {
      series: { showSymbol: boolean; showAllSymbol: boolean; sampling?: string; data: unknown[] }[];
    };
    const [rate] = option.series;
    expect(rate!.showSymbol).toBe(true);
    expect(rate!.showAllSymbol).toBe(true);
    expect(rate!.sampling).toBeUndefined();
    expect(rate!.data[3]).toEqual({ value: [START + 3 * DAY_MS, 97], symbol: 'circle' });
    expect(rate!.data[0]).toEqual([START, 90]);
  });
});

describe('topChartOption with a compare', () => {
  it('puts a paler bar of the compared value beside each row and both in the tooltip', () => {
    const option = topChartOption({
      rows: [
        { name: '/home', value: 120 },
        { name: '/new', value: 10 },
      ],
      numberKind: 'count',
      palette: CHART_PALETTES.light,
      name: 'Page views',
      compare: { label: 'previous period', data: [{ name: '/home', value: 100 }] },
    }) as unknown as {
      legend: { data: string[] };
      series: { name: string; data: (number | null)[] }[];
      tooltip: { formatter: (params: unknown) => string };
    };
    // Short legend names that a 14-character cut keeps apart.
    expect(option.legend.data).toEqual(['Current', 'Previous']);
    const compared = option.series.find((series) => series.name === 'Previous')!;
    // Rows bottom-up: /new, /home.
    expect(compared.data).toEqual([null, 100]);
    expect(option.tooltip.formatter([{ name: '/home' }])).toBe(
      '<b>/home</b> · Page views<br/>Current: <b>120</b><br/>Previous period: <b>100</b> (+20%)',
    );
  });
});
