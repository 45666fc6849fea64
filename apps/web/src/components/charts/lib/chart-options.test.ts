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
